import type { AgeGroup } from '@shop/shared/ages';
import { preloadNavigation, useNavigation } from '../api/getNavigation.ts';
import { preloadTopCollections, useTopCollections } from '../api/getTopCollections.ts';

/** Both calls of the header's menus, asked side by side. */
export function preloadMenuData(): void {
  preloadNavigation();
  preloadTopCollections();
}

/** No data yet, and asked for (first, or again after a failure). */
const pending = (call: { data?: unknown; error?: unknown; isValidating: boolean }) => !call.data && (!call.error || call.isValidating);

/**
 * An age group's categories (by sortNo), collections and featured tiles, once they have arrived;
 * `failed` when the links' call failed and is not being asked again, which `retry` does (the
 * featured tiles' call with it, if it failed too).
 */
export function useAgeMenu(age: AgeGroup) {
  const navigation = useNavigation();
  const top = useTopCollections();
  const entry = navigation.data?.[age];
  return {
    categories: entry?.categories ?? [],
    collections: entry?.collections ?? [],
    featured: top.data?.[age] ?? [],
    loading: pending(navigation) || pending(top),
    failed: Boolean(navigation.error) && !navigation.data && !navigation.isValidating,
    retry: () => {
      void navigation.mutate();
      if (top.error) void top.mutate();
    },
  };
}
