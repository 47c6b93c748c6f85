import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { LateTransferRow } from '@shop/shared/contract/adminOrders';
import type { Clock } from '../platform/clock.ts';
import { tableName } from '../platform/config.ts';
import { dynamo, isConditionFailure, transactionCancelReasons } from '../platform/dynamo.ts';
import { log } from '../platform/log.ts';
import { countMetric } from '../platform/metrics.ts';
import type { PaymentGateway } from '../payments/paymentGateway.ts';
import { type EffectRecord, newEffect } from './effectRecord.ts';
import { EffectFailed } from './effectOutbox.ts';
import { type OrderRecord, PAID_FOR_STATES, UNPAID_STATES } from './orderRecord.ts';
import { getOrder, THE_SHOP } from './orderStore.ts';
import { auditItem } from '../staff/dynamoAuditLog.ts';
import { type SettlePorts, settleOrderFromProvider } from './settleOrder.ts';

/**
 * Money that reaches the provider's cash balance of a customer for an order that takes none:
 * a bank transfer that arrives after the order was cancelled (its payment was cancelled, so the
 * provider cannot apply it), or more than the order's total (the payment took its amount, the
 * rest stayed). The shop sends it back to the sender's bank through the provider, tells the
 * customer, and shows it on Today until the provider says the money arrived (docs/decisions/065).
 *
 * Each bank transfer's payment page makes a Customer of its own at the provider, so a cash
 * balance belongs to one order. What to return is what the balance holds now, less returns this
 * shop has decided and not yet asked for: two events about one balance never send it back twice,
 * and a return the provider refuses as more than the balance holds is cut to what is left.
 */

/** The orders table's partition of returns (lambdas/orders/orderRecord.ts), one item per cash balance transaction that showed the money. */
const RETURNS_PK = 'CASH_RETURNS';
const returnKey = (transactionId: string) => ({ pk: RETURNS_PK, sk: transactionId });

/**
 * `to_return` until the provider is asked; then the provider's refund status: `requires_action`
 * while it asks the customer for the account, `pending`, `succeeded`; `canceled` (not answered in
 * 45 days: the money is back in the balance) or `failed` need a person. `nothing_left` when the
 * balance held nothing any more by the time it was asked.
 */
export type CashReturnStatus = 'to_return' | 'requires_action' | 'pending' | 'succeeded' | 'canceled' | 'failed' | 'nothing_left';
const CLOSED: ReadonlySet<CashReturnStatus> = new Set(['succeeded', 'nothing_left']);
/** How long a finished return is kept (the order and the provider keep the rest). */
const KEEP_CLOSED_DAYS = 400;

export interface CashReturnRecord {
  pk: string;
  sk: string;
  /** The provider's cash balance transaction that showed the money. */
  transactionId: string;
  orderId: string;
  orderNumber: string;
  email: string;
  customerId: string;
  /** Cents: what is to go back; once asked, what the provider took. */
  amount: number;
  /** `late`: the order had been let go of; `overpaid`: it was paid, and this was more than its total. */
  reason: 'late' | 'overpaid';
  receivedAt: string;
  status: CashReturnStatus;
  refundId?: string;
  updatedAt: string;
  expiresAt?: number;
}

/** The cash balance transactions after which the balance may hold money for an order that takes none. */
const SHOWS_MONEY = new Set(['funded', 'applied_to_payment', 'unapplied_from_payment']);

/** The part of a `customer_cash_balance_transaction` the shop reads. */
export interface CashBalanceTransactionEvent {
  id?: string;
  type?: string;
  customer?: string | { id: string } | null;
}

export type CashBalancePorts = SettlePorts & { payments: PaymentGateway };

/**
 * Handles `customer_cash_balance_transaction.created`. Once the order is settled with the
 * provider, money in the balance of an order that takes no more (not awaiting a transfer) is
 * to go back: one return and its effect, written together, keyed by the transaction.
 */
export async function handleCashBalanceTransaction(
  transaction: CashBalanceTransactionEvent,
  ports: CashBalancePorts,
): Promise<'returning' | 'nothing'> {
  const customerId = typeof transaction.customer === 'string' ? transaction.customer : transaction.customer?.id;
  if (!transaction.id || !customerId || !SHOWS_MONEY.has(transaction.type ?? '')) return 'nothing';
  const orderId = await ports.payments.cashBalanceOrder(customerId);
  const found = orderId ? await getOrder(orderId) : undefined;
  if (!found) {
    log.warn('money in a cash balance no order of the shop made', { customerId, transactionId: transaction.id, orderId });
    return 'nothing';
  }
  // The session is the truth about the order's money: a transfer it took makes the order paid first.
  const order = await settleOrderFromProvider(found, ports);
  if (UNPAID_STATES.includes(order.status)) return 'nothing';
  const held = await ports.payments.cashBalance(customerId);
  const amount = held - (await notYetAsked(customerId));
  if (amount <= 0) return 'nothing';
  const written = await recordReturn(order, customerId, transaction.id, amount, ports.clock.now().toISOString());
  if (written) {
    countMetric('LateTransferReturned');
    log.warn('money in a cash balance for an order that takes none: returning it', {
      orderId: order.id,
      status: order.status,
      transactionId: transaction.id,
      amount,
    });
  }
  return 'returning';
}

