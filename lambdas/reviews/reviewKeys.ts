/**
 * Key layout of reviews in the content table (docs/decisions/008-storefront.md):
 *
 *   R#<productId>   #        the product's review count
 *   R#<productId>   000042   the product's 43rd review (position 42, oldest first)
 *   R#<productId>   C#<id>   the account <id> has reviewed the product (at which position)
 *
 * Reviews take dense positions, so any page, newest first, is one Query on a key range: page
 * 50 costs what page 1 costs. The reviewer's item sorts after every position ('C' > '9'), so
 * no page ever reads it; written with the review, it keeps a product to one review per account.
 */
export const reviewPartition = (productId: string) => `R#${productId}`;
export const reviewCounterKey = (productId: string) => ({ pk: reviewPartition(productId), sk: '#' });
export const REVIEW_POSITION_WIDTH = 6;
export const reviewPosition = (index: number) => String(index).padStart(REVIEW_POSITION_WIDTH, '0');
export const reviewKey = (productId: string, index: number) => ({ pk: reviewPartition(productId), sk: reviewPosition(index) });
export const reviewerKey = (productId: string, customerId: string) => ({ pk: reviewPartition(productId), sk: `C#${customerId}` });

/** A review as stored. */
export interface ReviewItem {
  pk: string;
  sk: string;
  id: string;
  productId: string;
  stars: number;
  description: string;
  /** The account that wrote it. */
  customerId: string;
  /** The name shown with it, derived by the shop from the account: first name and the initial of the last name. */
  createdBy: string;
  /** Whether the account had a paid order with the product when the review was written; absent on older reviews. */
  verifiedPurchase?: boolean;
  createdAt: string;
  /** The writer's account, for the byPerson index (lambdas/content/personKey.ts); removed when the account is deleted. */
  personKey?: string;
  /** `REVIEWS`: the back office's latest reviews, through the byFeed index (absent on reviews written before it). */
  feedKey?: string;
  /** Hidden by staff: who, when and why (docs/decisions/042). Shoppers never see it, nor count it in the rating. */
  hidden?: ReviewModeration;
  /** Every hiding and showing, oldest first: the reasons stay with the review. */
  moderation?: (ReviewModeration & { action: 'hide' | 'show' })[];
}

export interface ReviewModeration {
  at: string;
  by: { id: string; email: string };
  reason: string;
}

export const REVIEW_FEED = 'REVIEWS';

/** The product's count item (docs/decisions/042 for `hidden` and `revision`). */
export interface ReviewCounter {
  /** Positions taken: every review ever written, hidden ones too. */
  count: number;
  /** The stars of the shown reviews added up, where it is kept. */
  stars?: number;
  /** Positions of the hidden reviews, ascending. */
  hidden: string[];
  /** Raised by every change of count, stars or hidden, so the product's rating takes only a newer one. */
  revision?: number;
}

/** The count item as stored (or a stream's image of it). */
export function counterOf(item: Record<string, unknown> | undefined): ReviewCounter {
  const hidden = item?.hidden instanceof Set ? [...(item.hidden as Set<string>)].sort() : [];
  return {
    count: Number(item?.count ?? 0),
    ...(typeof item?.stars === 'number' ? { stars: item.stars } : {}),
    hidden,
    ...(typeof item?.revision === 'number' ? { revision: item.revision } : {}),
  };
}

/** The rating shoppers see: the shown reviews, counted and summed. */
export const shownRating = (counter: ReviewCounter) => ({ count: counter.count - counter.hidden.length, stars: counter.stars ?? 0 });
