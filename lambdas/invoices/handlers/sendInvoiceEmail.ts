import { InvoiceIdParams, SendInvoiceEmailRequest } from '@shop/shared/contract/orders';
import { systemClock } from '../../platform/clock.ts';
import { config } from '../../platform/config.ts';
import { notFound } from '../../platform/errors.ts';
import { httpRoute } from '../../platform/http.ts';
import { createSesMailer } from '../../platform/mailer.ts';
import { emailInvoiceOnce } from '../emailInvoice.ts';
import { getInvoice } from '../issueInvoice.ts';

const mailer = createSesMailer();

/**
 * POST /api/invoices/{invoiceId}/sendEmail: emails the invoice to the order's own address,
 * once; the address in the body is not used, so this cannot send mail anywhere else or twice.
 */
export const handler = httpRoute({ params: InvoiceIdParams, body: SendInvoiceEmailRequest }, async ({ params }) => {
  const invoice = await getInvoice(params.invoiceId);
  if (!invoice) throw notFound('There is no such invoice.');
  const sent = await emailInvoiceOnce(invoice, { mailer, now: systemClock.now(), shopUrl: config.shopUrl() });
  return { sent, email: invoice.email };
});
