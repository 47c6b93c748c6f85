import useSWRInfinite from 'swr/infinite';
import type { Paged } from '@shop/shared/contract/common';
import { REVIEWS_PAGE_SIZE } from '@shop/shared/contract/common';
import type { Review } from '@shop/shared/contract/reviews';
import { request } from '../../../platform/http.ts';

const REVIEWS_PATH = '/api/reviews/search';

/** One page of a product's reviews, newest first; `start` is the page index. */
export const reviewsKey = (productId: string, start: number) => [REVIEWS_PATH, productId, start] as const;

export const fetchReviews = ([path, productId, start]: ReturnType<typeof reviewsKey>): Promise<Paged<Review>> =>
  request<Paged<Review>>(path, { method: 'POST', body: { productId, size: REVIEWS_PAGE_SIZE, start } });

/** A product's reviews paged by 5 with Load More (SPEC §4). */
export function useReviews(productId: string) {
  const pages = useSWRInfinite(
    (index, previous: Paged<Review> | null) => {
      if (previous && index * REVIEWS_PAGE_SIZE >= previous.total) return null;
      return reviewsKey(productId, index);
    },
    fetchReviews,
    { revalidateFirstPage: false },
  );
  const reviews = pages.data?.flatMap((page) => page.data) ?? [];
  const total = pages.data?.[0]?.total ?? 0;
  return {
    reviews,
    total,
    settled: pages.data !== undefined || pages.error !== undefined,
    /** The first page's call failed and is not being asked again. */
    failed: pages.error !== undefined && pages.data === undefined && !pages.isValidating,
    loading: !pages.error && pages.size > 0 && pages.data?.[pages.size - 1] === undefined,
    hasMore: total > reviews.length,
    loadMore: () => void pages.setSize(pages.size + 1),
    /** After a review is added: start again from the newest. */
    reload: () => pages.mutate(),
  };
}
