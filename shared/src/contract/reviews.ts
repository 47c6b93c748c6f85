import * as z from 'zod/mini';
import { Id, Page, REVIEWS_PAGE_SIZE } from './common.ts';
import { REVIEW_DESCRIPTION_MAX, REVIEW_MAX_STARS, REVIEW_MESSAGES } from './reviewMessages.ts';

/** Product reviews: POST /api/reviews/search and POST /api/products/{id}/addReview (SPEC §3, §5, §8). */

/** POST /api/products/{id}/addReview (logged-in customers only). */
export const AddReviewRequest = z.object({
  stars: z
    .int(REVIEW_MESSAGES.starRequired)
    .check(z.minimum(1, REVIEW_MESSAGES.starRequired), z.maximum(REVIEW_MAX_STARS, REVIEW_MESSAGES.starRequired)),
  description: z._default(
    z
      .string('description must be text.')
      .check(z.trim(), z.maxLength(REVIEW_DESCRIPTION_MAX, `At most ${REVIEW_DESCRIPTION_MAX} characters.`)),
    '',
  ),
});
export type AddReviewRequest = z.infer<typeof AddReviewRequest>;
export type AddReviewInput = z.input<typeof AddReviewRequest>;

/** POST /api/reviews/search: `start` is the page index, pages of 5 (SPEC §4). */
export const ReviewSearchRequest = z.object({
  productId: Id,
  size: z._default(
    z.int('size must be a whole number.').check(z.minimum(1, 'size is at least 1.'), z.maximum(20, 'size is at most 20.')),
    REVIEWS_PAGE_SIZE,
  ),
  start: Page.start,
});
export type ReviewSearchRequest = z.infer<typeof ReviewSearchRequest>;

export interface Review {
  id: string;
  stars: number;
  description: string;
  /** Whether the reviewer had a paid order with this product when writing the review. */
  verifiedPurchase: boolean;
  meta: {
    /** The reviewer as the shop shows them: first name and the initial of the last name, never typed for the review. */
    createdBy: string;
    /** ISO 8601. */
    createdAt: string;
  };
}
