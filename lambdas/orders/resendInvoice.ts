import type { SendResult } from '../platform/mailer.ts';
import { getOrder } from './orderStore.ts';
import type { OrderRecord } from './orderRecord.ts';
import { type DrawInvoicePdf, invoiceMail } from '../invoices/invoiceMail.ts';
import { getInvoice, type InvoiceRecord } from '../invoices/invoiceStore.ts';
import type { MailingPorts } from '../platform/mailingPorts.ts';

/** What sending an invoice again takes: the mail service and the invoice's PDF (drawn here, or by the renderInvoicePdf function). */
export interface ResendPorts extends MailingPorts {
  drawInvoicePdf: DrawInvoicePdf;
}

export type InvoiceLookup = { status: 'found'; invoice: InvoiceRecord } | { status: 'refused'; reason: string };

/** An order's invoice, or why it has none yet. */
export async function invoiceOfOrder(order: OrderRecord): Promise<InvoiceLookup> {
  if (!order.invoiceId) return { status: 'refused', reason: `Order ${order.number} has no invoice yet (it is ${order.status}).` };
  const invoice = await getInvoice(order.invoiceId);
  if (!invoice) return { status: 'refused', reason: `Order ${order.number} names invoice ${order.invoiceId}, which is not there.` };
  return { status: 'found', invoice };
}

/**
 * Sends the invoice with its PDF to the order's address, as invoiceMail.ts composes it, for
 * `npm run admin -- invoices resend` and the back office's orders desk. An explicit action of
 * a person, so it is not de-duplicated: every call sends, unless the address is on the suppression
 * list, which `sent` says so the person hears it. It leaves the invoice's own record of its first
 * sending alone.
 */
export async function resendInvoice(
  invoice: InvoiceRecord,
  ports: ResendPorts,
): Promise<{ invoice: InvoiceRecord; to: string; sent: SendResult }> {
  const to = (await getOrder(invoice.orderId))?.email ?? invoice.email;
  const mail = await invoiceMail(
    invoice,
    to,
    ports.shopUrl,
    `invoice-${invoice.id}-resent-${ports.clock.now().toISOString()}`,
    ports.drawInvoicePdf,
  );
  return { invoice, to, sent: await ports.mailer.send(mail) };
}

/** Why an invoice was not sent again, for the person who asked: the address's entry and how to lift it. */
export const suppressedInvoiceReason = (to: string, sent: Extract<SendResult, { status: 'suppressed' }>) =>
  `The invoice was not sent: ${to} is on the suppression list since ${sent.suppression.recordedAt} (a ${sent.suppression.reason}, ${sent.suppression.detail}). ` +
  `Once the customer has fixed the mailbox, lift it with \`npm run admin -- mail suppressed remove ${to}\` and send again.`;
