import type { FastifyRequest } from 'fastify';
import type { VehicleAction } from '../../shared/access/access-rules';
import { requireUser, type SessionUser } from '../auth/require-user';
import { requireOwnerAccess, type VehicleRow } from './policy';

/**
 * What an owner route calls first: the signed-in user (else 401) and the vehicle if the policy
 * lets them do `action` with it (else 404 / 403 / 409, see policy.ts). Owner routes send every
 * part of a vehicle, so a grantee is refused here and reads through the shared view instead,
 * which sends only what the share's scopes allow.
 */
export async function authorizeVehicle(request: FastifyRequest, action: VehicleAction, vehicleId: string): Promise<{ me: SessionUser; vehicle: VehicleRow }> {
  const me = await requireUser(request);
  return { me, vehicle: await requireOwnerAccess(request.server.db, me, action, vehicleId) };
}
