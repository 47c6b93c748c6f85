import { isDeepStrictEqual } from 'node:util';
import { BatchWriteCommand, GetCommand, PutCommand, QueryCommand, type QueryCommandOutput, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ProductFields } from '@shop/shared/contract/adminProducts';
import { keptFit } from '@shop/shared/contract/keptFit';
import { OFFICE_WAREHOUSE } from '@shop/shared/stock';
import { tableName } from '../platform/config.ts';
import { chunks, dynamo, isConditionFailure } from '../platform/dynamo.ts';
import { badRequest, conflict, notFound } from '../platform/errors.ts';
import { fieldsAlike, nameIndexEntries, productItem } from './catalogImport.ts';
import { ProductInput } from './catalogInput.ts';
import { type HomeItem, PRICE_RECORD_FIELDS, type ProductItem, type StoredCategory } from './catalogItems.ts';
import {
  ALL_PRODUCTS,
  ageList,
  categoryKey,
  categoryList,
  collectionKey,
  collectionList,
  homeKey,
  type ListId,
  listEntryKey,
  listMetaKey,
  listPartition,
  productKey,
} from './catalogKeys.ts';
import { getProducts } from './catalogStore.ts';
import { CATALOG, CATALOG_DESK } from './messages.ts';

/**
 * One product written by staff (the back office's products desk, docs/decisions/040): the
 * product item as the import builds it (catalogImport.ts's productItem, checked by the import's
 * ProductInput), then the derived items the import keeps for it: its places in the listings
 * (everything, its age group, categories, collections), the listings' counts on categories,
 * collections and the home carousels, its name-index words, and its main image on the products
 * that name it as another colour. The search index, facets, price history, back-in-stock mails
 * and prerendered pages follow through the catalog table's stream, as after an import.
 *
 * Each product carries a `version`, raised by every write of its fields (the desk's and the
 * import's): a save names the version it read, and a save over a newer one is refused (409)
 * and writes nothing. Stock is not part of it: a sale between reading and saving is kept.
 */

const table = () => tableName('catalog');
/** How many products a collection carries on its own page and in a home carousel (as catalogImport.ts). */
const LEAD_PRODUCTS = 12;
const ATTEMPTS = 5;

export const versionOf = (product: Pick<ProductItem, 'version'>) => product.version ?? 0;

export interface ProductSave {
  before: ProductItem | undefined;
  after: ProductItem;
  changed: boolean;
}

async function readProduct(id: string): Promise<ProductItem | undefined> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: table(), Key: productKey(id), ConsistentRead: true }));
  return Item as ProductItem | undefined;
}

type Named = Pick<StoredCategory, 'id' | 'name' | 'hr'>;

/** The items found, by key, with their names (a product keeps its first category's: docs/decisions/081). */
async function existing(keys: { pk: string; sk: string }[]): Promise<Map<string, Named>> {
  const found = await Promise.all(
    keys.map(
      async (key) =>
        (
          await dynamo().send(
            new GetCommand({
              TableName: table(),
              Key: key,
              ProjectionExpression: 'pk, id, #name, hr',
              ExpressionAttributeNames: { '#name': 'name' },
            }),
          )
        ).Item,
    ),
  );
  return new Map(found.flatMap((item) => (item ? [[item.pk as string, item as unknown as Named] as const] : [])));
}

/** The categories, collections and other colours a product names must exist: a 400 naming the field otherwise. */
async function checkReferences(id: string, fields: ProductFields): Promise<{ related: ProductItem[]; categories: Map<string, Named> }> {
  const errors: Record<string, string> = {};
  const known = await existing([...fields.categoryIds.map(categoryKey), ...fields.collectionIds.map(collectionKey)]);
  const unknownCategories = fields.categoryIds.filter((c) => !known.has(categoryKey(c).pk));
  if (unknownCategories.length > 0) errors.categoryIds = `No such category: ${unknownCategories.join(', ')}.`;
  const unknownCollections = fields.collectionIds.filter((c) => !known.has(collectionKey(c).pk));
  if (unknownCollections.length > 0) errors.collectionIds = `No such collection: ${unknownCollections.join(', ')}.`;
  const related = await getProducts(fields.colorRelatedProductIds);
  const unknownRelated = fields.colorRelatedProductIds.filter((r) => r === id || !related.some((p) => p.id === r));
  if (unknownRelated.length > 0) errors.colorRelatedProductIds = `No such other product: ${unknownRelated.join(', ')}.`;
  if (Object.keys(errors).length > 0) throw badRequest(Object.values(errors)[0] as string, errors);
  const categories = new Map(
    fields.categoryIds.flatMap((c) => {
      const found = known.get(categoryKey(c).pk);
      return found ? [[c, found] as const] : [];
    }),
  );
  return { related, categories };
}

