import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { OrderStatus } from '@shop/shared/contract/orders';
import { productKey } from '../catalog/catalogKeys.ts';
import { tableName } from '../platform/config.ts';
import { dynamo, transactionCancelReasons } from '../platform/dynamo.ts';
import { batchGetOrdersTable, getOrder } from './dynamoOrderReader.ts';
import { discountKey, giftCardKey } from '../promotions/promotionItems.ts';
import { type EffectRecord, newEffect } from './effectRecord.ts';
import type { MoveAttachment, TransactItem } from './moveWrites.ts';
import type { AuditActor } from '../staff/auditEntry.ts';
import { auditItem } from '../staff/dynamoAuditLog.ts';
import { type Decision, decide, LISTED_STATES, type OrderEffect, type OrderEvent, type RefundParts, statusKey } from './orderLifecycle.ts';
import { type OrderLine, type OrderRecord, orderKey, UNPAID_STATES } from './orderRecord.ts';
import { UNPAID_COUNTER_DAYS, type UnpaidCounter, unpaidCounterKey } from './unpaidOrders.ts';

export { getOrder, getOrders, ordersIn } from './dynamoOrderReader.ts';

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
            ? 'attribute_exists(pk) AND attribute_not_exists(disabled) AND (attribute_not_exists(usageLimit) OR used < usageLimit) AND (attribute_not_exists(validUntil) OR validUntil >= :now) AND (attribute_not_exists(validFrom) OR validFrom <= :now)'
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
        ConditionExpression:
          sign === 1 ? 'balance >= :amount AND expiresAt >= :now AND attribute_not_exists(disabled)' : 'attribute_exists(pk)',
        ExpressionAttributeValues: sign === 1 ? { ':amount': order.giftCard.applied, ':now': now } : { ':amount': -order.giftCard.applied },
      },
    });
  }
  return updates;
}

/**
 * Counts a new order in, if each counter is below its limit (the order's transaction fails
 * otherwise), and names it among the counter's orders, so a full counter can be looked into.
 */
function countIn(counters: readonly UnpaidCounter[], orderId: string, now: string): TransactItem[] {
  const expiresAt = Math.floor(Date.parse(now) / 1000) + UNPAID_COUNTER_DAYS * 86_400;
  return counters.map((counter) => ({
    Update: {
      TableName: tableName('orders'),
      Key: unpaidCounterKey(counter.pk),
      UpdateExpression: 'ADD unpaidOrders :one, orderIds :id SET expiresAt = :expires',
      ConditionExpression: 'attribute_not_exists(unpaidOrders) OR unpaidOrders < :limit',
      ExpressionAttributeValues: { ':one': 1, ':id': new Set([orderId]), ':limit': counter.limit, ':expires': expiresAt },
    },
  }));
}

/** Counts an order out as it leaves the unpaid states (nothing for an order placed before orders were counted). */
function countOut(order: OrderRecord, to: OrderRecord['status']): TransactItem[] {
  if (!UNPAID_STATES.includes(order.status) || UNPAID_STATES.includes(to)) return [];
  return (order.unpaidCounters ?? []).map((pk) => ({
    Update: {
      TableName: tableName('orders'),
      Key: unpaidCounterKey(pk),
      UpdateExpression: 'ADD unpaidOrders :minusOne DELETE orderIds :id',
      ExpressionAttributeValues: { ':minusOne': -1, ':id': new Set([order.id]) },
    },
  }));
}

/** A counter of unpaid orders as it is now: how many count in it, and which (orders counted before it named them are only in the count). */
export interface CountedOrders {
  pk: string;
  count: number;
  orderIds: string[];
}

/** The counters, read consistently, as countIn and countOut left them; a counter never written counts none. */
export async function countedOrders(pks: readonly string[]): Promise<CountedOrders[]> {
  const items = await batchGetOrdersTable(pks.map(unpaidCounterKey));
  return pks.map((pk) => {
    const item = items.find((i) => i.pk === pk) as { unpaidOrders?: number; orderIds?: Set<string> } | undefined;
    return { pk, count: item?.unpaidOrders ?? 0, orderIds: [...(item?.orderIds ?? [])] };
  });
}

