import useSWR, { preload } from 'swr';
import { AGE_GROUPS } from '@shop/shared/ages';
import type { NavigationByAge } from '@shop/shared/contract/catalog';
import { request } from '../../../platform/http.ts';

/** POST /api/homePage/fetchByAge for every age group: the header's categories and collections. */
export const navigationKey = ['POST', '/api/homePage/fetchByAge', AGE_GROUPS.join()] as const;

export const fetchNavigation = ([, path]: typeof navigationKey): Promise<NavigationByAge> =>
  request<NavigationByAge>(path, { method: 'POST', body: { ages: AGE_GROUPS } });

export function preloadNavigation(): void {
  void preload(navigationKey, fetchNavigation).catch(() => undefined);
}

/**
 * The header's menus are fetched once per visit (docs/decisions/028): a panel opened again, or
 * on another page, reads what the first opening fetched instead of asking the API again.
 */
export const ONCE_PER_VISIT = {
  revalidateIfStale: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
} as const;

export function useNavigation() {
  return useSWR(navigationKey, fetchNavigation, ONCE_PER_VISIT);
}
