import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { stories, wishlistItems } from '../db/schema';
import { AppError } from '../http/app-error';
import { requireOwnVehicle } from './vehicles/service';

/**
 * Who may touch a story or a wishlist item: its owner only, checked the way the vehicle routes
 * check (`requireOwnVehicle`). Another user's id answers exactly like a missing one, a 404.
 * The one place the stories and wishlist modules ask; an access policy can replace it here.
 */
export { requireOwnVehicle };

export async function requireOwnStory(db: Db, userId: string, vehicleId: string, storyId: string) {
  await requireOwnVehicle(db, userId, vehicleId);
  const [row] = await db
    .select()
    .from(stories)
    .where(and(eq(stories.id, storyId), eq(stories.vehicleId, vehicleId), eq(stories.userId, userId)));
  if (!row) throw AppError.notFound('Story not found');
  return row;
}

export async function requireOwnWishlistItem(db: Db, userId: string, itemId: string) {
  const [row] = await db
    .select()
    .from(wishlistItems)
    .where(and(eq(wishlistItems.id, itemId), eq(wishlistItems.userId, userId)));
  if (!row) throw AppError.notFound('Wishlist item not found');
  return row;
}
