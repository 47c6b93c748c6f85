import type { AgeGroup } from '@shop/shared/ages';
import type { ProductItem } from './catalogItems.ts';
import { searchEntryKey, searchNames } from './catalogKeys.ts';
import { type FacetRecord, facetAttributes } from './listingFacets.ts';

/**
 * The search index's twin with facet attributes (`S#`, docs/decisions/030): one entry per word of
 * an active product's name, which a search with filters, a sort or facets reads a window of 100
 * of. What it filters and sorts on is packed into one string attribute, `v`: DynamoDB's time to
 * answer, and the SDK's to unmarshal, grow with every attribute of every entry: twelve, three of
 * them lists, made a faceted search 1.2–1.6× the plain one, whose `N#` entries have seven.
 */
export interface SearchEntryItem {
  pk: string;
  sk: string;
  id: string;
  /**
   * SearchFacets as a JSON array: `[name folded, age, categories, collections, colour, price paid,
   * discount, sizes in stock]`, then the Croatian name folded when the product has one, and its
   * colour's Croatian name when that differs (after an empty name when it has none).
   */
  v: string;
  /** When the index first saw the product (epoch ms): kept by every later write. */
  a: number;
}

/** What an entry's `v` holds. */
export interface SearchFacets {
  /** The name, folded. */
  n: string;
  age: AgeGroup;
  cat: string[];
  col: string[];
  /** Colour, price paid, discount, sizes in stock at the Office Warehouse. */
  c: string;
  p: number;
  d: number;
  s: string[];
  /** The Croatian name, folded, when there is one. */
  h?: string;
  /** The colour's Croatian name, when it differs: the colour filter's label on a Croatian page. */
  ch?: string;
}

/** The attributes an entry carried, one each, before they were packed into `v`: a write removes them. */
export const UNPACKED_ENTRY_FIELDS = ['n', 'age', 'cat', 'col', 'c', 'p', 'd', 's'] as const;

type Packed = [SearchFacets['n'], AgeGroup, string[], string[], string, number, number, string[], string?, string?];

/** The search entries of a product: none while it is inactive. */
export function searchEntries(product: ProductItem, addedAt: number): SearchEntryItem[] {
  if (!product.active) return [];
  const f = facetAttributes(product);
  const { nameNorm, nameNormHr, tokens } = searchNames(product);
  const packed: Packed = [nameNorm, product.age, product.categoryIds, product.collectionIds ?? [], f.color, f.paid, f.discount, f.sizes];
  if (nameNormHr || f.colorHr) packed.push(nameNormHr ?? '');
  if (f.colorHr) packed.push(f.colorHr);
  const v = JSON.stringify(packed);
  return tokens.map((token) => ({ ...searchEntryKey(token, product.id), id: product.id, v, a: addedAt }));
}

/** An entry's facets; an entry stored before they were packed (until `catalog reindex` rewrites it) has them unpacked. */
export function entryFacets(entry: SearchEntryItem): SearchFacets {
  if (typeof entry.v !== 'string') return entry as unknown as SearchFacets;
  const [n, age, cat, col, c, p, d, s, h, ch] = JSON.parse(entry.v) as Packed;
  return { n, age, cat, col, c, p, d, s, ...(h ? { h } : {}), ...(ch ? { ch } : {}) };
}

/** Whether an entry was stored before its facets were packed. */
export const isUnpacked = (entry: SearchEntryItem) => typeof entry.v !== 'string';

/** A search hit: what the name search sifts it by, and its facet record once placed at its rank among the hits. */
export function searchHit(entry: SearchEntryItem) {
  const f = entryFacets(entry);
  return {
    productId: entry.id,
    nameNorm: f.n,
    nameNormHr: f.h,
    age: f.age,
    categoryIds: f.cat,
    collectionIds: f.col,
    record: (position: number): FacetRecord => ({
      id: entry.id,
      color: f.c,
      ...(f.ch ? { colorHr: f.ch } : {}),
      paid: f.p,
      discount: f.d,
      sizes: f.s,
      addedAt: entry.a,
      position,
      active: true,
    }),
  };
}
