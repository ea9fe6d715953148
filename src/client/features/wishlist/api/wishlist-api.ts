import { queryOptions } from '@tanstack/react-query';
import type { WishlistInput, WishlistItem, WishlistSearch } from '@shared/wishlist/wishlist-schema';
import { api } from '@/lib/api';

export const wishlistKeys = {
  all: ['wishlist'] as const,
  list: ['wishlist', 'list'] as const,
  search: (itemId: string) => ['wishlist', 'search', itemId] as const,
};

export const wishlistQuery = () =>
  queryOptions({ queryKey: wishlistKeys.list, queryFn: () => api<{ items: WishlistItem[] }>('/api/wishlist').then((r) => r.items) });

export const wishlistSearchQuery = (itemId: string) =>
  queryOptions({ queryKey: wishlistKeys.search(itemId), queryFn: () => api<WishlistSearch>(`/api/wishlist/${encodeURIComponent(itemId)}/search`) });

export const saveItem = (id: string | null, input: WishlistInput) =>
  id
    ? api<WishlistItem>(`/api/wishlist/${encodeURIComponent(id)}`, { method: 'PUT', json: input })
    : api<WishlistItem>('/api/wishlist', { method: 'POST', json: input });

export const deleteItem = (id: string) => api<null>(`/api/wishlist/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const reorderItems = (order: string[]) => api<{ items: WishlistItem[] }>('/api/wishlist/order', { method: 'PUT', json: { order } }).then((r) => r.items);
