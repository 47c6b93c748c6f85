import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { OrderStatus } from '@shop/shared/contract/orders';
import { productKey } from '../catalog/catalogKeys.ts';
import { tableName } from '../platform/config.ts';
import { dynamo, isConditionFailure } from '../platform/dynamo.ts';
import { discountKey, giftCardKey } from '../promotions/promotionItems.ts';
import { AWAITING_TRANSFER_KEY, type OrderLine, type OrderRecord, orderKey } from './orderRecord.ts';

type TransactItem = NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']>[number];

export async function getOrder(id: string): Promise<OrderRecord | undefined> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: tableName('orders'), Key: orderKey(id), ConsistentRead: true }));
  return Item as OrderRecord | undefined;
}

/**
 * One update per product covering all its sizes: pieces taken from (or, with sign −1, given
 * back to) the shelf and the pre-order quantity. Taking is conditional, so stock never goes
 * below zero, whoever else is buying at the same moment.
 */
function stockUpdates(lines: readonly OrderLine[], sign: 1 | -1): TransactItem[] {
  const byProduct = new Map<string, OrderLine[]>();
  for (const line of lines) byProduct.set(line.productId, [...(byProduct.get(line.productId) ?? []), line]);
  const updates: TransactItem[] = [];
  for (const [productId, productLines] of byProduct) {
    const sets: string[] = [];
    const conditions: string[] = ['attribute_exists(pk)'];
    const names: Record<string, string> = {};
    const values: Record<string, number> = {};
    productLines.forEach((line, i) => {
      names[`#s${i}`] = line.size;
      for (const [field, count] of [
        ['stock', line.fromStock],
        ['preOrderStock', line.fromPreOrder],
      ] as const) {
        if (count <= 0) continue;
        const value = `:${field}${i}`;
        values[value] = count;
        if (sign === 1) {
          sets.push(`${field}.#s${i} = ${field}.#s${i} - ${value}`);
          conditions.push(`${field}.#s${i} >= ${value}`);
        } else {
          sets.push(`${field}.#s${i} = ${field}.#s${i} + ${value}`);
        }
      }
    });
    if (sets.length === 0) continue;
    const usedNames = Object.fromEntries(Object.entries(names).filter(([k]) => sets.some((s) => s.includes(`${k} `))));
    updates.push({
      Update: {
        TableName: tableName('catalog'),
        Key: productKey(productId),
        UpdateExpression: `SET ${sets.join(', ')}`,
        ConditionExpression: conditions.join(' AND '),
        ExpressionAttributeNames: usedNames,
        ExpressionAttributeValues: values,
      },
    });
  }
  return updates;
}

function promotionUpdates(order: OrderRecord, sign: 1 | -1, now: string): TransactItem[] {
  const updates: TransactItem[] = [];
  if (order.discountCode) {
    updates.push({
      Update: {
        TableName: tableName('promotions'),
        Key: discountKey(order.discountCode.name),
        UpdateExpression: 'SET used = used + :delta',
        ConditionExpression:
          sign === 1
            ? 'attribute_exists(pk) AND (attribute_not_exists(usageLimit) OR used < usageLimit) AND (attribute_not_exists(validUntil) OR validUntil >= :now) AND (attribute_not_exists(validFrom) OR validFrom <= :now)'
            : 'attribute_exists(pk)',
        ExpressionAttributeValues: sign === 1 ? { ':delta': 1, ':now': now } : { ':delta': -1 },
      },
    });
  }
  if (order.giftCard && order.giftCard.applied > 0) {
    updates.push({
      Update: {
        TableName: tableName('promotions'),
        Key: giftCardKey(order.giftCard.code),
        UpdateExpression: 'SET balance = balance - :amount',
        ConditionExpression: sign === 1 ? 'balance >= :amount AND expiresAt >= :now' : 'attribute_exists(pk)',
        ExpressionAttributeValues: sign === 1 ? { ':amount': order.giftCard.applied, ':now': now } : { ':amount': -order.giftCard.applied },
      },
    });
  }
  return updates;
}

