import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Clock } from '../platform/clock.ts';
import { tableName } from '../platform/config.ts';
import { chunks, dynamo } from '../platform/dynamo.ts';
import type { ProductItem } from './catalogItems.ts';
import { catalogIndexKey, type ListId, listPartition } from './catalogKeys.ts';
import { getProducts } from './catalogStore.ts';
import { CATALOG_INDEX_VERSION, IndexedCatalog, indexMark, listingRecords } from './facetIndex.ts';
import { rewriteSummary, searchEntryChanges, writeSearchEntries } from './facetIndexUpdates.ts';
import { type FacetRecord, sameAttributes } from './listingFacets.ts';
import { type LowStockItem, lowStockItem, sameLowStock, writeLowStock } from './lowStock.ts';
import { setProductRating } from './productRating.ts';
import { type SearchEntryItem, searchEntries } from './searchIndex.ts';

/**
 * The rebuild of what the catalog's streams keep (docs/decisions/030 and 037): every category's
 * and collection's facet summary, the search index's twin, and each product's rating. A catalog
 * stored before these existed has none of them, and the streams only write what changes; the
 * operator runs this once (`npm run admin -- catalog reindex`), and `npm start` runs it on data
 * from before. It reads the whole catalog in pages (a job's Scan, never a request path's) and
 * writes only what differs from what a stream would have written, so it is safe to repeat and
 * safe beside the streams: what differs is read again, consistently, before it is written, and
 * a summary is written on the version read, as the stream writes it.
 */

export interface RecountedRating {
  count: number;
  stars: number;
  /** The reviews' count item was given the stars' sum it lacked (or would be, in a dry run). */
  counterRepaired: boolean;
  /** The count item's revision, which orders the product's ratings (docs/decisions/042). */
  revision?: number;
}

export interface ReindexProgress {
  advance(by: number): void;
  done(): void;
}

export interface ReindexPorts {
  /** The catalog table's items whose partition key starts with one of `prefixes`, a page at a time. */
  catalogPages(prefixes: readonly string[]): AsyncIterable<readonly Record<string, unknown>[]>;
  /** A product's reviews counted from the reviews themselves (lambdas/reviews/ratingRecount.ts). */
  recountReviews(productId: string, options: { dryRun: boolean }): Promise<RecountedRating>;
  clock: Clock;
  progress?(label: string, total: number): ReindexProgress;
}

export interface ReindexResult {
  dryRun: boolean;
  /** Items of the catalog table read. */
  itemsRead: number;
  products: number;
  listings: { written: number; unchanged: number };
  searchEntries: { written: number; deleted: number; unchanged: number };
  ratings: { written: number; unchanged: number; countersSummed: number };
  /** The products with sizes running low that Today lists (lowStock.ts). */
  lowStock: { written: number; deleted: number; unchanged: number };
}

/** Written (or, in a dry run, counted) at most this many at a time. */
const CONCURRENCY = 8;
/** Products whose search entries are compared, and read again where they differ, at a time. */
const PRODUCT_CHUNK = 100;

const READ_PREFIXES = ['P#', listPartition('C#'), listPartition('K#'), listPartition('ALL'), 'F#', 'S#', 'LOWSTOCK'];

