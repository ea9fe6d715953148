import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';

export const vehicles = pgTable(
  'vehicles',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    make: text('make').notNull(),
    model: text('model').notNull(),
    year: smallint('year').notNull(),
    variant: text('variant'),
    bodyStyle: text('body_style'),
    exteriorColor: text('exterior_color'),
    interiorColor: text('interior_color'),
    engine: text('engine'),
    transmission: text('transmission'),
    vin: text('vin'),
    engineNumber: text('engine_number'),
    matchingNumbers: boolean('matching_numbers'),
    licensePlate: text('license_plate'),
    odometer: integer('odometer'),
    odometerUnit: text('odometer_unit').notNull().default('km'),
    conditionGrade: smallint('condition_grade'),
    // The scale of the newest condition grading (hagerty | zustandsnote); null: the grade was set in the vehicle form.
    conditionScale: text('condition_scale'),
    purchaseDate: date('purchase_date'),
    // Money in minor units of `currency` (ISO 4217).
    purchasePrice: bigint('purchase_price', { mode: 'number' }),
    estimatedValue: bigint('estimated_value', { mode: 'number' }),
    currency: text('currency').notNull().default('EUR'),
    notes: text('notes'),
    status: text('status').notNull().default('owned'),
    saleDate: date('sale_date'),
    salePrice: bigint('sale_price', { mode: 'number' }),
    buyerName: text('buyer_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('vehicles_user_status_idx').on(t.userId, t.status, t.updatedAt.desc())],
);

export const vehiclePhotos = pgTable(
  'vehicle_photos',
  {
    id: text('id').primaryKey(),
    vehicleId: text('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    position: integer('position').notNull().default(0),
    isCover: boolean('is_cover').notNull().default(false),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    originalKey: text('original_key').notNull(),
    displayKey: text('display_key').notNull(),
    thumbKey: text('thumb_key').notNull(),
    originalMime: text('original_mime').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** The day the photo was taken, from its EXIF (shared/vehicles/exif-date.ts); null when it carries none. */
    takenOn: date('taken_on'),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [index('vehicle_photos_vehicle_idx').on(t.vehicleId, t.position)],
);
