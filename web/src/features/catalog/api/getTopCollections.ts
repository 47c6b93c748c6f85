import useSWR, { preload } from 'swr';
import { TOP_COLLECTIONS, type TopCollections } from '@shop/shared/contract/catalog';
import { request } from '../../../platform/http.ts';
import { ONCE_PER_VISIT } from './getNavigation.ts';

/** POST /api/collections/topCollectionToShow: two featured collection tiles per age group (SPEC §9). */
export const topCollectionsKey = ['POST', '/api/collections/topCollectionToShow', TOP_COLLECTIONS] as const;

export const fetchTopCollections = ([, path, count]: typeof topCollectionsKey): Promise<TopCollections> =>
  request<TopCollections>(path, { method: 'POST', body: { topCollectionNo: count } });

export function preloadTopCollections(): void {
  void preload(topCollectionsKey, fetchTopCollections).catch(() => undefined);
}

export function useTopCollections() {
  return useSWR(topCollectionsKey, fetchTopCollections, ONCE_PER_VISIT);
}
