import { z } from 'zod';
import { taskCategories } from './task-categories';

export { taskCategories, type TaskCategory } from './task-categories';

export const taskPriorities = ['high', 'medium', 'low'] as const;
export type TaskPriority = (typeof taskPriorities)[number];
/** In the order the tasks screen shows them. */
export const taskStates = ['overdue', 'dueSoon', 'upcoming', 'done'] as const;
export type TaskState = (typeof taskStates)[number];

/**
 * What a refused field says. The server sends these (naming the field); the client shows the
 * translation under `tasks.errors.<key>` for the same text, so both languages read the same rule.
 */
export const taskMessages = {
  required: 'is required',
  tooLong: 'is too long',
  date: 'must be a date (YYYY-MM-DD)',
  odometer: 'must be a whole number, 0 or more',
  recurrence: 'must be a whole number, 1 or more',
  recurringNeedsDue: 'a recurring task needs a due date or a due odometer',
  needsVehicle: 'needs a vehicle (odometer readings belong to one)',
  days: 'must be a whole number of days from 1 to 365',
  distance: 'must be a whole number from 1 to 100000',
} as const;
export type TaskMessageKey = keyof typeof taskMessages;
const M = taskMessages;

/** The translation key of a server message, for the client. */
export const taskMessageKey = (message: string): TaskMessageKey | null =>
  (Object.entries(taskMessages).find(([, text]) => text === message)?.[0] as TaskMessageKey | undefined) ?? null;

const text = (max: number) => z.string({ error: M.required }).max(max, M.tooLong);
const isoDate = z.iso.date(M.date);
const odometer = z.number({ error: M.odometer }).int(M.odometer).min(0, M.odometer).max(10_000_000, M.odometer);
const recurrence = z.number({ error: M.recurrence }).int(M.recurrence).min(1, M.recurrence).max(1_000_000, M.recurrence);

export const taskInputSchema = z
  .object({
    /** null: a general task, not about one vehicle. */
    vehicleId: z.string().min(1).max(64).nullable().default(null),
    title: text(200)
      .transform((v) => v.trim())
      .refine((v) => v.length > 0, M.required),
    notes: text(4000)
      .transform((v) => v.trim() || null)
      .nullable()
      .default(null),
    dueDate: isoDate.nullable().default(null),
    /** In the vehicle's unit (km or mi). */
    dueOdometer: odometer.nullable().default(null),
    priority: z.enum(taskPriorities).default('medium'),
    category: z.enum(taskCategories).default('other'),
    recurMonths: recurrence.max(600, M.recurrence).nullable().default(null),
    /** In the vehicle's unit. */
    recurDistance: recurrence.nullable().default(null),
  })
  .superRefine((v, ctx) => {
    const isRecurring = v.recurMonths !== null || v.recurDistance !== null;
    if (isRecurring && v.dueDate === null && v.dueOdometer === null) ctx.addIssue({ code: 'custom', path: ['dueDate'], message: M.recurringNeedsDue });
    if (v.vehicleId === null && v.dueOdometer !== null) ctx.addIssue({ code: 'custom', path: ['dueOdometer'], message: M.needsVehicle });
    if (v.vehicleId === null && v.recurDistance !== null) ctx.addIssue({ code: 'custom', path: ['recurDistance'], message: M.needsVehicle });
  });
export type TaskInput = z.input<typeof taskInputSchema>;
export type TaskInputParsed = z.output<typeof taskInputSchema>;

export const taskCompletionSchema = z.object({
  date: isoDate,
  odometer: odometer.nullable().default(null),
  /** A document that records the work (added through the add-document flow). */
  documentId: z.string().min(1).max(64).nullable().default(null),
});
export type TaskCompletion = z.input<typeof taskCompletionSchema>;

export const taskSchema = z.object({
  id: z.string(),
  vehicleId: z.string().nullable(),
  /** "1967 Porsche 911 S"; null for a general task. */
  vehicleLabel: z.string().nullable(),
  odometerUnit: z.enum(['km', 'mi']).nullable(),
  /** The vehicle's latest known reading (vehicle, documents, completions). */
  currentOdometer: z.number().int().nullable(),
  title: z.string(),
  notes: z.string().nullable(),
  dueDate: z.string().nullable(),
  dueOdometer: z.number().int().nullable(),
  priority: z.enum(taskPriorities),
  category: z.enum(taskCategories),
  recurMonths: z.number().int().nullable(),
  recurDistance: z.number().int().nullable(),
  completedDate: z.string().nullable(),
  completedOdometer: z.number().int().nullable(),
  documentId: z.string().nullable(),
  /** The completed task this one follows (recurring tasks). */
  previousTaskId: z.string().nullable(),
  /** The document whose dates proposed it, if any. */
  sourceDocumentId: z.string().nullable(),
  state: z.enum(taskStates),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Task = z.infer<typeof taskSchema>;

export const taskStateCountsSchema = z.object({ overdue: z.number().int(), dueSoon: z.number().int(), upcoming: z.number().int(), done: z.number().int() });
export type TaskStateCounts = z.infer<typeof taskStateCountsSchema>;

export const taskListQuerySchema = z.object({
  vehicleId: z.string().min(1).max(64).optional(),
  category: z.enum(taskCategories).optional(),
  /** open: overdue, due soon and upcoming (the vehicle profile's list). */
  status: z.enum(['all', 'open']).default('all'),
  /** Only the tasks in this state (the counts still cover every state). */
  state: z.enum(taskStates).optional(),
});

export type TaskListQuery = z.output<typeof taskListQuerySchema>;

export const taskListSchema = z.object({ tasks: z.array(taskSchema), counts: taskStateCountsSchema });
export type TaskList = z.infer<typeof taskListSchema>;

export const completeAnswerSchema = z.object({ task: taskSchema, next: taskSchema.nullable() });
export type CompleteAnswer = z.infer<typeof completeAnswerSchema>;

export const taskSettingsInputSchema = z
  .object({
    dueSoonDays: z.number({ error: M.days }).int(M.days).min(1, M.days).max(365, M.days),
    dueSoonDistance: z.number({ error: M.distance }).int(M.distance).min(1, M.distance).max(100_000, M.distance),
    remindersEnabled: z.boolean(),
  })
  .partial()
  .strict();
export const taskSettingsSchema = z.object({
  dueSoonDays: z.number().int(),
  dueSoonDistance: z.number().int(),
  remindersEnabled: z.boolean(),
  /** The secret iCalendar address; a new one replaces it at once. */
  calendarUrl: z.string(),
});
export type TaskSettings = z.infer<typeof taskSettingsSchema>;

export const DEFAULT_DUE_SOON_DAYS = 30;
export const DEFAULT_DUE_SOON_DISTANCE = 500;

/** The overdue count for the sidebar and garage cards: total and per vehicle. */
export const taskSummarySchema = z.object({ overdue: z.number().int(), overdueByVehicle: z.record(z.string(), z.number().int()) });
export type TaskSummary = z.infer<typeof taskSummarySchema>;
