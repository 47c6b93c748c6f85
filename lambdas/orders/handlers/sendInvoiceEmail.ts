import { ORDER_TEXTS_IN_CROATIAN } from '@shop/shared/contract/inCroatian/orders';
import { InvoiceIdParams, SendInvoiceEmailRequest } from '@shop/shared/contract/orders';
import { getInvoice } from '../../invoices/invoiceStore.ts';
import { notFound } from '../../platform/errors.ts';
import { httpRoute } from '../../platform/http.ts';
import { performEffect } from '../../platform/outbox.ts';
import { mailPorts } from '../effectPorts.ts';
import { invoiceMailEffectId } from '../effectRecord.ts';
import { invoiceMailOutbox } from '../invoiceMailEffect.ts';
import { ORDERS } from '../messages.ts';

const ports = mailPorts();
const outbox = invoiceMailOutbox(ports);

/**
 * POST /api/invoices/{invoiceId}/sendEmail: sends the invoice's mail now if it has not gone
 * out yet (issuing the invoice put it in the outbox), to the order's own address; the address
 * in the body is not used, so this cannot send mail anywhere else or twice.
 */
export const handler = httpRoute(
  { params: InvoiceIdParams, body: SendInvoiceEmailRequest, croatian: ORDER_TEXTS_IN_CROATIAN },
  async ({ params }) => {
    const invoice = await getInvoice(params.invoiceId);
    if (!invoice) throw notFound(ORDERS.noSuchInvoice);
    const outcome = await performEffect(outbox, invoiceMailEffectId({ id: invoice.orderId }, invoice.id), ports.clock);
    return { sent: outcome === 'done', email: invoice.email };
  },
);
