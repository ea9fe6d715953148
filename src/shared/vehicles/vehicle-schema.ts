import { z } from 'zod';
import { conditionScales, HIGHEST_GRADE } from '../history/condition-scales';
import { checkVin, normalizeVin } from './vin';

export const vehicleStatuses = ['owned', 'sold', 'transferred'] as const;
export const odometerUnits = ['km', 'mi'] as const;
export const bodyStyles = [
  'coupe',
  'convertible',
  'roadster',
  'sedan',
  'wagon',
  'hatchback',
  'targa',
  'suv',
  'pickup',
  'van',
  'limousine',
  'motorcycle',
  'other',
] as const;
export const transmissions = ['manual', 'automatic', 'semi-automatic', 'other'] as const;

export const FIRST_YEAR = 1885;
const currentYear = () => new Date().getFullYear();

/**
 * The validation messages, stable so that the browser can map each to a translated text
 * (src/client/features/vehicles/components/field-error-key.ts); the API answers them in English.
 */
export const vehicleMessages = {
  required: 'is required',
  tooLong: 'is too long',
  number: 'must be a number',
  year: 'must be a year',
  wholeYear: 'must be a whole year',
  yearTooEarly: `must be ${FIRST_YEAR} or later`,
  yearFuture: 'must not be in the future',
  negative: 'must not be negative',
  tooLarge: 'is too large',
  minorUnits: 'must be in minor units (cents)',
  date: 'must be a date (YYYY-MM-DD)',
  currency: 'must be an ISO currency code',
  grade: 'must be a grade from 1 to 5',
  vinForbiddenLetters: 'must not contain the letters I, O or Q',
  vinInvalidCharacters: 'may only contain letters, digits, dots and slashes',
  vinTooLong: 'is too long for a VIN or chassis number',
  saleBeforePurchase: 'must not be before the purchase date',
} as const;
const M = vehicleMessages;

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, M.tooLong)
    .transform((v) => (v === '' ? null : v))
    .nullable();

const money = z.number({ error: M.number }).int(M.minorUnits).min(0, M.negative).max(1e13, M.tooLarge).nullable();
const isoDate = z.iso.date(M.date).nullable();
const vinErrors = { forbidden_letters: M.vinForbiddenLetters, invalid_characters: M.vinInvalidCharacters, too_long: M.vinTooLong } as const;

/** What an owner may set on a vehicle; one schema for the form, the API and OpenAPI. */
export const vehicleInputSchema = z.object({
  make: z.string({ error: M.required }).trim().min(1, M.required).max(80, M.tooLong),
  model: z.string({ error: M.required }).trim().min(1, M.required).max(80, M.tooLong),
  year: z
    .number({ error: M.year })
    .int(M.wholeYear)
    .min(FIRST_YEAR, M.yearTooEarly)
    .refine((y) => y <= currentYear() + 1, M.yearFuture),
  variant: text(120).optional(),
  bodyStyle: z.enum(bodyStyles).nullable().optional(),
  exteriorColor: text(80).optional(),
  interiorColor: text(80).optional(),
  engine: text(120).optional(),
  transmission: z.enum(transmissions).nullable().optional(),
  vin: z
    .string()
    .max(40, M.vinTooLong)
    .transform((v) => normalizeVin(v) || null)
    .nullable()
    .optional()
    .superRefine((v, ctx) => {
      const check = checkVin(v);
      if (!check.ok) ctx.addIssue({ code: 'custom', message: vinErrors[check.error] });
    }),
  engineNumber: text(60).optional(),
  matchingNumbers: z.boolean().nullable().optional(),
  licensePlate: text(20).optional(),
  odometer: z.number({ error: M.number }).int(M.number).min(0, M.negative).max(10_000_000, M.tooLarge).nullable().optional(),
  odometerUnit: z.enum(odometerUnits).optional(),
  // On the scale beside it (shared/history/condition-scales.ts); that the grade fits that scale is checked by the service.
  conditionGrade: z.number({ error: M.grade }).int(M.grade).min(1, M.grade).max(HIGHEST_GRADE, M.grade).nullable().optional(),
  conditionScale: z.enum(conditionScales).nullable().optional(),
  purchaseDate: isoDate.optional(),
  purchasePrice: money.optional(),
  estimatedValue: money.optional(),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, M.currency)
    .optional(),
  notes: text(5000).optional(),
});
export type VehicleInput = z.input<typeof vehicleInputSchema>;

export const vehicleUpdateSchema = vehicleInputSchema.partial();

export const vehiclePhotoSchema = z.object({
  id: z.string(),
  position: z.number().int(),
  isCover: z.boolean(),
  width: z.number().int(),
  height: z.number().int(),
  thumbUrl: z.string(),
  displayUrl: z.string(),
  originalUrl: z.string(),
});
export type VehiclePhoto = z.infer<typeof vehiclePhotoSchema>;

export const vehicleSchema = z.object({
  id: z.string(),
  make: z.string(),
  model: z.string(),
  year: z.number().int(),
  variant: z.string().nullable(),
  bodyStyle: z.enum(bodyStyles).nullable(),
  exteriorColor: z.string().nullable(),
  interiorColor: z.string().nullable(),
  engine: z.string().nullable(),
  transmission: z.enum(transmissions).nullable(),
  vin: z.string().nullable(),
  vinWarning: z.enum(['check_digit']).nullable(),
  engineNumber: z.string().nullable(),
  matchingNumbers: z.boolean().nullable(),
  licensePlate: z.string().nullable(),
  odometer: z.number().int().nullable(),
  odometerUnit: z.enum(odometerUnits),
  conditionGrade: z.number().int().nullable(),
  /** The scale of the newest condition grading; null when the grade was set in the vehicle form (1 concours … 5 project). */
  conditionScale: z.enum(conditionScales).nullable(),
  purchaseDate: z.string().nullable(),
  purchasePrice: z.number().int().nullable(),
  estimatedValue: z.number().int().nullable(),
  currency: z.string(),
  notes: z.string().nullable(),
  status: z.enum(vehicleStatuses),
  saleDate: z.string().nullable(),
  salePrice: z.number().int().nullable(),
  buyerName: z.string().nullable(),
  photos: z.array(vehiclePhotoSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Vehicle = z.infer<typeof vehicleSchema>;

export const sellVehicleSchema = z.object({
  saleDate: z.iso.date({ error: M.date }),
  salePrice: z.number({ error: M.number }).int(M.minorUnits).min(0, M.negative).max(1e13, M.tooLarge),
  buyerName: z.string({ error: M.required }).trim().min(1, M.required).max(160, M.tooLong),
});

export const vehicleListQuerySchema = z.object({
  status: z.enum(['owned', 'previous']).default('owned'),
  q: z.string().trim().max(100).optional(),
  sort: z.enum(['name', 'year', 'value', 'updated']).default('updated'),
});

/** Money and units follow the owner's language unless set on the vehicle. */
export function defaultsForLanguage(language: string): { currency: string; odometerUnit: 'km' | 'mi' } {
  return language === 'de' ? { currency: 'EUR', odometerUnit: 'km' } : { currency: 'USD', odometerUnit: 'mi' };
}
