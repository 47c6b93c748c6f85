import { notFound } from '../platform/errors.ts';
import { ORDERS } from './messages.ts';
import type { OrderRecord } from './orderRecord.ts';
import { getOrder, transition } from './orderStore.ts';
import { type SettlePorts, settleOrderFromProvider } from './settleOrder.ts';

/**
 * The shopper came back from the payment page ("Cancel and return to the shop"): the page is
 * closed at the provider at once and the order lets go of its stock, code use and gift card,
 * so the shopper can order again with them. Should the provider say the order was paid after
 * all, it is settled as paid instead; should the provider not answer, the order is let go all
 * the same and the outbox closes the page later (money arriving meanwhile would be refunded).
 */
export async function cancelCheckout(orderId: string, ports: SettlePorts): Promise<OrderRecord> {
  const order = await getOrder(orderId);
  if (!order) throw notFound(ORDERS.noSuchOrder);
  if (order.status !== 'PLACED' && order.status !== 'PENDING_PAYMENT') return order;
  if (order.paymentSessionId) {
    const closed = await ports.payments.expireSession(order.paymentSessionId);
    if (closed.status === 'already_complete') return settleOrderFromProvider(order, ports);
  }
  const result = await transition(order, { type: 'checkoutCancelled' }, ports.clock.now());
  return result.order;
}
