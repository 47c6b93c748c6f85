import type { ReviewCounter, ReviewItem, ReviewModeration } from './reviewKeys.ts';

/**
 * What the reviews' use cases keep and read, in their words: a product's reviews at dense
 * positions (oldest first, so any page newest first is one range), its count item with the shown
 * stars' sum and the hidden positions, and one review per account and product. One DynamoDB
 * adapter (dynamoReviewStore.ts) and one in-memory fake (memoryReviewStore.ts) implement it; both
 * pass the same contract (reviewStoreContract.ts), so the rule tests may run on the fake.
 */
export interface ReviewReader {
  /** The product's count item; a product never reviewed has count 0. */
  counter(productId: string, options?: { consistent?: boolean }): Promise<ReviewCounter>;
  /** The reviews at positions [first, last], newest first. */
  between(productId: string, first: number, last: number): Promise<ReviewItem[]>;
  /** Every review at positions 0 to `count` − 1, oldest first, read consistently (jobs and sums, never a shopper's page). */
  upTo(productId: string, count: number): Promise<ReviewItem[]>;
  /** One review by its position ("000042"), read consistently. */
  at(productId: string, position: string): Promise<ReviewItem | undefined>;
  /** The latest `limit` reviews, newest first: of one product, or of every product. */
  latest(query: { productId?: string }, limit: number): Promise<ReviewItem[]>;
}

/** The reads and the writes: a function that only reads is given a ReviewReader, and its grants say so. */
export interface ReviewStore extends ReviewReader {
  /**
   * Puts the review at the next position with the count and the reviewer's mark, all or none:
   * `alreadyReviewed` when the account has reviewed the product, `busy` when other reviews kept
   * taking the position.
   */
  append(review: NewReview): Promise<ReviewItem | 'alreadyReviewed' | 'busy'>;
  /**
   * Hides or shows the review as it was read, with the count item (stars off or back, the
   * position into or out of `hidden`, the revision raised), all or none: `changed` when the review
   * was hidden or shown meanwhile. `stars` is the sum the count item starts from if it has none.
   */
  moderate(review: ReviewItem, change: ModerationChange, stars: number): Promise<'done' | 'changed'>;
  /** Writes the stars' sum onto the count item while its count and revision are still `counted`'s; false when they moved. */
  repairStars(productId: string, stars: number, counted: Pick<ReviewCounter, 'count' | 'revision'>): Promise<boolean>;
}

/** A review before it has its position. */
export type NewReview = Omit<ReviewItem, 'pk' | 'sk' | 'feedKey' | 'hidden' | 'moderation'>;

/** A hiding or a showing, with who, when and why. */
export interface ModerationChange extends ReviewModeration {
  action: 'hide' | 'show';
}

export const sumOfStars = (reviews: readonly ReviewItem[]) => reviews.reduce((sum, review) => sum + review.stars, 0);

/**
 * How many positions a product's reviews take and the stars of the shown ones added up. The
 * count item carries the sum since the rating came to cards (docs/decisions/037); for a product
 * reviewed before, it is added up from the reviews once, here (none of them hidden then).
 */
export async function reviewTotals(store: ReviewReader, productId: string, consistent = false): Promise<{ count: number; stars: number }> {
  const counter = await store.counter(productId, { consistent });
  if (counter.stars !== undefined || counter.count === 0) return { count: counter.count, stars: counter.stars ?? 0 };
  return { count: counter.count, stars: sumOfStars(await store.upTo(productId, counter.count)) };
}
