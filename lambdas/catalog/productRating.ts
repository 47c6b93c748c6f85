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
 * removed), so an older total arriving late, or the same twice, changes nothing; nor does a
 * product that is gone. `repair` writes whatever it is given (the operator's rebuild).
 */
export async function setProductRating(productId: string, totals: RatingTotals, options: { repair?: boolean } = {}): Promise<boolean> {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName('catalog'),
        Key: productKey(productId),
        UpdateExpression: 'SET ratingCount = :count, ratingStars = :stars',
        ConditionExpression: options.repair
          ? 'attribute_exists(pk) AND (attribute_not_exists(ratingCount) OR ratingCount <> :count OR ratingStars <> :stars)'
          : 'attribute_exists(pk) AND (attribute_not_exists(ratingCount) OR ratingCount < :count)',
        ExpressionAttributeValues: { ':count': totals.count, ':stars': totals.stars },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
