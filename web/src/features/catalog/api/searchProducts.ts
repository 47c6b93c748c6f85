import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import type { Paged } from '@shop/shared/contract/common';
import { PAGE_SIZE } from '@shop/shared/contract/common';
import type { Product, ProductSearchRequest } from '@shop/shared/contract/catalog';
import { request } from '../../../platform/http.ts';

export type ProductFilter = Pick<ProductSearchRequest, 'categoryId' | 'collectionId' | 'name' | 'age'>;
export type ProductSearchBody = ProductFilter & { size: number; start: number };

const SEARCH_PATH = '/api/products/search';

/** One page of a search; `start` is the page index (SPEC §4 Listings). */
export const productSearchKey = (filter: ProductFilter, start: number) =>
  [SEARCH_PATH, { ...filter, size: PAGE_SIZE, start } satisfies ProductSearchBody] as const;

export const fetchProductSearch = ([path, body]: ReturnType<typeof productSearchKey>): Promise<Paged<Product>> =>
  request<Paged<Product>>(path, { method: 'POST', body, saleSpot: true });

/**
 * A listing paged by 10 with Load More: each page is appended; a new filter (another
 * category) starts again from page 0 with an empty list.
 */
export function useProductListing(filter: ProductFilter | null) {
  const pages = useSWRInfinite(
    (index, previous: Paged<Product> | null) => {
      if (!filter) return null;
      if (previous && index * PAGE_SIZE >= previous.total) return null;
      return productSearchKey(filter, index);
    },
    fetchProductSearch,
    { revalidateFirstPage: false },
  );
  const products = pages.data?.flatMap((page) => page.data) ?? [];
  const total = pages.data?.[0]?.total ?? 0;
  const waitingForPage = pages.size > 0 && pages.data?.[pages.size - 1] === undefined;
  return {
    products,
    total,
    /** The first page has arrived (or failed): the count can be shown. */
    settled: pages.data !== undefined || pages.error !== undefined,
    loading: !pages.error && waitingForPage,
    hasMore: total > products.length,
    loadMore: () => void pages.setSize(pages.size + 1),
  };
}

/** The first page only (the search overlay's 10 results); the previous results stay while the next arrive. */
export function useProductSearchPage(filter: ProductFilter | null) {
  return useSWR(filter ? productSearchKey(filter, 0) : null, fetchProductSearch, { keepPreviousData: true });
}
