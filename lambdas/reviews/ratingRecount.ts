import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../platform/config.ts';
import { dynamo, isConditionFailure } from '../platform/dynamo.ts';
import type { RecountedRating } from '../catalog/reindexCatalog.ts';
import { reviewCounterKey } from './reviewKeys.ts';
import { allReviews, reviewCounter, sumOfStars } from './reviewStore.ts';

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
export async function recountReviews(productId: string, options: { dryRun: boolean }): Promise<RecountedRating> {
  for (let attempt = 1; ; attempt++) {
    const counter = await reviewCounter(productId, true);
    const reviews = await allReviews(productId, counter.count);
    // Hidden reviews are not in the rating (docs/decisions/042).
    const shown = reviews.filter((review) => !review.hidden);
    const totals = {
      count: shown.length,
      stars: sumOfStars(shown),
      ...(counter.revision !== undefined ? { revision: counter.revision } : {}),
    };
    // Positions are written with the count in one transaction; should they ever part, the reviews are what was said.
    const repaired = totals.count > 0 && reviews.length === counter.count && counter.stars !== totals.stars;
    if (!repaired) return { ...totals, counterRepaired: false };
    if (options.dryRun) return { ...totals, counterRepaired: true };
    try {
      await dynamo().send(
        new UpdateCommand({
          TableName: tableName('content'),
          Key: reviewCounterKey(productId),
          UpdateExpression: 'SET stars = :stars',
          // Nor a review hidden or shown meanwhile (each raises the revision).
          ConditionExpression:
            counter.revision === undefined
              ? '#count = :count AND attribute_not_exists(revision)'
              : '#count = :count AND revision = :revision',
          ExpressionAttributeNames: { '#count': 'count' },
          ExpressionAttributeValues: {
            ':stars': totals.stars,
            ':count': reviews.length,
            ...(counter.revision === undefined ? {} : { ':revision': counter.revision }),
          },
        }),
      );
      return { ...totals, counterRepaired: true };
    } catch (error) {
      // A review came in since the count was read: count again.
      if (!isConditionFailure(error) || attempt >= ATTEMPTS) throw error;
    }
  }
}