type Counts = Record<string, number>;
const only = (counts: Counts | undefined, sizes: readonly string[]) => Object.fromEntries(sizes.map((s) => [s, counts?.[s] ?? 0]));

/** The stock the product has (every warehouse), for the sizes it will offer; a size still holding pieces cannot go. */
function stockFor(current: ProductItem | undefined, sizes: readonly string[]): ProductInput['stock'] {
  const warehouses = [
    { name: OFFICE_WAREHOUSE, quantities: current?.stock ?? {}, preOrderQuantities: current?.preOrderStock ?? {} },
    ...(current?.otherWarehouses ?? []),
  ];
  const held = new Set<string>();
  for (const w of warehouses) {
    for (const [size, n] of [...Object.entries(w.quantities), ...Object.entries(w.preOrderQuantities)]) {
      if (n > 0 && !sizes.includes(size)) held.add(size);
    }
  }
  if (held.size > 0) {
    const message = `Size ${[...held].join(', ')} still has stock; set it to 0 before taking the size away.`;
    throw badRequest(message, { sizes: message });
  }
  return Object.fromEntries(
    warehouses.map((w) => [w.name, { quantities: only(w.quantities, sizes), preOrderQuantities: only(w.preOrderQuantities, sizes) }]),
  );
}

/** The product item the fields make, as the import makes it, with what the streams keep on it and the next version. */
function nextItem(
  id: string,
  fields: ProductFields,
  current: ProductItem | undefined,
  { related, categories }: { related: ProductItem[]; categories: Map<string, Named> },
): ProductItem {
  const parsed = ProductInput.safeParse({ id, ...fields, stock: stockFor(current, fields.sizes) });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw badRequest(CATALOG_DESK.productInvalid, { [String(issue?.path[0] ?? 'name')]: issue?.message ?? CATALOG_DESK.notValid });
  }
  const images = new Map(related.map((p) => [p.id, p.images[0]]));
  const item = productItem(
    parsed.data,
    (r) => images.get(r),
    [...new Set(fields.collectionIds)],
    (c) => categories.get(c),
  );
  const kept = current ? Object.fromEntries(PRICE_RECORD_FIELDS.filter((f) => current[f] !== undefined).map((f) => [f, current[f]])) : {};
  return { ...JSON.parse(JSON.stringify(item)), ...kept, version: (current ? versionOf(current) : 0) + 1 };
}

/** A stored product in the shape an import gives it (the command line's import reads the stored catalog back with it). */
export function productInputFromItem(p: ProductItem): ProductInput {
  const stock: ProductInput['stock'] = { [OFFICE_WAREHOUSE]: { quantities: p.stock, preOrderQuantities: p.preOrderStock } };
  for (const w of p.otherWarehouses) stock[w.name] = { quantities: w.quantities, preOrderQuantities: w.preOrderQuantities };
  return {
    ...fieldsAlike(p),
    colorRelatedProductIds: p.colorRelated.map((r) => r.id),
    sizes: p.sizes,
    stock,
    ...keptFit(p),
    ...(p.hr ? { hr: p.hr } : {}),
  };
}

/** The product's fields as the back office's form edits them. */
export function productFields(p: ProductItem): ProductFields {
  const { id: _id, stock: _stock, ...fields } = productInputFromItem(p);
  // A product stored before KPD codes were kept has none yet: the form asks for it on the next save.
  return { ...fields, kpd: p.kpd ?? '', collectionIds: p.collectionIds ?? [] };
}

const sameFields = (a: ProductItem, b: ProductItem) => isDeepStrictEqual({ ...a, version: 0 }, { ...b, version: 0 });

/**
 * Creates (`expected: 'new'`) or replaces a product. Refused with nothing written: an id taken
 * (409), a version that is not the stored one (409, STALE_PRODUCT), a field the import would
 * refuse, a category, collection or other colour that does not exist (400).
 */
export async function saveProduct(id: string, fields: ProductFields, expected: { version: number } | 'new'): Promise<ProductSave> {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const current = await readProduct(id);
    if (expected === 'new' && current) throw conflict(CATALOG_DESK.productExists, { id: CATALOG_DESK.idTaken });
    if (expected !== 'new') {
      if (!current) throw notFound(CATALOG.noSuchProduct);
      if (versionOf(current) !== expected.version) throw conflict(CATALOG_DESK.staleProduct);
    }
    const references = await checkReferences(id, fields);
    const after = nextItem(id, fields, current, references);
    if (current && sameFields(after, current)) return { before: current, after: current, changed: false };
    try {
      await dynamo().send(new PutCommand({ TableName: table(), Item: after, ...unchangedSince(current) }));
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      // Sold since it was read (the version check comes again), or made by someone else at once.
      continue;
    }
    await placeProduct(current, after);
    return { before: current, after, changed: true };
  }
  throw conflict(CATALOG_DESK.staleProduct);
}

