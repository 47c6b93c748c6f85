import { conflict, notFound } from '../platform/errors.ts';
import { getOrder } from '../orders/orderStore.ts';
import { type SettlePorts, settleOrderFromProvider } from '../payments/settleOrder.ts';
import { type InvoiceRecord, ensureInvoice } from './issueInvoice.ts';

/**
 * The invoice of an order, for the order-success page. The browser may arrive before the
 * payment event does, so an order still awaiting payment is first settled with its session
 * at the provider — the same use case the event consumer runs, so both end in one invoice.
 */
export async function invoiceForOrder(orderId: string, ports: SettlePorts): Promise<InvoiceRecord> {
  let order = await getOrder(orderId);
  if (!order) throw notFound('There is no such order.');
  if (order.status === 'PENDING_PAYMENT' || order.status === 'AWAITING_TRANSFER') {
    await settleOrderFromProvider(order, ports);
    order = await getOrder(orderId);
  }
  if (order?.status !== 'PAID') throw conflict('The order is not paid yet.');
  return ensureInvoice(orderId, ports.clock.now());
}
