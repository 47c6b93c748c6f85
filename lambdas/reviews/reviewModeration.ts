import type { AdminReviewRow } from '@shop/shared/contract/adminReviews';
import { conflict, notFound } from '../platform/errors.ts';
import type { ReviewItem, ReviewModeration } from './reviewKeys.ts';
import { type ReviewReader, type ReviewStore, reviewTotals } from './reviewStore.ts';
import { REVIEW_DESK } from './messages.ts';

/**
 * The back office's reviews desk (docs/decisions/042): the latest reviews, a product's, and
 * hiding and showing one with its reason. A hidden review keeps its position (so the pages of
 * the others stay one Query) and is listed on the product's count item, whose stars' sum and
 * count of shown reviews the product's rating follows through the stream.
 */

const LIST_LIMIT = 50;

export function adminReviewRow(item: ReviewItem): AdminReviewRow {
  return {
    productId: item.productId,
    position: item.sk,
    id: item.id,
    stars: item.stars,
    description: item.description,
    createdBy: item.createdBy,
    createdAt: item.createdAt,
    verifiedPurchase: item.verifiedPurchase === true,
    ...(item.hidden ? { hidden: item.hidden } : {}),
    moderation: item.moderation ?? [],
  };
}

/** GET /api/admin/reviews: a product's reviews newest first, or the latest of every product. */
export async function listReviews(query: { productId?: string }, reviews: ReviewReader): Promise<AdminReviewRow[]> {
  return (await reviews.latest(query, LIST_LIMIT)).map(adminReviewRow);
}

export interface ModerationResult {
  before: AdminReviewRow;
  after: AdminReviewRow;
}

type Target = { productId: string; position: string };
type Moderator = { id: string; email: string };

/**
 * Hides or shows one review, in one write with the count item: the review gets (or loses)
 * `hidden` and one more line of `moderation`; the count item takes its stars off (or back) and
 * its position into (or out of) `hidden`, and raises its revision. A review hidden already (or
 * shown already) is a 409 and changes nothing.
 */
async function moderate(
  reviews: ReviewStore,
  action: 'hide' | 'show',
  target: Target,
  by: Moderator,
  reason: string,
  now: Date,
): Promise<ModerationResult> {
  const review = await reviews.at(target.productId, target.position);
  if (!review) throw notFound(REVIEW_DESK.noSuchReview);
  if (action === 'hide' ? review.hidden : !review.hidden) {
    throw conflict(action === 'hide' ? REVIEW_DESK.hiddenAlready : REVIEW_DESK.shownAlready);
  }
  // A product reviewed before ratings were kept has no stars' sum yet: it starts from all of its reviews (none hidden then).
  const { stars } = await reviewTotals(reviews, target.productId, true);
  const mark: ReviewModeration = { at: now.toISOString(), by: { id: by.id, email: by.email }, reason };
  if ((await reviews.moderate(review, { action, ...mark }, stars)) === 'changed') {
    throw conflict(REVIEW_DESK.changedMeanwhile);
  }
  const after = await reviews.at(target.productId, target.position);
  if (!after) throw notFound(REVIEW_DESK.noSuchReview);
  return { before: adminReviewRow(review), after: adminReviewRow(after) };
}

export const hideReview = (reviews: ReviewStore, target: Target, by: Moderator, reason: string, now: Date) =>
  moderate(reviews, 'hide', target, by, reason, now);

export const showReview = (reviews: ReviewStore, target: Target, by: Moderator, reason: string, now: Date) =>
  moderate(reviews, 'show', target, by, reason, now);
