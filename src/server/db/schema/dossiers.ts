import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { vehicles } from './vehicles';

/**
 * A provenance dossier of a vehicle: the job that writes it, how far it got, and the PDF it
 * wrote (`file_key` in storage, set in the same update that marks it ready: no file without its
 * row). Only the newest ready dossier of a vehicle is kept; a newer one removes it.
 */
export const dossiers = pgTable(
  'dossiers',
  {
    id: text('id').primaryKey(),
    vehicleId: text('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** queued | running | ready | failed */
    status: text('status').notNull().default('queued'),
    language: text('language').notNull(),
    /** The sections and document types chosen (shared/dossier/dossier-options.ts). */
    options: jsonb('options').notNull(),
    progressDone: integer('progress_done').notNull().default(0),
    progressTotal: integer('progress_total').notNull().default(0),
    /** What the job is doing now: a key of the dossier's stages, worded by the client. */
    stage: text('stage'),
    fileKey: text('file_key'),
    fileName: text('file_name'),
    fileSize: bigint('file_size', { mode: 'number' }),
    pageCount: integer('page_count'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('dossiers_vehicle_idx').on(t.vehicleId, t.createdAt.desc())],
);
