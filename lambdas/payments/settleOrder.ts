import type { Clock } from '../platform/clock.ts';
import { log } from '../platform/log.ts';
import { countMetric } from '../platform/metrics.ts';
import type { Mailer } from '../platform/mailer.ts';
import { emailInvoiceOnce } from '../invoices/emailInvoice.ts';
import { ensureInvoice } from '../invoices/issueInvoice.ts';
import { bankTransferEmail } from '../invoices/invoiceEmail.ts';
import type { OrderRecord } from '../orders/orderRecord.ts';
import { getOrder, transitionOrder } from '../orders/orderStore.ts';
import type { CheckoutSession, PaymentGateway } from './paymentGateway.ts';

export interface SettlePorts {
  payments: PaymentGateway;
  mailer: Mailer;
  clock: Clock;
  shopUrl: string;
}

/**
 * Brings an order in line with its checkout session as the provider has it now. Acting on
 * the session's current state, not on the event that woke us, makes any order of delivery
 * and any number of repeats end in the same place: paid once, one invoice, one email.
 */
export async function settleOrder(
  order: OrderRecord,
  session: CheckoutSession,
  ports: SettlePorts,
  eventType?: string,
): Promise<OrderRecord['status']> {
  const now = ports.clock.now();
  const at = now.toISOString();
  if (session.status === 'complete' && session.paymentStatus !== 'unpaid') {
    const moved = await transitionOrder(
      order,
      ['PENDING_PAYMENT', 'AWAITING_TRANSFER'],
      'PAID',
      { paidAt: at, paymentMethod: session.paymentMethod ?? order.paymentMethod ?? 'CARD' },
      at,
    );
    if (moved) countMetric('OrderPaid', 1, { name: 'PaymentMethod', value: session.paymentMethod ?? order.paymentMethod ?? 'CARD' });
    const current = moved ? 'PAID' : (await getOrder(order.id))?.status;
    if (current !== 'PAID') {
      log.error('a paid checkout session belongs to an order that is no longer payable', {
        orderId: order.id,
        status: current,
        sessionId: session.id,
      });
      return current ?? order.status;
    }
    const invoice = await ensureInvoice(order.id, now);
    await emailInvoiceOnce(invoice, { mailer: ports.mailer, now, shopUrl: ports.shopUrl });
    return 'PAID';
  }
  if (eventType === 'checkout.session.async_payment_failed') {
    await transitionOrder(order, ['AWAITING_TRANSFER', 'PENDING_PAYMENT'], 'PAYMENT_FAILED', {}, at);
    return (await getOrder(order.id))?.status ?? order.status;
  }
  if (session.status === 'complete') {
    const moved = await transitionOrder(order, ['PENDING_PAYMENT'], 'AWAITING_TRANSFER', { paymentMethod: 'BANK_TRANSFER' }, at);
    if (moved) {
      const mail = bankTransferEmail(
        {
          orderNumber: order.number,
          total: order.total,
          customerName: `${order.deliveryAddress.firstName} ${order.deliveryAddress.lastName}`,
          transfer: session.transfer,
        },
        { shopUrl: ports.shopUrl },
      );
      await ports.mailer.send({ to: order.email, ...mail, idempotencyKey: `transfer-${order.id}` });
    }
    return moved ? 'AWAITING_TRANSFER' : ((await getOrder(order.id))?.status ?? order.status);
  }
  if (session.status === 'expired') {
    await transitionOrder(order, ['PENDING_PAYMENT'], 'EXPIRED', {}, at);
    return (await getOrder(order.id))?.status ?? order.status;
  }
  return order.status;
}

/** Looks up the order's session at the provider and settles the order with it. */
export async function settleOrderFromProvider(order: OrderRecord, ports: SettlePorts, eventType?: string): Promise<OrderRecord['status']> {
  if (!order.paymentSessionId) return order.status;
  const found = await ports.payments.getSession(order.paymentSessionId);
  if (found.status === 'not_found') {
    log.warn('checkout session not found at the provider', { orderId: order.id, sessionId: order.paymentSessionId });
    return order.status;
  }
  return settleOrder(order, found.session, ports, eventType);
}
