import type { WishlistItem } from '../../../shared/wishlist/wishlist-schema';
import type { wishlistItems } from '../../db/schema';

export function presentItem(row: typeof wishlistItems.$inferSelect): WishlistItem {
  return {
    id: row.id,
    make: row.make,
    model: row.model,
    yearFrom: row.yearFrom,
    yearTo: row.yearTo,
    keywords: row.keywords,
    budget: row.budget,
    currency: row.currency,
    minCondition: row.minCondition,
    notes: row.notes,
    priority: row.priority === 'high' || row.priority === 'low' ? row.priority : 'medium',
    position: row.position,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
