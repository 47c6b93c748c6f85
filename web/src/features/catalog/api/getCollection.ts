import useSWR from 'swr';
import type { Collection } from '@shop/shared/contract/catalog';
import { request } from '../../../platform/http.ts';

export const collectionKey = (id: string) => `/api/collections/${encodeURIComponent(id)}`;

export const fetchCollection = (path: string): Promise<Collection> => request<Collection>(path);

export function useCollection(id: string | undefined) {
  return useSWR(id ? collectionKey(id) : null, fetchCollection);
}
