import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import type { Paged } from '@shop/shared/contract/common';
import { PAGE_SIZE } from '@shop/shared/contract/common';
import type { ListingFacets, ListingSort, Product, ProductSearchRequest, ProductSearchResult } from '@shop/shared/contract/catalog';
import { request } from '../../../platform/http.ts';

export type ProductFilter = Pick<ProductSearchRequest, 'categoryId' | 'collectionId' | 'name' | 'age'>;
export type ProductSearchBody = ProductFilter & { size: number; start: number };

/** What a shopper chose on a listing: sizes, colours, a price band (cents, both ends included) and an order. */
export interface ListingChoice {
  sizes: readonly string[];
  colors: readonly string[];
  price?: { min: number; max: number | null };
  sort?: ListingSort;
}

export const NO_CHOICE: ListingChoice = { sizes: [], colors: [] };

export const hasChoice = (choice: ListingChoice) =>
  choice.sizes.length > 0 || choice.colors.length > 0 || choice.price !== undefined || choice.sort !== undefined;

const SEARCH_PATH = '/api/products/search';

/** One page of a search; `start` is the page index (SPEC §4 Listings). */
export const productSearchKey = (filter: ProductFilter, start: number) =>
  [SEARCH_PATH, { ...filter, size: PAGE_SIZE, start } satisfies ProductSearchBody] as const;

type SearchKey = readonly [string, Record<string, unknown>];

/**
 * One page of a filtered or sorted listing; the first asks for the counts beside each value
 * too. Only what was chosen goes into the body, so equal choices make equal keys.
 */
export function filteredSearchKey(filter: ProductFilter, choice: ListingChoice, start: number): SearchKey {
  const body: Record<string, unknown> = { ...filter };
  if (choice.sizes.length > 0) body.sizes = [...choice.sizes];
  if (choice.colors.length > 0) body.colors = [...choice.colors];
  if (choice.price) {
    body.priceMin = choice.price.min;
    if (choice.price.max !== null) body.priceMax = choice.price.max;
  }
  if (choice.sort) body.sort = choice.sort;
  if (start === 0) body.facets = true;
  return [SEARCH_PATH, { ...body, size: PAGE_SIZE, start }];
}

export const fetchProductSearch = ([path, body]: SearchKey): Promise<ProductSearchResult> =>
  request<ProductSearchResult>(path, { method: 'POST', body, saleSpot: true });

/** The key of page `index`, or null past the last page. */
const pageKey = <K>(index: number, previous: Paged<Product> | null, key: () => K): K | null =>
  previous && index * PAGE_SIZE >= previous.total ? null : key();

/**
 * A listing paged by 10 with Load More: each page is appended; a new filter (another
 * category, another size chosen) starts again from page 0 with an empty list. Without a
 * choice the keys are the plain ones a prerendered page carries its first page under.
 *
 * The plain and the chosen listing are two hooks, not one whose keys change: SWR revalidates a
 * prerendered first page a frame after hydration with the hook's latest key function, which
 * would store the chosen pages under the plain key when the address has a choice.
 */
export function useProductListing(filter: ProductFilter | null, choice: ListingChoice = NO_CHOICE) {
  const chosen = hasChoice(choice);
  const plain = useSWRInfinite(
    (index, previous: Paged<Product> | null) => (filter ? pageKey(index, previous, () => productSearchKey(filter, index)) : null),
    fetchProductSearch,
    { revalidateFirstPage: false, revalidateOnFocus: !chosen },
  );
  const filtered = useSWRInfinite(
    (index, previous: Paged<Product> | null) =>
      filter && chosen ? pageKey(index, previous, () => filteredSearchKey(filter, choice, index)) : null,
    fetchProductSearch,
    { revalidateFirstPage: false },
  );
  const pages = chosen ? filtered : plain;
  const products = pages.data?.flatMap((page) => page.data) ?? [];
  const total = pages.data?.[0]?.total ?? 0;
  const waitingForPage = pages.size > 0 && pages.data?.[pages.size - 1] === undefined;
  // Failed, and not asking again: Retry shows the placeholders (or the loader) while it asks.
  const failed = pages.error !== undefined && !pages.isValidating;
  return {
    products,
    total,
    /** The counts beside each value, when the listing was asked with a choice. */
    facets: pages.data?.[0]?.facets,
    /** The first page has arrived: the count can be shown. */
    settled: pages.data !== undefined,
    loading: !failed && waitingForPage,
    /** The last page asked for failed (docs/decisions/035); `error` says how (a 404 is an answer). */
    failed,
    error: pages.error as unknown,
    retry: () => void pages.mutate(),
    hasMore: total > products.length,
    loadMore: () => void pages.setSize(pages.size + 1),
  };
}

/**
 * The counts beside each value of a listing nothing is chosen on yet: asked for once the
 * shopper shows interest in the filters, without products (`size` 0).
 */
export function useListingFacets(filter: ProductFilter | null, wanted: boolean): ListingFacets | undefined {
  const key = filter && wanted ? ([SEARCH_PATH, { ...filter, facets: true, size: 0, start: 0 }] as const) : null;
  return useSWR(key, fetchProductSearch, { revalidateOnFocus: false }).data?.facets;
}

/** The first page only (the search overlay's 10 results); the previous results stay while the next arrive. */
export function useProductSearchPage(filter: ProductFilter | null) {
  return useSWR(filter ? productSearchKey(filter, 0) : null, fetchProductSearch, { keepPreviousData: true });
}
