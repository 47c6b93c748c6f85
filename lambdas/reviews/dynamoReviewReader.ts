import { GetCommand, QueryCommand, type QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../platform/config.ts';
import { dynamo } from '../platform/dynamo.ts';
import { counterOf, REVIEW_FEED, type ReviewItem, reviewCounterKey, reviewKey, reviewPartition, reviewPosition } from './reviewKeys.ts';
import type { ReviewReader } from './reviewStore.ts';

/** The reviews in the content table, read (key layout in reviewKeys.ts); the writes are dynamoReviewStore.ts's. */

const table = () => tableName('content');

export const dynamoReviewReader: ReviewReader = {
  async counter(productId, { consistent = false } = {}) {
    const { Item } = await dynamo().send(
      new GetCommand({ TableName: table(), Key: reviewCounterKey(productId), ConsistentRead: consistent }),
    );
    return counterOf(Item);
  },

  async between(productId, first, last) {
    const { Items } = await dynamo().send(
      new QueryCommand({
        TableName: table(),
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
        ExpressionAttributeValues: { ':pk': reviewPartition(productId), ':from': reviewPosition(first), ':to': reviewPosition(last) },
        ScanIndexForward: false,
      }),
    );
    return (Items ?? []) as ReviewItem[];
  },

  async upTo(productId, count) {
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
  },

  async at(productId, position) {
    if (!/^\d+$/.test(position)) return undefined;
    const { Item } = await dynamo().send(
      new GetCommand({ TableName: table(), Key: reviewKey(productId, Number(position)), ConsistentRead: true }),
    );
    return Item as ReviewItem | undefined;
  },

  async latest(query, limit) {
    const { Items } = await dynamo().send(
      query.productId
        ? new QueryCommand({
            TableName: table(),
            // Positions only: the count item ('#') sorts before them, the reviewers' items ('C#…') after.
            KeyConditionExpression: 'pk = :pk AND sk BETWEEN :first AND :last',
            ExpressionAttributeValues: { ':pk': reviewPartition(query.productId), ':first': '000000', ':last': '999999' },
            ScanIndexForward: false,
            Limit: limit,
          })
        : new QueryCommand({
            TableName: table(),
            IndexName: 'byFeed',
            KeyConditionExpression: 'feedKey = :feed',
            ExpressionAttributeValues: { ':feed': REVIEW_FEED },
            ScanIndexForward: false,
            Limit: limit,
          }),
    );
    return (Items ?? []) as ReviewItem[];
  },
};
