import useSWR, { preload, type SWRConfiguration } from 'swr';
import type { HomeCollections } from '@shop/shared/contract/catalog';
import { request } from '../../../platform/http.ts';

export const homeCollectionsKey = '/api/homePage/collections';

export const fetchHomeCollections = (): Promise<HomeCollections> => request<HomeCollections>(homeCollectionsKey);

/** Starts the home data request before the home page's code has arrived. */
export function preloadHomeCollections(): void {
  // No request while a page is prerendered (no window): its data is there already.
  if (typeof window !== 'undefined') void preload(homeCollectionsKey, fetchHomeCollections).catch(() => undefined);
}

export function useHomeCollections(config?: SWRConfiguration<HomeCollections>) {
  return useSWR(homeCollectionsKey, fetchHomeCollections, config);
}
