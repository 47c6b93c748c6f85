import { GetCommand, QueryCommand, type QueryCommandOutput, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { REVIEW_MESSAGES } from '@shop/shared/contract/reviewMessages';
import { tableName } from '../platform/config.ts';
import { dynamo, transactionCancelReasons } from '../platform/dynamo.ts';
import { conflict } from '../platform/errors.ts';
import {
  counterOf,
  REVIEW_FEED,
  type ReviewCounter,
  type ReviewItem,
  reviewCounterKey,
  reviewKey,
  reviewPartition,
  reviewPosition,
  reviewerKey,
} from './reviewKeys.ts';

const table = () => tableName('content');

/** How many reviews a product has (positions taken, hidden ones too). */
export async function reviewCount(productId: string, consistent = false): Promise<number> {
  return (await reviewTotals(productId, consistent)).count;
}

/**
 * How many reviews a product has (positions taken) and the stars of the shown ones added up. The
 * count item carries the sum since the rating came to cards (docs/decisions/037); for a product
 * reviewed before, it is added up from the reviews once, here (none of them hidden then).
 */
export async function reviewTotals(productId: string, consistent = false): Promise<{ count: number; stars: number }> {
  const counter = await reviewCounter(productId, consistent);
  if (counter.stars !== undefined || counter.count === 0) return { count: counter.count, stars: counter.stars ?? 0 };
  return { count: counter.count, stars: sumOfStars(await allReviews(productId, counter.count)) };
}

export async function reviewCounter(productId: string, consistent = false): Promise<ReviewCounter> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: table(), Key: reviewCounterKey(productId), ConsistentRead: consistent }),
  );
  return counterOf(Item);
}

export const sumOfStars = (reviews: readonly ReviewItem[]) => reviews.reduce((sum, review) => sum + review.stars, 0);

/** Every review of a product up to position `count` - 1, a Query page at a time (jobs and summing up only, never a page of the shop). */
export async function allReviews(productId: string, count: number): Promise<ReviewItem[]> {
  const found: ReviewItem[] = [];
  if (count === 0) return found;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page: QueryCommandOutput = await dynamo().send(
      new QueryCommand({
        TableName: table(),
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
        ExpressionAttributeValues: { ':pk': reviewPartition(productId), ':from': reviewPosition(0), ':to': reviewPosition(count - 1) },
        ConsistentRead: true,
        ExclusiveStartKey: startKey,
      }),
    );
    found.push(...((page.Items ?? []) as ReviewItem[]));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return found;
}

/** The reviews at positions [first, last], newest first. */
export async function reviewsBetween(productId: string, first: number, last: number): Promise<ReviewItem[]> {
  const { Items } = await dynamo().send(
    new QueryCommand({
      TableName: table(),
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ExpressionAttributeValues: { ':pk': reviewPartition(productId), ':from': reviewPosition(first), ':to': reviewPosition(last) },
      ScanIndexForward: false,
    }),
  );
  return (Items ?? []) as ReviewItem[];
}

const ATTEMPTS = 6;
/** Where the reviewer's item stands among the transaction's items: the count, the review, the reviewer. */
const REVIEWER_ITEM = 2;

/**
 * Appends a review at the next position. The count (with the stars' sum), the review and the reviewer's item are
 * written in one transaction conditioned on the count read and on the reviewer's absence, so
 * two reviews at once never share a position, an account never reviews a product twice (409),
 * and a failure leaves none of them: positions stay dense.
 */
export async function appendReview(review: Omit<ReviewItem, 'pk' | 'sk'>): Promise<ReviewItem> {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const { count, stars } = await reviewTotals(review.productId, true);
    const item: ReviewItem = { ...reviewKey(review.productId, count), ...review, feedKey: REVIEW_FEED };
    try {
      await dynamo().send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: table(),
                Key: reviewCounterKey(review.productId),
                // The stars' sum moves with the count: the product's rating (docs/decisions/037). Added, not
                // set, so a review hidden meanwhile (which takes its stars off) is not undone here.
                UpdateExpression: 'SET #count = :next, stars = if_not_exists(stars, :stars) + :add ADD revision :one',
                ConditionExpression: count === 0 ? 'attribute_not_exists(#count) OR #count = :zero' : '#count = :count',
                ExpressionAttributeNames: { '#count': 'count' },
                ExpressionAttributeValues: {
                  ':next': count + 1,
                  ':stars': stars,
                  ':add': review.stars,
                  ':one': 1,
                  ...(count === 0 ? { ':zero': 0 } : { ':count': count }),
                },
              },
            },
            { Put: { TableName: table(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' } },
            {
              Put: {
                TableName: table(),
                Item: { ...reviewerKey(review.productId, review.customerId), reviewId: item.id, position: item.sk },
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
          ],
        }),
      );
      return item;
    } catch (error) {
      const reasons = transactionCancelReasons(error);
      if (!reasons) throw error;
      if (reasons[REVIEWER_ITEM] === 'ConditionalCheckFailed') throw conflict(REVIEW_MESSAGES.alreadyReviewed);
      // Another review took this position: read the count again.
      await new Promise((r) => setTimeout(r, 5 + Math.random() * 20 * attempt));
    }
  }
  throw conflict('The review could not be saved right now; please try again.');
}
