import type { OrderStatus } from '@shop/shared/contract/orders';
import type { Language } from '@shop/shared/language';
import type { WithdrawalAnswer, WithdrawalRequest } from '@shop/shared/contract/withdrawals';
import type { Answered } from '@shop/shared/messages';
import { type CountAttempt, type ThrottleRule, tooManyRequests } from '../accounts/throttle.ts';
import type { OrderRecord } from '../orders/orderRecord.ts';
import { randomId } from '../platform/ids.ts';
import { log } from '../platform/log.ts';
import { WITHDRAWAL } from './messages.ts';
import { withdrawalAcknowledgement } from './withdrawalEmail.ts';
import { WITHDRAWALS, type WithdrawalRecord, type WithdrawnItem, withdrawalItemKey } from './withdrawalRecord.ts';
import type { WithdrawalStore } from './withdrawalStore.ts';
import type { MailingPorts } from '../platform/mailingPorts.ts';

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

/**
 * Acknowledgements one order's address receives a day, whoever sends the statements: someone who
 * knows an order's number and email cannot flood its customer's inbox. A statement past it is
 * kept as any other (the operator lists it, its acknowledgement not sent), and answered alike,
 * but mailed nothing, by the request or the job.
 */
export const ACKNOWLEDGEMENTS_PER_ORDER: ThrottleRule = {
  name: 'withdrawal-mails-order',
  limit: 3,
  windowSeconds: 24 * 60 * 60,
  table: 'orders',
};

/**
 * How long every statement's answer takes at least, match or not. A statement that matches an
 * order does more before the answer (it is written, counted and mailed: about 75 ms on this
 * machine, more with SES) than one that matches none (one query: about 30 ms), and that
 * difference would tell a stranger which number and email belong together. The answer is held
 * back to this floor rather than the acknowledgement sent later through an outbox: the orders
 * table's one outbox is performed by the orders' code, which may not import this folder (this
 * folder imports the orders'; docs/decisions/012), and another stream reader or queue would be
 * one more function for one small form. So the acknowledgement still goes out while the request
 * is open, as the law asks ("without delay"). The floor is far above what the work takes, so the
 * work does not show through; a request that takes longer (a mail service answering in seconds)
 * is logged, so the floor can be raised.
 */
export const ANSWER_FLOOR_MS = 1_000;

/** Milliseconds from a fixed point, for measuring how long the request took (not the clock, which tests fix). */
const monotonicMs = () => performance.now();
const waitUntil = async (deadline: number) => {
  const left = deadline - monotonicMs();
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
};

/** What receiving and acknowledging a statement works with (wired for the shop in withdrawalAdapters.ts). */
export interface WithdrawalPorts extends MailingPorts {
  withdrawals: WithdrawalStore;
  /** The order with this number placed with this email (guests' too); undefined when there is none, or it is another address's. */
  orderOf(orderNumber: string, email: string): Promise<OrderRecord | undefined>;
  /** Counts one attempt against each rule; the first rule over its limit, if any (accounts/throttle.ts). */
  countAttempt: CountAttempt;
  /** Holds the answer until `deadline` (performance.now() milliseconds); tests give one that notes the deadline instead of waiting. */
  holdUntil?: (deadline: number) => Promise<void>;
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
    await ports.withdrawals.markAcknowledgementFailed(withdrawal.id, error instanceof Error ? error.message : String(error));
    return false;
  }
  await ports.withdrawals.markAcknowledged(withdrawal.id, ports.clock.now());
  return true;
}

/**
 * POST /api/withdrawals: a consumer withdraws from an order on the shop's own pages, logged in or
 * not, with the order's number and email. A match with a contract is recorded and acknowledged by
 * mail at once, in the language of the page it was made on (at most ACKNOWLEDGEMENTS_PER_ORDER a
 * day). The answer is the same, in body and in time (ANSWER_FLOOR_MS), whether or not they match,
 * so the function tells nobody which orders exist.
 */
export async function withdraw(
  request: WithdrawalRequest,
  from: { client: string; language?: Language },
  ports: WithdrawalPorts,
): Promise<Answered<WithdrawalAnswer>> {
  const receivedAt = ports.clock.now();
  const over = await ports.countAttempt([{ rule: WITHDRAWALS_PER_CLIENT, subject: from.client }], receivedAt);
  if (over) throw tooManyRequests(WITHDRAWAL.tooManyStatements, over, receivedAt);

  const deadline = monotonicMs() + ANSWER_FLOOR_MS;
  try {
    await receive(request, from, receivedAt, ports);
  } finally {
    if (monotonicMs() > deadline) log.warn('a withdrawal statement took longer than its answer’s floor', { floorMs: ANSWER_FLOOR_MS });
    await (ports.holdUntil ?? waitUntil)(deadline);
  }
  return { message: WITHDRAWAL.received, receivedAt: receivedAt.toISOString() };
}

async function receive(request: WithdrawalRequest, from: { language?: Language }, receivedAt: Date, ports: WithdrawalPorts) {
  const order = await ports.orderOf(request.orderNumber, request.email);
  if (!order || !HOLDS_A_CONTRACT[order.status]) {
    log.info('withdrawal statement matched no order holding a contract');
    return;
  }
  const mailsUsedUp = await ports.countAttempt([{ rule: ACKNOWLEDGEMENTS_PER_ORDER, subject: order.id }], receivedAt);
  const withdrawal: WithdrawalRecord = {
    ...withdrawalOf(request, order, randomId(), receivedAt),
    ...(from.language ? { language: from.language } : {}),
    ...(mailsUsedUp ? { acknowledgementWithheldAt: receivedAt.toISOString() } : {}),
  };
  await ports.withdrawals.record(withdrawal);
  log.info('withdrawal received', { withdrawalId: withdrawal.id, orderId: order.id, wholeOrder: withdrawal.wholeOrder });
  if (mailsUsedUp) {
    log.warn('withdrawal kept without an acknowledgement: the order’s acknowledgements for the day are used up', {
      withdrawalId: withdrawal.id,
      orderId: order.id,
    });
    return;
  }
  await acknowledge(withdrawal, ports);
}
