import type { Wishlist } from '@shop/shared/contract/wishlist';
import { request } from '../../../platform/http.ts';

/**
 * The logged-in customer's wishlist: GET /api/wishlist, POST /api/wishlist (save one),
 * DELETE /api/wishlist/{productId}, POST /api/wishlist/merge (what the browser kept, at login).
 * Each answers the whole list, which the wishlist store then shows.
 */
export const WISHLIST_PATH = '/api/wishlist';

export const fetchWishlist = () => request<Wishlist>(WISHLIST_PATH);

export const saveToWishlist = (productId: string) => request<Wishlist>(WISHLIST_PATH, { method: 'POST', body: { productId } });

export const removeFromWishlist = (productId: string) =>
  request<Wishlist>(`${WISHLIST_PATH}/${encodeURIComponent(productId)}`, { method: 'DELETE' });

export const mergeWishlist = (productIds: readonly string[]) =>
  request<Wishlist>(`${WISHLIST_PATH}/merge`, { method: 'POST', body: { productIds } });
