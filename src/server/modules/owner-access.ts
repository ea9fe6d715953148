import { and, eq } from 'drizzle-orm';
import { requireOwnerAccess, requireOwnRow, requireReadAccess, type VehicleAccess, type VehicleRow } from '../access/policy';
import type { SessionUser } from '../auth/require-user';
import type { Db } from '../db/client';
import { stories, wishlistItems } from '../db/schema';
import { AppError } from '../http/app-error';

/**
 * The stories and wishlist modules' questions to the one access policy (src/server/access/policy.ts):
 *   - reading a vehicle's stories: its owner, or a grantee whose share names `stories` (who then
 *     sees only the stories the owner marked shareable and published);
 *   - writing them: the owner of a vehicle still owned;
 *   - a wishlist item belongs to a person, not to a vehicle: only that person sees it.
 * Another user's id answers exactly like a missing one, a 404.
 */
export function requireStoryReader(db: Db, me: SessionUser, vehicleId: string): Promise<VehicleAccess> {
  return requireReadAccess(db, me, 'stories', vehicleId);
}

/** The vehicle for the owner's own tools and changes (`write` refuses a sold or transferred one). */
export function requireStoryOwner(db: Db, me: SessionUser, vehicleId: string, action: 'read' | 'write'): Promise<VehicleRow> {
  return requireOwnerAccess(db, me, action, vehicleId);
}

/** The story of this vehicle, once the policy let the caller at the vehicle; another vehicle's story looks missing. */
export async function requireStoryOf(db: Db, vehicle: VehicleRow, storyId: string) {
  const [row] = await db
    .select()
    .from(stories)
    .where(and(eq(stories.id, storyId), eq(stories.vehicleId, vehicle.id), eq(stories.userId, vehicle.userId)));
  if (!row) throw AppError.notFound('Story not found');
  return row;
}

export async function requireOwnWishlistItem(db: Db, me: Pick<SessionUser, 'id'>, itemId: string) {
  const [row] = await db.select().from(wishlistItems).where(eq(wishlistItems.id, itemId));
  return requireOwnRow(me, row, 'Wishlist item');
}