/**
 * The returns whose record passes the filter, page by page: one Query of their partition, no Scan.
 * Consistent when the caller decides money on what it reads.
 */
async function* cashReturnsWhere(filter: string, values: Record<string, string>, consistent = false): AsyncGenerator<CashReturnRecord> {
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: tableName('orders'),
        KeyConditionExpression: 'pk = :pk',
        FilterExpression: filter,
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':pk': RETURNS_PK, ...values },
        ...(consistent ? { ConsistentRead: true } : {}),
        ExclusiveStartKey: start,
      }),
    );
    yield* (page.Items ?? []) as CashReturnRecord[];
    start = page.LastEvaluatedKey;
  } while (start);
}

/** What returns of this customer's balance were decided and not yet asked of the provider. */
async function notYetAsked(customerId: string): Promise<number> {
  let total = 0;
  const filter = 'customerId = :customer AND #status = :toReturn';
  for await (const item of cashReturnsWhere(filter, { ':customer': customerId, ':toReturn': 'to_return' }, true)) total += item.amount;
  return total;
}

const returnEffectId = (orderId: string, transactionId: string) => `${orderId}.cash.${transactionId}`;
const mailEffectId = (orderId: string, transactionId: string) => `${orderId}.cash.${transactionId}.mail`;

/** The return and the effect that performs it, in one write; false when this transaction's return was written before. */
async function recordReturn(order: OrderRecord, customerId: string, transactionId: string, amount: number, now: string): Promise<boolean> {
  const record: CashReturnRecord = {
    ...returnKey(transactionId),
    transactionId,
    orderId: order.id,
    orderNumber: order.number,
    email: order.email,
    customerId,
    amount,
    reason: PAID_FOR_STATES.includes(order.status) ? 'overpaid' : 'late',
    receivedAt: now,
    status: 'to_return',
    updatedAt: now,
  };
  const effect = newEffect(returnEffectId(order.id, transactionId), order.id, { kind: 'returnCashBalance', transactionId }, now);
  try {
    await dynamo().send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: tableName('orders'), Item: record, ConditionExpression: 'attribute_not_exists(pk)' } },
          { Put: { TableName: tableName('orders'), Item: effect, ConditionExpression: 'attribute_not_exists(pk)' } },
          // Money the shop sends back by itself is in the audit log, written with the decision to send it.
          auditItem(
            THE_SHOP,
            {
              action: 'orders.returnCashBalance',
              subject: { kind: 'order', id: order.id },
              after: { transactionId, amount, reason: record.reason },
            },
            new Date(now),
          ),
        ],
      }),
    );
    return true;
  } catch (error) {
    if (transactionCancelReasons(error)?.includes('ConditionalCheckFailed')) return false;
    throw error;
  }
}

export async function getCashReturn(transactionId: string): Promise<CashReturnRecord | undefined> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName('orders'), Key: returnKey(transactionId), ConsistentRead: true }),
  );
  return Item as CashReturnRecord | undefined;
}

/** The provider's refund status as the return's; anything new is `pending` until it settles. */
function statusOf(refundStatus: string): CashReturnStatus {
  return (['requires_action', 'pending', 'succeeded', 'canceled', 'failed'] as const).find((s) => s === refundStatus) ?? 'pending';
}

const closing = (status: CashReturnStatus, now: Date) =>
  CLOSED.has(status) ? { expiresAt: Math.floor(now.getTime() / 1000) + KEEP_CLOSED_DAYS * 86_400 } : {};

/**
 * The payments lane's effect: asks the provider to send the money back, under a key per
 * cash balance transaction (asked again, it gives the same return), then records where it
 * stands and puts the customer's mail in the outbox, both in one write.
 */