export type CreateResult =
  | { status: 'created' }
  | { status: 'conflict'; reasons: string[] }
  /** A counter of unpaid orders was full: nothing was written. */
  | { status: 'limited'; counter: UnpaidCounter };

/**
 * Writes the order and takes everything it holds in one transaction: the stock of every size,
 * the discount code's use and the gift card's amount, and counts it in the counters of unpaid
 * orders it is given. Either all of it happens or none.
 */
export async function createOrderHoldingStock(order: OrderRecord, counters: readonly UnpaidCounter[] = []): Promise<CreateResult> {
  const counted = countIn(counters, order.id, order.createdAt);
  const items: TransactItem[] = [
    ...counted,
    { Put: { TableName: tableName('orders'), Item: order, ConditionExpression: 'attribute_not_exists(pk)' } },
    ...stockUpdates(order.lines, 1),
    ...promotionUpdates(order, 1, order.createdAt),
  ];
  try {
    await dynamo().send(new TransactWriteCommand({ TransactItems: items }));
    return { status: 'created' };
  } catch (error) {
    const reasons = transactionCancelReasons(error);
    if (!reasons) throw error;
    const full = counters.find((_, i) => reasons[i] === 'ConditionalCheckFailed');
    return full ? { status: 'limited', counter: full } : { status: 'conflict', reasons };
  }
}

/**
 * Makes what a decided move writes besides, or says why it cannot be made: a refund's credit note
 * and gift card, the audit entry of who made it (operatorSteps.ts). What it changes of the order
 * (`changes`) goes into the move.
 */
export type Attach = (
  order: OrderRecord,
  decision: Extract<Decision, { ok: true }>,
  next: OrderRecord,
) => Promise<MoveAttachment | { refused: string }>;

/** Who the audit log names for money the shop moves by itself: money for an order already let go of, refunded. */
export const THE_SHOP: AuditActor = { id: 'shop', email: 'the shop (automatic)', role: 'owner' };

/**
 * Money the shop gives back by itself (a payment for an order already let go of) is written to
 * the audit log with the move, as every person's refund is: every door that moves money leaves its entry.
 */
function automaticRefundAudit(order: OrderRecord, decision: Extract<Decision, { ok: true }>, next: OrderRecord, now: Date): MoveAttachment {
  const refund = decision.effects.find((effect): effect is Extract<OrderEffect, { kind: 'refund' }> => effect.kind === 'refund');
  // A person's refund (the refund step) is audited by whoever made it (operatorSteps.ts).
  if (!refund || decision.refund) return { items: [] };
  const fact = {
    action: 'orders.refundAutomatically',
    subject: { kind: 'order', id: order.id },
    before: { status: order.status, refunded: order.refunded ?? 0 },
    after: { status: next.status, refunded: next.refunded ?? 0, refund: refund.amount },
  };
  return { items: [auditItem(THE_SHOP, fact, now)] };
}

export type TransitionResult =
  | { status: 'moved'; order: OrderRecord; from: OrderStatus; effects: EffectRecord[] }
  | { status: 'refused'; order: OrderRecord; reason: string };

const TRANSITION_ATTEMPTS = 8;

/** Why a refund is refused when it comes without its writes: only the operator's step makes one (operatorSteps.ts). */
export const REFUND_UNATTACHED = 'A refund is made as the operator’s step, which writes its credit note with it.';

/** The pieces of a refund that came back, as a release of stock to the shelf. */
const restocked = (refund: RefundParts | undefined): OrderLine[] =>
  (refund?.restock ?? []).map(({ line, quantity }) => ({ ...line, fromStock: quantity, fromPreOrder: 0 }));

