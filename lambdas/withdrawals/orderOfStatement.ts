import { QueryCommand, type QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
import { emailKey, type OrderRecord } from '../orders/orderRecord.ts';
import { tableName } from '../platform/config.ts';
import { dynamo } from '../platform/dynamo.ts';

/**
 * The day an order was placed, in UTC, read from its number (TK-YYMMDD-…, lambdas/platform/ids.ts
 * writes it from the same instant as the order's createdAt): the look-up reads that one day of the
 * address's orders, not all of them.
 */
function placedOn(orderNumber: string): { from: string; to: string } | undefined {
  const match = /^TK-(\d{2})(\d{2})(\d{2})-/.exec(orderNumber);
  if (!match) return undefined;
  const day = `20${match[1]}-${match[2]}-${match[3]}`;
  return { from: `${day}T00:00:00.000Z`, to: `${day}T23:59:59.999Z` };
}

/**
 * The order with this number placed with this email, guests' too (the byEmail index holds every
 * order by its address); undefined when there is none, or when the number belongs to another address.
 */
export async function findOrderOf(orderNumber: string, email: string): Promise<OrderRecord | undefined> {
  const day = placedOn(orderNumber);
  if (!day) return undefined;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page: QueryCommandOutput = await dynamo().send(
      new QueryCommand({
        TableName: tableName('orders'),
        IndexName: 'byEmail',
        KeyConditionExpression: 'emailKey = :email AND createdAt BETWEEN :from AND :to',
        FilterExpression: '#number = :number',
        ExpressionAttributeNames: { '#number': 'number' },
        ExpressionAttributeValues: { ':email': emailKey(email), ':from': day.from, ':to': day.to, ':number': orderNumber },
        ExclusiveStartKey: startKey,
      }),
    );
    const [found] = (page.Items ?? []) as OrderRecord[];
    if (found) return found;
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return undefined;
}
