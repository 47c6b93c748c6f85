import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../platform/config.ts';
import { dynamo } from '../platform/dynamo.ts';
import { customerKey, type OrderRecord } from './orderRecord.ts';

/**
 * The orders a logged-in customer placed for their own email (the orders table's sparse
 * `byCustomer` index), page by page; `attributes` reads only those of each order.
 */
export async function* customerOrders<K extends keyof OrderRecord>(
  email: string,
  options: { newestFirst?: boolean; attributes?: readonly K[] } = {},
): AsyncGenerator<Pick<OrderRecord, K>> {
  const projection = options.attributes?.length
    ? {
        ProjectionExpression: options.attributes.map((_, i) => `#a${i}`).join(', '),
        ExpressionAttributeNames: Object.fromEntries(options.attributes.map((name, i) => [`#a${i}`, name])),
      }
    : {};
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: tableName('orders'),
        IndexName: 'byCustomer',
        KeyConditionExpression: 'customerKey = :customer',
        ExpressionAttributeValues: { ':customer': customerKey(email) },
        ScanIndexForward: !options.newestFirst,
        ExclusiveStartKey: startKey,
        ...projection,
      }),
    );
    for (const item of page.Items ?? []) yield item as Pick<OrderRecord, K>;
    startKey = page.LastEvaluatedKey;
  } while (startKey);
}
