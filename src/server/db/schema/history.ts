import { bigint, date, index, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { vehicles } from './vehicles';

/** Values the owner records by hand: estimates, appraisals and insurance agreed values (minor units). */
export const valueEntries = pgTable(
  'value_entries',
  {
    id: text('id').primaryKey(),
    vehicleId: text('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    entryDate: date('entry_date').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    source: text('source'),
    appraiser: text('appraiser'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('value_entries_vehicle_idx').on(t.vehicleId, t.entryDate)],
);

/** Condition gradings over time, each on its own scale (hagerty 1–6, zustandsnote 1–5). */
export const conditionGradings = pgTable(
  'condition_gradings',
  {
    id: text('id').primaryKey(),
    vehicleId: text('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    scale: text('scale').notNull(),
    grade: smallint('grade').notNull(),
    gradedOn: date('graded_on').notNull(),
    note: text('note'),
    // Photos of the vehicle's gallery that show the graded condition; a deleted photo simply drops out.
    photoIds: text('photo_ids').array().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('condition_gradings_vehicle_idx').on(t.vehicleId, t.gradedOn)],
);
