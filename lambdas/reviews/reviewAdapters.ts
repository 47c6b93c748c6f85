import { countAttempt } from '../accounts/throttle.ts';
import { getProduct } from '../catalog/catalogStore.ts';
import type { Clock } from '../platform/clock.ts';
import { dynamoReviewStore } from './dynamoReviewStore.ts';
import type { ReviewPorts } from './reviews.ts';
import { hasBought } from './verifiedPurchase.ts';
import { shopCustomerOrders } from '../orders/orderAdapters.ts';

/** The reviews' use cases wired to the shop's tables: the handlers', the jobs' and the command line's. */
export const shopReviews = dynamoReviewStore;

export const shopReviewPorts = (clock: Clock): ReviewPorts => ({
  clock,
  reviews: shopReviews,
  productOnSale: async (productId) => (await getProduct(productId))?.active === true,
  hasBought: (email, productId) => hasBought(email, productId, shopCustomerOrders),
  countAttempt,
});
