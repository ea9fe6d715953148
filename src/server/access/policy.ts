import { and, eq, gt, isNull, or } from 'drizzle-orm';
import { decide, decideOwnRow, type AccessFacts, type Role, type ShareScope, type VehicleAction } from '../../shared/access/access-rules';
import type { SessionUser } from '../auth/require-user';
import type { Db } from '../db/client';
import { vehicles, vehicleShares } from '../db/schema';
import { AppError } from '../http/app-error';

/**
 * THE access policy. Every route that touches a vehicle, or anything that belongs to one, asks
 * here: `requireVehicleAccess(db, actor, action, vehicleId)` returns the vehicle row or throws.
 * The rules themselves are the pure table in shared/access/access-rules.ts; this file only finds
 * the facts (who the actor is to this vehicle) and turns a refusal into the answer:
 *   - no relation at all → 404 (another user's vehicle looks exactly like a missing one),
 *   - a grantee or link holder asking for more than the share allows → 403,
 *   - the owner writing to a sold or transferred vehicle → 409.
 *
 * A module added later adopts it in one line in its service:
 *   const vehicle = await requireVehicleAccess(db, { user: me }, 'write', vehicleId);
 * and declares its routes in tests/integration/authorization-matrix.test.ts.
 */
export type Actor = { user: SessionUser } | { link: { shareId: string; vehicleId: string; scopes: readonly ShareScope[] } };

export type VehicleRow = typeof vehicles.$inferSelect;

export interface VehicleAccess {
  vehicle: VehicleRow;
  role: Role;
  scopes: readonly ShareScope[];
}

/**
 * A person share that is live: not revoked, not expired, addressed to this e-mail, and made by
 * the vehicle's present owner (a share given before the vehicle changed hands gives nothing).
 */
const liveShareFor = (email: string, ownerId: string) =>
  and(
    eq(vehicleShares.kind, 'person'),
    eq(vehicleShares.granteeEmail, email.toLowerCase()),
    eq(vehicleShares.ownerId, ownerId),
    isNull(vehicleShares.revokedAt),
    or(isNull(vehicleShares.expiresAt), gt(vehicleShares.expiresAt, new Date())),
  );

/** Who the actor is to this vehicle (and the vehicle), without deciding anything. */
export async function findAccess(db: Db, actor: Actor, vehicleId: string): Promise<VehicleAccess | null> {
  const [vehicle] = await db.select().from(vehicles).where(eq(vehicles.id, vehicleId));
  if (!vehicle) return null;
  if ('link' in actor) {
    return actor.link.vehicleId === vehicleId ? { vehicle, role: 'link', scopes: actor.link.scopes } : { vehicle, role: 'none', scopes: [] };
  }
  if (vehicle.userId === actor.user.id) return { vehicle, role: 'owner', scopes: [] };
  const [share] = await db
    .select({ scopes: vehicleShares.scopes })
    .from(vehicleShares)
    .where(and(eq(vehicleShares.vehicleId, vehicleId), liveShareFor(actor.user.email, vehicle.userId)))
    .limit(1);
  return share ? { vehicle, role: 'grantee', scopes: share.scopes as ShareScope[] } : { vehicle, role: 'none', scopes: [] };
}

const refusal = {
  hidden: () => AppError.notFound('Vehicle not found'),
  forbidden: () => new AppError('forbidden', { status: 403, message: 'This vehicle is shared with you read-only.' }),
  read_only: () => AppError.conflict('A sold or transferred vehicle is read-only'),
};

/** The vehicle if the actor may do `action` with it; otherwise the error the policy names. */
export async function requireVehicleAccess(db: Db, actor: Actor, action: VehicleAction, vehicleId: string): Promise<VehicleAccess> {
  const access = await findAccess(db, actor, vehicleId);
  if (!access) throw refusal.hidden();
  const facts: AccessFacts = { role: access.role, status: access.vehicle.status, scopes: access.scopes };
  const decision = decide(facts, action);
  if (!decision.allowed) throw refusal[decision.reason]();
  return access;
}

/** The common case: the signed-in owner acting on their own vehicle. */
export async function requireOwnerAccess(db: Db, me: SessionUser, action: VehicleAction, vehicleId: string): Promise<VehicleRow> {
  const access = await requireVehicleAccess(db, { user: me }, action, vehicleId);
  // Owner routes send every part of the vehicle: a grantee, even reading, reads through the shared view.
  if (access.role !== 'owner') throw refusal.forbidden();
  return access.vehicle;
}

/** Who owns a vehicle and its status, as a statement read them together with other data. */
export interface OwnerFacts {
  userId: string;
  status: string;
}

/**
 * The owner's common case without a query of its own: when what a route reads anyway holds the
 * vehicle's owner and status, the rule table decides here. False for anyone but the owner (or a
 * missing vehicle): the caller then asks requireOwnerAccess, which throws the refusal the policy
 * names (404 / 403 / 409).
 */
export function ownerMay(me: Pick<SessionUser, 'id'>, action: VehicleAction, vehicle: OwnerFacts | null): boolean {
  return vehicle !== null && vehicle.userId === me.id && decide({ role: 'owner', status: vehicle.status, scopes: [] }, action).allowed;
}

/**
 * A signed-in reader of one part of a vehicle: its owner, or a grantee whose share names the
 * scope. The caller learns the role so that it sends a grantee only what the scopes allow
 * (see shared/access/scoped-history.ts); anything else is refused as the policy says.
 */
export function requireReadAccess(db: Db, me: SessionUser, scope: ShareScope, vehicleId: string): Promise<VehicleAccess> {
  return requireVehicleAccess(db, { user: me }, `read:${scope}`, vehicleId);
}

/** A row of a person (not of a vehicle): theirs, or a 404 naming what was looked for. */
export function requireOwnRow<T extends { userId: string | null }>(me: Pick<SessionUser, 'id'>, row: T | undefined, what: string): T {
  if (!row || !decideOwnRow(me.id, row.userId).allowed) throw AppError.notFound(`${what} not found`);
  return row;
}
