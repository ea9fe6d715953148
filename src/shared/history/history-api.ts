import { z } from 'zod';
import { documentTypes } from '../documents/document-types';
import { FIRST_YEAR } from '../vehicles/vehicle-schema';
import { conditionScales, isGradeOnScale } from './condition-scales';
import { flagCodes } from './consistency-checks';
import { spendCategories } from './spending';
import { valueKinds } from './value-figures';

/**
 * The history API's requests and answers (timeline, value history, gradings, comparison): one
 * schema each, for validation, OpenAPI and the client's types. Money is minor units + ISO 4217.
 */
export const historyMessages = {
  required: 'is required',
  tooLong: 'is too long',
  number: 'must be a number',
  wholeNumber: 'must be a whole number',
  negative: 'must not be negative',
  tooLarge: 'is too large',
  minorUnits: 'must be in minor units (cents)',
  date: 'must be a date (YYYY-MM-DD)',
  dateTooEarly: `must be ${FIRST_YEAR} or later`,
  dateFuture: 'must not be in the future',
  currency: 'must be a known ISO currency code',
  grade: 'must be a grade on the chosen scale',
  photo: 'must be a photo of this vehicle',
} as const;
const M = historyMessages;

const knownCurrencies = new Set(typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('currency') : []);
export const isKnownCurrency = (code: string) => knownCurrencies.has(code);

/** A date an owner enters for something that happened: 1885 (the first motor car) up to today. */
export const pastDate = z
  .string({ error: M.date })
  .regex(/^\d{4}-\d{2}-\d{2}$/, M.date)
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), M.date)
  .refine((v) => v >= `${FIRST_YEAR}-01-01`, M.dateTooEarly)
  // A day of grace: the owner's "today" may already be tomorrow in UTC.
  .refine((v) => v <= new Date(Date.now() + 86_400_000).toISOString().slice(0, 10), M.dateFuture);

export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, M.tooLong)
    .refine((v) => !v.includes('\u0000'), M.tooLong)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

export const moneySchema = z.object({ amount: z.number().int(), currency: z.string() });
export type Money = z.infer<typeof moneySchema>;

// ── Timeline ──────────────────────────────────────────────────────────────────────────────────

/**
 * One dated event on the timeline. Features provide events through the server's timeline source
 * registry (src/server/modules/history/timeline-sources.ts). `labelKey` is a translation key the
 * providing feature owns (in its own locale file), filled with `labelVars`; `title` and `detail`
 * are the owner's own words, shown as they are.
 */
export const timelineEventSchema = z.object({
  id: z.string(),
  kind: z.string(),
  date: z.string(),
  labelKey: z.string(),
  labelVars: z.record(z.string(), z.union([z.string(), z.number()])),
  title: z.string().nullable(),
  detail: z.string().nullable(),
  documentId: z.string().nullable(),
  documentType: z.enum(documentTypes).nullable(),
  amount: moneySchema.nullable(),
  mileage: z.number().int().nullable(),
  shop: z.string().nullable(),
  imageUrl: z.string().nullable(),
  href: z.string().nullable(),
});
export type TimelineEvent = z.infer<typeof timelineEventSchema>;

export const consistencyFlagSchema = z.object({
  id: z.string(),
  code: z.enum(flagCodes),
  documentIds: z.array(z.string()),
  vars: z.record(z.string(), z.union([z.string(), z.number()])),
});

export const historyVehicleSchema = z.object({
  id: z.string(),
  make: z.string(),
  model: z.string(),
  year: z.number().int(),
  vin: z.string().nullable(),
  currency: z.string(),
  odometerUnit: z.enum(['km', 'mi']),
  status: z.enum(['owned', 'sold', 'transferred']),
});

export const mileagePointSchema = z.object({ date: z.string(), value: z.number().int(), eventId: z.string().nullable() });

export const timelineSchema = z.object({
  vehicle: historyVehicleSchema,
  /** The filter groups that have events, each named by a translation key of the feature that provides it. */
  kinds: z.array(z.object({ kind: z.string(), labelKey: z.string() })),
  /** Newest first. */
  events: z.array(timelineEventSchema),
  flags: z.array(consistencyFlagSchema),
  /** Oldest first, every recorded odometer reading. */
  mileage: z.array(mileagePointSchema),
});
export type Timeline = z.infer<typeof timelineSchema>;

// ── Value entries and condition gradings ─────────────────────────────────────────────────────

/** What an owner records by hand; purchase and sale come from the vehicle and its bills of sale. */
export const manualValueKinds = ['estimate', 'appraisal', 'agreed'] as const;

