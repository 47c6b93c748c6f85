import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { AdminOrderRow, AdminOrderView, TodayView } from '@shop/shared/contract/adminOrders';
import type { OrderStatus } from '@shop/shared/contract/orders';
import { stepsOf } from '../orders/operatorSteps.ts';
import { LISTED_STATES, statusKey } from '../orders/orderLifecycle.ts';
import { emailKey, type OrderRecord } from '../orders/orderRecord.ts';
import { getOrder } from '../orders/orderStore.ts';
import { tableName } from '../platform/config.ts';
import { dynamo } from '../platform/dynamo.ts';
import { badRequest } from '../platform/errors.ts';

/**
 * The orders desk's reading: the states where work waits through the byStatus index (oldest
 * first), a customer's orders through byEmail (newest first), an order by id or by a number of
 * a state where work waits. No Scan: an ended order is found by its customer's email.
 */
const LIST_LIMIT = 100;
const ORDER_NUMBER = /^TK-\d{6}-[0-9A-Z]{5}$/i;

async function query(index: 'byStatus' | 'byEmail', key: string, newestFirst: boolean): Promise<OrderRecord[]> {
  const found: OrderRecord[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: tableName('orders'),
        IndexName: index,
        KeyConditionExpression: `${index === 'byStatus' ? 'statusKey' : 'emailKey'} = :key`,
        ExpressionAttributeValues: { ':key': key },
        ScanIndexForward: !newestFirst,
        ExclusiveStartKey: start,
      }),
    );
    found.push(...((page.Items ?? []) as OrderRecord[]));
    start = page.LastEvaluatedKey;
  } while (start && found.length < LIST_LIMIT);
  return found.slice(0, LIST_LIMIT);
}

export const orderRow = (order: OrderRecord): AdminOrderRow => ({
  id: order.id,
  number: order.number,
  status: order.status,
  createdAt: order.createdAt,
  email: order.email,
  total: order.total,
  deliveryMethod: order.deliveryMethod,
  ...(order.paymentMethod ? { paymentMethod: order.paymentMethod } : {}),
});

export function orderView(order: OrderRecord, now: Date): AdminOrderView {
  return {
    ...orderRow(order),
    lines: order.lines.map(({ itemNo, productId, productName, productColorName, size, quantity, amount }) => ({
      itemNo,
      productId,
      productName,
      productColorName,
      size,
      quantity,
      amount,
    })),
    subtotal: order.subtotal,
    shipping: order.shipping,
    discountCode: order.discountCode,
    giftCard: order.giftCard,
    refunded: order.refunded ?? 0,
    ...(order.paidAt ? { paidAt: order.paidAt } : {}),
    ...(order.cancelledAt ? { cancelledAt: order.cancelledAt } : {}),
    ...(order.invoiceId ? { invoiceId: order.invoiceId } : {}),
    deliveryAddress: { ...order.deliveryAddress },
    ...(order.deliveryMethod === 'PICK_UP' ? { deliveryLocation: order.deliveryLocation } : {}),
    ...(order.shipment ? { shipment: order.shipment } : {}),
    steps: stepsOf(order, now),
  };
}

/** GET /api/admin/orders: by status (where work waits), or a search by number, id or email. */
export async function listOrders(request: { status?: OrderStatus; q?: string }): Promise<AdminOrderRow[]> {
  const q = request.q?.trim();
  if (q) {
    const found = q.includes('@') ? await query('byEmail', emailKey(q.toLowerCase()), true) : await byReference(q);
    return found.filter((o) => !request.status || o.status === request.status).map(orderRow);
  }
  if (!request.status) throw badRequest('Choose a status, or search by order number or email.', { status: 'Choose a status.' });
  if (!LISTED_STATES.has(request.status)) {
    throw badRequest(`Orders that are ${request.status} are found by the customer's email.`, {
      status: 'Search by email for this status.',
    });
  }
  return (await query('byStatus', statusKey(request.status), false)).map(orderRow);
}

async function byReference(reference: string): Promise<OrderRecord[]> {
  if (ORDER_NUMBER.test(reference)) {
    const number = reference.toUpperCase();
    for (const status of LISTED_STATES) {
      const match = (await query('byStatus', statusKey(status), false)).find((o) => o.number === number);
      if (match) return [match];
    }
    return [];
  }
  const order = /^[A-Za-z0-9_-]{1,64}$/.test(reference) ? await getOrder(reference) : undefined;
  return order ? [order] : [];
}

/** GET /api/admin/today */
export async function today(): Promise<TodayView> {
  const [paid, ready, awaiting] = await Promise.all(
    (['PAID', 'READY_FOR_PICKUP', 'AWAITING_TRANSFER'] as const).map((status) => query('byStatus', statusKey(status), false)),
  );
  return {
    toPack: (paid ?? []).map(orderRow),
    readyForPickup: (ready ?? []).map(orderRow),
    awaitingTransfer: (awaiting ?? []).map(orderRow),
  };
}
