import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { vehicles } from './vehicles';

/**
 * A vehicle shared read-only: `kind = 'link'` is a share link (a token, stored only as its
 * SHA-256), `kind = 'person'` is shared with an e-mail address (the grantee signs in with it).
 * Both carry the parts they show (`scopes`), an optional expiry and label, and are revoked by
 * setting `revoked_at` — the row stays so that the owner sees what was shared and how often viewed.
 * `owner_id`, not `user_id`: a transfer re-owns rows by `user_id` and must not hand the seller's
 * shares to the buyer (they are revoked instead).
 */
export const vehicleShares = pgTable(
  'vehicle_shares',
  {
    id: text('id').primaryKey(),
    vehicleId: text('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    ownerId: text('owner_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    tokenHash: text('token_hash'),
    // A link the owner chose to list on this instance (wishlist matches open it): only then is the
    // token itself kept, because listing means every signed-in user may follow it.
    listedToken: text('listed_token'),
    granteeEmail: text('grantee_email'),
    label: text('label'),
    scopes: text('scopes').array().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    viewCount: integer('view_count').notNull().default(0),
    lastViewedAt: timestamp('last_viewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('vehicle_shares_token_idx').on(t.tokenHash),
    index('vehicle_shares_vehicle_idx').on(t.vehicleId),
    index('vehicle_shares_grantee_idx').on(t.granteeEmail),
  ],
);

/**
 * SPEC §3 "Vehicle transfer record": id, to_email, status, expires_at, and what completing needs.
 * status: pending → completed | cancelled | expired | declined. `snapshot` is what the sender keeps
 * (the vehicle and its history as they were when it left); `stale_keys` are the sender-path files
 * still to delete after a completed transfer re-keyed them (swept on start if a crash interrupted).
 */
export const vehicleTransfers = pgTable(
  'vehicle_transfers',
  {
    id: text('id').primaryKey(),
    vehicleId: text('vehicle_id').references(() => vehicles.id, { onDelete: 'set null' }),
    fromUserId: text('from_user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    toEmail: text('to_email').notNull(),
    toUserId: text('to_user_id').references(() => user.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('pending'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    vehicleName: text('vehicle_name').notNull(),
    snapshot: jsonb('snapshot'),
    staleKeys: text('stale_keys').array(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('vehicle_transfers_to_idx').on(t.toEmail, t.status),
    index('vehicle_transfers_from_idx').on(t.fromUserId, t.status),
    // The timeline's transfer source reads a vehicle's completed transfers.
    index('vehicle_transfers_vehicle_idx').on(t.vehicleId),
    // One pending transfer per vehicle, held by the database so that two racing starts cannot both win.
    uniqueIndex('vehicle_transfers_one_pending_idx')
      .on(t.vehicleId)
      .where(sql`status = 'pending'`),
  ],
);
