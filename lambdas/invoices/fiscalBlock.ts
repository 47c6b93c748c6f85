/// <reference path="./qrcodeCore.d.ts" />
// The encoder alone: the package's entry point also brings its PNG, SVG and terminal renderers.
import { create as createQr } from 'qrcode/lib/core/qrcode.js';
import { fiscalDateTime, receiptTotal } from '../fiscal/fiscalReceipt.ts';
import { receiptCheckUrl } from '../fiscal/qr.ts';
import { type InvoiceDocument, PAYMENT_METHOD_LABELS } from './invoiceDocument.ts';

/**
 * What a fiscalised invoice shows besides its own facts (the Fiscalisation Act, NN 89/25): the
 * ZKI, the JIR (or that CIS has not answered yet), the operator, how it was paid, and the QR code
 * with which anyone can check it at the Tax Administration. Drawn from the stored document, so a
 * download after CIS answered shows the JIR.
 */

export const JIR_PENDING =
  'JIR: čeka se potvrda Porezne uprave (račun je valjan sa ZKI) / JIR pending: the Tax Administration has not confirmed yet (the receipt is valid with its ZKI)';

/** The words of the link to the check page, in the email. */
export const CHECK_RECEIPT = 'Provjera računa kod Porezne uprave / Check this receipt with the Tax Administration';

/** The Tax Administration's check URL for the invoice: with its JIR, or its ZKI while there is none. */
export function invoiceCheckUrl(document: InvoiceDocument): string | undefined {
  const fiscal = document.fiscal;
  if (!fiscal) return undefined;
  return receiptCheckUrl({
    zki: fiscal.zki,
    jir: fiscal.jir,
    dateTime: fiscal.dateTime ?? fiscalDateTime(new Date(document.issuedAt)),
    total: receiptTotal(document),
  });
}

/** The fiscal lines, one per entry, as the PDF and the email print them. */
export function fiscalLines(document: InvoiceDocument): string[] {
  const fiscal = document.fiscal;
  if (!fiscal) return [];
  return [
    `ZKI: ${fiscal.zki}`,
    fiscal.jir ? `JIR: ${fiscal.jir}` : JIR_PENDING,
    ...(fiscal.operatorCode ? [`Oznaka operatera / Operator: ${fiscal.operatorCode}`] : []),
    `Način plaćanja / Payment: ${PAYMENT_METHOD_LABELS[document.paymentMethod]}`,
  ];
}

/** How tall the block is, so the page that holds the totals keeps room for it. */
export const FISCAL_BLOCK_HEIGHT = 92;
const QR_SIZE = 78;

type Write = (
  pdf: PDFKit.PDFDocument,
  value: string,
  x: number,
  y: number,
  style: { size?: number; colour?: string; width?: number },
) => number;

/** Draws the block at `top` between `left` and `right`, the text left and the QR code right; returns the y below it. */
export function drawFiscalBlock(
  pdf: PDFKit.PDFDocument,
  document: InvoiceDocument,
  box: { top: number; left: number; right: number; colour: string },
  write: Write,
): number {
  const url = invoiceCheckUrl(document);
  if (!url) return box.top;
  const qrLeft = box.right - QR_SIZE;
  let y = box.top;
  for (const line of fiscalLines(document)) {
    y += write(pdf, line, box.left, y, { size: 8, colour: box.colour, width: qrLeft - box.left - 12 }) + 2;
  }
  drawQr(pdf, url, qrLeft, box.top, QR_SIZE);
  write(pdf, 'Provjera računa / Check the receipt', qrLeft - 20, box.top + QR_SIZE + 2, {
    size: 6.5,
    colour: box.colour,
    width: QR_SIZE + 20,
  });
  return Math.max(y, box.top + QR_SIZE + 12);
}

/** The QR code as filled squares: vector, so it prints sharp and the same document gives the same bytes. */
function drawQr(pdf: PDFKit.PDFDocument, text: string, x: number, y: number, size: number): void {
  const { modules } = createQr(text, { errorCorrectionLevel: 'M' });
  const cell = size / modules.size;
  pdf.save().fillColor('#000000');
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (modules.get(row, column)) pdf.rect(x + column * cell, y + row * cell, cell, cell);
    }
  }
  pdf.fill().restore();
}
