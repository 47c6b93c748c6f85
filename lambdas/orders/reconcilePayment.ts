import { log } from '../platform/log.ts';
import { countMetric } from '../platform/metrics.ts';
import type { OrderRecord } from './orderRecord.ts';
import { ordersIn } from './orderStore.ts';
import { type SettlePorts, settleOrder } from './settleOrder.ts';

/**
 * What the provider said of an order waiting for its money:
 * - `settled`: its word moved the order (paid, failed, expired, a transfer chosen): a payment
 *   event was lost or late, and the order is where the provider says it is;
 * - `unpaid`: the provider answered and holds no money for it: the caller may give it up;
 * - `unanswered`: the provider did not answer, or does not know the order's session: nothing is
 *   known, so nothing is given up; the caller leaves the order for its next run.
 */
export type Reconciled =
  | { outcome: 'settled'; order: OrderRecord }
  | { outcome: 'unpaid'; order: OrderRecord }
  | { outcome: 'unanswered'; order: OrderRecord; reason: string };

/**
 * Asks the provider for the current state of the order's payment before anything gives the order
 * up for want of it, and settles the order with the answer. Every job that cancels, expires or
 * releases an unpaid order calls this first, so money that reached the provider while its event
 * was lost (a dead letter, an outage) makes the order PAID instead of cancelled and refunded.
 */
export async function reconcileWithProvider(
  order: OrderRecord,
  ports: SettlePorts,
  sessionId = order.paymentSessionId,
): Promise<Reconciled> {
  // No page was ever opened for it: there is nothing at the provider that could have been paid.
  if (!sessionId) return { outcome: 'unpaid', order };
  let found: Awaited<ReturnType<SettlePorts['payments']['getSession']>>;
  try {
    found = await ports.payments.getSession(sessionId);
  } catch (error) {
    return unanswered(order, sessionId, (error as Error).message || 'the payment provider did not answer');
  }
  if (found.status === 'not_found') return unanswered(order, sessionId, 'the payment provider knows no such checkout session');
  const settled = await settleOrder(order, found.session, ports);
  if (settled.status !== order.status) {
    log.info('order settled from the payment provider', { orderId: order.id, sessionId, from: order.status, to: settled.status });
    return { outcome: 'settled', order: settled };
  }
  return { outcome: 'unpaid', order: settled };
}

function unanswered(order: OrderRecord, sessionId: string, reason: string): Reconciled {
  countMetric('PaymentReconcileUnanswered');
  log.warn('payment not reconciled: the order is left for the next run', { orderId: order.id, status: order.status, sessionId, reason });
  return { outcome: 'unanswered', order, reason };
}

/** Orders placed this long ago and still waiting for their money are compared with the provider. */
export const RECONCILE_AFTER_MINUTES = 60;

export interface ReconcileResult {
  /** Orders the provider's word moved: their payment event was lost or has not come. */
  settled: string[];
  /** Orders the provider agrees are still waiting. */
  unchanged: string[];
  /** Orders the provider did not answer for: asked again on the next run. */
  unanswered: string[];
}

/**
 * The daily reconciliation: every order waiting for a bank transfer, or on a payment page, placed
 * more than an hour ago, compared with its session at the provider and settled where they differ.
 * It gives nothing up: cancelling is cancelUnpaidTransfers's and releaseAbandonedOrders's, which
 * ask the provider the same way first.
 */
export async function reconcileWaitingOrders(ports: SettlePorts): Promise<ReconcileResult> {
  const before = new Date(ports.clock.now().getTime() - RECONCILE_AFTER_MINUTES * 60_000);
  const result: ReconcileResult = { settled: [], unchanged: [], unanswered: [] };
  for (const status of ['AWAITING_TRANSFER', 'PENDING_PAYMENT'] as const) {
    for await (const order of ordersIn(status, before)) {
      const { outcome } = await reconcileWithProvider(order, ports);
      (outcome === 'settled' ? result.settled : outcome === 'unpaid' ? result.unchanged : result.unanswered).push(order.id);
    }
  }
  if (result.settled.length) countMetric('PaymentReconciled', result.settled.length);
  if (result.settled.length || result.unanswered.length) log.info('waiting orders reconciled with the payment provider', { ...result });
  return result;
}
