import { GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { AdminReviewRow } from '@shop/shared/contract/adminReviews';
import { tableName } from '../platform/config.ts';
import { dynamo, transactionCancelReasons } from '../platform/dynamo.ts';
import { conflict, notFound } from '../platform/errors.ts';
import { REVIEW_FEED, type ReviewItem, type ReviewModeration, reviewCounterKey, reviewKey, reviewPartition } from './reviewKeys.ts';
import { reviewTotals } from './reviewStore.ts';

/**
 * The back office's reviews desk (docs/decisions/042): the latest reviews, a product's, and
 * hiding and showing one with its reason. A hidden review keeps its position (so the pages of
 * the others stay one Query) and is listed on the product's count item, whose stars' sum and
 * count of shown reviews the product's rating follows through the stream.
 */

const LIST_LIMIT = 50;
const table = () => tableName('content');

export function adminReviewRow(item: ReviewItem): AdminReviewRow {
  return {
    productId: item.productId,
    position: item.sk,
    id: item.id,
    stars: item.stars,
    description: item.description,
    createdBy: item.createdBy,
    createdAt: item.createdAt,
    verifiedPurchase: item.verifiedPurchase === true,
    ...(item.hidden ? { hidden: item.hidden } : {}),
    moderation: item.moderation ?? [],
  };
}

/** GET /api/admin/reviews: a product's reviews newest first, or the latest of every product through the byFeed index. */
export async function listReviews(query: { productId?: string }): Promise<AdminReviewRow[]> {
  const { Items } = await dynamo().send(
    query.productId
      ? new QueryCommand({
          TableName: table(),
          // Positions only: the count item ('#') sorts before them, the reviewers' items ('C#…') after.
          KeyConditionExpression: 'pk = :pk AND sk BETWEEN :first AND :last',
          ExpressionAttributeValues: { ':pk': reviewPartition(query.productId), ':first': '000000', ':last': '999999' },
          ScanIndexForward: false,
          Limit: LIST_LIMIT,
        })
      : new QueryCommand({
          TableName: table(),
          IndexName: 'byFeed',
          KeyConditionExpression: 'feedKey = :feed',
          ExpressionAttributeValues: { ':feed': REVIEW_FEED },
          ScanIndexForward: false,
          Limit: LIST_LIMIT,
        }),
  );
  return ((Items ?? []) as ReviewItem[]).map(adminReviewRow);
}

async function getReview(productId: string, position: string): Promise<ReviewItem> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: table(), Key: reviewKey(productId, Number(position)), ConsistentRead: true }),
  );
  if (!Item) throw notFound('There is no such review.');
  return Item as ReviewItem;
}

export interface ModerationResult {
  before: AdminReviewRow;
  after: AdminReviewRow;
}

/**
 * Hides or shows one review, in one transaction with the count item: the review gets (or loses)
 * `hidden` and one more line of `moderation`; the count item takes its stars off (or back) and
 * its position into (or out of) `hidden`, and raises its revision. A review hidden already (or
 * shown already) is a 409 and changes nothing.
 */
async function moderate(
  action: 'hide' | 'show',
  target: { productId: string; position: string },
  by: { id: string; email: string },
  reason: string,
  now: Date,
): Promise<ModerationResult> {
  const review = await getReview(target.productId, target.position);
  if (action === 'hide' ? review.hidden : !review.hidden) {
    throw conflict(action === 'hide' ? 'This review is hidden already.' : 'This review is shown already.');
  }
  // A product reviewed before ratings were kept has no stars' sum yet: it starts from all of its reviews (none hidden then).
  const { stars } = await reviewTotals(target.productId, true);
  const mark: ReviewModeration = { at: now.toISOString(), by: { id: by.id, email: by.email }, reason };
  const line = { action, ...mark };
  const key = { pk: review.pk, sk: review.sk };
  try {
    await dynamo().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: table(),
              Key: key,
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
              Key: reviewCounterKey(target.productId),
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
  } catch (error) {
    if (transactionCancelReasons(error)?.includes('ConditionalCheckFailed')) {
      throw conflict('Someone else changed this review just now; look again.');
    }
    throw error;
  }
  const after = await getReview(target.productId, target.position);
  return { before: adminReviewRow(review), after: adminReviewRow(after) };
}

export const hideReview = (target: { productId: string; position: string }, by: { id: string; email: string }, reason: string, now: Date) =>
  moderate('hide', target, by, reason, now);

export const showReview = (target: { productId: string; position: string }, by: { id: string; email: string }, reason: string, now: Date) =>
  moderate('show', target, by, reason, now);