/** Nothing there yet; or the version and every count as they were read. */
function unchangedSince(current: ProductItem | undefined) {
  if (!current) return { ConditionExpression: 'attribute_not_exists(pk)' };
  const version = current.version === undefined ? 'attribute_not_exists(version)' : 'version = :version';
  return {
    ConditionExpression: `${version} AND stock = :stock AND preOrderStock = :preOrderStock AND otherWarehouses = :otherWarehouses`,
    ExpressionAttributeValues: {
      ...(current.version === undefined ? {} : { ':version': current.version }),
      ':stock': current.stock,
      ':preOrderStock': current.preOrderStock,
      ':otherWarehouses': current.otherWarehouses,
    },
  };
}

/** The listings a product is shown in: none while inactive. */
const listsOf = (p: ProductItem | undefined): ListId[] =>
  p?.active ? [ALL_PRODUCTS, ageList(p.age), ...p.categoryIds.map(categoryList), ...(p.collectionIds ?? []).map(collectionList)] : [];

/** The derived items of one product, brought in line with its new version (see the module's comment). */
export async function placeProduct(before: ProductItem | undefined, after: ProductItem): Promise<void> {
  const was = new Set(listsOf(before));
  const is = new Set(listsOf(after));
  const changed: ListId[] = [];
  for (const list of is) {
    if (was.has(list)) continue;
    changed.push(list);
    await appendToList(list, after.id);
  }
  for (const list of was) {
    if (is.has(list)) continue;
    changed.push(list);
    await removeFromList(list, after.id);
  }
  await recount(changed);
  await rewriteNameIndex(before, after);
  if (before?.images[0] !== after.images[0]) await showMainImageOnOtherColours(after);
}

interface ListEntry {
  pk: string;
  sk: string;
  productId?: string;
  total?: number;
}

/** A listing's items, its total ('#') first, then its positions in order: one Query on its partition. */
async function readList(list: ListId): Promise<{ total: number; entries: ListEntry[] }> {
  const items: ListEntry[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page: QueryCommandOutput = await dynamo().send(
      new QueryCommand({
        TableName: table(),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': listPartition(list) },
        ConsistentRead: true,
        ExclusiveStartKey: start,
      }),
    );
    items.push(...((page.Items ?? []) as ListEntry[]));
    start = page.LastEvaluatedKey;
  } while (start);
  const meta = items.find((i) => i.sk === '#');
  return { total: meta?.total ?? 0, entries: items.filter((i) => i.sk !== '#') };
}

/** The total is written last, on the condition that it is still the one read: two saves at once do not take one place. */
async function writeTotal(list: ListId, read: number, total: number): Promise<void> {
  if (read === total) return;
  await dynamo().send(
    new PutCommand({
      TableName: table(),
      Item: { ...listMetaKey(list), total },
      ConditionExpression: 'attribute_not_exists(pk) OR #total = :read',
      ExpressionAttributeNames: { '#total': 'total' },
      ExpressionAttributeValues: { ':read': read },
    }),
  );
}

/** A change of a listing, read again and made again while another save changes the same listing at the same moment. */
async function onList(list: ListId, change: (read: { total: number; ids: string[] }) => Promise<void>): Promise<void> {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const { total, entries } = await readList(list);
    try {
      await change({ total, ids: entries.map((e) => e.productId as string) });
      return;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }
  throw conflict(CATALOG_DESK.listingsBusy);
}