/** Reads the catalog and brings its facet index and ratings to what the catalog says. */
export async function reindexCatalog(ports: ReindexPorts, options: { dryRun: boolean }): Promise<ReindexResult> {
  const { dryRun } = options;
  // Whole seconds, as a summary keeps arrivals.
  const at = Math.floor(ports.clock.now().getTime() / 1000) * 1000;
  const read = await readCatalog(ports);
  const { catalog } = read;
  const defaultArrival = catalog.arrivals(at);
  // A product the search index knows arrived when it first saw it; the rest as in a catalog indexed at once.
  const arrival = (id: string) => read.arrivals.get(id) ?? defaultArrival(id);

  const result: ReindexResult = {
    dryRun,
    itemsRead: read.items,
    products: catalog.products.size,
    listings: { written: 0, unchanged: 0 },
    searchEntries: { written: 0, deleted: 0, unchanged: 0 },
    ratings: { written: 0, unchanged: 0, countersSummed: 0 },
    lowStock: { written: 0, deleted: 0, unchanged: 0 },
  };

  const lists = [...new Set([...catalog.listings.keys(), ...read.summaries])];
  await inTurn(lists, 'Facet summaries', ports, async (list) => {
    const written = await rewriteSummary(list, (stored) => rebuiltSummary(catalog, list, stored, arrival), { dryRun });
    result.listings[written ? 'written' : 'unchanged']++;
  });

  const productIds = [...new Set([...catalog.products.keys(), ...read.entries.keys()])];
  await inTurn(
    chunks(productIds, PRODUCT_CHUNK),
    'Search index',
    ports,
    async (ids) => {
      const entries = await rebuiltSearchEntries(catalog, ids, read.entries, arrival);
      for (const { stored, next } of entries) {
        const { writes, deletes } = searchEntryChanges(stored, next);
        result.searchEntries.written += writes.length;
        result.searchEntries.deleted += deletes.length;
        result.searchEntries.unchanged += next.length - writes.length;
        if (!dryRun && writes.length + deletes.length > 0) await writeSearchEntries(stored, next);
      }
    },
    (ids) => ids.length,
  );

  await inTurn([...catalog.products.values()], 'Ratings', ports, async (product) => {
    const recounted = await ports.recountReviews(product.id, { dryRun });
    if (recounted.counterRepaired) result.ratings.countersSummed++;
    const differs = recounted.count > 0 && (product.ratingCount !== recounted.count || product.ratingStars !== recounted.stars);
    const written = differs && (dryRun || (await setProductRating(product.id, recounted, { repair: true, revision: recounted.revision })));
    result.ratings[written ? 'written' : 'unchanged']++;
  });

  // Today's sizes running low: products stored before the stream kept them, or by a seed it did not read.
  const lowIds = [...new Set([...catalog.products.keys(), ...read.lowStock.keys()])];
  const differs = (id: string) => !sameLowStock(lowStockItem(catalog.products.get(id)), read.lowStock.get(id));
  await inTurn(
    chunks(lowIds.filter(differs), PRODUCT_CHUNK),
    'Low stock',
    ports,
    async (ids) => {
      // Read again, consistently: a size sold or restocked since the catalog was read is written as it is now.
      const fresh = new Map((await getProducts(ids, { consistent: true })).map((p) => [p.id, p]));
      for (const id of ids) {
        const next = lowStockItem(fresh.get(id));
        if (sameLowStock(next, read.lowStock.get(id))) continue;
        result.lowStock[next ? 'written' : 'deleted']++;
        if (!dryRun) await writeLowStock(id, next);
      }
    },
    (ids) => ids.length,
  );
  result.lowStock.unchanged = lowIds.length - result.lowStock.written - result.lowStock.deleted;

  if (!dryRun) await markIndexed(at);
  return result;
}

interface ReadCatalog {
  catalog: IndexedCatalog;
  items: number;
  /** The listings that have a summary stored. */
  summaries: Set<ListId>;
  /** Stored search entries by product. */
  entries: Map<string, SearchEntryItem[]>;
  /** When the search index first saw each product it knows. */
  arrivals: Map<string, number>;
  /** Stored low-stock items by product. */
  lowStock: Map<string, LowStockItem>;
}

async function readCatalog(ports: ReindexPorts): Promise<ReadCatalog> {
  const read: ReadCatalog = {
    catalog: new IndexedCatalog(),
    items: 0,
    summaries: new Set(),
    entries: new Map(),
    arrivals: new Map(),
    lowStock: new Map(),
  };
  for await (const page of ports.catalogPages(READ_PREFIXES)) {
    for (const raw of page) {
      const item = raw as Record<string, unknown> & { pk: string; sk: string };
      read.items++;
      if (item.pk === 'LOWSTOCK') read.lowStock.set(item.sk, item as unknown as LowStockItem);
      else if (item.pk.startsWith('F#')) read.summaries.add(item.list as ListId);
      else if (item.pk.startsWith('S#')) {
        const entry = item as unknown as SearchEntryItem;
        read.entries.set(entry.id, [...(read.entries.get(entry.id) ?? []), entry]);
        read.arrivals.set(entry.id, Math.min(entry.a, read.arrivals.get(entry.id) ?? entry.a));
      } else read.catalog.add(item);
    }
  }
  return read;
}

