import {
  type FacetCount,
  type ListingFacets,
  type ListingSort,
  PRICE_BANDS,
  type ProductSearchRequest,
} from '@shop/shared/contract/catalog';
import { discountedPrice } from '@shop/shared/money';
import type { Language } from '@shop/shared/language';
import { compareSizes } from '@shop/shared/sizes';
import { inLanguage } from '@shop/shared/translated';
import type { ProductItem } from './catalogItems.ts';

/**
 * What a listing is filtered and sorted by, one record per product (docs/decisions/030): kept
 * by the catalog stream in the listing's facet summary and in the search index, so a filtered
 * page reads those and the ten products it shows, never the rest of the listing's products.
 */
export interface FacetRecord {
  id: string;
  /** The colour's name, as the card shows it in English: the filter's value. */
  color: string;
  /** Its Croatian name, where the product has one that differs: the value's label on a Croatian page. */
  colorHr?: string;
  /** What a shopper pays, in cents: the price less the product's discount. */
  paid: number;
  discount: number;
  /** Sizes with a piece on the Office Warehouse shelf. */
  sizes: string[];
  /** When the product came into the shop (epoch ms): the "newest" order. */
  addedAt: number;
  /** Its place in the listing (or in the search's hits): the order when none is chosen. */
  position: number;
  active: boolean;
}

/** The filter and sort fields of a request. */
export type ListingQuery = Pick<ProductSearchRequest, 'sizes' | 'colors' | 'priceMin' | 'priceMax' | 'sort'>;

/** Whether a request asks for more than the listing's own order: a filter, a sort or the facets. */
export function asksForFacets(request: ProductSearchRequest): boolean {
  return Boolean(
    request.facets ||
      request.sort ||
      request.sizes?.length ||
      request.colors?.length ||
      request.priceMin !== undefined ||
      request.priceMax !== undefined,
  );
}

/** The facet attributes of a stored product. */
export function facetAttributes(product: ProductItem): Omit<FacetRecord, 'position' | 'addedAt'> {
  const colorHr = inLanguage(product, 'hr').colorName;
  return {
    id: product.id,
    color: product.colorName,
    ...(colorHr !== product.colorName ? { colorHr } : {}),
    paid: discountedPrice(product.price, product.discount ?? 0),
    discount: product.discount ?? 0,
    sizes: product.sizes.filter((size) => (product.stock[size] ?? 0) > 0),
    active: product.active,
  };
}

/** Whether two records filter and sort alike (the place and arrival aside). */
export function sameAttributes(a: Omit<FacetRecord, 'position' | 'addedAt'>, b: Omit<FacetRecord, 'position' | 'addedAt'>): boolean {
  return (
    a.id === b.id &&
    a.color === b.color &&
    a.colorHr === b.colorHr &&
    a.paid === b.paid &&
    a.discount === b.discount &&
    a.active === b.active &&
    a.sizes.length === b.sizes.length &&
    a.sizes.every((size, i) => b.sizes[i] === size)
  );
}

type Test = (record: FacetRecord) => boolean;

/** One test per filter asked for: any chosen size in stock, any chosen colour, the price within the limits. */
function filterTests(query: ListingQuery): { sizes?: Test; colors?: Test; price?: Test } {
  const sizes = query.sizes?.length ? new Set(query.sizes) : undefined;
  const colors = query.colors?.length ? new Set(query.colors) : undefined;
  const { priceMin, priceMax } = query;
  return {
    sizes: sizes && ((r) => r.sizes.some((s) => sizes.has(s))),
    colors: colors && ((r) => colors.has(r.color)),
    price:
      priceMin !== undefined || priceMax !== undefined
        ? (r) => (priceMin === undefined || r.paid >= priceMin) && (priceMax === undefined || r.paid <= priceMax)
        : undefined,
  };
}

const passing = (records: readonly FacetRecord[], tests: (Test | undefined)[]) => {
  const active = tests.filter((t): t is Test => t !== undefined);
  return records.filter((r) => r.active && active.every((t) => t(r)));
};

/** The active records that pass every filter of the query. */
export function filterRecords(records: readonly FacetRecord[], query: ListingQuery): FacetRecord[] {
  const t = filterTests(query);
  return passing(records, [t.sizes, t.colors, t.price]);
}

function counted(values: Iterable<string>, records: readonly FacetRecord[], valuesOf: (r: FacetRecord) => readonly string[]) {
  const counts = new Map<string, number>([...values].map((v) => [v, 0]));
  for (const r of records) for (const v of new Set(valuesOf(r))) counts.set(v, (counts.get(v) ?? 0) + 1);
  return counts;
}

const toCounts = (counts: Map<string, number>, order: (a: string, b: string) => number): FacetCount[] =>
  [...counts].sort(([a], [b]) => order(a, b)).map(([value, count]) => ({ value, count }));

/**
 * The colours with their counts as a page in `language` shows them: the value stays the English
 * name (what the address and the filter carry); a Croatian page is given each colour's Croatian
 * name as its label, where the listing's products have one, and the colours in its order.
 */
function colourCounts(counts: Map<string, number>, records: readonly FacetRecord[], language: Language): FacetCount[] {
  if (language !== 'hr') return toCounts(counts, (a, b) => a.localeCompare(b, 'en'));
  const labels = new Map<string, string>();
  for (const r of records) if (r.colorHr && !labels.has(r.color)) labels.set(r.color, r.colorHr);
  const label = (value: string) => labels.get(value) ?? value;
  return [...counts]
    .sort(([a], [b]) => label(a).localeCompare(label(b), 'hr'))
    .map(([value, count]) => (labels.has(value) ? { value, label: label(value), count } : { value, count }));
}

/**
 * The counts beside each value: every value the listing's active products have, each counted
 * under the other filters chosen (so choosing a size never hides the other sizes); colours
 * named in the page's language.
 */
export function facetCounts(records: readonly FacetRecord[], query: ListingQuery, language: Language): ListingFacets {
  const t = filterTests(query);
  const all = records.filter((r) => r.active);
  const sizes = counted(
    all.flatMap((r) => r.sizes),
    passing(records, [t.colors, t.price]),
    (r) => r.sizes,
  );
  const colors = counted(
    all.map((r) => r.color),
    passing(records, [t.sizes, t.price]),
    (r) => [r.color],
  );
  const forPrices = passing(records, [t.sizes, t.colors]);
  return {
    sizes: toCounts(sizes, compareSizes),
    colors: colourCounts(colors, all, language),
    prices: PRICE_BANDS.map((band) => ({
      ...band,
      count: forPrices.filter((r) => r.paid >= band.min && (band.max === null || r.paid <= band.max)).length,
    })),
  };
}

const byPosition = (a: FacetRecord, b: FacetRecord) => a.position - b.position;
const ORDERS: Record<ListingSort, (a: FacetRecord, b: FacetRecord) => number> = {
  // Products that came at the same time (a whole import) show the later-listed first.
  newest: (a, b) => b.addedAt - a.addedAt || b.position - a.position,
  'price-asc': (a, b) => a.paid - b.paid || byPosition(a, b),
  'price-desc': (a, b) => b.paid - a.paid || byPosition(a, b),
  discount: (a, b) => b.discount - a.discount || byPosition(a, b),
};

/** The records in the order chosen, or the listing's own. */
export function sortRecords(records: readonly FacetRecord[], sort: ListingSort | undefined): FacetRecord[] {
  return [...records].sort(sort ? ORDERS[sort] : byPosition);
}
