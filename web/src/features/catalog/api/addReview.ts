import useSWRMutation from 'swr/mutation';
import type { AddReviewInput, Review } from '@shop/shared/contract/reviews';
import { request } from '../../../platform/http.ts';

export const addReviewKey = (productId: string) => `/api/products/${encodeURIComponent(productId)}/addReview`;

export const fetchAddReview = (path: string, { arg }: { arg: AddReviewInput }): Promise<Review> =>
  request<Review>(path, { method: 'POST', body: arg });

/** POST /api/products/{id}/addReview (logged-in customers); the caller reloads the reviews it changed. */
export function useAddReview(productId: string) {
  return useSWRMutation(addReviewKey(productId), fetchAddReview);
}
