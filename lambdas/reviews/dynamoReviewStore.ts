import { TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../platform/config.ts';
import { dynamo, isConditionFailure, transactionCancelReasons } from '../platform/dynamo.ts';
import { dynamoReviewReader } from './dynamoReviewReader.ts';
import { REVIEW_FEED, type ReviewItem, reviewCounterKey, reviewKey, reviewerKey } from './reviewKeys.ts';
import { type ReviewStore, reviewTotals } from './reviewStore.ts';

/** The reviews in the content table, read and written (key layout in reviewKeys.ts). */

const table = () => tableName('content');

/**
 * Reviews of one product at the same moment take their positions one by one, each round at most
 * one of them (a transaction conflict can cancel them all): ten rounds, about a second of waits at
 * most, carry a dozen at once, which six did not on a busy machine.
 */
const ATTEMPTS = 10;
/** Where the reviewer's item stands among the append's items: the count, the review, the reviewer. */
const REVIEWER_ITEM = 2;

export const dynamoReviewStore: ReviewStore = {
  ...dynamoReviewReader,

  /**
   * The count (with the stars' sum), the review and the reviewer's item in one transaction
   * conditioned on the count read and on the reviewer's absence, so two reviews at once never
   * share a position and a failure leaves none of them: positions stay dense.
   */
  async append(review) {
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      const { count, stars } = await reviewTotals(dynamoReviewStore, review.productId, true);
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
        if (reasons[REVIEWER_ITEM] === 'ConditionalCheckFailed') return 'alreadyReviewed';
        // Another review took this position: read the count again.
        await new Promise((r) => setTimeout(r, 5 + Math.random() * 20 * attempt));
      }
    }
    return 'busy';
  },

  async moderate(review, { action, ...mark }, stars) {
    const line = { action, ...mark };
    try {
      await dynamo().send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: table(),
                Key: { pk: review.pk, sk: review.sk },
                UpdateExpression:
                  action === 'hide'
                    ? 'SET #hidden = :mark, moderation = list_append(if_not_exists(moderation, :none), :line)'
                    : 'SET moderation = list_append(if_not_exists(moderation, :none), :line) REMOVE #hidden',
                ConditionExpression:
                  action === 'hide' ? 'attribute_exists(pk) AND attribute_not_exists(#hidden)' : 'attribute_exists(#hidden)',
                // HIDDEN is one of DynamoDB's reserved words.
                ExpressionAttributeNames: { '#hidden': 'hidden' },
                ExpressionAttributeValues: { ':line': [line], ':none': [], ...(action === 'hide' ? { ':mark': mark } : {}) },
              },
            },
            {
              Update: {
                TableName: table(),
                Key: reviewCounterKey(review.productId),
                UpdateExpression:
                  action === 'hide'
                    ? 'SET stars = if_not_exists(stars, :stars) - :these ADD #hidden :position, revision :one'
                    : 'SET stars = if_not_exists(stars, :stars) + :these DELETE #hidden :position ADD revision :one',
                ConditionExpression: 'attribute_exists(pk)',
                ExpressionAttributeNames: { '#hidden': 'hidden' },
                ExpressionAttributeValues: { ':stars': stars, ':these': review.stars, ':position': new Set([review.sk]), ':one': 1 },
              },
            },
          ],
        }),
      );
      return 'done';
    } catch (error) {
      if (transactionCancelReasons(error)?.includes('ConditionalCheckFailed')) return 'changed';
      throw error;
    }
  },

  async repairStars(productId, stars, counted) {
    try {
      await dynamo().send(
        new UpdateCommand({
          TableName: table(),
          Key: reviewCounterKey(productId),
          UpdateExpression: 'SET stars = :stars',
          // Nor a review hidden or shown meanwhile (each raises the revision).
          ConditionExpression:
            counted.revision === undefined
              ? '#count = :count AND attribute_not_exists(revision)'
              : '#count = :count AND revision = :revision',
          ExpressionAttributeNames: { '#count': 'count' },
          ExpressionAttributeValues: {
            ':stars': stars,
            ':count': counted.count,
            ...(counted.revision === undefined ? {} : { ':revision': counted.revision }),
          },
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  },
};
