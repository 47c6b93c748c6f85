import type { TransferDetails } from '@shop/shared/contract/orders';
import type { Clock } from '../platform/clock.ts';
import { log } from '../platform/log.ts';
import { countMetric } from '../platform/metrics.ts';
import type { CheckoutSession, PaymentGateway } from '../payments/paymentGateway.ts';
import type { OrderEvent } from './orderLifecycle.ts';
import type { OrderRecord } from './orderRecord.ts';
import { transition } from './orderStore.ts';

export interface SettlePorts {
  payments: PaymentGateway;
  clock: Clock;
  shopUrl: string;
}

/** Payment intents in these states will not take money any more: the payment failed. */
const FAILED_INTENTS = new Set(['canceled', 'requires_payment_method']);

/**
 * What the provider's session says has happened to the order's money, as an event of the
 * order's life; nothing while the page is still open, whatever an event claimed.
 */
export function eventFromSession(session: CheckoutSession, order: Pick<OrderRecord, 'total'>): OrderEvent | undefined {
  if (session.status === 'complete' && session.paymentStatus !== 'unpaid') {
    return {
      type: 'paid',
      method: session.paymentMethod ?? 'CARD',
      amount: session.amountPaid || order.total,
      sessionId: session.id,
    };
  }
  if (session.status === 'complete') {
    if (session.paymentIntentStatus && FAILED_INTENTS.has(session.paymentIntentStatus)) return { type: 'paymentFailed' };
    return { type: 'transferPending', sessionId: session.id, ...(session.transfer ? { transfer: transferDetails(session.transfer) } : {}) };
  }
  if (session.status === 'expired') return { type: 'paymentPageExpired' };
  return undefined;
}

function transferDetails(transfer: NonNullable<CheckoutSession['transfer']>): TransferDetails {
  return {
    iban: transfer.iban,
    bic: transfer.bic,
    accountHolder: transfer.accountHolder,
    reference: transfer.reference,
    amount: transfer.amountRemaining,
  };
}

/**
 * Brings an order in line with its checkout session as the provider has it now. Acting on the
 * session's current state, never on the event that woke us, makes any order of delivery and
 * any number of repeats end in the same place; money that arrives for an order the shop has
 * let go of is refunded (the lifecycle's rule for a late payment).
 */
export async function settleOrder(order: OrderRecord, session: CheckoutSession, ports: SettlePorts): Promise<OrderRecord> {
  const event = eventFromSession(session, order);
  if (!event) return order;
  const result = await transition(order, event, ports.clock.now());
  if (result.status === 'refused') return result.order;
  if (result.order.status === 'PAID') countMetric('OrderPaid', 1, { name: 'PaymentMethod', value: result.order.paymentMethod ?? 'CARD' });
  if (result.order.status === 'REFUNDED') {
    countMetric('LatePaymentRefunded');
    log.warn('money arrived for an order no longer payable: refunding it', { orderId: order.id, from: result.from, sessionId: session.id });
  }
  return result.order;
}

/** Looks up the order's session at the provider and settles the order with it. */
export async function settleOrderFromProvider(
  order: OrderRecord,
  ports: SettlePorts,
  sessionId = order.paymentSessionId,
): Promise<OrderRecord> {
  if (!sessionId) return order;
  const found = await ports.payments.getSession(sessionId);
  if (found.status === 'not_found') {
    log.warn('checkout session not found at the provider', { orderId: order.id, sessionId });
    return order;
  }
  return settleOrder(order, found.session, ports);
}
