import useSWR from 'swr';
import type { Product } from '@shop/shared/contract/catalog';
import { request } from '../../../platform/http.ts';

export const relatedProductsKey = (id: string) => `/api/products/${encodeURIComponent(id)}/getRandomRelatedProducts`;

export const fetchRelatedProducts = (path: string): Promise<Product[]> => request<Product[]>(path);

/** A few products of the same category; picked at random once per visit of the page. */
export function useRelatedProducts(id: string | undefined) {
  return useSWR(id ? relatedProductsKey(id) : null, fetchRelatedProducts, { revalidateIfStale: false });
}
