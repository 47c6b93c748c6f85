import type { OrderStatus } from '@shop/shared/contract/orders';
import type { Language } from '@shop/shared/language';
import { WITHDRAWAL_TEXT, type WithdrawalAnswer, type WithdrawalRequest } from '@shop/shared/contract/withdrawals';
import { countAttempt, type ThrottleRule, tooManyRequests } from '../accounts/throttle.ts';
import type { OrderRecord } from '../orders/orderRecord.ts';
import type { Clock } from '../platform/clock.ts';
import { randomId } from '../platform/ids.ts';
import { log } from '../platform/log.ts';
import type { Mailer } from '../platform/mailer.ts';
import { withdrawalAcknowledgement } from './withdrawalEmail.ts';
import { WITHDRAWALS, type WithdrawalRecord, type WithdrawnItem, withdrawalItemKey } from './withdrawalRecord.ts';
import { findOrderOf, markAcknowledged, markAcknowledgementFailed, recordWithdrawal } from './withdrawalStore.ts';

/**
 * Statements one client address may send per hour. Each one needs an order number and its
 * email to do anything, so this keeps guessing pairs of them hopeless, and a customer's inbox
 * safe from a stranger who knows both (docs/decisions/021-withdrawal-and-legal-pages.md).
 */
export const WITHDRAWALS_PER_CLIENT: ThrottleRule = { name: 'withdrawal-client', limit: 10, windowSeconds: 60 * 60, table: 'orders' };

/**
 * Which states hold a contract to withdraw from: from the moment the order is confirmed (paid,
 * or waiting for its bank transfer) until it has been refunded in full. An order still on its
 * payment page, or given up, binds nobody, and its email was typed by whoever placed it, so a
 * statement about it is answered like one about no order and mails nobody.
 */
export const HOLDS_A_CONTRACT: Record<OrderStatus, boolean> = {
  PLACED: false,
  PENDING_PAYMENT: false,
  AWAITING_TRANSFER: true,
  PAID: true,
  PAYMENT_FAILED: false,
  EXPIRED: false,
  CANCELLED: false,
  PACKED: true,
  SHIPPED: true,
  READY_FOR_PICKUP: true,
  DELIVERED: true,
  PICKED_UP: true,
  PARTLY_REFUNDED: true,
  REFUNDED: false,
};

export interface WithdrawalPorts {
  clock: Clock;
  mailer: Mailer;
  shopUrl: string;
}

const describeLine = (line: OrderRecord['lines'][number]) =>
  `${line.quantity} × ${line.productName}${line.productColorName ? ` (${line.productColorName})` : ''}, ${line.size}`;

/** The statement as it will be kept: the items named resolved against the order, numbers it lacks kept as sent. */
export function withdrawalOf(request: WithdrawalRequest, order: OrderRecord, id: string, receivedAt: Date): WithdrawalRecord {
  const named = [...new Set(request.lines ?? [])].sort((a, b) => a - b);
  const wholeOrder = named.length === 0;
  const items: WithdrawnItem[] = order.lines
    .filter((line) => wholeOrder || named.includes(line.itemNo))
    .map((line) => ({ itemNo: line.itemNo, description: describeLine(line) }));
  return {
    ...withdrawalItemKey(id),
    id,
    orderId: order.id,
    orderNumber: order.number,
    email: order.email.toLowerCase(),
    name: request.name,
    wholeOrder,
    items,
    unknownItemNos: named.filter((n) => !order.lines.some((line) => line.itemNo === n)),
    reason: request.reason || null,
    receivedAt: receivedAt.toISOString(),
    withdrawalKey: WITHDRAWALS,
  };
}

/**
 * Mails the acknowledgement and marks it sent. A mail service that is down does not undo the
 * withdrawal, which counts from the moment it was received: the statement stays unacknowledged,
 * and the acknowledgement job sends it when the service is back.
 */
export async function acknowledge(withdrawal: WithdrawalRecord, ports: WithdrawalPorts): Promise<boolean> {
  try {
    await ports.mailer.send({
      to: withdrawal.email,
      ...withdrawalAcknowledgement(withdrawal, { shopUrl: ports.shopUrl }),
      idempotencyKey: `withdrawal:${withdrawal.id}`,
    });
  } catch (error) {
    log.error('a withdrawal could not be acknowledged yet; the job tries again', { error, withdrawalId: withdrawal.id });
    await markAcknowledgementFailed(withdrawal.id, error instanceof Error ? error.message : String(error));
    return false;
  }
  await markAcknowledged(withdrawal.id, ports.clock.now());
  return true;
}

/**
 * POST /api/withdrawals: a consumer withdraws from an order on the shop's own pages, logged in or
 * not, with the order's number and email. A match with a contract is recorded and acknowledged by
 * mail at once, in the language of the page it was made on. The answer is the same whether or not
 * they match, so the function tells nobody which orders exist.
 */
export async function withdraw(
  request: WithdrawalRequest,
  from: { client: string; language?: Language },
  ports: WithdrawalPorts,
): Promise<WithdrawalAnswer> {
  const receivedAt = ports.clock.now();
  const over = await countAttempt([{ rule: WITHDRAWALS_PER_CLIENT, subject: from.client }], receivedAt);
  if (over) throw tooManyRequests(WITHDRAWAL_TEXT.tooManyStatements, over, receivedAt);

  const order = await findOrderOf(request.orderNumber, request.email);
  if (order && HOLDS_A_CONTRACT[order.status]) {
    const withdrawal = { ...withdrawalOf(request, order, randomId(), receivedAt), ...(from.language ? { language: from.language } : {}) };
    await recordWithdrawal(withdrawal);
    log.info('withdrawal received', { withdrawalId: withdrawal.id, orderId: order.id, wholeOrder: withdrawal.wholeOrder });
    await acknowledge(withdrawal, ports);
  } else {
    log.info('withdrawal statement matched no order holding a contract');
  }
  return { message: WITHDRAWAL_TEXT.received, receivedAt: receivedAt.toISOString() };
}
