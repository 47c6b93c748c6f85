import { AGE_GROUPS } from '@shop/shared/ages';
import { catalogItems, catalogProblems } from '../../lambdas/catalog/catalogImport.ts';
import type { CatalogInput, ProductInput } from '../../lambdas/catalog/catalogInput.ts';
import { productInputFromItem } from '../../lambdas/catalog/productWrite.ts';
import type { CategoryItem, CollectionItem, HomeItem, NavItem, ProductItem } from '../../lambdas/catalog/catalogItems.ts';
import { ALL_PRODUCTS, collectionList, homeKey, listPartition, navKey } from '../../lambdas/catalog/catalogKeys.ts';
import { OperatorError } from './command.ts';
import { scanPages } from './operatorScan.ts';

/**
 * What a catalog import should leave in the catalog table: the stored catalog read back (in
 * the shape of an import), and the items (catalogImport.ts's catalogItems) of the catalog
 * after the import. Products are never deleted, since orders and stock releases refer to them:
 * a product left out of a whole-catalog import is taken out of the shop (`active: false`).
 * catalogWrite.ts compares and writes.
 */

export type Item = Record<string, unknown> & { pk: string; sk: string };
export type Key = { pk: string; sk: string };

/** The kinds of item an import writes (catalogKeys.ts); seed markers and anything else are left alone. */
const IMPORTED = /^(P#|C#|K#|L#|N#|NAV#|HOME$)/;
export const keyOf = (item: Key) => `${item.pk}\u0000${item.sk}`;

export type StoredCatalog = Map<string, Item>;

/** Every imported item in the catalog table, read in pages (an operator job may scan). */
export async function readStoredCatalog(): Promise<StoredCatalog> {
  const stored: StoredCatalog = new Map();
  for await (const page of scanPages('catalog')) {
    for (const item of page as Item[]) if (IMPORTED.test(item.pk)) stored.set(keyOf(item), item);
  }
  return stored;
}

/** The catalog as stored, in the shape of an import; undefined while the shop has none (no home layout). */
export function catalogFromStore(stored: StoredCatalog): CatalogInput | undefined {
  const home = stored.get(keyOf(homeKey())) as HomeItem | undefined;
  if (!home?.secondCollection || !home.fourthCollection) return undefined;
  const all = [...stored.values()];
  const listed = (partition: string) =>
    all
      .filter((i) => i.pk === partition && i.sk !== '#')
      .sort((a, b) => a.sk.localeCompare(b.sk))
      .map((i) => i.productId as string);
  const inOrder = <T extends { id: string }>(items: T[], order: string[]) => {
    const ranks = new Map(order.map((id, i) => [id, i] as const).reverse());
    const rank = (id: string) => ranks.get(id) ?? order.length;
    return items.sort((a, b) => rank(a.id) - rank(b.id) || a.id.localeCompare(b.id));
  };
  // The header's items keep categories and collections in the order the import gave them.
  const navs = AGE_GROUPS.flatMap((age) => (stored.get(keyOf(navKey(age))) as NavItem | undefined) ?? []);
  const products = inOrder(all.filter((i) => i.pk.startsWith('P#')) as unknown as ProductItem[], listed(listPartition(ALL_PRODUCTS)));
  const categories = inOrder(
    all.filter((i) => i.pk.startsWith('C#')) as unknown as CategoryItem[],
    navs.flatMap((n) => n.categories.map((c) => c.id)),
  );
  const collections = inOrder(
    all.filter((i) => i.pk.startsWith('K#')) as unknown as CollectionItem[],
    navs.flatMap((n) => n.collections.map((c) => c.id)),
  );
  return {
    categories: categories.map(({ id, name, description, sortNo, age, hr }) => ({
      id,
      name,
      description,
      sortNo,
      age,
      ...(hr ? { hr } : {}),
    })),
    collections: collections.map((c) => ({
      id: c.id,
      name: c.name,
      description: c.description,
      image: c.image,
      ...(c.video ? { video: c.video } : {}),
      age: c.age,
      ...(c.hr ? { hr: c.hr } : {}),
      // Listings hold active products only; inactive members are known from the product's side.
      productIds: [
        ...listed(listPartition(collectionList(c.id))),
        ...products.filter((p) => !p.active && p.collectionIds?.includes(c.id)).map((p) => p.id),
      ],
    })),
    products: products.map(productInputFromItem),
    home: {
      first: home.firstCollection.map((c) => c.id),
      second: home.secondCollection.id,
      third: home.thirdCollections.map((c) => c.id),
      fourth: home.fourthCollection.id,
    },
  };
}

/** The items of a whole catalog, plus the stored products it leaves out, taken out of the shop. */
export function itemsForCatalog(catalog: CatalogInput, stored: StoredCatalog): Item[] {
  const items = keepFeatured(catalogItems(catalog) as Item[], stored);
  const inFile = new Set(catalog.products.map((p) => p.id));
  for (const item of stored.values()) {
    if (item.pk.startsWith('P#') && !inFile.has(item.id as string)) items.push({ ...item, active: false });
  }
  return items;
}

/** The items of the stored catalog with these products added or replaced; problems point at their lines. */
export function itemsForProducts(products: ProductInput[], linesOf: Map<string, number[]>, stored: StoredCatalog): Item[] {
  const base = catalogFromStore(stored);
  if (!base) {
    throw new OperatorError(
      'The shop has no catalog yet: import a whole catalog as JSON first (categories, collections and the home page come from there).',
    );
  }
  const given = new Map(products.map((p) => [p.id, p]));
  const known = new Set(base.products.map((p) => p.id));
  const merged: CatalogInput = {
    ...base,
    products: [...base.products.map((p) => given.get(p.id) ?? p), ...products.filter((p) => !known.has(p.id))],
  };
  const problems = catalogProblems(merged).map((problem) => {
    const id = /^product ([^:]+):/.exec(problem)?.[1];
    const line = id ? linesOf.get(id)?.[0] : undefined;
    return line === undefined ? problem : `line ${line}: ${problem}`;
  });
  if (problems.length > 0) throw new OperatorError(problems);
  return keepFeatured(catalogItems(merged) as Item[], stored);
}

/**
 * The menus' featured collections are chosen at the back office (docs/decisions/043) and are in
 * no catalog file: an import keeps them, those still in their menu.
 */
function keepFeatured(items: Item[], stored: StoredCatalog): Item[] {
  return items.map((item) => {
    const featuredIds = item.pk.startsWith('NAV#') ? (stored.get(keyOf(item)) as NavItem | undefined)?.featuredIds : undefined;
    if (!featuredIds) return item;
    const inMenu = new Set((item as unknown as NavItem).collections.map((c) => c.id));
    return { ...item, featuredIds: featuredIds.filter((id) => inMenu.has(id)) };
  });
}
