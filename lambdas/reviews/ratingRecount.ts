import type { RecountedRating } from '../catalog/reindexCatalog.ts';
import { type ReviewStore, sumOfStars } from './reviewStore.ts';

/** A product's reviews counted again from the reviews themselves, and whether its count item was given their stars' sum. */
export type { RecountedRating };

const ATTEMPTS = 5;

/**
 * Counts a product's reviews and adds up their stars from the reviews, read a Query page at a
 * time, for the operator's rebuild of the catalog's index (lambdas/catalog/reindexCatalog.ts):
 * a product reviewed before ratings were kept has a count item without the sum
 * (docs/decisions/037). The sum is written onto the count item only while the count is still the
 * one counted, so a review written meanwhile is counted with the next attempt, never lost.
 */
export async function recountReviews(productId: string, options: { dryRun: boolean }, reviews: ReviewStore): Promise<RecountedRating> {
  for (let attempt = 1; ; attempt++) {
    const counter = await reviews.counter(productId, { consistent: true });
    const all = await reviews.upTo(productId, counter.count);
    // Hidden reviews are not in the rating (docs/decisions/042).
    const shown = all.filter((review) => !review.hidden);
    const totals = {
      count: shown.length,
      stars: sumOfStars(shown),
      ...(counter.revision !== undefined ? { revision: counter.revision } : {}),
    };
    // Positions are written with the count in one transaction; should they ever part, the reviews are what was said.
    const repaired = totals.count > 0 && all.length === counter.count && counter.stars !== totals.stars;
    if (!repaired) return { ...totals, counterRepaired: false };
    if (options.dryRun) return { ...totals, counterRepaired: true };
    // Written only while the count and revision are those counted; a review written, hidden or
    // shown meanwhile is counted with the next attempt, never lost.
    if (await reviews.repairStars(productId, totals.stars, { count: all.length, revision: counter.revision })) {
      return { ...totals, counterRepaired: true };
    }
    if (attempt >= ATTEMPTS) throw new Error(`The reviews of ${productId} kept changing while they were counted; try again.`);
  }
}
