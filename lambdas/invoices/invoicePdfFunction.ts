import { Buffer } from 'node:buffer';
import { invokeFunction } from '../platform/invoke.ts';
import type { InvoiceDocument } from './invoiceDocument.ts';

/** What the renderInvoicePdf function is asked, and what it answers (the PDF as base64: Lambda's payloads are JSON). */
export interface RenderInvoicePdfRequest {
  document: InvoiceDocument;
}
export interface RenderInvoicePdfAnswer {
  pdfBase64: string;
}

/** The invoice's PDF, drawn by the renderInvoicePdf function (functions/renderInvoicePdf.ts). */
export async function invokedInvoicePdf(document: InvoiceDocument): Promise<Uint8Array> {
  const { pdfBase64 } = await invokeFunction<RenderInvoicePdfAnswer>('renderInvoicePdf', {
    document,
  } satisfies RenderInvoicePdfRequest);
  return Buffer.from(pdfBase64, 'base64');
}
