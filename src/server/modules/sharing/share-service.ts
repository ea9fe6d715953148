import crypto from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { normalizeScopes, type ShareScope } from '../../../shared/access/access-rules';
import type { createShareSchema, CreatedShare, Share, SharedWithMe, updateShareSchema } from '../../../shared/sharing/share-api';
import { shareStatus } from '../../../shared/sharing/share-status';
import type { VehicleRow } from '../../access/policy';
import type { SessionUser } from '../../auth/require-user';
import type { Db } from '../../db/client';
import { user, vehicles, vehicleShares } from '../../db/schema';
import type { Mailer } from '../../email/mailer';
import { AppError } from '../../http/app-error';
import { shareMail } from './share-mail';
import { hashShareToken, isWellFormedToken, newShareToken } from './share-token';

export type ShareRow = typeof vehicleShares.$inferSelect;
const nameOf = (v: { year: number; make: string; model: string }) => `${v.year} ${v.make} ${v.model}`;

const gone = (status: 'expired' | 'revoked') =>
  new AppError(`share_${status}`, { status: 410, message: status === 'expired' ? 'This share link has expired.' : 'This share link has been revoked.' });

export function presentShare(row: ShareRow, vehicleName: string, now = new Date()): Share {
  return {
    id: row.id,
    vehicleId: row.vehicleId,
    vehicleName,
    kind: row.kind as Share['kind'],
    email: row.granteeEmail,
    label: row.label,
    scopes: normalizeScopes(row.scopes),
    listed: row.listedToken !== null,
    status: shareStatus(row, now),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    viewCount: row.viewCount,
    lastViewedAt: row.lastViewedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function createShare(
  db: Db,
  mailer: Mailer,
  me: SessionUser,
  vehicle: VehicleRow,
  input: z.output<typeof createShareSchema>,
): Promise<CreatedShare> {
  if (input.kind === 'person' && input.email === me.email.toLowerCase()) {
    throw new AppError('share_with_self', {
      status: 400,
      message: 'You cannot share a vehicle with yourself.',
      issues: [{ path: 'body.email', message: 'is your own e-mail address' }],
    });
  }
  const token = input.kind === 'link' ? newShareToken() : null;
  const [row] = await db
    .insert(vehicleShares)
    .values({
      id: crypto.randomUUID(),
      vehicleId: vehicle.id,
      ownerId: me.id,
      kind: input.kind,
      tokenHash: token && hashShareToken(token),
      listedToken: input.kind === 'link' && input.listed ? token : null,
      granteeEmail: input.kind === 'person' ? input.email : null,
      label: input.label || null,
      scopes: normalizeScopes(input.scopes),
      expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
    })
    .returning();
  if (input.kind === 'person') await mailer.send(shareMail({ to: input.email, from: me, vehicleName: nameOf(vehicle) })).catch(() => undefined);
  return { share: presentShare(row, nameOf(vehicle)), token, path: token && `/shared/${token}` };
}

/** "Shared by me": every share of the owner's vehicles (or of one vehicle), newest first. */
export async function listShares(db: Db, me: SessionUser, vehicleId?: string): Promise<Share[]> {
  const rows = await db
    .select({ s: vehicleShares, v: { year: vehicles.year, make: vehicles.make, model: vehicles.model } })
    .from(vehicleShares)
    .innerJoin(vehicles, eq(vehicles.id, vehicleShares.vehicleId))
    .where(and(eq(vehicleShares.ownerId, me.id), eq(vehicles.userId, me.id), vehicleId ? eq(vehicleShares.vehicleId, vehicleId) : undefined))
    .orderBy(desc(vehicleShares.createdAt));
  return rows.map((r) => presentShare(r.s, nameOf(r.v)));
}

/**
 * The owner's share (else 404) with new scopes: what its grantee or link holder sees changes at
 * their next visit. An ended share stays ended (410), and so does one of a vehicle no longer theirs.
 */
export async function updateShare(db: Db, me: SessionUser, shareId: string, input: z.output<typeof updateShareSchema>): Promise<Share> {
  const [found] = await db
    .select({ s: vehicleShares, v: { year: vehicles.year, make: vehicles.make, model: vehicles.model, userId: vehicles.userId } })
    .from(vehicleShares)
    .innerJoin(vehicles, eq(vehicles.id, vehicleShares.vehicleId))
    .where(and(eq(vehicleShares.id, shareId), eq(vehicleShares.ownerId, me.id)));
  if (!found || found.v.userId !== me.id) throw AppError.notFound('Share not found');
  const status = shareStatus(found.s, new Date());
  if (status !== 'active') throw gone(status);
  const [row] = await db
    .update(vehicleShares)
    .set({ scopes: normalizeScopes(input.scopes), ...(input.label !== undefined && { label: input.label || null }) })
    .where(eq(vehicleShares.id, shareId))
    .returning();
  return presentShare(row, nameOf(found.v));
}

/** The owner's share (else 404), revoked; revoking twice is harmless. */
export async function revokeShare(db: Db, me: SessionUser, shareId: string): Promise<void> {
  const [row] = await db
    .select()
    .from(vehicleShares)
    .where(and(eq(vehicleShares.id, shareId), eq(vehicleShares.ownerId, me.id)));
  if (!row) throw AppError.notFound('Share not found');
  // A dead link's token has no reason to be kept in clear.
  if (!row.revokedAt) await db.update(vehicleShares).set({ revokedAt: new Date(), listedToken: null }).where(eq(vehicleShares.id, shareId));
}

/** "Shared with me": live person shares to my e-mail, one per vehicle (the widest if several). */
export async function sharedWithMe(db: Db, me: SessionUser): Promise<SharedWithMe> {
  const rows = await db
    .select({ s: vehicleShares, v: { year: vehicles.year, make: vehicles.make, model: vehicles.model }, ownerName: user.name })
    .from(vehicleShares)
    .innerJoin(vehicles, eq(vehicles.id, vehicleShares.vehicleId))
    .innerJoin(user, eq(user.id, vehicleShares.ownerId))
    .where(
      and(
        eq(vehicleShares.kind, 'person'),
        eq(vehicleShares.granteeEmail, me.email.toLowerCase()),
        sql`${vehicleShares.revokedAt} is null`,
        sql`(${vehicleShares.expiresAt} is null or ${vehicleShares.expiresAt} > now())`,
        // A share made before the vehicle changed hands is no longer the owner's to give.
        sql`${vehicles.userId} = ${vehicleShares.ownerId}`,
      ),
    )
    .orderBy(desc(vehicleShares.createdAt));
  const seen = new Set<string>();
  return rows
    .filter((r) => !seen.has(r.s.vehicleId) && seen.add(r.s.vehicleId))
    .map((r) => ({
      shareId: r.s.id,
      vehicleId: r.s.vehicleId,
      vehicleName: nameOf(r.v),
      ownerName: r.ownerName,
      scopes: normalizeScopes(r.s.scopes),
      expiresAt: r.s.expiresAt?.toISOString() ?? null,
    }));
}

/** A live share by id (for its files): a missing one is a 404, an ended one a 410. */
export async function requireLiveShare(db: Db, shareId: string): Promise<ShareRow> {
  const [row] = await db.select().from(vehicleShares).where(eq(vehicleShares.id, shareId));
  if (!row) throw AppError.notFound('Share not found');
  const status = shareStatus(row, new Date());
  if (status !== 'active') throw gone(status);
  return row;
}

/** The share a link token opens: unknown or altered → 404; expired or revoked → 410. */
export async function shareForToken(db: Db, token: string): Promise<ShareRow> {
  if (!isWellFormedToken(token)) throw AppError.notFound('Share link not found');
  const [row] = await db
    .select()
    .from(vehicleShares)
    .where(and(eq(vehicleShares.tokenHash, hashShareToken(token)), eq(vehicleShares.kind, 'link')));
  if (!row) throw AppError.notFound('Share link not found');
  return requireLiveShare(db, row.id);
}

/** The grantee's live share of this vehicle, or a 404 (not shared with them, or no longer). */
export async function shareForGrantee(db: Db, me: SessionUser, vehicleId: string): Promise<ShareRow> {
  const mine = await sharedWithMe(db, me);
  const found = mine.find((s) => s.vehicleId === vehicleId);
  if (!found) throw AppError.notFound('Vehicle not found');
  const [row] = await db.select().from(vehicleShares).where(eq(vehicleShares.id, found.shareId));
  return row;
}

export async function recordView(db: Db, shareId: string) {
  await db
    .update(vehicleShares)
    .set({ viewCount: sql`${vehicleShares.viewCount} + 1`, lastViewedAt: new Date() })
    .where(eq(vehicleShares.id, shareId));
}

/** A vehicle its owner listed on this instance through a live share link, as that link shows it. */
export interface ListedVehicle {
  vehicleId: string;
  make: string;
  model: string;
  year: number;
  variant: string | null;
  /** Only when the link shows the vehicle's facts. */
  conditionGrade: number | null;
  path: string;
}

/**
 * Every live listed link (not revoked, not expired, its vehicle still the sharer's), one per
 * vehicle: what any signed-in user may find, e.g. among their wishlist's matches. The asking
 * user's own vehicles are left out: they know those already.
 */
export async function listedVehicles(db: Db, me: { id: string }): Promise<ListedVehicle[]> {
  const rows = await db
    .select({
      s: vehicleShares,
      v: {
        id: vehicles.id,
        year: vehicles.year,
        make: vehicles.make,
        model: vehicles.model,
        variant: vehicles.variant,
        conditionGrade: vehicles.conditionGrade,
      },
    })
    .from(vehicleShares)
    .innerJoin(vehicles, eq(vehicles.id, vehicleShares.vehicleId))
    .where(
      and(
        eq(vehicleShares.kind, 'link'),
        sql`${vehicleShares.listedToken} is not null`,
        sql`${vehicleShares.ownerId} <> ${me.id}`,
        sql`${vehicleShares.revokedAt} is null`,
        sql`(${vehicleShares.expiresAt} is null or ${vehicleShares.expiresAt} > now())`,
        sql`${vehicles.userId} = ${vehicleShares.ownerId}`,
      ),
    )
    .orderBy(desc(vehicleShares.createdAt));
  const seen = new Set<string>();
  return rows
    .filter((r) => !seen.has(r.v.id) && seen.add(r.v.id))
    .map(({ s, v }) => ({
      vehicleId: v.id,
      make: v.make,
      model: v.model,
      year: v.year,
      variant: v.variant,
      conditionGrade: normalizeScopes(s.scopes).includes('facts') ? v.conditionGrade : null,
      path: `/shared/${s.listedToken}`,
    }));
}

export type { ShareScope };
