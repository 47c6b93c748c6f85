import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { AGE_GROUPS } from '@shop/shared/ages';
import type { CatalogOrderView, HomeSectionsSave, MenuOrderSave } from '@shop/shared/contract/adminCatalog';
import { TOP_COLLECTIONS, type CollectionSummary } from '@shop/shared/contract/catalog';
import { tableName } from '../platform/config.ts';
import { dynamo, isConditionFailure } from '../platform/dynamo.ts';
import { badRequest, conflict, notFound } from '../platform/errors.ts';
import { announcementDesk } from './announcement.ts';
import type { CollectionItem, HomeItem, NavItem } from './catalogItems.ts';
import { categoryKey, homeKey } from './catalogKeys.ts';
import { getCollections, getHome, getNav, getNavs } from './catalogStore.ts';
import { featuredCollections } from './navigation.ts';
import { CATALOG_DESK } from './messages.ts';
import type { Message } from '@shop/shared/messages';

/**
 * The order of the shop's menu and the home page's sections, set at the back office
 * (docs/decisions/043-blog-and-catalog-order-desks.md). They are the items an import writes
 * (NAV#<age>, the categories' sortNo, HOME), written the same way, so the catalog's stream
 * redraws the pages and tells the edge, as after an import.
 */
const table = () => tableName('catalog');

type MenuView = CatalogOrderView['menus'][number];

function menuView(nav: NavItem): MenuView {
  const featured = new Set(featuredCollections(nav, TOP_COLLECTIONS).map((c) => c.id));
  return {
    age: nav.age,
    categories: nav.categories.map(({ id, name, sortNo }) => ({ id, name, sortNo })),
    collections: nav.collections.map(({ id, name }) => ({ id, name, featured: featured.has(id) })),
  };
}

/** The home page's sections as collection ids ('' for a carousel the stored home lacks, which the page asks to choose). */
const homeIds = (home: HomeItem | undefined): HomeSectionsSave => ({
  first: home?.firstCollection.map((c) => c.id) ?? [],
  second: home?.secondCollection?.id ?? '',
  third: home?.thirdCollections.map((c) => c.id) ?? [],
  fourth: home?.fourthCollection?.id ?? '',
});

/** GET /api/admin/catalogOrder: one BatchGetItem of the four menus, one GetItem of the home page and one of the announcement bar. */
export async function catalogOrder(): Promise<CatalogOrderView> {
  const [navs, home, announcement] = await Promise.all([getNavs(AGE_GROUPS), getHome(), announcementDesk()]);
  return { menus: navs.map(menuView), home: homeIds(home), announcement };
}

/** The same ids, each once, in any order. */
const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && new Set(a).size === a.length && b.every((id) => a.includes(id));

/** In the order of `ids`, the items of `items` by id. */
const inOrder = <T extends { id: string }>(items: readonly T[], ids: readonly string[]) => {
  const byId = new Map(items.map((item) => [item.id, item]));
  return ids.map((id) => byId.get(id) as T);
};

export interface Change<T> {
  before: T;
  after: T;
}

/**
 * An age group's categories and collections in the order given, sortNo 1, 2, … by that order,
 * and the collections its menu features. The lists must hold exactly what the menu holds: one
 * opened before an import changed it is refused, and nothing is written.
 */
export async function saveMenuOrder(input: MenuOrderSave): Promise<Change<MenuView>> {
  const nav = await getNav(input.age);
  if (!nav) throw notFound(CATALOG_DESK.noMenu);
  const stale = CATALOG_DESK.staleMenu;
  if (
    !sameSet(
      input.categoryIds,
      nav.categories.map((c) => c.id),
    )
  )
    throw conflict(stale);
  if (
    !sameSet(
      input.collectionIds,
      nav.collections.map((c) => c.id),
    )
  )
    throw conflict(stale);
  if (input.featuredIds.some((id) => !input.collectionIds.includes(id)))
    throw badRequest(CATALOG_DESK.featuredOutsideMenu, { featuredIds: CATALOG_DESK.featureOnlyMenus });

  const categories = inOrder(nav.categories, input.categoryIds).map((category, index) => ({ ...category, sortNo: index + 1 }));
  const collections = inOrder(nav.collections, input.collectionIds);
  const featuredIds = input.collectionIds.filter((id) => input.featuredIds.includes(id));
  const after: NavItem = { ...nav, categories, collections, featuredIds };
  await dynamo().send(new PutCommand({ TableName: table(), Item: after }));
  // Each category's own item keeps its sortNo too (its page shows what the import wrote there).
  const before = new Map(nav.categories.map((c) => [c.id, c.sortNo]));
  for (const category of categories.filter((c) => before.get(c.id) !== c.sortNo)) {
    await dynamo()
      .send(
        new UpdateCommand({
          TableName: table(),
          Key: categoryKey(category.id),
          UpdateExpression: 'SET sortNo = :sortNo',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':sortNo': category.sortNo },
        }),
      )
      .catch((error: unknown) => {
        // A category the menu lists without its item: the menu is what the shop shows, so it stands.
        if (!isConditionFailure(error)) throw error;
      });
  }
  return { before: menuView(nav), after: menuView(after) };
}

const summaryOf = ({ pk: _pk, sk: _sk, productCount: _count, leadProductIds: _lead, ...summary }: CollectionItem): CollectionSummary =>
  summary;

/** Which collections feed the home page's hero (first), carousels (second, fourth) and tiles (third). */
export async function saveHomeSections(input: HomeSectionsSave): Promise<Change<HomeSectionsSave>> {
  const ids = [...input.first, input.second, ...input.third, input.fourth];
  const found = new Map((await getCollections(ids)).map((c) => [c.id, c]));
  const errors: Record<string, Message> = {};
  for (const section of ['first', 'second', 'third', 'fourth'] as const) {
    const value = input[section];
    const missing = (Array.isArray(value) ? value : [value]).filter((id) => !found.has(id));
    if (missing.length > 0) errors[section] = CATALOG_DESK.noSuchCollections({ ids: missing });
  }
  if (Object.keys(errors).length > 0) throw badRequest(CATALOG_DESK.unknownCollections, errors);

  const ref = (id: string) => summaryOf(found.get(id) as CollectionItem);
  const carousel = (id: string | null) =>
    id === null ? null : { ...ref(id), productIds: (found.get(id) as CollectionItem).leadProductIds };
  const before = await getHome();
  const home: HomeItem = {
    ...homeKey(),
    firstCollection: input.first.map(ref),
    secondCollection: carousel(input.second),
    thirdCollections: input.third.map(ref),
    fourthCollection: carousel(input.fourth),
  };
  await dynamo().send(new PutCommand({ TableName: table(), Item: home }));
  return { before: homeIds(before), after: homeIds(home) };
}
