import { z } from 'zod';
import { shareScopes } from '../access/access-rules';
import { gradingSchema, timelineSchema, valueEntrySchema, valueFiguresSchema } from '../history/history-api';

/** What a new share shows when the owner does not choose: the car and its papers, not its money. */
export const DEFAULT_SCOPES = ['photos', 'facts', 'documents', 'timeline', 'stories'] as const;

const scopesSchema = z.array(z.enum(shareScopes)).max(shareScopes.length);
const expiresAt = z.iso
  .datetime({ offset: true })
  .refine((v) => Date.parse(v) > Date.now(), 'must be in the future')
  .nullable()
  .optional();
const label = z
  .string()
  .trim()
  .max(80)
  .refine((v) => !/[\u0000-\u001f]/.test(v), 'contains control characters')
  .optional();

export const createShareSchema = z.discriminatedUnion('kind', [
  // `listed`: the link is also offered to every signed-in user of this instance (wishlist matches).
  z.object({ kind: z.literal('link'), scopes: scopesSchema.default([...DEFAULT_SCOPES]), label, expiresAt, listed: z.boolean().default(false) }),
  z.object({
    kind: z.literal('person'),
    email: z.string().trim().toLowerCase().max(254).pipe(z.email()),
    scopes: scopesSchema.default([...DEFAULT_SCOPES]),
    label,
    expiresAt,
  }),
]);
export type CreateShare = z.input<typeof createShareSchema>;

/** Changing what an existing share shows: its scopes (and its label); the token, the person and the expiry stay. */
export const updateShareSchema = z.object({ scopes: scopesSchema, label });
export type UpdateShare = z.input<typeof updateShareSchema>;

export const shareStatuses = ['active', 'expired', 'revoked'] as const;

export const shareSchema = z.object({
  id: z.string(),
  vehicleId: z.string(),
  vehicleName: z.string(),
  kind: z.enum(['link', 'person']),
  email: z.string().nullable(),
  label: z.string().nullable(),
  scopes: z.array(z.enum(shareScopes)),
  listed: z.boolean(),
  status: z.enum(shareStatuses),
  expiresAt: z.string().nullable(),
  viewCount: z.number(),
  lastViewedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Share = z.infer<typeof shareSchema>;

/** A link's token is shown once, when it is made: only its hash is stored. */
export const createdShareSchema = z.object({ share: shareSchema, token: z.string().nullable(), path: z.string().nullable() });
export type CreatedShare = z.infer<typeof createdShareSchema>;

const signed = z.object({ url: z.string(), expiresAt: z.string() });

/** A shared vehicle as a grantee or link holder sees it: only the parts the scopes allow are present. */
export const sharedVehicleSchema = z.object({
  vehicle: z.object({ id: z.string(), make: z.string(), model: z.string(), year: z.number(), variant: z.string().nullable() }),
  ownerName: z.string(),
  scopes: z.array(z.enum(shareScopes)),
  label: z.string().nullable(),
  expiresAt: z.string().nullable(),
  facts: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  costs: z.object({ currency: z.string(), purchasePrice: z.number().nullable(), estimatedValue: z.number().nullable(), documentsTotal: z.number() }).optional(),
  photos: z.array(z.object({ id: z.string(), width: z.number(), height: z.number(), thumb: signed, display: signed })).optional(),
  documents: z
    .array(
      z.object({
        id: z.string(),
        title: z.string(),
        documentType: z.string(),
        date: z.string(),
        shopName: z.string().nullable(),
        totalCost: z.number().nullable().optional(),
        currency: z.string().optional(),
        file: signed.extend({ fileName: z.string() }).optional(),
      }),
    )
    .optional(),
  /** The timeline cut to the share's scopes (shared/access/scoped-history.ts). */
  timeline: timelineSchema
    .omit({ vehicle: true })
    .extend({ odometerUnit: z.enum(['km', 'mi']) })
    .optional(),
  valueHistory: z
    .object({
      currency: z.string(),
      entries: z.array(valueEntrySchema),
      gradings: z.array(gradingSchema),
      currentValue: valueFiguresSchema.shape.currentValue,
      valueChange: valueFiguresSchema.shape.valueChange,
    })
    .optional(),
  /** The stories the owner published and marked shareable. */
  stories: z
    .array(
      z.object({ id: z.string(), title: z.string(), date: z.string().nullable(), dateEnd: z.string().nullable(), body: z.string(), tags: z.array(z.string()) }),
    )
    .optional(),
});
export type SharedVehicle = z.infer<typeof sharedVehicleSchema>;
export type SharedStory = NonNullable<SharedVehicle['stories']>[number];

export const sharedWithMeSchema = z.array(
  z.object({
    shareId: z.string(),
    vehicleId: z.string(),
    vehicleName: z.string(),
    ownerName: z.string(),
    scopes: z.array(z.enum(shareScopes)),
    expiresAt: z.string().nullable(),
  }),
);
export type SharedWithMe = z.infer<typeof sharedWithMeSchema>;
