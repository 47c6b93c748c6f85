import { Buffer } from 'node:buffer';
import { correlate, log } from '../../platform/log.ts';
import { renderInvoicePdf } from '../invoicePdf.ts';
import type { RenderInvoicePdfAnswer, RenderInvoicePdfRequest } from '../invoicePdfFunction.ts';

/**
 * Draws an invoice's PDF from its document and answers it. The one function with pdfkit,
 * fontkit and the fonts, and with no grant at all: it reads nothing and reaches nothing
 * (docs/decisions/029). The same document always gives the same bytes.
 */
export const handler = async (event: RenderInvoicePdfRequest): Promise<RenderInvoicePdfAnswer> => {
  correlate(event.document.number);
  const pdf = await renderInvoicePdf(event.document);
  log.info('invoice PDF drawn', { number: event.document.number, bytes: pdf.byteLength });
  return { pdfBase64: Buffer.from(pdf).toString('base64') };
};
