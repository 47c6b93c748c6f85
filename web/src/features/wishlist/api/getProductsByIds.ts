import useSWR from 'swr';
import type { ProductsByIds } from '@shop/shared/contract/wishlist';
import { request } from '../../../platform/http.ts';

const PATH = '/api/products/byIds';

/** POST /api/products/byIds: the saved products as they are now (price, stock); gone ones are left out. */
export const productsByIdsKey = (ids: readonly string[]) => [PATH, ids.join(',')] as const;

export const fetchProductsByIds = ([path, ids]: ReturnType<typeof productsByIdsKey>) =>
  request<ProductsByIds>(path, { method: 'POST', body: { productIds: ids ? ids.split(',') : [] } });

/** Asked for once the list is known, and again whenever it changes; the last answer stays while the next comes. */
export function useProductsByIds(ids: readonly string[] | null) {
  return useSWR(ids && ids.length > 0 ? productsByIdsKey(ids) : null, fetchProductsByIds, { keepPreviousData: true });
}
