import { REVIEW_FEED, type ReviewCounter, type ReviewItem, reviewKey } from './reviewKeys.ts';
import type { ReviewStore } from './reviewStore.ts';

/**
 * The reviews kept in memory, for the rule tests: it passes the same contract as the DynamoDB
 * adapter (reviewStoreContract.ts), so a rule proven on it holds on the shop's table. Each call
 * copies what it hands out and takes in, as a round trip to a table would.
 */
export function memoryReviewStore(): ReviewStore & { products(): string[] } {
  const products = new Map<string, { counter: ReviewCounter & { exists: boolean }; reviews: ReviewItem[]; reviewers: Set<string> }>();
  const productOf = (productId: string) => {
    let product = products.get(productId);
    if (!product) {
      product = { counter: { count: 0, hidden: [], exists: false }, reviews: [], reviewers: new Set() };
      products.set(productId, product);
    }
    return product;
  };
  const copy = <T>(value: T): T => structuredClone(value);
  const counterView = ({ exists: _, ...counter }: ReviewCounter & { exists: boolean }): ReviewCounter => copy(counter);

  return {
    products: () => [...products.keys()],

    async counter(productId) {
      return counterView(productOf(productId).counter);
    },

    async between(productId, first, last) {
      return copy(
        productOf(productId)
          .reviews.slice(Math.max(0, first), last + 1)
          .reverse(),
      );
    },

    async upTo(productId, count) {
      return copy(productOf(productId).reviews.slice(0, count));
    },

    async at(productId, position) {
      if (!/^\d+$/.test(position)) return undefined;
      const review = productOf(productId).reviews[Number(position)];
      return review && copy(review);
    },

    async latest(query, limit) {
      const reviews = query.productId
        ? productOf(query.productId).reviews.toReversed()
        : [...products.values()]
            .flatMap((product) => product.reviews)
            .filter((review) => review.feedKey === REVIEW_FEED)
            .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      return copy(reviews.slice(0, limit));
    },

    async append(review) {
      const product = productOf(review.productId);
      if (product.reviewers.has(review.customerId)) return 'alreadyReviewed';
      const item: ReviewItem = { ...reviewKey(review.productId, product.counter.count), ...copy(review), feedKey: REVIEW_FEED };
      product.reviews.push(item);
      product.reviewers.add(review.customerId);
      const { counter } = product;
      counter.count += 1;
      counter.stars = (counter.stars ?? 0) + review.stars;
      counter.revision = (counter.revision ?? 0) + 1;
      counter.exists = true;
      return copy(item);
    },

    async moderate(review, { action, ...mark }, stars) {
      const product = productOf(review.productId);
      const stored = product.reviews[Number(review.sk)];
      if (!stored || !product.counter.exists || (action === 'hide' ? stored.hidden : !stored.hidden)) return 'changed';
      stored.moderation = [...(stored.moderation ?? []), { action, ...copy(mark) }];
      const { counter } = product;
      if (action === 'hide') {
        stored.hidden = copy(mark);
        counter.stars = (counter.stars ?? stars) - review.stars;
        counter.hidden = [...counter.hidden, review.sk].sort();
      } else {
        delete stored.hidden;
        counter.stars = (counter.stars ?? stars) + review.stars;
        counter.hidden = counter.hidden.filter((position) => position !== review.sk);
      }
      counter.revision = (counter.revision ?? 0) + 1;
      return 'done';
    },

    async repairStars(productId, stars, counted) {
      const { counter } = productOf(productId);
      if (!counter.exists || counter.count !== counted.count || counter.revision !== counted.revision) return false;
      counter.stars = stars;
      return true;
    },
  };
}