export async function performCashReturn(effect: EffectRecord, ports: { payments: PaymentGateway; clock: Clock }): Promise<void> {
  if (effect.effect.kind !== 'returnCashBalance') throw new EffectFailed(`${effect.effect.kind} is no return of a cash balance`);
  const { transactionId } = effect.effect;
  const record = await getCashReturn(transactionId);
  if (!record) throw new EffectFailed(`the return of ${transactionId} is gone`);
  if (record.status !== 'to_return') return;
  const result = await ports.payments.returnCashBalance({
    customerId: record.customerId,
    amountCents: record.amount,
    email: record.email,
    idempotencyKey: `cash-balance-return-${transactionId}`,
    metadata: { orderId: record.orderId, orderNumber: record.orderNumber, cashBalanceTransaction: transactionId },
  });
  if (result.status === 'unavailable') throw new EffectFailed(result.reason);
  const now = ports.clock.now();
  if (result.status === 'nothing_to_return') {
    await mark(record, { status: 'nothing_left', ...closing('nothing_left', now) }, now, 'to_return').catch(ignoreConditionFailure);
    log.info('the cash balance held nothing more to return', { orderId: record.orderId, transactionId });
    return;
  }
  const status = statusOf(result.refundStatus);
  const at = now.toISOString();
  const mail = newEffect(
    mailEffectId(record.orderId, transactionId),
    record.orderId,
    { kind: 'mail', mail: 'cashBalanceReturned', transactionId },
    at,
  );
  try {
    await dynamo().send(
      new TransactWriteCommand({
        TransactItems: [
          markUpdate(record, { status, refundId: result.refundId, amount: result.amount, ...closing(status, now) }, at, 'to_return'),
          { Put: { TableName: tableName('orders'), Item: mail, ConditionExpression: 'attribute_not_exists(pk)' } },
        ],
      }),
    );
  } catch (error) {
    // Recorded by an earlier try of this effect: the provider gave the same return back.
    if (!transactionCancelReasons(error)?.includes('ConditionalCheckFailed')) throw error;
  }
}

/**
 * Handles `refund.updated` (and `refund.created`) of a return from a cash balance: its status as the provider has it now.
 * Refunds of a payment are the shop's own (lambdas/orders/paymentEffects.ts) and are left alone.
 */
export async function handleReturnRefund(
  refund: { id?: string; metadata?: Record<string, string> | null },
  ports: { payments: PaymentGateway; clock: Clock },
): Promise<'updated' | 'nothing'> {
  const transactionId = refund.metadata?.cashBalanceTransaction;
  if (!refund.id || !transactionId) return 'nothing';
  const record = await getCashReturn(transactionId);
  if (!record) return 'nothing';
  // The provider may tell of the refund before the effect that asked for it has written its id: try again later.
  if (record.status === 'to_return') throw new Error(`the return of ${transactionId} is not recorded yet`);
  if (record.refundId !== refund.id) return 'nothing';
  const status = statusOf(await ports.payments.refundStatus(refund.id));
  if (status === record.status) return 'nothing';
  const now = ports.clock.now();
  await mark(record, { status, ...closing(status, now) }, now, record.status).catch(ignoreConditionFailure);
  if (status === 'canceled' || status === 'failed') {
    countMetric('LateTransferReturnFailed');
    log.warn('a return from a cash balance did not reach the customer', { orderId: record.orderId, transactionId, status });
  }
  return 'updated';
}

function markUpdate(record: CashReturnRecord, set: Partial<CashReturnRecord>, at: string, from: CashReturnStatus) {
  const fields = { ...set, updatedAt: at };
  const names: Record<string, string> = { '#status': 'status' };
  const values: Record<string, unknown> = { ':from': from };
  const sets = Object.entries(fields).map(([key, value]) => {
    names[`#${key}`] = key;
    values[`:${key}`] = value;
    return `#${key} = :${key}`;
  });
  return {
    Update: {
      TableName: tableName('orders'),
      Key: returnKey(record.transactionId),
      UpdateExpression: `SET ${sets.join(', ')}`,
      ConditionExpression: '#status = :from',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
}

async function mark(record: CashReturnRecord, set: Partial<CashReturnRecord>, now: Date, from: CashReturnStatus): Promise<void> {
  await dynamo().send(new UpdateCommand(markUpdate(record, set, now.toISOString(), from).Update));
}

function ignoreConditionFailure(error: unknown): void {
  if (!isConditionFailure(error)) throw error;
}

/** Today's list: returns not yet arrived, oldest first. */
export async function openCashReturns(): Promise<LateTransferRow[]> {
  const rows: LateTransferRow[] = [];
  const open = cashReturnsWhere('NOT #status IN (:succeeded, :nothing)', { ':succeeded': 'succeeded', ':nothing': 'nothing_left' });
  for await (const item of open) {
    rows.push({
      transactionId: item.transactionId,
      orderId: item.orderId,
      orderNumber: item.orderNumber,
      email: item.email,
      amount: item.amount,
      reason: item.reason,
      status: item.status as LateTransferRow['status'],
      receivedAt: item.receivedAt,
      ...(item.refundId ? { refundId: item.refundId } : {}),
    });
  }
  return rows.sort((a, b) => a.receivedAt.localeCompare(b.receivedAt));
}
