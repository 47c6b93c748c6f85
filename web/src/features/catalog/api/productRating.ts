import useSWR from 'swr';
import type { Paged } from '@shop/shared/contract/common';
import type { Rating } from '@shop/shared/contract/pages';
import type { Review } from '@shop/shared/contract/reviews';
import { request } from '../../../platform/http.ts';

const REVIEWS_PATH = '/api/reviews/search';
/** The largest page the reviews call answers. */
const PAGE = 20;
/** As many reviews as the prerendered page's rating reads (lambdas/pages/sitePages.ts). */
const MOST = 500;

/** The average stars and the number of a product's reviews, read from its reviews, 20 at a time. */
export const ratingKey = (productId: string) => [REVIEWS_PATH, productId, 'rating'] as const;

export async function fetchRating([path, productId]: ReturnType<typeof ratingKey>): Promise<Rating> {
  const stars: number[] = [];
  let total = 0;
  for (let start = 0; start * PAGE < Math.min(MOST, total || PAGE); start++) {
    const page = await request<Paged<Review>>(path, { method: 'POST', body: { productId, size: PAGE, start } });
    total = page.total;
    stars.push(...page.data.map((review) => review.stars));
    if (page.data.length < PAGE) break;
  }
  return { average: averageOf(stars), count: total };
}

export const averageOf = (stars: readonly number[]) => (stars.length ? stars.reduce((sum, value) => sum + value, 0) / stars.length : 0);

/** A product's rating, read only when `needed`: not while the page's own reviews may hold them all. */
export function useRating(productId: string, needed: boolean) {
  return useSWR(needed ? ratingKey(productId) : null, fetchRating);
}
