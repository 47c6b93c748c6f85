import type { Mail } from '../platform/mailer.ts';
import type { InvoiceDocument } from './invoiceDocument.ts';
import { invoiceEmail, invoicePdfFilename } from './invoiceEmail.ts';
import { type InvoiceRecord, languageOfInvoice } from './invoiceStore.ts';

/**
 * Draws an invoice's PDF: in the functions that mail invoices, a call to the renderInvoicePdf
 * function (invoicePdfFunction.ts); in tests and the operator's tool, invoicePdf.ts in process.
 */
export type DrawInvoicePdf = (document: InvoiceDocument) => Promise<Uint8Array>;

/** The invoice email with its PDF attached, to `to`, in its order's language. */
export async function invoiceMail(
  invoice: InvoiceRecord,
  to: string,
  shopUrl: string,
  idempotencyKey: string,
  drawPdf: DrawInvoicePdf,
): Promise<Mail> {
  const pdf = await drawPdf(invoice.document);
  return {
    to,
    ...invoiceEmail(invoice.document, { shopUrl, language: languageOfInvoice(invoice) }, invoice.refund),
    attachments: [{ filename: invoicePdfFilename(invoice.document), content: pdf, contentType: 'application/pdf' }],
    idempotencyKey,
  };
}
