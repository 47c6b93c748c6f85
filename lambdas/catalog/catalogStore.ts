import { BatchGetCommand, type BatchGetCommandOutput, GetCommand, QueryCommand, type QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../platform/config.ts';
import { chunks, dynamo } from '../platform/dynamo.ts';
import type { CategoryItem, CollectionItem, HomeItem, NavItem, ProductItem } from './catalogItems.ts';
import {
  type ListId,
  NAME_PROBE_LENGTH,
  categoryKey,
  collectionKey,
  homeKey,
  listMetaKey,
  listPartition,
  listPosition,
  navKey,
  productKey,
} from './catalogKeys.ts';

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

/** Products by id, in the order asked, skipping ids that do not exist. */
export async function getProducts(ids: readonly string[]): Promise<ProductItem[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const found = new Map<string, ProductItem>();
  for (const batch of chunks(unique, 100)) {
    let keys: Record<string, unknown>[] | undefined = batch.map(productKey);
    for (let attempt = 0; keys && keys.length > 0; attempt++) {
      if (attempt > 0) await new Promise((r) => setTimeout(r, 20 * 2 ** attempt));
      const result: BatchGetCommandOutput = await dynamo().send(new BatchGetCommand({ RequestItems: { [table()]: { Keys: keys } } }));
      for (const item of (result.Responses?.[table()] ?? []) as ProductItem[]) found.set(item.id, item);
      keys = result.UnprocessedKeys?.[table()]?.Keys;
      if (attempt > 8) throw new Error('DynamoDB kept products unprocessed');
    }
  }
  return ids.flatMap((id) => found.get(id) ?? []);
}

/** One page of a listing: the product ids at positions [start·size, start·size + size) and the total. */
export async function getListPage(list: ListId, page: number, size: number): Promise<{ ids: string[]; total: number }> {
  const first = page * size;
  const [meta, entries] = await Promise.all([
    getItem<{ total: number }>(listMetaKey(list)),
    dynamo().send(
      new QueryCommand({
        TableName: table(),
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
        ExpressionAttributeValues: {
          ':pk': listPartition(list),
          ':from': listPosition(first),
          ':to': listPosition(first + size - 1),
        },
      }),
    ),
  ]);
  const ids = (entries.Items ?? []).map((item) => item.productId as string);
  return { ids, total: meta?.total ?? 0 };
}

/** How many name-index entries one search reads at most: its cost is bounded, whatever the catalog's size. */
export const NAME_SEARCH_WINDOW = 100;

export interface NameHit {
  productId: string;
  nameNorm: string;
  age: string;
}

/**
 * Products whose name has a word starting with `probe` (already normalised, at least three
 * characters), reading at most NAME_SEARCH_WINDOW index entries.
 */
export async function findByNameWord(probe: string): Promise<NameHit[]> {
  const hits: NameHit[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const result: QueryCommandOutput = await dynamo().send(
      new QueryCommand({
        TableName: table(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :probe)',
        ExpressionAttributeValues: { ':pk': `N#${probe.slice(0, NAME_PROBE_LENGTH)}`, ':probe': probe },
        Limit: NAME_SEARCH_WINDOW - hits.length,
        ExclusiveStartKey: startKey,
      }),
    );
    hits.push(...((result.Items ?? []) as NameHit[]));
    startKey = result.LastEvaluatedKey;
  } while (startKey && hits.length < NAME_SEARCH_WINDOW);
  return hits;
}
