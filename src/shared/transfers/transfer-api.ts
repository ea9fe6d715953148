import { z } from 'zod';

export const transferStatuses = ['pending', 'completed', 'cancelled', 'expired', 'declined'] as const;
export type TransferStatus = (typeof transferStatuses)[number];

/** Not in SPEC (§9 leaves the expiry open); the issue sets 14 days as the default. */
export const DEFAULT_TRANSFER_DAYS = 14;
export const MAX_TRANSFER_DAYS = 90;

export const startTransferSchema = z.object({
  toEmail: z.string().trim().toLowerCase().max(254).pipe(z.email()),
  expiresInDays: z.number().int().min(1).max(MAX_TRANSFER_DAYS).default(DEFAULT_TRANSFER_DAYS),
});
export type StartTransfer = z.input<typeof startTransferSchema>;

/** SPEC §3's vehicle_transfers record as the API answers it (snake_case as SPEC §7 call 2 reads it). */
export const transferSchema = z.object({
  id: z.string(),
  vehicle_id: z.string().nullable(),
  vehicle_name: z.string(),
  to_email: z.string(),
  from_email: z.string(),
  status: z.enum(transferStatuses),
  expires_at: z.string(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
});
export type Transfer = z.infer<typeof transferSchema>;

export const transferListSchema = z.object({ incoming: z.array(transferSchema), outgoing: z.array(transferSchema) });
export type TransferList = z.infer<typeof transferListSchema>;

/** SPEC §7 call 3: the remote procedure's payload and its truthy answer. */
export const completeTransferSchema = z.object({ transfer_id: z.string().min(1).max(64) });
export const completeAnswerSchema = z.object({ result: z.literal(true), vehicle_id: z.string() });

/** What the sender keeps of a transferred vehicle (read-only, under Previously Owned). */
export const transferSnapshotSchema = z.object({
  transfer: transferSchema,
  vehicle: z.record(z.string(), z.unknown()),
  documents: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      documentType: z.string(),
      date: z.string(),
      totalCost: z.number().nullable(),
      shopName: z.string().nullable(),
    }),
  ),
  /** Rows of each vehicle-owned table that went with it (photos, documents, and tables other modules add). */
  counts: z.record(z.string(), z.number()),
});
export type TransferSnapshot = z.infer<typeof transferSnapshotSchema>;
