import type { Paged } from '@shop/shared/contract/common';
import type { AddReviewRequest, Review, ReviewSearchRequest } from '@shop/shared/contract/reviews';
import type { CustomerRecord } from '../accounts/customerRecord.ts';
import { type CountAttempt, type ThrottleRule, tooManyRequests } from '../accounts/throttle.ts';
import type { Clock } from '../platform/clock.ts';
import { conflict, notFound } from '../platform/errors.ts';
import { randomId } from '../platform/ids.ts';
import { type ReviewItem, shownRating } from './reviewKeys.ts';
import { customerPersonKey } from '../content/personKey.ts';
import type { ReviewReader, ReviewStore } from './reviewStore.ts';
import { CATALOG } from '../catalog/messages.ts';
import { REVIEWS } from './messages.ts';

/** What writing a review works with (wired for the shop in reviewAdapters.ts). */
export interface ReviewPorts {
  clock: Clock;
  reviews: ReviewStore;
  /** Whether the shop sells the product (an unknown or withdrawn one takes no review). */
  productOnSale(productId: string): Promise<boolean>;
  /** Whether the account has a paid order, placed logged in, with the product (verifiedPurchase.ts). */
  hasBought(email: string, productId: string): Promise<boolean>;
  /** Counts one attempt against each rule; the first rule over its limit, if any (accounts/throttle.ts). */
  countAttempt: CountAttempt;
}

/** Reviews one account may send in an hour, whatever their answer (docs/decisions/019-reviews.md). */
export const REVIEWS_PER_ACCOUNT: ThrottleRule = { name: 'review-account', limit: 10, windowSeconds: 60 * 60, table: 'content' };

/** A review as the API shows it (SPEC §3): never the account behind it. */
export function reviewView(item: ReviewItem): Review {
  return {
    id: item.id,
    stars: item.stars,
    description: item.description,
    verifiedPurchase: item.verifiedPurchase === true,
    meta: { createdBy: item.createdBy, createdAt: item.createdAt },
  };
}

/** A first name's first word: letters, with a hyphen or an apostrophe inside ("Ana-Marija", "D'Arcy"). */
const FIRST_WORD = /[\p{L}\p{M}]+(?:['’-][\p{L}\p{M}]+)*/u;
const FIRST_NAME_SHOWN_MAX = 20;

/**
 * "Ana H.": how a reviewer is shown to other shoppers, made by the shop from the account's
 * names. A profile's names are free text of up to 100 characters, so only the first name's first
 * word of letters (at most 20) and the last name's first letter are taken: no links, no
 * sentences, no look of the shop's own voice.
 */
export function reviewerName(customer: Pick<CustomerRecord, 'firstName' | 'lastName'>): string {
  const word = [...(FIRST_WORD.exec(customer.firstName.normalize('NFC'))?.[0] ?? '')].slice(0, FIRST_NAME_SHOWN_MAX);
  const first = word.length > 0 ? `${word[0]?.toUpperCase()}${word.slice(1).join('')}` : 'Customer';
  const initial = /\p{L}/u.exec(customer.lastName.normalize('NFC'))?.[0];
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}

/**
 * The position of the shown review of rank `rank` (0: the newest), among `count` positions of
 * which `hidden` (descending) are hidden: each hidden one at or above it pushes it down by one.
 */
export function positionOfRank(count: number, hiddenDescending: readonly number[], rank: number): number {
  let position = count - 1 - rank;
  for (const hidden of hiddenDescending) {
    if (hidden >= position) position--;
    else break;
  }
  return position;
}

/**
 * POST /api/reviews/search: a product's shown reviews, newest first, page `start` of `size`.
 * Hidden reviews keep their positions (docs/decisions/042); the count item lists them, so a page
 * is still one Query on a key range, a little wider by the hidden ones inside it.
 */
export async function searchReviews(request: ReviewSearchRequest, reviews: ReviewReader): Promise<Paged<Review>> {
  const counter = await reviews.counter(request.productId);
  const total = shownRating(counter).count;
  const skip = request.start * request.size;
  if (skip >= total) return { data: [], total };
  const hidden = counter.hidden.map(Number).sort((a, b) => b - a);
  const last = positionOfRank(counter.count, hidden, skip);
  const first = positionOfRank(counter.count, hidden, Math.min(skip + request.size, total) - 1);
  const items = await reviews.between(request.productId, first, last);
  return { data: items.filter((item) => !item.hidden).map(reviewView), total };
}

/**
 * POST /api/products/{id}/addReview: a logged-in customer reviews an existing product, once
 * (409 after that), at most REVIEWS_PER_ACCOUNT an hour (429). The shown name and the verified
 * mark are the shop's, taken from the account and its orders, never from the request.
 */
export async function addReview(
  productId: string,
  request: AddReviewRequest,
  customer: CustomerRecord,
  ports: ReviewPorts,
): Promise<Review> {
  const now = ports.clock.now();
  // Counted before any other work, so an account sending too many costs the shop one write each.
  const over = await ports.countAttempt([{ rule: REVIEWS_PER_ACCOUNT, subject: customer.id }], now);
  if (over) throw tooManyRequests(REVIEWS.tooManyReviews, over, now);
  const [onSale, verifiedPurchase] = await Promise.all([ports.productOnSale(productId), ports.hasBought(customer.email, productId)]);
  if (!onSale) throw notFound(CATALOG.noSuchProduct);
  const item = await ports.reviews.append({
    id: randomId(),
    productId,
    stars: request.stars,
    description: request.description,
    customerId: customer.id,
    createdBy: reviewerName(customer),
    verifiedPurchase,
    createdAt: now.toISOString(),
    personKey: customerPersonKey(customer.id),
  });
  if (item === 'alreadyReviewed') throw conflict(REVIEWS.alreadyReviewed);
  if (item === 'busy') throw conflict(REVIEWS.busy);
  return reviewView(item);
}
