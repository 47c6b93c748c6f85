import type { AgeGroup } from '@shop/shared/ages';
import type { ProductItem } from './catalogItems.ts';
import {
  type ListId,
  facetSummaryKey,
  hasFacetSummary,
  listPartition,
  nameTokens,
  normaliseName,
  POSITION_WIDTH,
  searchEntryKey,
} from './catalogKeys.ts';
import { encodeSummary } from './facetSummary.ts';
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

/** One word of an active product's name, with what a search filters and sorts on. Short names: a search reads 100. */
export interface SearchEntryItem {
  pk: string;
  sk: string;
  id: string;
  /** The name, folded. */
  n: string;
  age: AgeGroup;
  cat: string[];
  col: string[];
  /** Colour, price paid, discount, sizes in stock at the Office Warehouse, arrival (epoch ms). */
  c: string;
  p: number;
  d: number;
  s: string[];
  a: number;
}

export function summaryItem(list: ListId, records: readonly FacetRecord[], version: number): FacetSummaryItem {
  return { ...facetSummaryKey(list), list, version, products: records.length, summary: encodeSummary(records) };
}

/** The search entries of a product: none while it is inactive. */
export function searchEntries(product: ProductItem, addedAt: number): SearchEntryItem[] {
  if (!product.active) return [];
  const f = facetAttributes(product);
  return nameTokens(product.name).map((token) => ({
    ...searchEntryKey(token, product.id),
    id: product.id,
    n: normaliseName(product.name),
    age: product.age,
    cat: product.categoryIds,
    col: product.collectionIds ?? [],
    c: f.color,
    p: f.paid,
    d: f.discount,
    s: f.sizes,
    a: addedAt,
  }));
}

/** A search hit as a facet record, placed at its rank among the hits. */
export const searchRecord = (entry: SearchEntryItem, position: number): FacetRecord => ({
  id: entry.id,
  color: entry.c,
  paid: entry.p,
  discount: entry.d,
  sizes: entry.s,
  addedAt: entry.a,
  position,
  active: true,
});

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

/**
 * The facet index of a whole catalog, from the items it is written as: for a catalog written
 * at once, before the stream is read (the demo seed, the bench, tests). Products arrive in the
 * order the catalog lists them, one second apart before `at`, so "newest" has a meaning there.
 */
export function facetIndexItems(items: readonly Item[], at: number): Item[] {
  const products = items.filter((i) => i.pk.startsWith('P#')) as unknown as ProductItem[];
  const addedAt = new Map(products.map((p, i) => [p.id, at - (products.length - 1 - i) * 1000]));
  const byId = new Map(products.map((p) => [p.id, p]));
  const lists = new Map<ListId, FacetRecord[]>();
  for (const item of items) {
    const slot = listingSlot(item);
    if (!slot) continue;
    const records = lists.get(slot.list) ?? [];
    lists.set(slot.list, records);
    const product = byId.get(item.productId as string);
    if ('meta' in slot || !product) continue;
    records.push({ ...facetAttributes(product), position: slot.position, addedAt: addedAt.get(product.id) ?? at });
  }
  const summaries = [...lists].map(([list, records]) => summaryItem(list, records, 1));
  const entries = products.flatMap((p) => searchEntries(p, addedAt.get(p.id) ?? at));
  return [...summaries, ...entries] as unknown as Item[];
}
