import { GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { REVIEW_MESSAGES } from '@shop/shared/contract/reviewMessages';
import { tableName } from '../platform/config.ts';
import { dynamo, transactionCancelReasons } from '../platform/dynamo.ts';
import { conflict } from '../platform/errors.ts';
import { type ReviewItem, reviewCounterKey, reviewKey, reviewPartition, reviewPosition, reviewerKey } from './reviewKeys.ts';

const table = () => tableName('content');

/** How many reviews a product has. */
export async function reviewCount(productId: string, consistent = false): Promise<number> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: table(), Key: reviewCounterKey(productId), ConsistentRead: consistent }),
  );
  return Number(Item?.count ?? 0);
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
 * Appends a review at the next position. The count, the review and the reviewer's item are
 * written in one transaction conditioned on the count read and on the reviewer's absence, so
 * two reviews at once never share a position, an account never reviews a product twice (409),
 * and a failure leaves none of them: positions stay dense.
 */
export async function appendReview(review: Omit<ReviewItem, 'pk' | 'sk'>): Promise<ReviewItem> {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const count = await reviewCount(review.productId, true);
    const item: ReviewItem = { ...reviewKey(review.productId, count), ...review };
    try {
      await dynamo().send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: table(),
                Key: reviewCounterKey(review.productId),
                UpdateExpression: 'SET #count = :next',
                ConditionExpression: count === 0 ? 'attribute_not_exists(#count) OR #count = :zero' : '#count = :count',
                ExpressionAttributeNames: { '#count': 'count' },
                ExpressionAttributeValues: count === 0 ? { ':next': 1, ':zero': 0 } : { ':next': count + 1, ':count': count },
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