export type CreateResult = { status: 'created' } | { status: 'conflict'; reasons: string[] };

/**
 * Writes the order and takes everything it holds in one transaction: the stock of every size,
 * the discount code's use and the gift card's amount. Either all of it happens or none.
 */
export async function createOrderHoldingStock(order: OrderRecord): Promise<CreateResult> {
  const items: TransactItem[] = [
    { Put: { TableName: tableName('orders'), Item: order, ConditionExpression: 'attribute_not_exists(pk)' } },
    ...stockUpdates(order.lines, 1),
    ...promotionUpdates(order, 1, order.createdAt),
  ];
  try {
    await dynamo().send(new TransactWriteCommand({ TransactItems: items }));
    return { status: 'created' };
  } catch (error) {
    const e = error as { name?: string; CancellationReasons?: { Code?: string }[] };
    if (e.name === 'TransactionCanceledException')
      return { status: 'conflict', reasons: (e.CancellationReasons ?? []).map((r) => r.Code ?? 'None') };
    throw error;
  }
}

/**
 * Moves an order from one of the expected states to the next, and when the order is given up
 * (expired, failed or cancelled) gives back its stock, gift card amount and code use in the
 * same transaction. Returns false when the order was not in an expected state: someone else
 * already moved it, which makes every transition safe to repeat.
 */
export async function transitionOrder(
  order: OrderRecord,
  from: readonly OrderStatus[],
  to: OrderStatus,
  fields: Partial<Pick<OrderRecord, 'paymentMethod' | 'paidAt' | 'paymentSessionId' | 'cancelledAt'>>,
  now: string,
): Promise<boolean> {
  const releases = to === 'EXPIRED' || to === 'PAYMENT_FAILED' || to === 'CANCELLED';
  const sets = ['#status = :to', 'updatedAt = :now', ...Object.keys(fields).map((k) => `#${k} = :${k}`)];
  const names: Record<string, string> = { '#status': 'status', ...Object.fromEntries(Object.keys(fields).map((k) => [`#${k}`, k])) };
  const values: Record<string, unknown> = {
    ':to': to,
    ':now': now,
    ...Object.fromEntries(Object.entries(fields).map(([k, v]) => [`:${k}`, v])),
  };
  from.forEach((status, i) => {
    values[`:from${i}`] = status;
  });
  let update = `SET ${sets.join(', ')}`;
  if (to === 'AWAITING_TRANSFER') {
    update += ', statusKey = :statusKey';
    values[':statusKey'] = AWAITING_TRANSFER_KEY;
  } else {
    update += ' REMOVE statusKey';
  }
  const orderUpdate: TransactItem = {
    Update: {
      TableName: tableName('orders'),
      Key: orderKey(order.id),
      UpdateExpression: update,
      ConditionExpression: `#status IN (${from.map((_, i) => `:from${i}`).join(', ')})`,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
  try {
    if (!releases) {
      await dynamo().send(new UpdateCommand(orderUpdate.Update as ConstructorParameters<typeof UpdateCommand>[0]));
    } else {
      const items = [orderUpdate, ...stockUpdates(order.lines, -1), ...promotionUpdates(order, -1, now)];
      await dynamo().send(new TransactWriteCommand({ TransactItems: items }));
    }
    return true;
  } catch (error) {
    const e = error as { name?: string; CancellationReasons?: { Code?: string }[] };
    if (isConditionFailure(error)) return false;
    if (e.name === 'TransactionCanceledException' && e.CancellationReasons?.[0]?.Code === 'ConditionalCheckFailed') return false;
    throw error;
  }
}

export async function setPaymentSession(orderId: string, sessionId: string): Promise<void> {
  await dynamo().send(
    new UpdateCommand({
      TableName: tableName('orders'),
      Key: orderKey(orderId),
      UpdateExpression: 'SET paymentSessionId = :id',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':id': sessionId },
    }),
  );
}
