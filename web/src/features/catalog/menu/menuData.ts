import type { AgeGroup } from '@shop/shared/ages';
import { preloadNavigation, useNavigation } from '../api/getNavigation.ts';
import { preloadTopCollections, useTopCollections } from '../api/getTopCollections.ts';

/** Both calls of the header's menus, asked side by side. */
export function preloadMenuData(): void {
  preloadNavigation();
  preloadTopCollections();
}

/** An age group's categories (by sortNo), collections and featured tiles, once they have arrived. */
export function useAgeMenu(age: AgeGroup) {
  const navigation = useNavigation();
  const top = useTopCollections();
  const entry = navigation.data?.[age];
  return {
    categories: entry?.categories ?? [],
    collections: entry?.collections ?? [],
    featured: top.data?.[age] ?? [],
    loading: (!navigation.data && !navigation.error) || (!top.data && !top.error),
  };
}
