/**
 * The wishlist's limit and texts (docs/decisions/037-cards-and-wishlist.md), apart from the
 * schemas in wishlist.ts so that the hearts can use them without loading zod.
 */
export const WISHLIST_MAX = 100;

export const WISHLIST_MESSAGES = {
  full: `Your wishlist holds ${WISHLIST_MAX} products. Remove one to save another.`,
  failed: 'Your wishlist could not be changed. Please try again.',
} as const;
