import { z } from 'zod';
import { checkVin, normalizeVin } from './vin';

export const vehicleStatuses = ['owned', 'sold', 'transferred'] as const;
export const odometerUnits = ['km', 'mi'] as const;
export const bodyStyles = [
  'coupe', 'convertible', 'roadster', 'sedan', 'wagon', 'hatchback', 'targa', 'suv', 'pickup', 'van', 'limousine', 'motorcycle', 'other',
] as const;
export const transmissions = ['manual', 'automatic', 'semi-automatic', 'other'] as const;
/** 1 concours … 5 project; the meaning of each grade is shown next to it in the UI. */
export const conditionGrades = [1, 2, 3, 4, 5] as const;

const FIRST_YEAR = 1885;
const currentYear = () => new Date().getFullYear();

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => (v === '' ? null : v))
    .nullable();

const money = z.number().int('must be in minor units (cents)').min(0, 'must not be negative').max(1e13).nullable();
const isoDate = z.iso.date('must be a date (YYYY-MM-DD)').nullable();

/** What an owner may set on a vehicle; one schema for the form, the API and OpenAPI. */
export const vehicleInputSchema = z.object({
  make: z.string().trim().min(1, 'is required').max(80),
  model: z.string().trim().min(1, 'is required').max(80),
  year: z
    .number({ error: 'must be a year' })
    .int('must be a whole year')
    .min(FIRST_YEAR, `must be ${FIRST_YEAR} or later`)
    .refine((y) => y <= currentYear() + 1, 'must not be in the future'),
  variant: text(120).optional(),
  bodyStyle: z.enum(bodyStyles).nullable().optional(),
  exteriorColor: text(80).optional(),
  interiorColor: text(80).optional(),
  engine: text(120).optional(),
  transmission: z.enum(transmissions).nullable().optional(),
  vin: z
    .string()
    .max(40)
    .transform((v) => normalizeVin(v) || null)
    .nullable()
    .optional()
    .superRefine((v, ctx) => {
      const check = checkVin(v);
      if (!check.ok) ctx.addIssue({ code: 'custom', message: `vin_${check.error}` });
    }),
  engineNumber: text(60).optional(),
  matchingNumbers: z.boolean().nullable().optional(),
  licensePlate: text(20).optional(),
  odometer: z.number().int().min(0, 'must not be negative').max(10_000_000).nullable().optional(),
  odometerUnit: z.enum(odometerUnits).optional(),
  conditionGrade: z.number().int().min(1).max(5).nullable().optional(),
  purchaseDate: isoDate.optional(),
  purchasePrice: money.optional(),
  estimatedValue: money.optional(),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, 'must be an ISO currency code')
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
  saleDate: z.iso.date('must be a date (YYYY-MM-DD)'),
  salePrice: z.number().int('must be in minor units (cents)').min(0, 'must not be negative').max(1e13),
  buyerName: z.string().trim().min(1, 'is required').max(160),
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