/**
 * The one writer of an order's moves: decides with the lifecycle, then writes the move, the
 * release of what the order held and the effects it causes in one transaction, conditional on
 * the order being as it was read (its version). Should someone else have moved it meanwhile,
 * it reads the order again and decides anew, so every event is safe to repeat and to race.
 */
export async function transition(order: OrderRecord, event: OrderEvent, now: Date, attach?: Attach): Promise<TransitionResult> {
  let current = order;
  for (let attempt = 1; ; attempt++) {
    const at = now.toISOString();
    const decision = decide(current, event, at);
    if (!decision.ok) return { status: 'refused', order: current, reason: decision.reason };
    const version = current.version ?? 0;
    let next: OrderRecord = { ...current, ...decision.changes, status: decision.to, updatedAt: at, version: version + 1 };
    if (LISTED_STATES.has(decision.to)) next.statusKey = statusKey(decision.to);
    else delete next.statusKey;
    // A refund is a person's step, whose writes (its credit note and gift card) come attached to it.
    if (decision.refund && !attach) return { status: 'refused', order: current, reason: REFUND_UNATTACHED };
    const attached = attach ? await attach(current, decision, next) : automaticRefundAudit(current, decision, next, now);
    if ('refused' in attached) return { status: 'refused', order: current, reason: attached.refused };
    next = { ...next, ...attached.changes };
    const effects = [
      ...decision.effects.map((effect, i) => newEffect(`${current.id}.${version + 1}.${i}`, current.id, effect, at)),
      ...(attached.effects ?? []),
    ];
    const items: TransactItem[] = [
      {
        Put: {
          TableName: tableName('orders'),
          Item: next,
          ConditionExpression:
            version === 0 ? '#status = :from AND attribute_not_exists(#version)' : '#status = :from AND #version = :version',
          ExpressionAttributeNames: { '#status': 'status', '#version': 'version' },
          ExpressionAttributeValues: version === 0 ? { ':from': current.status } : { ':from': current.status, ':version': version },
        },
      },
      ...(decision.releases ? [...stockUpdates(current.lines, -1), ...promotionUpdates(current, -1, at)] : []),
      // Pieces that came back go on the shelf through the same write as every release (streams see it).
      ...stockUpdates(restocked(decision.refund), -1),
      ...countOut(current, decision.to),
      ...effects.map((effect) => ({
        Put: { TableName: tableName('orders'), Item: effect, ConditionExpression: 'attribute_not_exists(pk)' },
      })),
      ...attached.items,
    ];
    try {
      await dynamo().send(new TransactWriteCommand({ TransactItems: items }));
      return { status: 'moved', order: next, from: current.status, effects };
    } catch (error) {
      const reasons = transactionCancelReasons(error);
      // The order moved, or what the attachment read changed (the invoice sequence, the gift card): read again, decide anew.
      if (!reasons?.includes('ConditionalCheckFailed') || attempt >= TRANSITION_ATTEMPTS) throw error;
      if (reasons[0] !== 'ConditionalCheckFailed') await new Promise((r) => setTimeout(r, 5 + Math.random() * 20 * attempt));
      const fresh = await getOrder(current.id);
      if (!fresh) throw error;
      current = fresh;
    }
  }
}

/** Writes a field of an order that is no move of its life (the invoice it got), keeping its version count. */
export function markOrderItem(
  orderId: string,
  set: Record<string, unknown>,
  condition: { expression: string; values?: Record<string, unknown> },
): TransactItem {
  const names: Record<string, string> = { '#version': 'version' };
  const values: Record<string, unknown> = { ':one': 1, ':zero': 0, ...condition.values };
  const sets = Object.entries(set).map(([k, v]) => {
    names[`#${k}`] = k;
    values[`:${k}`] = v;
    return `#${k} = :${k}`;
  });
  return {
    Update: {
      TableName: tableName('orders'),
      Key: orderKey(orderId),
      UpdateExpression: `SET ${sets.join(', ')}, #version = if_not_exists(#version, :zero) + :one`,
      ConditionExpression: condition.expression,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
}
