import useSWR from 'swr';
import type { Product } from '@shop/shared/contract/catalog';
import { request } from '../../../platform/http.ts';

export const productKey = (id: string) => `/api/products/${encodeURIComponent(id)}`;

export const fetchProduct = (path: string): Promise<Product> => request<Product>(path);

export function useProduct(id: string | undefined) {
  return useSWR(id ? productKey(id) : null, fetchProduct);
}
