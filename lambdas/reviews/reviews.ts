import type { Paged } from '@shop/shared/contract/common';
import type { AddReviewRequest, Review, ReviewSearchRequest } from '@shop/shared/contract/reviews';
import type { CustomerRecord } from '../accounts/customerRecord.ts';
import { getProduct } from '../catalog/catalogStore.ts';
import type { Clock } from '../platform/clock.ts';
import { notFound } from '../platform/errors.ts';
import { randomId } from '../platform/ids.ts';
import type { ReviewItem } from './reviewKeys.ts';
import { appendReview, reviewCount, reviewsBetween } from './reviewStore.ts';

/** A review as the API shows it (SPEC §3): never the account behind it. */
export function reviewView(item: ReviewItem): Review {
  return { id: item.id, stars: item.stars, description: item.description, meta: { createdBy: item.createdBy, createdAt: item.createdAt } };
}

/** "Ana H.": how a reviewer is shown to other shoppers. */
export function reviewerName(customer: Pick<CustomerRecord, 'firstName' | 'lastName'>): string {
  const initial = customer.lastName.trim().charAt(0);
  return initial ? `${customer.firstName.trim()} ${initial.toUpperCase()}.` : customer.firstName.trim();
}

/** POST /api/reviews/search: a product's reviews, newest first, page `start` of `size`. */
export async function searchReviews(request: ReviewSearchRequest): Promise<Paged<Review>> {
  const total = await reviewCount(request.productId);
  // Newest first: page 0 ends at the last position.
  const last = total - 1 - request.start * request.size;
  if (last < 0) return { data: [], total };
  const items = await reviewsBetween(request.productId, Math.max(0, last - request.size + 1), last);
  return { data: items.map(reviewView), total };
}

/** POST /api/products/{id}/addReview: a logged-in customer reviews an existing product. */
export async function addReview(
  productId: string,
  request: AddReviewRequest,
  customer: CustomerRecord,
  deps: { clock: Clock },
): Promise<Review> {
  const product = await getProduct(productId);
  if (!product?.active) throw notFound('There is no such product.');
  const item = await appendReview({
    id: randomId(),
    productId,
    stars: request.stars,
    description: request.description,
    customerId: customer.id,
    createdBy: reviewerName(customer),
    createdAt: deps.clock.now().toISOString(),
  });
  return reviewView(item);
}