const sameRecord = (a: FacetRecord, b: FacetRecord | undefined) =>
  b !== undefined && a.position === b.position && Math.floor(a.addedAt / 1000) === Math.floor(b.addedAt / 1000) && sameAttributes(a, b);

/**
 * A listing's summary as the stream would hold it, from its positions and products; the stored
 * records (the same array) when it already does. A product the summary holds keeps its arrival
 * there. The products whose records differ are read again, consistently: one sold since the
 * catalog was read must not be written as it was.
 */
async function rebuiltSummary(
  catalog: IndexedCatalog,
  list: ListId,
  stored: FacetRecord[],
  arrival: (id: string) => number,
): Promise<FacetRecord[]> {
  const known = new Map(stored.map((r) => [r.id, r.addedAt]));
  const slots = catalog.slots(list);
  const build = () =>
    listingRecords(
      slots,
      (id) => catalog.products.get(id),
      (id) => known.get(id) ?? arrival(id),
    );
  const storedAt = new Map(stored.map((r) => [r.position, r]));
  const same = (records: FacetRecord[]) =>
    records.length === stored.length && records.every((r) => sameRecord(r, storedAt.get(r.position)));
  const first = build();
  if (same(first)) return stored;
  const built = new Set(first.filter((r) => sameRecord(r, storedAt.get(r.position))).map((r) => r.position));
  const differing = slots.filter(([position]) => !built.has(position)).map(([, id]) => id);
  for (const product of await getProducts(differing, { consistent: true })) catalog.products.set(product.id, product);
  const again = build();
  return same(again) ? stored : again;
}

/** Each product's stored search entries and what they should be; products whose entries differ are read again, consistently. */
async function rebuiltSearchEntries(
  catalog: IndexedCatalog,
  ids: readonly string[],
  stored: ReadonlyMap<string, SearchEntryItem[]>,
  arrival: (id: string) => number,
): Promise<{ stored: SearchEntryItem[]; next: SearchEntryItem[] }[]> {
  const entriesOf = (id: string, product: ProductItem | undefined) => (product ? searchEntries(product, arrival(id)) : []);
  const differs = (id: string) => {
    const { writes, deletes } = searchEntryChanges(stored.get(id) ?? [], entriesOf(id, catalog.products.get(id)));
    return writes.length + deletes.length > 0;
  };
  const again = ids.filter(differs);
  const fresh = new Map((await getProducts(again, { consistent: true })).map((p) => [p.id, p]));
  for (const id of again) {
    const product = fresh.get(id);
    if (product) catalog.products.set(id, product);
    else catalog.products.delete(id);
  }
  return ids.map((id) => ({ stored: stored.get(id) ?? [], next: entriesOf(id, catalog.products.get(id)) }));
}

/** Runs `work` on each item, CONCURRENCY at a time, with a progress bar of their `weight`. */
async function inTurn<T>(
  items: readonly T[],
  label: string,
  ports: ReindexPorts,
  work: (item: T) => Promise<void>,
  weight: (item: T) => number = () => 1,
): Promise<void> {
  const progress = ports.progress?.(
    label,
    items.reduce((sum, item) => sum + weight(item), 0),
  );
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
      progress?.advance(weight(item));
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, items.length) }, worker));
  progress?.done();
}

/** Records that the catalog holds this version's index, unless it already says so: a second run writes nothing. */
async function markIndexed(at: number): Promise<void> {
  if (((await indexVersion()) ?? 0) >= CATALOG_INDEX_VERSION) return;
  await dynamo().send(new PutCommand({ TableName: tableName('catalog'), Item: indexMark(at) }));
}

/** The version of the index the catalog was last built to; undefined for a catalog stored before the index existed. */
export async function indexVersion(): Promise<number | undefined> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: tableName('catalog'), Key: catalogIndexKey(), ConsistentRead: true }));
  return typeof Item?.version === 'number' ? Item.version : undefined;
}
