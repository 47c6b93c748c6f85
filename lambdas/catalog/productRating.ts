import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../platform/config.ts';
import { dynamo, isConditionFailure } from '../platform/dynamo.ts';
import { productKey } from './catalogKeys.ts';

/** A product's reviews summed up: how many, and their stars added together. */
export interface RatingTotals {
  count: number;
  stars: number;
}

/**
 * Puts a product's rating on its item, so cards, listings and its page show it without reading
 * reviews (docs/decisions/037-cards-and-wishlist.md). Counts only grow (reviews are never
 * removed, only hidden: then the count item's revision orders them), so an older total arriving
 * late, or the same twice, changes nothing; nor does a
 * product that is gone. `repair` (the operator's rebuild, reindexCatalog.ts) also writes a sum of
 * stars that differs at the same count, and still never a smaller count: a review made during the
 * rebuild has been, or will be, brought by the stream.
 */
export async function setProductRating(
  productId: string,
  totals: RatingTotals,
  options: { repair?: boolean; revision?: number } = {},
): Promise<boolean> {
  // A count item with a revision (docs/decisions/042: hidden reviews make the count go down as well as up) is ordered by it.
  const byRevision = options.revision !== undefined;
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName('catalog'),
        Key: productKey(productId),
        UpdateExpression: byRevision
          ? 'SET ratingCount = :count, ratingStars = :stars, ratingRevision = :revision'
          : 'SET ratingCount = :count, ratingStars = :stars',
        ConditionExpression: byRevision
          ? `attribute_exists(pk) AND (attribute_not_exists(ratingRevision) OR ratingRevision ${options.repair ? '<=' : '<'} :revision)`
          : options.repair
            ? 'attribute_exists(pk) AND (attribute_not_exists(ratingCount) OR ratingCount < :count OR (ratingCount = :count AND (attribute_not_exists(ratingStars) OR ratingStars <> :stars)))'
            : 'attribute_exists(pk) AND (attribute_not_exists(ratingCount) OR ratingCount < :count)',
        ExpressionAttributeValues: {
          ':count': totals.count,
          ':stars': totals.stars,
          ...(byRevision ? { ':revision': options.revision } : {}),
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
