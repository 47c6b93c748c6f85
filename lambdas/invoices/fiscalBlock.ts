/// <reference path="./qrcodeCore.d.ts" />
// The encoder alone: the package's entry point also brings its PNG, SVG and terminal renderers.
import { create as createQr } from 'qrcode/lib/core/qrcode.js';
import type { InvoiceDocument } from './invoiceDocument.ts';
import { fiscalLines, invoiceCheckUrl } from './fiscalText.ts';

/** The fiscal block of the invoice PDF: the lines of fiscalText.ts on the left, the QR code of the check URL on the right. */

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
