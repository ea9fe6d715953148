import type { Db } from '../../db/client';
import { requireOwnVehicle } from '../vehicles/service';

/**
 * The one access check of the history module: every route of it goes through here. Today it is
 * ownership — another user's vehicle is a 404, exactly like a missing one. When an access policy
 * (owner, grantee, share token) arrives, it replaces this body and nothing else.
 */
export function requireHistoryVehicle(db: Db, userId: string, vehicleId: string) {
  return requireOwnVehicle(db, userId, vehicleId);
}

export type HistoryVehicleRow = Awaited<ReturnType<typeof requireHistoryVehicle>>;
