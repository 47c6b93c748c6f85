/// <reference path="./qrcodeCore.d.ts" />
// The encoder alone: the package's entry point also brings its PNG, SVG and terminal renderers.
import { create as createQr } from 'qrcode/lib/core/qrcode.js';
import type { InvoiceDocument } from './invoiceDocument.ts';
import { fiscalLines, invoiceCheckUrl } from './fiscalText.ts';

/** The fiscal block of the invoice PDF: the lines of fiscalText.ts on the left, the QR code of the check URL on the right. */

/** The QR code's side: 27,5 mm, over the 2 × 2 cm the Pravilnik o fiskalizaciji (čl. 18.b) asks. */
const QR_SIZE = 78;
/** Blank around the QR code on every side: 6 pt, 2,1 mm, over the 2 mm of čl. 18.b, so a reader finds its edges. */
export const QR_QUIET_ZONE = 6;

/**
 * Where the block's parts go: the QR code at the right with its quiet zone clear on every side,
 * the caption below that zone, the text to the left of it.
 */
export function fiscalBlockLayout(box: { top: number; left: number; right: number }) {
  const qr = { x: box.right - QR_SIZE, y: box.top + QR_QUIET_ZONE, size: QR_SIZE };
  return {
    qr,
    captionY: qr.y + QR_SIZE + QR_QUIET_ZONE,
    textRight: qr.x - QR_QUIET_ZONE - 6,
    bottom: qr.y + QR_SIZE + QR_QUIET_ZONE + 10,
  };
}

/** How tall the block is, so the page that holds the totals keeps room for it. */
export const FISCAL_BLOCK_HEIGHT = Math.ceil(fiscalBlockLayout({ top: 0, left: 0, right: 0 }).bottom) + 2;

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
  const layout = fiscalBlockLayout(box);
  let y = box.top;
  for (const line of fiscalLines(document)) {
    y += write(pdf, line, box.left, y, { size: 8, colour: box.colour, width: layout.textRight - box.left }) + 2;
  }
  drawQr(pdf, url, layout.qr.x, layout.qr.y, layout.qr.size);
  write(pdf, 'Provjera računa / Check the receipt', layout.qr.x - 20, layout.captionY, {
    size: 6.5,
    colour: box.colour,
    width: QR_SIZE + 20,
  });
  return Math.max(y, layout.bottom);
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
