import { AGE_GROUPS, type AgeGroup } from '@shop/shared/ages';
import type { NavigationByAge, TopCollections } from '@shop/shared/contract/catalog';
import type { Language } from '@shop/shared/language';
import type { NavItem, StoredCollection } from './catalogItems.ts';
import { getNavs } from './catalogStore.ts';
import { categoryView, collectionView } from './catalogViews.ts';

/**
 * The header's data: every age group's categories (by sortNo, as the import wrote them) and
 * collections live in one NAV#<age> item, so both calls are one BatchGetItem of at most four keys.
 */

/** POST /api/homePage/fetchByAge */
export async function navigationByAge(ages: readonly AgeGroup[], language: Language): Promise<NavigationByAge> {
  const navs = await getNavs(ages);
  return Object.fromEntries(
    navs.map((nav) => [
      nav.age,
      {
        categories: nav.categories.map((c) => categoryView(c, language)),
        collections: nav.collections.map((c) => collectionView(c, language)),
      },
    ]),
  );
}

/** The collections an age group's menu features: those the back office chose, or else its first ones. */
export function featuredCollections(nav: NavItem | undefined, count: number): StoredCollection[] {
  const collections = nav?.collections ?? [];
  const featured = nav?.featuredIds ? collections.filter((c) => nav.featuredIds?.includes(c.id)) : collections;
  return featured.slice(0, count);
}

/** POST /api/collections/topCollectionToShow: the featured collections of every age group, at most `count`, as tiles. */
export async function topCollections(count: number, language: Language): Promise<TopCollections> {
  const navs = new Map((await getNavs(AGE_GROUPS)).map((nav) => [nav.age, nav]));
  const tile = (collection: StoredCollection) => {
    const { id, name, image } = collectionView(collection, language);
    return { id, name, image };
  };
  return Object.fromEntries(AGE_GROUPS.map((age) => [age, featuredCollections(navs.get(age), count).map(tile)])) as TopCollections;
}
