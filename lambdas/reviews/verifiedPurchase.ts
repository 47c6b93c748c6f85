import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { OrderStatus } from '@shop/shared/contract/orders';
import { tableName } from '../platform/config.ts';
import { dynamo } from '../platform/dynamo.ts';
import { customerKey, type OrderLine, PAID_FOR_STATES } from '../orders/orderRecord.ts';

/** The states of an order that was paid and not all given back. */
export const BOUGHT_STATES: ReadonlySet<OrderStatus> = new Set(PAID_FOR_STATES);

/**
 * Whether the customer logged in as `email` has a paid order with a line of the product. Only
 * orders placed logged in count (the orders table's `byCustomer` index): anyone can type an
 * email at a guest checkout. A customer's history is small; it is read until a match.
 */
export async function hasBought(email: string, productId: string): Promise<boolean> {
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: tableName('orders'),
        IndexName: 'byCustomer',
        KeyConditionExpression: 'customerKey = :customer',
        ExpressionAttributeValues: { ':customer': customerKey(email) },
        ProjectionExpression: '#status, #lines',
        ExpressionAttributeNames: { '#status': 'status', '#lines': 'lines' },
        ExclusiveStartKey: startKey,
      }),
    );
    const orders = (page.Items ?? []) as { status: OrderStatus; lines?: Pick<OrderLine, 'productId'>[] }[];
    if (orders.some((order) => BOUGHT_STATES.has(order.status) && order.lines?.some((line) => line.productId === productId))) return true;
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return false;
}
