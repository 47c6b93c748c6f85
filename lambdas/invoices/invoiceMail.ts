import type { Mail } from '../platform/mailer.ts';
import { invoiceEmail, invoicePdfFilename } from './invoiceEmail.ts';
import { renderInvoicePdf } from './invoicePdf.ts';
import type { InvoiceRecord } from './invoiceStore.ts';

/** The invoice email with its PDF attached, to `to`. */
export async function invoiceMail(invoice: InvoiceRecord, to: string, shopUrl: string, idempotencyKey: string): Promise<Mail> {
  const pdf = await renderInvoicePdf(invoice.document);
  return {
    to,
    ...invoiceEmail(invoice.document, { shopUrl }),
    attachments: [{ filename: invoicePdfFilename(invoice.document), content: pdf, contentType: 'application/pdf' }],
    idempotencyKey,
  };
}
