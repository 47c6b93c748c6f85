import { DeleteCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../platform/config.ts';
import { dynamo, isConditionFailure } from '../platform/dynamo.ts';
import { type StockNotificationItem, stockNotificationPartition } from './stockNotificationKeys.ts';
import type { StockNotificationStore, WaitingShopper } from './stockNotificationStore.ts';

/** A put that takes effect only where no request of that key is (the first request stays). */
async function putNew(item: StockNotificationItem): Promise<boolean> {
  try {
    await dynamo().send(new PutCommand({ TableName: tableName('content'), Item: item, ConditionExpression: 'attribute_not_exists(pk)' }));
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** The back-in-stock requests on the content table: `NOTIFY#<productId>#<size>` / `E#<email>`. */
export const dynamoStockNotificationStore: StockNotificationStore = {
  async remember(request) {
    return (await putNew(request)) ? 'remembered' : 'alreadyWaiting';
  },

  async *waiting(productId, size) {
    let startKey: Record<string, unknown> | undefined;
    do {
      const page = await dynamo().send(
        new QueryCommand({
          TableName: tableName('content'),
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': stockNotificationPartition(productId, size) },
          ProjectionExpression: 'pk, sk',
          ConsistentRead: true,
          // A size a thousand shoppers wait for is read a hundred at a time, not held at once.
          Limit: 100,
          ExclusiveStartKey: startKey,
        }),
      );
      for (const item of page.Items ?? []) yield item as WaitingShopper;
      startKey = page.LastEvaluatedKey;
    } while (startKey);
  },

  async claim(shopper) {
    try {
      const { Attributes } = await dynamo().send(
        new DeleteCommand({
          TableName: tableName('content'),
          Key: { pk: shopper.pk, sk: shopper.sk },
          ConditionExpression: 'attribute_exists(pk)',
          ReturnValues: 'ALL_OLD',
        }),
      );
      return Attributes as StockNotificationItem | undefined;
    } catch (error) {
      if (isConditionFailure(error)) return undefined;
      throw error;
    }
  },

  async putBack(request) {
    return (await putNew(request)) ? 'restored' : 'askedAgain';
  },
};