/** A product newly shown in a listing goes last, as a product added by a CSV import does. */
const appendToList = (list: ListId, productId: string) =>
  onList(list, async ({ total, ids }) => {
    // Positions run without gaps from 0, so their number is the listing's length, whatever the total says.
    if (!ids.includes(productId)) {
      await dynamo().send(
        new PutCommand({
          TableName: table(),
          Item: { ...listEntryKey(list, ids.length), productId },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
      ids.push(productId);
    }
    await writeTotal(list, total, ids.length);
  });

/** A product no longer shown: those after it move up one place, and the last place goes. */
const removeFromList = (list: ListId, productId: string) =>
  onList(list, async ({ total, ids }) => {
    const at = ids.indexOf(productId);
    if (at >= 0) {
      const moved = ids.slice(at + 1).map((id, i) => ({ PutRequest: { Item: { ...listEntryKey(list, at + i), productId: id } } }));
      for (const batch of chunks(moved, 25)) await batchWrite(batch);
      await batchWrite([{ DeleteRequest: { Key: listEntryKey(list, ids.length - 1) } }]);
      ids.splice(at, 1);
    }
    await writeTotal(list, total, ids.length);
  });

type WriteRequest = { PutRequest: { Item: Record<string, unknown> } } | { DeleteRequest: { Key: Record<string, unknown> } };
async function batchWrite(requests: WriteRequest[]): Promise<void> {
  let pending: WriteRequest[] | undefined = requests;
  for (let attempt = 0; pending && pending.length > 0; attempt++) {
    if (attempt > 10) throw new Error('DynamoDB kept catalog writes unprocessed');
    if (attempt > 0) await new Promise((r) => setTimeout(r, 25 * 2 ** Math.min(attempt, 6)));
    const result = await dynamo().send(new BatchWriteCommand({ RequestItems: { [table()]: pending } }));
    pending = result.UnprocessedItems?.[table()] as WriteRequest[] | undefined;
  }
}

/** The counts a category or collection shows, a collection's first products, and the home carousels that show them. */
async function recount(lists: readonly ListId[]): Promise<void> {
  const home = lists.some((l) => l.startsWith('K#'))
    ? ((await dynamo().send(new GetCommand({ TableName: table(), Key: homeKey() }))).Item as HomeItem | undefined)
    : undefined;
  for (const list of lists) {
    if (!list.startsWith('C#') && !list.startsWith('K#')) continue;
    const { entries } = await readList(list);
    const id = list.slice(2);
    const lead = entries.slice(0, LEAD_PRODUCTS).map((e) => e.productId as string);
    const key = list.startsWith('C#') ? categoryKey(id) : collectionKey(id);
    await dynamo().send(
      new UpdateCommand({
        TableName: table(),
        Key: key,
        ConditionExpression: 'attribute_exists(pk)',
        UpdateExpression: list.startsWith('C#') ? 'SET productCount = :count' : 'SET productCount = :count, leadProductIds = :lead',
        ExpressionAttributeValues: list.startsWith('C#') ? { ':count': entries.length } : { ':count': entries.length, ':lead': lead },
      }),
    );
    for (const carousel of ['secondCollection', 'fourthCollection'] as const) {
      if (home?.[carousel]?.id !== id) continue;
      await dynamo().send(
        new UpdateCommand({
          TableName: table(),
          Key: homeKey(),
          ConditionExpression: '#carousel.id = :id',
          UpdateExpression: 'SET #carousel.productIds = :lead',
          ExpressionAttributeNames: { '#carousel': carousel },
          ExpressionAttributeValues: { ':id': id, ':lead': lead },
        }),
      );
    }
  }
}

/** One entry per word of an active product's names, with what a name search filters on; words no longer there go. */
async function rewriteNameIndex(before: ProductItem | undefined, after: ProductItem): Promise<void> {
  const entries = (p: ProductItem | undefined) => (p ? nameIndexEntries(p) : []);
  const old = entries(before);
  const next = entries(after);
  const keyOf = (e: { pk: string; sk: string }) => `${e.pk}\u0000${e.sk}`;
  const kept = new Map(old.map((e) => [keyOf(e), e]));
  const wanted = new Set(next.map(keyOf));
  const requests: WriteRequest[] = [
    ...next.filter((e) => !isDeepStrictEqual(kept.get(keyOf(e)), e)).map((Item) => ({ PutRequest: { Item: { ...Item } } })),
    ...old.filter((e) => !wanted.has(keyOf(e))).map(({ pk, sk }) => ({ DeleteRequest: { Key: { pk, sk } } })),
  ];
  for (const batch of chunks(requests, 25)) await batchWrite(batch);
}

/** The other colours this product names show its main image in their own list of colours. */
async function showMainImageOnOtherColours(product: ProductItem): Promise<void> {
  const image = product.images[0] as string;
  for (const other of await getProducts(
    product.colorRelated.map((r) => r.id),
    { consistent: true },
  )) {
    const index = other.colorRelated.findIndex((r) => r.id === product.id);
    if (index < 0 || other.colorRelated[index]?.image === image) continue;
    try {
      await dynamo().send(
        new UpdateCommand({
          TableName: table(),
          Key: productKey(other.id),
          ConditionExpression: `colorRelated[${index}].id = :id`,
          UpdateExpression: `SET colorRelated[${index}].image = :image`,
          ExpressionAttributeValues: { ':id': product.id, ':image': image },
        }),
      );
    } catch (error) {
      // Its colours changed meanwhile: its own next save shows them as they are.
      if (!isConditionFailure(error)) throw error;
    }
  }
}
