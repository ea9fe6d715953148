/** A task's categories, apart from the schemas: a screen's loader reads them without loading zod. */
export const taskCategories = ['service', 'inspection', 'insurance', 'registration', 'restoration', 'storage', 'other'] as const;
export type TaskCategory = (typeof taskCategories)[number];
