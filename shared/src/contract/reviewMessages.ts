/**
 * The review rules and texts (SPEC §5, §8), apart from the schemas in reviews.ts so that the
 * product page can show them without loading zod.
 */
export const REVIEW_MESSAGES = {
  starRequired: 'Please select a star.',
  added: 'Review added successfully!',
  none: 'This product has no reviews yet.',
  signIn: 'Sign in to leave a review',
} as const;

export const REVIEW_MAX_STARS = 5;
export const REVIEW_DESCRIPTION_MAX = 2000;
