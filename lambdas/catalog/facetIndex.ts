import type { ProductItem } from './catalogItems.ts';
import {
  ALL_PRODUCTS,
  catalogIndexKey,
  type ListId,
  facetSummaryKey,
  hasFacetSummary,
  listPartition,
  POSITION_WIDTH,
  productKey,
} from './catalogKeys.ts';
import { encodeSummary } from './facetSummary.ts';
import { searchEntries } from './searchIndex.ts';
import { type FacetRecord, facetAttributes } from './listingFacets.ts';

/**
 * The facet index (docs/decisions/030-listing-filters-and-search.md): for each category and
 * collection, one item with every product's facet attributes in listing order; for search, one
 * entry per word of each active product's name, with the same attributes. The catalog stream
 * keeps both (streams/listingFacets.ts); a new catalog is written with them (seedCatalog).
 */
export interface FacetSummaryItem {
  pk: string;
  sk: string;
  list: ListId;
  /** Moves by one on every write: a writer that read an older one tries again. */
  version: number;
  products: number;
  summary: Uint8Array;
}

/**
 * Raised when the index's shape changes, so a catalog indexed before is rebuilt (reindexCatalog.ts; the local stack does it on start).
 * 3: the colours' Croatian names, the colour filter's labels on a Croatian page (docs/decisions/072).
 */
export const CATALOG_INDEX_VERSION = 3;

/** The mark of a catalog whose index is of this version: written with a new catalog's index, and by a rebuild. */
export const indexMark = (at: number) => ({ ...catalogIndexKey(), version: CATALOG_INDEX_VERSION, at: new Date(at).toISOString() });

export function summaryItem(list: ListId, records: readonly FacetRecord[], version: number): FacetSummaryItem {
  return { ...facetSummaryKey(list), list, version, products: records.length, summary: encodeSummary(records) };
}

/** A listing entry's list and position, when it belongs to a listing with a facet summary. */
export function listingSlot(item: {
  pk: string;
  sk: string;
}): { list: ListId; position: number } | { list: ListId; meta: true } | undefined {
  if (!item.pk.startsWith(listPartition('' as ListId))) return undefined;
  const list = item.pk.slice(listPartition('' as ListId).length);
  if (!hasFacetSummary(list)) return undefined;
  if (item.sk === '#') return { list, meta: true };
  return item.sk.length === POSITION_WIDTH && /^\d+$/.test(item.sk) ? { list, position: Number(item.sk) } : undefined;
}

type Item = Record<string, unknown> & { pk: string; sk: string };

/** A product as a listing's facet record: what a filter sees of it, at its place, arrived when first seen there. */
export const facetRecord = (product: ProductItem, position: number, addedAt: number): FacetRecord => ({
  ...facetAttributes(product),
  position,
  addedAt,
});

/**
 * A listing's facet summary records: the product at each of its positions, as a filter sees it.
 * A position whose product does not exist is left out, as the listing's page leaves it out.
 */
export function listingRecords(
  slots: Iterable<readonly [number, string]>,
  productOf: (id: string) => ProductItem | undefined,
  arrivalOf: (id: string) => number,
): FacetRecord[] {
  return [...slots].flatMap(([position, id]) => {
    const product = productOf(id);
    return product ? [facetRecord(product, position, arrivalOf(id))] : [];
  });
}

/** What the facet index is made of: the products, and each category's and collection's positions. */
export class IndexedCatalog {
  readonly products = new Map<string, ProductItem>();
  /** By listing, its product ids by position (a position past the listing's total is none of it). */
  readonly listings = new Map<ListId, Map<number, string>>();
  private readonly totals = new Map<ListId, number>();
  /** The product ids of the listing of every active product, by position: the order they arrive in. */
  private readonly everything = new Map<number, string>();

  /** Takes in one item of the catalog table; items of other kinds are passed over. */
  add(item: Item): void {
    const product = asProductItem(item);
    if (product) this.products.set(product.id, product);
    else if (item.pk === listPartition(ALL_PRODUCTS) && item.sk !== '#') this.everything.set(Number(item.sk), item.productId as string);
    const slot = listingSlot(item);
    if (!slot) return;
    const positions = this.listings.get(slot.list) ?? new Map<number, string>();
    this.listings.set(slot.list, positions);
    if ('meta' in slot) this.totals.set(slot.list, Number(item.total ?? 0));
    else positions.set(slot.position, item.productId as string);
  }

  /** A listing's positions in order, up to its total. */
  slots(list: ListId): [number, string][] {
    const total = this.totals.get(list) ?? Number.POSITIVE_INFINITY;
    return [...(this.listings.get(list) ?? [])].filter(([position]) => position < total).sort(([a], [b]) => a - b);
  }

  /**
   * When each product arrives in an index that never saw it: in the order the shop lists every
   * product, one second apart up to `at`, so "newest" means something in a catalog indexed at
   * once; a product listed nowhere (inactive) at `at`.
   */
  arrivals(at: number): (id: string) => number {
    const order = [...this.everything].sort(([a], [b]) => a - b).map(([, id]) => id);
    const arrival = new Map(order.map((id, i) => [id, at - (order.length - 1 - i) * 1000] as const).reverse());
    return (id) => arrival.get(id) ?? at;
  }
}

/** The product an item of the catalog table is, if it is one. */
export function asProductItem(item: Record<string, unknown> | undefined): ProductItem | undefined {
  if (!item || typeof item.id !== 'string') return undefined;
  const key = productKey(item.id);
  return item.pk === key.pk && item.sk === key.sk ? (item as unknown as ProductItem) : undefined;
}

/**
 * The facet index of a whole catalog, from the items it is written as: for a catalog written
 * at once, before the stream is read (the demo seed, the bench, tests). Products arrive in the
 * order the shop lists them, one second apart before `at` (IndexedCatalog.arrivals).
 */
export function facetIndexItems(items: readonly Item[], at: number): Item[] {
  const catalog = new IndexedCatalog();
  for (const item of items) catalog.add(item);
  const arrival = catalog.arrivals(at);
  const productOf = (id: string) => catalog.products.get(id);
  const summaries = [...catalog.listings.keys()].map((list) =>
    summaryItem(list, listingRecords(catalog.slots(list), productOf, arrival), 1),
  );
  const entries = [...catalog.products.values()].flatMap((p) => searchEntries(p, arrival(p.id)));
  return [...summaries, ...entries] as unknown as Item[];
}
