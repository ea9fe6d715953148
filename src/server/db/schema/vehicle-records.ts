import { bigint, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { vehicles } from './vehicles';

/**
 * Service, repair, upgrade and fuel records without a document behind them, as other garage apps
 * keep them (LubeLogger) and as a CSV import brings them in (decision 023). Money in minor units.
 */
export const vehicleRecords = pgTable(
  'vehicle_records',
  {
    id: text('id').primaryKey(),
    vehicleId: text('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    recordDate: date('record_date').notNull(),
    /** In the vehicle's unit. */
    odometer: integer('odometer'),
    description: text('description'),
    cost: bigint('cost', { mode: 'number' }),
    currency: text('currency').notNull(),
    notes: text('notes'),
    /** Where it came from: `lubelogger` or `csv`. */
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('vehicle_records_vehicle_idx').on(t.vehicleId, t.recordDate)],
);
