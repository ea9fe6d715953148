import crypto from 'node:crypto';
import { and, asc, eq, max } from 'drizzle-orm';
import type { z } from 'zod';
import type { WishlistItem, wishlistInputSchema, WishlistSearch } from '../../../shared/wishlist/wishlist-schema';
import type { Db } from '../../db/client';
import { wishlistItems } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { requireOwnWishlistItem } from '../owner-access';
import { presentItem } from './present-item';
import { searchItem } from './search-item';

type Input = z.output<typeof wishlistInputSchema>;

export async function listItems(db: Db, userId: string): Promise<WishlistItem[]> {
  const rows = await db.select().from(wishlistItems).where(eq(wishlistItems.userId, userId)).orderBy(asc(wishlistItems.position), asc(wishlistItems.createdAt));
  return rows.map(presentItem);
}

export async function getItem(db: Db, userId: string, itemId: string): Promise<WishlistItem> {
  return presentItem(await requireOwnWishlistItem(db, { id: userId }, itemId));
}

/** A new wish goes to the end of the list. */
export async function createItem(db: Db, userId: string, input: Input): Promise<WishlistItem> {
  return db.transaction(async (tx) => {
    const [{ last }] = await tx
      .select({ last: max(wishlistItems.position) })
      .from(wishlistItems)
      .where(eq(wishlistItems.userId, userId));
    const [row] = await tx
      .insert(wishlistItems)
      .values({ ...input, id: crypto.randomUUID(), userId, position: (last ?? -1) + 1 })
      .returning();
    return presentItem(row);
  });
}

export async function updateItem(db: Db, userId: string, itemId: string, input: Input): Promise<WishlistItem> {
  await requireOwnWishlistItem(db, { id: userId }, itemId);
  const [row] = await db
    .update(wishlistItems)
    .set({ ...input, updatedAt: new Date() })
    .where(and(eq(wishlistItems.id, itemId), eq(wishlistItems.userId, userId)))
    .returning();
  return presentItem(row);
}

export async function deleteItem(db: Db, userId: string, itemId: string) {
  await requireOwnWishlistItem(db, { id: userId }, itemId);
  await db.delete(wishlistItems).where(and(eq(wishlistItems.id, itemId), eq(wishlistItems.userId, userId)));
}

/** The new order names every item of the owner once; anything else changes nothing. */
export async function reorderItems(db: Db, userId: string, order: string[]): Promise<WishlistItem[]> {
  await db.transaction(async (tx) => {
    const rows = await tx.select({ id: wishlistItems.id }).from(wishlistItems).where(eq(wishlistItems.userId, userId));
    const ids = new Set(rows.map((r) => r.id));
    if (order.length !== ids.size || new Set(order).size !== order.length || !order.every((id) => ids.has(id))) {
      throw AppError.badRequest('Invalid input: body.order', [{ path: 'body.order', message: 'must list every wishlist item once' }]);
    }
    for (const [position, id] of order.entries()) {
      await tx
        .update(wishlistItems)
        .set({ position })
        .where(and(eq(wishlistItems.id, id), eq(wishlistItems.userId, userId)));
    }
  });
  return listItems(db, userId);
}

export async function searchForItem(db: Db, userId: string, itemId: string): Promise<WishlistSearch> {
  return searchItem(db, userId, await getItem(db, userId, itemId));
}
