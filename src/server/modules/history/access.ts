import type { ShareScope } from '../../../shared/access/access-rules';
import { requireOwnerAccess, requireReadAccess, type VehicleAccess, type VehicleRow } from '../../access/policy';
import type { SessionUser } from '../../auth/require-user';
import type { Db } from '../../db/client';

/**
 * The history module's questions to the one access policy (src/server/access/policy.ts):
 *   - reading the timeline or the value history: the owner, or a grantee whose share names that
 *     scope (the answer is then cut to the share's scopes, shared/access/scoped-history.ts);
 *   - the comparison, which lays the caller's garage beside the vehicle: the owner only;
 *   - writing values and gradings: the owner of a vehicle still owned (a sold or transferred one
 *     is kept as it was: 409).
 * Another user's vehicle is a 404, exactly like a missing one; a grantee asking for more a 403.
 */
export function requireHistoryReader(
  db: Db,
  me: SessionUser,
  scope: Extract<ShareScope, 'timeline' | 'valueHistory'>,
  vehicleId: string,
): Promise<VehicleAccess> {
  return requireReadAccess(db, me, scope, vehicleId);
}

export function requireHistoryOwner(db: Db, me: SessionUser, vehicleId: string): Promise<VehicleRow> {
  return requireOwnerAccess(db, me, 'read', vehicleId);
}

export function requireChangeableHistoryVehicle(db: Db, me: SessionUser, vehicleId: string): Promise<VehicleRow> {
  return requireOwnerAccess(db, me, 'write', vehicleId);
}

export type HistoryVehicleRow = VehicleRow;