export const valueEntryInputSchema = z.object({
  kind: z.enum(manualValueKinds, { error: M.required }),
  date: pastDate,
  amount: z.number({ error: M.number }).int(M.minorUnits).min(0, M.negative).max(1e13, M.tooLarge),
  currency: z.string({ error: M.currency }).refine(isKnownCurrency, M.currency),
  source: optionalText(120),
  appraiser: optionalText(120),
  note: optionalText(1000),
});
export type ValueEntryInput = z.input<typeof valueEntryInputSchema>;

export const valueEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(valueKinds),
  date: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  source: z.string().nullable(),
  appraiser: z.string().nullable(),
  note: z.string().nullable(),
  /** The document it was read from; null for the vehicle's own figures and manual entries. */
  documentId: z.string().nullable(),
  isManual: z.boolean(),
});
export type ValueEntry = z.infer<typeof valueEntrySchema>;

export const gradingInputSchema = z
  .object({
    scale: z.enum(conditionScales, { error: M.required }),
    grade: z.number({ error: M.grade }).int(M.grade),
    date: pastDate,
    note: optionalText(1000),
    photoIds: z.array(z.string().max(64)).max(12).default([]),
  })
  .superRefine((g, ctx) => {
    if (!isGradeOnScale(g.grade, g.scale)) ctx.addIssue({ code: 'custom', path: ['grade'], message: M.grade });
  });
export type GradingInput = z.input<typeof gradingInputSchema>;

export const gradingSchema = z.object({
  id: z.string(),
  scale: z.enum(conditionScales),
  grade: z.number().int(),
  date: z.string(),
  note: z.string().nullable(),
  photos: z.array(z.object({ id: z.string(), thumbUrl: z.string() })),
});
export type Grading = z.infer<typeof gradingSchema>;

// ── Value history ─────────────────────────────────────────────────────────────────────────────

const amountOrNull = z.number().nullable();

export const valueFiguresSchema = z.object({
  currency: z.string(),
  spending: z.object({
    byCategory: z.object(Object.fromEntries(spendCategories.map((c) => [c, z.number()])) as Record<(typeof spendCategories)[number], z.ZodNumber>),
    total: z.number(),
    excluded: z.array(z.object({ currency: z.string(), amount: z.number() })),
  }),
  purchasePrice: amountOrNull,
  currentValue: z.object({ amount: z.number(), kind: z.enum([...valueKinds, 'vehicle']), date: z.string().nullable() }).nullable(),
  valueChange: z.object({ amount: z.number(), percent: amountOrNull }).nullable(),
  totalCostOfOwnership: z.number(),
  years: amountOrNull,
  spendPerYear: amountOrNull,
  distance: amountOrNull,
  spendPerThousand: amountOrNull,
  underInsured: z
    .object({ value: z.number(), valueKind: z.enum(valueKinds), valueDate: z.string(), agreed: z.number(), agreedDate: z.string(), percent: z.number() })
    .nullable(),
  foreignValues: z.number().int(),
});

export const valueHistorySchema = z.object({
  vehicle: historyVehicleSchema,
  entries: z.array(valueEntrySchema),
  /** Cumulative spending in the vehicle's currency, oldest first. */
  spending: z.array(z.object({ date: z.string(), amount: z.number() })),
  figures: valueFiguresSchema,
  gradings: z.array(gradingSchema),
  photos: z.array(z.object({ id: z.string(), thumbUrl: z.string() })),
});
export type ValueHistory = z.infer<typeof valueHistorySchema>;

// ── Comparison ────────────────────────────────────────────────────────────────────────────────

export const MAX_COMPARED = 3;

export const comparisonQuerySchema = z.object({
  with: z
    .string()
    .max(400)
    .default('')
    .transform((v) => [
      ...new Set(
        v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ])
    .refine((ids) => ids.length <= MAX_COMPARED, `at most ${MAX_COMPARED} other vehicles`)
    .refine((ids) => ids.every((id) => id.length <= 64), 'is not a vehicle id'),
});

export const comparedVehicleSchema = z.object({
  id: z.string(),
  make: z.string(),
  model: z.string(),
  year: z.number().int(),
  variant: z.string().nullable(),
  engine: z.string().nullable(),
  transmission: z.string().nullable(),
  bodyStyle: z.string().nullable(),
  odometer: z.number().nullable(),
  odometerUnit: z.enum(['km', 'mi']),
  currency: z.string(),
  matchingNumbers: z.boolean().nullable(),
  condition: z.object({ grade: z.number().int(), scale: z.enum(conditionScales) }).nullable(),
  documents: z.number().int(),
  thumbUrl: z.string().nullable(),
  figures: valueFiguresSchema,
});
export type ComparedVehicle = z.infer<typeof comparedVehicleSchema>;

export const comparisonSchema = z.object({
  vehicles: z.array(comparedVehicleSchema),
  /** Every other vehicle of the garage, for the picker. */
  candidates: z.array(z.object({ id: z.string(), make: z.string(), model: z.string(), year: z.number().int() })),
});
export type Comparison = z.infer<typeof comparisonSchema>;
