import { AppError } from '../../http/app-error';
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

/** Values and gradings of a sold or transferred vehicle are kept as they were, like the vehicle itself. */
export async function requireChangeableHistoryVehicle(db: Db, userId: string, vehicleId: string) {
  const vehicle = await requireHistoryVehicle(db, userId, vehicleId);
  if (vehicle.status !== 'owned') throw AppError.conflict('A sold or transferred vehicle is read-only');
  return vehicle;
}
