import type { Vehicle } from './vehicle-schema';

/**
 * The details an owner can record beyond year, make and model, in the order of the vehicle form.
 * The VIN is not among them: SPEC §3 shows "No VIN" when it is absent.
 */
export const detailFields = [
  'engineNumber',
  'matchingNumbers',
  'licensePlate',
  'bodyStyle',
  'engine',
  'transmission',
  'exteriorColor',
  'interiorColor',
  'odometer',
  'conditionGrade',
  'purchaseDate',
  'purchasePrice',
  'estimatedValue',
] as const;
export type DetailField = (typeof detailFields)[number];

export const isRecorded = (value: unknown) => value !== null && value !== undefined && value !== '';

/** What is not recorded yet: the vehicle page lists these behind one "Add details" action instead of a wall of N/A. */
export function missingDetails(v: Pick<Vehicle, DetailField>): DetailField[] {
  return detailFields.filter((field) => !isRecorded(v[field]));
}
