import { z } from 'zod';
import { cleanText } from '../stories/story-schema';

export const wishlistPriorities = ['high', 'medium', 'low'] as const;
export const wishlistMessages = {
  required: 'is required',
  year: 'must be a year',
  yearOrder: 'must not be before the first year',
  currency: 'must be an ISO currency code',
  grade: 'must be a grade from 1 to 5',
  money: 'must be a whole amount in minor units, 0 or more',
} as const;
const M = wishlistMessages;

const optionalText = (max: number) =>
  cleanText(max)
    .transform((v) => v.trim() || null)
    .nullable()
    .default(null);
const year = z.number({ error: M.year }).int(M.year).min(1885, M.year).max(2100, M.year).nullable().default(null);

export const wishlistInputSchema = z
  .object({
    make: cleanText(80)
      .transform((v) => v.trim())
      .refine((v) => v.length > 0, M.required),
    model: cleanText(80)
      .transform((v) => v.trim())
      .refine((v) => v.length > 0, M.required),
    yearFrom: year,
    yearTo: year,
    keywords: optionalText(200),
    /** Minor units of `currency`. */
    budget: z.number({ error: M.money }).int(M.money).min(0, M.money).max(1e13, M.money).nullable().default(null),
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/, M.currency)
      .default('EUR'),
    /** 1 concours … 5 project: the worst grade the owner would still buy. */
    minCondition: z.number({ error: M.grade }).int(M.grade).min(1, M.grade).max(5, M.grade).nullable().default(null),
    notes: optionalText(2000),
    priority: z.enum(wishlistPriorities).default('medium'),
  })
  .superRefine((v, ctx) => {
    if (v.yearFrom && v.yearTo && v.yearTo < v.yearFrom) ctx.addIssue({ code: 'custom', path: ['yearTo'], message: M.yearOrder });
  });
export type WishlistInput = z.input<typeof wishlistInputSchema>;

export const wishlistItemSchema = z.object({
  id: z.string(),
  make: z.string(),
  model: z.string(),
  yearFrom: z.number().int().nullable(),
  yearTo: z.number().int().nullable(),
  keywords: z.string().nullable(),
  budget: z.number().int().nullable(),
  currency: z.string(),
  minCondition: z.number().int().nullable(),
  notes: z.string().nullable(),
  priority: z.enum(wishlistPriorities),
  position: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WishlistItem = z.infer<typeof wishlistItemSchema>;

export const wishlistOrderSchema = z.object({ order: z.array(z.string().min(1).max(64)).max(500) });

export const priceRecordSchema = z.object({
  vehicleId: z.string(),
  label: z.string(),
  kind: z.enum(['purchase', 'appraisal']),
  date: z.string().nullable(),
  amount: z.number(),
  currency: z.string(),
});
export type PriceRecord = z.infer<typeof priceRecordSchema>;

export const publicMatchSchema = z.object({
  vehicleId: z.string(),
  make: z.string(),
  model: z.string(),
  year: z.number().int(),
  variant: z.string().nullable(),
  conditionGrade: z.number().int().nullable(),
  url: z.string(),
});
export type PublicMatch = z.infer<typeof publicMatchSchema>;

export const wishlistSearchSchema = z.object({
  item: wishlistItemSchema,
  marketplaces: z.array(z.object({ id: z.string(), name: z.string(), url: z.string() })),
  matches: z.array(publicMatchSchema),
  prices: z.array(priceRecordSchema),
});
export type WishlistSearch = z.infer<typeof wishlistSearchSchema>;
