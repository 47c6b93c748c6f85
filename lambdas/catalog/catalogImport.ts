import { BatchWriteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { AGE_GROUPS } from '@shop/shared/ages';
import { OFFICE_WAREHOUSE } from '@shop/shared/stock';
import { sortSizes } from '@shop/shared/sizes';
import { keptTranslation } from '@shop/shared/translated';
import { keptFit } from '@shop/shared/contract/keptFit';
import { tableName } from '../platform/config.ts';
import { chunks, dynamo } from '../platform/dynamo.ts';
import type {
  CategoryItem,
  CollectionItem,
  HomeItem,
  NameIndexItem,
  NavItem,
  ProductItem,
  StoredCategory,
  StoredCollection,
} from './catalogItems.ts';
import { asProductItem, facetIndexItems, indexMark } from './facetIndex.ts';
import { lowStockItem } from './lowStock.ts';
import { type CategoryInput, CatalogInput, type CatalogInputData, type CollectionInput, type ProductInput } from './catalogInput.ts';
import {
  ALL_PRODUCTS,
  type ListId,
  ageList,
  categoryKey,
  categoryList,
  collectionKey,
  collectionList,
  homeKey,
  listEntryKey,
  listMetaKey,
  nameIndexKey,
  navKey,
  productKey,
  searchNames,
  seedKey,
} from './catalogKeys.ts';

/** The fields a product's input and its stored item hold alike, each as it is (productInputFromItem in productWrite.ts reads them back). */
export function fieldsAlike(p: ProductInput | ProductItem) {
  return {
    id: p.id,
    name: p.name,
    description: p.description,
    washingInstructions: p.washingInstructions,
    colorName: p.colorName,
    price: p.price,
    discount: p.discount,
    age: p.age,
    ...(p.vatClass ? { vatClass: p.vatClass } : {}),
    ...(p.kpd ? { kpd: p.kpd } : {}),
    categoryIds: p.categoryIds,
    images: p.images,
    preOrder: p.preOrder,
    active: p.active,
  };
}

/** How many products a collection carries on its own page and in a home carousel. */
const LEAD_PRODUCTS = 12;

type Item = Record<string, unknown> & { pk: string; sk: string };

export function productItem(
  p: ProductInput,
  mainImageOf: (id: string) => string | undefined,
  collectionIds: string[],
  categoryOf: (id: string) => Pick<StoredCategory, 'id' | 'name' | 'hr'> | undefined = () => undefined,
): ProductItem {
  const sizes = sortSizes(p.sizes);
  const office = p.stock[OFFICE_WAREHOUSE];
  const count = (counts: Record<string, number> | undefined) => Object.fromEntries(sizes.map((s) => [s, counts?.[s] ?? 0]));
  return {
    ...productKey(p.id),
    ...fieldsAlike(p),
    ...primaryCategory(p.categoryIds[0] === undefined ? undefined : categoryOf(p.categoryIds[0])),
    collectionIds,
    sizes,
    colorRelated: p.colorRelatedProductIds.flatMap((id) => {
      const image = mainImageOf(id);
      return image ? [{ id, image }] : [];
    }),
    stock: count(office?.quantities),
    preOrderStock: count(office?.preOrderQuantities),
    otherWarehouses: Object.entries(p.stock)
      .filter(([name]) => name !== OFFICE_WAREHOUSE)
      .map(([name, w]) => ({ name, quantities: w.quantities, preOrderQuantities: w.preOrderQuantities })),
    ...keptFit(p),
    ...keptTranslation(p.hr),
  };
}

/** The copy of its first category's name a product keeps for its page's trail (docs/decisions/081). */
function primaryCategory(category: Pick<StoredCategory, 'id' | 'name' | 'hr'> | undefined): Pick<ProductItem, 'category'> {
  if (!category) return {};
  const hrName = category.hr?.name;
  return { category: { id: category.id, name: category.name, ...(hrName ? { hr: { name: hrName } } : {}) } };
}

function summary(c: CollectionInput): StoredCollection {
  return {
    id: c.id,
    name: c.name,
    description: c.description,
    image: c.image,
    age: c.age,
    ...(c.video ? { video: c.video } : {}),
    ...keptTranslation(c.hr),
  };
}

/** One name-index entry per word of an active product's names (English and Croatian), with what a name search filters on. */
export function nameIndexEntries(p: ProductItem): NameIndexItem[] {
  if (!p.active) return [];
  const { tokens, ...names } = searchNames(p);
  return tokens.map((token) => ({
    ...nameIndexKey(token, p.id),
    productId: p.id,
    ...names,
    age: p.age,
    categoryIds: p.categoryIds,
    collectionIds: p.collectionIds ?? [],
  }));
}

function storedCategory({ hr, ...c }: CategoryInput): StoredCategory {
  return { ...c, ...keptTranslation(hr) };
}

/** Checks that every id the catalog refers to exists; returns the problems found. */
export function catalogProblems(catalog: CatalogInput): string[] {
  const problems: string[] = [];
  const products = new Set(catalog.products.map((p) => p.id));
  const categories = new Set(catalog.categories.map((c) => c.id));
  const collections = new Set(catalog.collections.map((c) => c.id));
  for (const p of catalog.products) {
    for (const c of p.categoryIds) if (!categories.has(c)) problems.push(`product ${p.id}: unknown category ${c}`);
    for (const r of p.colorRelatedProductIds) if (!products.has(r)) problems.push(`product ${p.id}: unknown related product ${r}`);
    for (const [warehouse, stock] of Object.entries(p.stock)) {
      for (const size of [...Object.keys(stock.quantities), ...Object.keys(stock.preOrderQuantities)]) {
        if (!p.sizes.includes(size)) problems.push(`product ${p.id}: ${warehouse} has stock of size ${size} it does not offer`);
      }
    }
  }
  for (const c of catalog.collections)
    for (const id of c.productIds) if (!products.has(id)) problems.push(`collection ${c.id}: unknown product ${id}`);
  const h = catalog.home;
  for (const id of [...h.first, h.second, ...h.third, h.fourth]) if (!collections.has(id)) problems.push(`home: unknown collection ${id}`);
  return problems;
}

/** Every item a catalog is stored as: products, listings by position, the name index, home and navigation. */
export function catalogItems(input: CatalogInputData): Item[] {
  const catalog = CatalogInput.parse(input);
  const problems = catalogProblems(catalog);
  if (problems.length > 0) throw new Error(`The catalog is not consistent:\n${problems.join('\n')}`);

  const mainImage = new Map(catalog.products.map((p) => [p.id, p.images[0]]));
  const collectionsOf = new Map<string, string[]>();
  for (const c of catalog.collections)
    for (const id of new Set(c.productIds)) collectionsOf.set(id, [...(collectionsOf.get(id) ?? []), c.id]);
  const categoryById = new Map(catalog.categories.map((c) => [c.id, storedCategory(c)]));
  const products = catalog.products.map((p) =>
    productItem(
      p,
      (id) => mainImage.get(id),
      collectionsOf.get(p.id) ?? [],
      (id) => categoryById.get(id),
    ),
  );
  const active = products.filter((p) => p.active);
  const items: Item[] = [...(products as unknown as Item[])];

  const lists = new Map<ListId, string[]>([[ALL_PRODUCTS, active.map((p) => p.id)]]);
  for (const age of AGE_GROUPS)
    lists.set(
      ageList(age),
      active.filter((p) => p.age === age).map((p) => p.id),
    );
  for (const c of catalog.categories)
    lists.set(
      categoryList(c.id),
      active.filter((p) => p.categoryIds.includes(c.id)).map((p) => p.id),
    );
  const activeIds = new Set(active.map((p) => p.id));
  for (const c of catalog.collections)
    lists.set(
      collectionList(c.id),
      c.productIds.filter((id) => activeIds.has(id)),
    );
  for (const [list, ids] of lists) {
    items.push({ ...listMetaKey(list), total: ids.length });
    for (const [index, productId] of ids.entries()) items.push({ ...listEntryKey(list, index), productId });
  }

  for (const c of catalog.categories) {
    const item: CategoryItem = { ...categoryKey(c.id), ...storedCategory(c), productCount: lists.get(categoryList(c.id))?.length ?? 0 };
    items.push(item as unknown as Item);
  }
  const collectionById = new Map(catalog.collections.map((c) => [c.id, c]));
  for (const c of catalog.collections) {
    const ids = lists.get(collectionList(c.id)) ?? [];
    const item: CollectionItem = {
      ...collectionKey(c.id),
      ...summary(c),
      productCount: ids.length,
      leadProductIds: ids.slice(0, LEAD_PRODUCTS),
    };
    items.push(item as unknown as Item);
  }

  for (const p of active) items.push(...(nameIndexEntries(p) as unknown as Item[]));

  const ref = (id: string) => summary(collectionById.get(id) as CollectionInput);
  const carousel = (id: string) => ({ ...ref(id), productIds: (lists.get(collectionList(id)) ?? []).slice(0, LEAD_PRODUCTS) });
  const home: HomeItem = {
    ...homeKey(),
    firstCollection: catalog.home.first.map(ref),
    secondCollection: carousel(catalog.home.second),
    thirdCollections: catalog.home.third.map(ref),
    fourthCollection: carousel(catalog.home.fourth),
  };
  items.push(home as unknown as Item);

  for (const age of AGE_GROUPS) {
    const nav: NavItem = {
      ...navKey(age),
      age,
      categories: catalog.categories
        .filter((c) => c.age === age)
        .sort((a, b) => a.sortNo - b.sortNo)
        .map(storedCategory),
      collections: catalog.collections.filter((c) => c.age === age).map(summary),
    };
    items.push(nav as unknown as Item);
  }
  return items;
}

/** Writes items 25 at a time, several batches in flight, retrying what DynamoDB leaves unprocessed. */
export async function writeItems(items: readonly Item[], concurrency = 8): Promise<void> {
  const table = tableName('catalog');
  const batches = chunks(items, 25);
  let next = 0;
  const worker = async () => {
    while (next < batches.length) {
      const batch = batches[next++] as Item[];
      let requests: { PutRequest: { Item: Item } }[] | undefined = batch.map((Item) => ({ PutRequest: { Item } }));
      for (let attempt = 0; requests && requests.length > 0; attempt++) {
        if (attempt > 10) throw new Error('DynamoDB kept catalog writes unprocessed');
        if (attempt > 0) await new Promise((r) => setTimeout(r, 25 * 2 ** Math.min(attempt, 6)));
        const result = await dynamo().send(new BatchWriteCommand({ RequestItems: { [table]: requests } }));
        requests = result.UnprocessedItems?.[table] as typeof requests;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, batches.length) }, worker));
}

/**
 * A new catalog's items with its facet index (docs/decisions/030) and Today's sizes running low
 * (decision 044): for a catalog written at once before the stream is read, which the stream would
 * otherwise only keep as its items change.
 */
export function withFacetIndex(items: readonly Item[], at = Date.now()): Item[] {
  const lowStock = items.flatMap((item): Item[] => {
    const low = lowStockItem(asProductItem(item));
    return low ? [{ ...low }] : [];
  });
  return [...items, ...facetIndexItems(items, at), ...lowStock, indexMark(at)];
}

/**
 * Writes a catalog once under a seed name: a second call with the same name changes nothing,
 * so the stock a shop has sold since is never reset by a restart.
 */
export async function seedCatalog(name: string, input: CatalogInputData): Promise<{ seeded: boolean; items: number }> {
  const table = tableName('catalog');
  const { Item } = await dynamo().send(new GetCommand({ TableName: table, Key: seedKey(name) }));
  if (Item) return { seeded: false, items: 0 };
  const items = withFacetIndex(catalogItems(input));
  await writeItems(items);
  await dynamo().send(new PutCommand({ TableName: table, Item: { ...seedKey(name), at: new Date().toISOString(), items: items.length } }));
  return { seeded: true, items: items.length };
}
