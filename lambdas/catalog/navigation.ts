import { AGE_GROUPS, type AgeGroup } from '@shop/shared/ages';
import type { NavigationByAge, TopCollections } from '@shop/shared/contract/catalog';
import { getNavs } from './catalogStore.ts';

/**
 * The header's data: every age group's categories (by sortNo, as the import wrote them) and
 * collections live in one NAV#<age> item, so both calls are one BatchGetItem of at most four keys.
 */

/** POST /api/homePage/fetchByAge */
export async function navigationByAge(ages: readonly AgeGroup[]): Promise<NavigationByAge> {
  const navs = await getNavs(ages);
  return Object.fromEntries(navs.map((nav) => [nav.age, { categories: nav.categories, collections: nav.collections }]));
}

/** POST /api/collections/topCollectionToShow: the first `count` collections of every age group, as tiles. */
export async function topCollections(count: number): Promise<TopCollections> {
  const navs = new Map((await getNavs(AGE_GROUPS)).map((nav) => [nav.age, nav]));
  return Object.fromEntries(
    AGE_GROUPS.map((age) => [age, (navs.get(age)?.collections ?? []).slice(0, count).map(({ id, name, image }) => ({ id, name, image }))]),
  ) as TopCollections;
}
