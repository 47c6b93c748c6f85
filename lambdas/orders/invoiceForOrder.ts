import type { InvoiceRecord } from '../invoices/invoiceStore.ts';
import { conflict, notFound } from '../platform/errors.ts';
import { ensureInvoice } from './issueInvoice.ts';
import { ORDERS } from './messages.ts';
import { type OrderRecord, PAID_FOR_STATES } from './orderRecord.ts';
import { getOrder } from './orderStore.ts';
import { type SettlePorts, settleOrderFromProvider } from './settleOrder.ts';

/** States of an order whose money the shop keeps: these have an invoice. */
const INVOICED: ReadonlySet<OrderRecord['status']> = new Set(PAID_FOR_STATES);

/**
 * The invoice of an order, for the order-success page. The browser may arrive before the
 * payment event does, so an order still awaiting payment is first settled with its session
 * at the provider — the same use case the event consumer runs, so both end in one invoice.
 */
export async function invoiceForOrder(orderId: string, ports: SettlePorts): Promise<InvoiceRecord> {
  let order = await getOrder(orderId);
  if (!order) throw notFound(ORDERS.noSuchOrder);
  if (order.status === 'PLACED' || order.status === 'PENDING_PAYMENT' || order.status === 'AWAITING_TRANSFER') {
    order = await settleOrderFromProvider(order, ports);
  }
  if (!INVOICED.has(order.status) && !order.invoiceId) throw conflict(ORDERS.notPaidYet);
  return ensureInvoice(orderId, ports.clock.now());
}
