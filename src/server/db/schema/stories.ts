import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { vehicles } from './vehicles';

/** A story of a vehicle; photos and documents are linked by id and read through their owner's rows. */
export const stories = pgTable(
  'stories',
  {
    id: text('id').primaryKey(),
    vehicleId: text('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    date: date('date'),
    dateEnd: date('date_end'),
    body: text('body').notNull().default(''),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    photoIds: text('photo_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    documentIds: text('document_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text('status').notNull().default('draft'),
    /** Read by share links whose scope includes stories. */
    shareable: boolean('shareable').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stories_vehicle_idx').on(t.vehicleId, t.date.desc())],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    make: text('make').notNull(),
    model: text('model').notNull(),
    yearFrom: smallint('year_from'),
    yearTo: smallint('year_to'),
    keywords: text('keywords'),
    // Minor units of `currency`.
    budget: bigint('budget', { mode: 'number' }),
    currency: text('currency').notNull().default('EUR'),
    minCondition: smallint('min_condition'),
    notes: text('notes'),
    priority: text('priority').notNull().default('medium'),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('wishlist_items_user_idx').on(t.userId, t.position)],
);

export const feedback = pgTable(
  'feedback',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    message: text('message').notNull(),
    rating: smallint('rating'),
    pagePath: text('page_path'),
    screenshotKey: text('screenshot_key'),
    screenshotMime: text('screenshot_mime'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('feedback_user_idx').on(t.userId, t.createdAt.desc())],
);
