/**
 * The review rules and texts (SPEC §5, §8), apart from the schemas in reviews.ts so that the
 * product page can show them without loading zod.
 */
export const REVIEW_MESSAGES = {
  starRequired: 'Please select a star.',
  added: 'Review added successfully!',
  none: 'This product has no reviews yet.',
  signIn: 'Sign in to leave a review',
  /** One review per customer and product: a second is refused, not taken as an edit (docs/decisions/019-reviews.md). */
  alreadyReviewed: 'You have already reviewed this product.',
  /** The 429's opening; the answer goes on to say when to try again. */
  tooManyReviews: 'You have sent many reviews in a short time.',
  /** Shown with a review whose writer had a paid order with the product when writing it. */
  verifiedPurchase: 'Verified purchase',
  /** The review's write met another at once and gave up (lambdas/reviews/reviews.ts). */
  busy: 'The review could not be saved right now; please try again.',
} as const;

export const REVIEW_MAX_STARS = 5;
export const REVIEW_DESCRIPTION_MAX = 2000;
