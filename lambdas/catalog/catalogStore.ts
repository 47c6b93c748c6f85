import { BatchGetCommand, type BatchGetCommandOutput, GetCommand, QueryCommand, type QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../platform/config.ts';
import { chunks, dynamo } from '../platform/dynamo.ts';
import type { AnnouncementItem, CategoryItem, CollectionItem, HomeItem, NameIndexItem, NavItem, ProductItem } from './catalogItems.ts';
import {
  announcementKey,
  type ListId,
  NAME_PROBE_LENGTH,
  categoryKey,
  collectionKey,
  facetSummaryKey,
  homeKey,
  listMetaKey,
  listPartition,
  listPosition,
  navKey,
  productKey,
  searchPartition,
} from './catalogKeys.ts';
import type { FacetSummaryItem } from './facetIndex.ts';
import { decodeSummary } from './facetSummary.ts';
import type { FacetRecord } from './listingFacets.ts';
import type { SearchEntryItem } from './searchIndex.ts';

/** Reads of the catalog table. Every read is a GetItem, BatchGetItem or Query on a key. */
const table = () => tableName('catalog');

async function getItem<T>(key: { pk: string; sk: string }): Promise<T | undefined> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: table(), Key: key }));
  return Item as T | undefined;
}

export const getProduct = (id: string) => getItem<ProductItem>(productKey(id));
export const getCategory = (id: string) => getItem<CategoryItem>(categoryKey(id));
export const getCollection = (id: string) => getItem<CollectionItem>(collectionKey(id));
export const getHome = () => getItem<HomeItem>(homeKey());
export const getNav = (age: string) => getItem<NavItem>(navKey(age));
export const getAnnouncement = () => getItem<AnnouncementItem>(announcementKey());

/** Items by key, in one BatchGetItem per 100 keys, retrying what DynamoDB leaves unprocessed. */
async function batchGet<T>(keys: readonly { pk: string; sk: string }[], consistent = false): Promise<T[]> {
  const found: T[] = [];
  for (const batch of chunks(keys, 100)) {
    let pending: Record<string, unknown>[] | undefined = batch;
    for (let attempt = 0; pending && pending.length > 0; attempt++) {
      if (attempt > 0) await new Promise((r) => setTimeout(r, 20 * 2 ** attempt));
      const result: BatchGetCommandOutput = await dynamo().send(
        new BatchGetCommand({ RequestItems: { [table()]: { Keys: pending, ...(consistent ? { ConsistentRead: true } : {}) } } }),
      );
      found.push(...((result.Responses?.[table()] ?? []) as T[]));
      pending = result.UnprocessedKeys?.[table()]?.Keys;
      if (attempt > 8) throw new Error('DynamoDB kept catalog keys unprocessed');
    }
  }
  return found;
}

/** Products by id, in the order asked, skipping ids that do not exist; `consistent` for a writer that must see the latest. */
export async function getProducts(ids: readonly string[], options: { consistent?: boolean } = {}): Promise<ProductItem[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const found = new Map((await batchGet<ProductItem>(unique.map(productKey), options.consistent)).map((item) => [item.id, item]));
  return ids.flatMap((id) => found.get(id) ?? []);
}

/** Collections by id, in the order asked, skipping ids that do not exist. */
export async function getCollections(ids: readonly string[]): Promise<CollectionItem[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const found = new Map((await batchGet<CollectionItem>(unique.map(collectionKey))).map((item) => [item.id, item]));
  return ids.flatMap((id) => found.get(id) ?? []);
}

/** The header's items of some age groups, in one BatchGetItem; age groups without one are left out. */
export async function getNavs(ages: readonly string[]): Promise<NavItem[]> {
  const unique = [...new Set(ages)];
  if (unique.length === 0) return [];
  const found = new Map((await batchGet<NavItem>(unique.map(navKey))).map((item) => [item.age as string, item]));
  return unique.flatMap((age) => found.get(age) ?? []);
}

/** How many products a listing holds. */
export async function getListTotal(list: ListId): Promise<number> {
  return (await getItem<{ total: number }>(listMetaKey(list)))?.total ?? 0;
}

/** The product ids at positions [first, first + count) of a listing: one Query on a key range. */
export async function getListRange(list: ListId, first: number, count: number): Promise<string[]> {
  const entries = await dynamo().send(
    new QueryCommand({
      TableName: table(),
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ExpressionAttributeValues: {
        ':pk': listPartition(list),
        ':from': listPosition(first),
        ':to': listPosition(first + count - 1),
      },
    }),
  );
  return (entries.Items ?? []).map((item) => item.productId as string);
}

/** One page of a listing: the product ids at positions [start·size, start·size + size) and the total. */
export async function getListPage(list: ListId, page: number, size: number): Promise<{ ids: string[]; total: number }> {
  const [total, ids] = await Promise.all([getListTotal(list), getListRange(list, page * size, size)]);
  return { ids, total };
}

/** How many name-index entries one search reads at most: its cost is bounded, whatever the catalog's size. */
export const NAME_SEARCH_WINDOW = 100;

export type NameHit = Pick<NameIndexItem, 'productId' | 'nameNorm' | 'age'> & Partial<Pick<NameIndexItem, 'categoryIds' | 'collectionIds'>>;

/**
 * Products whose name has a word starting with `probe` (already normalised, at least three
 * characters), reading at most NAME_SEARCH_WINDOW index entries.
 */
export const findByNameWord = (probe: string) => probeIndex<NameHit>(`N#${probe.slice(0, NAME_PROBE_LENGTH)}`, probe);

/** The same window of the search index the stream keeps with facet attributes (docs/decisions/030). */
export const findSearchEntries = (probe: string) => probeIndex<SearchEntryItem>(searchPartition(probe), probe);

async function probeIndex<T>(partition: string, probe: string): Promise<T[]> {
  const hits: T[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const result: QueryCommandOutput = await dynamo().send(
      new QueryCommand({
        TableName: table(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :probe)',
        ExpressionAttributeValues: { ':pk': partition, ':probe': probe },
        Limit: NAME_SEARCH_WINDOW - hits.length,
        ExclusiveStartKey: startKey,
      }),
    );
    hits.push(...((result.Items ?? []) as T[]));
    startKey = result.LastEvaluatedKey;
  } while (startKey && hits.length < NAME_SEARCH_WINDOW);
  return hits;
}

/** A category's or collection's facet summary: its products' facet records, or undefined when none was written. */
export async function getFacetSummary(list: ListId): Promise<FacetRecord[] | undefined> {
  const item = await getItem<FacetSummaryItem>(facetSummaryKey(list));
  return item ? decodeSummary(item.summary) : undefined;
}
