import { Buffer } from 'node:buffer';
import { bilingualRegisterLine } from '@shop/shared/companyRegister';
import { formatEuro } from '@shop/shared/money';
import PDFDocument from 'pdfkit';
import { drawFiscalBlock, FISCAL_BLOCK_HEIGHT } from './fiscalBlock.ts';
import { invoiceFonts, printable } from './fonts/invoiceFonts.ts';
import { formatVatRate } from '@shop/shared/vat';
import { formatIssuedAt, type InvoiceDocument, PAID_NOTE, paymentMethodsText, printedWords } from './invoiceDocument.ts';
import { formatInvoiceDate } from './supplyDate.ts';

export interface RenderOptions {
  /** Deflate the content streams (default). Tests turn it off to read the text back. */
  compress?: boolean;
}

type Pdf = PDFKit.PDFDocument;

const PAGE = { width: 595.28, height: 841.89, margin: 48 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const RIGHT = PAGE.width - PAGE.margin;
/** Rows of the lines table stop here; below it is the footer's. */
const BODY_BOTTOM = PAGE.height - 96;
/** The footer's rule: the body (the fiscal block with its QR code last) ends above it. */
export const FOOTER_TOP = PAGE.height - 82;

const COLOUR = { text: '#1f1d1a', muted: '#6f6a63', rule: '#d8d2c8', accent: '#5b4636', paid: '#2f6b3a' };
const FONT = { regular: 'DejaVuSans', bold: 'DejaVuSans-Bold' };

/** The lines table: x offset from the margin, width and alignment of each column. */
const COLUMNS = [
  { key: 'item', hr: 'Proizvod', en: 'Item', x: 0, width: 150, align: 'left' },
  { key: 'quantity', hr: 'Kol.', en: 'Qty', x: 150, width: 30, align: 'right' },
  { key: 'unitPriceExclVat', hr: 'Cijena bez PDV-a', en: 'Unit excl. VAT', x: 180, width: 80, align: 'right' },
  { key: 'unitPrice', hr: 'Cijena', en: 'Unit price', x: 260, width: 62, align: 'right' },
  { key: 'discount', hr: 'Popust', en: 'Discount', x: 322, width: 46, align: 'right' },
  { key: 'vatRate', hr: 'PDV', en: 'VAT', x: 368, width: 44, align: 'right' },
  { key: 'amount', hr: 'Iznos', en: 'Amount', x: 412, width: CONTENT_WIDTH - 412, align: 'right' },
] as const;

/** A stored rate: in hundredths of a percent, or, on older invoices, in percent only. */
const rateText = (rate: number | undefined, ratePercent = 25) => formatVatRate(rate ?? Math.round(ratePercent * 100));

/** The invoice as an A4 PDF; the same document always gives the same bytes. */
export async function renderInvoicePdf(invoice: InvoiceDocument, options: RenderOptions = {}): Promise<Uint8Array> {
  const issuedAt = new Date(invoice.issuedAt);
  const pdf: Pdf = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    compress: options.compress ?? true,
    bufferPages: true,
    lang: 'hr',
    displayTitle: true,
    // No standard font: pdfkit would load Helvetica's metrics from its package folder, which
    // is not in the Lambda bundle, and Helvetica cannot encode č ć đ anyway.
    font: '',
    info: {
      Title: `${invoice.kind === 'creditNote' ? 'Odobrenje' : 'Račun'} ${invoice.number}`,
      Author: invoice.seller.company,
      Subject: `Narudžba ${invoice.orderNumber}`,
      Creator: 'Tkanica',
      Producer: 'Tkanica',
      CreationDate: issuedAt,
      ModDate: issuedAt,
    },
  });
  const bytes = collect(pdf);
  // pdfkit takes a parsed fontkit font as a font source; its typings only list bytes and paths.
  const fonts = invoiceFonts();
  pdf.registerFont(FONT.regular, fonts.regular as unknown as Uint8Array);
  pdf.registerFont(FONT.bold, fonts.bold as unknown as Uint8Array);
  pdf.font(FONT.regular);

  let y = drawHeader(pdf, invoice);
  y = drawBuyer(pdf, invoice, y + 24);
  y = drawLines(pdf, invoice, y + 24);
  y = drawTotals(pdf, invoice, y + 14);
  drawNotes(pdf, invoice, y + 18);
  drawFooters(pdf, invoice);
  pdf.end();
  return bytes;
}

function collect(pdf: Pdf): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
}

/** Draws text in the invoice's fonts; characters they lack print as printable() says. */
function text(pdf: Pdf, raw: string, x: number, y: number, style: TextStyle = {}): number {
  const value = printable(raw);
  pdf
    .font(style.bold ? FONT.bold : FONT.regular)
    .fontSize(style.size ?? 9)
    .fillColor(style.colour ?? COLOUR.text);
  const options = { width: style.width, align: style.align ?? 'left', lineGap: 1 } as const;
  pdf.text(value, x, y, options);
  return pdf.heightOfString(value, options);
}

interface TextStyle {
  size?: number;
  bold?: boolean;
  colour?: string;
  width?: number;
  align?: 'left' | 'right' | 'center';
}

function rule(pdf: Pdf, y: number, from = PAGE.margin, to = RIGHT, colour = COLOUR.rule): void {
  pdf.moveTo(from, y).lineTo(to, y).lineWidth(0.6).strokeColor(colour).stroke();
}

/** Seller on the left, the invoice's number and facts on the right; returns the y below both. */
function drawHeader(pdf: Pdf, invoice: InvoiceDocument): number {
  const { seller } = invoice;
  const top = PAGE.margin;
  let left = top;
  left += text(pdf, 'Tkanica', PAGE.margin, left, { size: 22, bold: true, colour: COLOUR.accent }) + 4;
  for (const line of [
    seller.company,
    seller.street,
    `${seller.zipCode} ${seller.city}, ${seller.country}`,
    `OIB: ${seller.oib}${seller.vatId ? ` · PDV ID / VAT ID: ${seller.vatId}` : ''}`,
    seller.email,
  ]) {
    left += text(pdf, line, PAGE.margin, left, { size: 9, colour: line === seller.company ? COLOUR.text : COLOUR.muted });
  }

  const x = 320;
  const width = RIGHT - x;
  let right = top;
  const title = invoice.kind === 'creditNote' ? 'ODOBRENJE / CREDIT NOTE' : invoice.r1 ? 'RAČUN R1 / INVOICE (R1)' : 'RAČUN / INVOICE';
  // The credit note's longer title a size smaller, so it keeps to one line as the invoice's does.
  right += text(pdf, title, x, right, { size: invoice.kind === 'creditNote' ? 13 : 15, bold: true, width, align: 'right' }) + 2;
  right += text(pdf, `Br. / No. ${invoice.number}`, x, right, { size: 11, bold: true, colour: COLOUR.accent, width, align: 'right' }) + 8;
  const facts: [string, string][] = [
    ['Datum i vrijeme / Issued', formatIssuedAt(invoice.issuedAt)],
    ...(invoice.corrects
      ? [['Uz račun / For invoice', `${invoice.corrects.number}, ${formatIssuedAt(invoice.corrects.issuedAt)}`] as [string, string]]
      : []),
    ...supplyDateFact(invoice),
    ['Mjesto izdavanja / Place of issue', invoice.placeOfIssue],
    ['Narudžba / Order', invoice.orderNumber],
    ['Način plaćanja / Payment', paymentMethodsText(invoice)],
  ];
  for (const [label, value] of facts) {
    text(pdf, label, x, right, { size: 8, colour: COLOUR.muted });
    right += text(pdf, value, x + 130, right, { size: 9, width: width - 130, align: 'right' }) + 2;
  }
  return Math.max(left, right);
}

/** The date of supply (Zakon o PDV-u čl. 79 st. 1 t. 5), expected for a pre-order. */
function supplyDateFact(invoice: InvoiceDocument): [string, string][] {
  if (!invoice.supplyDate) return [];
  const label = invoice.supplyDate.expected ? 'Očekivana isporuka / Expected supply' : 'Datum isporuke / Date of supply';
  return [[label, formatInvoiceDate(invoice.supplyDate.date)]];
}

function drawBuyer(pdf: Pdf, invoice: InvoiceDocument, top: number): number {
  const { buyer } = invoice;
  let y = top;
  y += text(pdf, 'Kupac / Bill to', PAGE.margin, y, { size: 8, colour: COLOUR.muted }) + 2;
  if (invoice.r1 && buyer.company) {
    // An R1 invoice is made out to the company: its name, address and OIB; the person who ordered below.
    y += text(pdf, buyer.company.name, PAGE.margin, y, { size: 10, bold: true, width: 300 });
    y += text(pdf, `OIB: ${buyer.company.oib ?? ''}`, PAGE.margin, y, { width: 300 });
    for (const line of buyer.addressLines) y += text(pdf, line, PAGE.margin, y, { width: 300 });
    y += text(pdf, `${buyer.name} · ${buyer.email}`, PAGE.margin, y, { colour: COLOUR.muted, width: 300 });
    return y;
  }
  y += text(pdf, buyer.name, PAGE.margin, y, { size: 10, bold: true, width: 300 });
  if (buyer.company) {
    const oib = buyer.company.oib ? `, OIB: ${buyer.company.oib}` : '';
    y += text(pdf, `${buyer.company.name}${oib}`, PAGE.margin, y, { width: 300 });
  }
  for (const line of buyer.addressLines) y += text(pdf, line, PAGE.margin, y, { width: 300 });
  y += text(pdf, buyer.email, PAGE.margin, y, { colour: COLOUR.muted, width: 300 });
  return y;
}

function drawTableHead(pdf: Pdf, top: number): number {
  for (const column of COLUMNS) {
    const style = { width: column.width, align: column.align };
    text(pdf, column.hr, PAGE.margin + column.x, top, { ...style, size: 8, bold: true });
    text(pdf, column.en, PAGE.margin + column.x, top + 10, { ...style, size: 7.5, colour: COLOUR.muted });
  }
  rule(pdf, top + 24, PAGE.margin, RIGHT, COLOUR.text);
  return top + 30;
}

function drawLines(pdf: Pdf, invoice: InvoiceDocument, top: number): number {
  let y = drawTableHead(pdf, top);
  invoice.lines.forEach((line, index) => {
    const item = COLUMNS[0];
    const words = printedWords(line);
    const name = printable(`${index + 1}. ${words.productName}`);
    const details = printable([words.colour, words.size].filter(Boolean).join(' · '));
    pdf.font(FONT.regular).fontSize(9);
    const height =
      pdf.heightOfString(name, { width: item.width, lineGap: 1 }) +
      pdf.fontSize(8).heightOfString(details, { width: item.width, lineGap: 1 });
    if (y + height > BODY_BOTTOM) {
      pdf.addPage();
      y = drawTableHead(pdf, PAGE.margin);
    }
    const exempt = invoice.vatScheme === 'EXPORT';
    const cells: Record<Exclude<(typeof COLUMNS)[number]['key'], 'item'>, string> = {
      quantity: String(line.quantity),
      unitPriceExclVat: formatEuro(line.unitPriceExclVat ?? line.unitPrice),
      unitPrice: formatEuro(line.unitPrice),
      discount: line.discountPercent > 0 ? `${line.discountPercent} %` : '–',
      // An exempt supply names no rate (Zakon o PDV-u čl. 79 st. 3).
      vatRate: exempt ? 'osl.' : rateText(line.vatRate),
      amount: formatEuro(line.amount),
    };
    const nameHeight = text(pdf, name, PAGE.margin, y, { width: item.width });
    text(pdf, details, PAGE.margin, y + nameHeight, { size: 8, colour: COLOUR.muted, width: item.width });
    for (const column of COLUMNS.slice(1)) {
      const key = column.key as keyof typeof cells;
      text(pdf, cells[key], PAGE.margin + column.x, y, { width: column.width, align: 'right', bold: key === 'amount' });
    }
    y += height + 9;
    rule(pdf, y - 4.5);
  });
  return y;
}

/** The VAT table on the left and the totals on the right, side by side. */
function drawTotals(pdf: Pdf, invoice: InvoiceDocument, top: number): number {
  // Totals, VAT and the notes under them stay together on one page.
  const needed = 24 + 18 * 6 + 18 + 26 * invoice.notes.length + (invoice.fiscal ? FISCAL_BLOCK_HEIGHT : 0);
  let y = top;
  if (y + needed > BODY_BOTTOM) {
    pdf.addPage();
    y = PAGE.margin;
  }
  const vatBottom = drawVatTable(pdf, invoice, y);

  const x = 330;
  const width = RIGHT - x;
  const rows: [string, string][] = [['Međuzbroj / Subtotal', formatEuro(invoice.subtotal)]];
  if (invoice.discountTotal > 0) rows.push(['Popust / Discount', minus(invoice.discountTotal)]);
  // A credit note turns the discount's sign with the rest: what it took off is given back less.
  if (invoice.discountTotal < 0) rows.push(['Popust / Discount', formatEuro(-invoice.discountTotal)]);
  rows.push(['Dostava / Shipping', formatEuro(invoice.shipping)]);
  if (invoice.minimumCharge) rows.push(['Minimalni iznos naplate / Minimum charge', formatEuro(invoice.minimumCharge)]);
  if (invoice.giftCardApplied > 0) rows.push(['Poklon kartica / Gift card', minus(invoice.giftCardApplied)]);
  // A credit note's amounts are negative, its gift card's the other way, as the invoice's: the rows add up to what the provider returns.
  if (invoice.giftCardApplied < 0) rows.push(['Poklon kartica / Gift card', formatEuro(-invoice.giftCardApplied)]);
  const totalLabel = invoice.kind === 'creditNote' ? 'Vraćeno / Refunded' : 'Za platiti / Total to pay';
  let right = y;
  for (const [label, value] of rows) {
    text(pdf, label, x, right, { colour: COLOUR.muted });
    right += text(pdf, value, x, right, { width, align: 'right' }) + 3;
  }
  rule(pdf, right + 1, x, RIGHT, COLOUR.text);
  right += 6;
  text(pdf, totalLabel, x, right + 1, { size: 10, bold: true });
  right += text(pdf, formatEuro(invoice.totalToPay), x, right, { size: 12, bold: true, width, align: 'right' });
  return Math.max(vatBottom, right);
}

function minus(cents: number): string {
  return `−${formatEuro(cents)}`;
}

function drawVatTable(pdf: Pdf, invoice: InvoiceDocument, top: number): number {
  const columns = [
    // Wide enough for "Oslobođeno / Exempt" on one line.
    { hr: 'Stopa', en: 'VAT rate', x: 0, width: 104 },
    { hr: 'Osnovica', en: 'Base', x: 104, width: 56 },
    { hr: 'Iznos PDV-a', en: 'VAT', x: 160, width: 58 },
    { hr: 'Ukupno', en: 'Gross', x: 218, width: 56 },
  ];
  // Clear of the totals beside it, which start at x = 330.
  const tableRight = PAGE.margin + 274;
  for (const [i, column] of columns.entries()) {
    const align = i === 0 ? 'left' : 'right';
    text(pdf, column.hr, PAGE.margin + column.x, top, { size: 8, bold: true, width: column.width, align });
    text(pdf, column.en, PAGE.margin + column.x, top + 10, { size: 7.5, colour: COLOUR.muted, width: column.width, align });
  }
  rule(pdf, top + 23, PAGE.margin, tableRight, COLOUR.text);
  let y = top + 28;
  const rows = invoice.vat.map((vat) => [
    rateText(vat.rate, vat.ratePercent),
    formatEuro(vat.base),
    formatEuro(vat.tax),
    formatEuro(vat.gross),
  ]);
  // An export shows its amount as exempt, without a rate, VAT or gross (Zakon o PDV-u čl. 79 st. 3).
  if (invoice.exempt) rows.push(['Oslobođeno / Exempt', formatEuro(invoice.exempt), '–', '–']);
  for (const cells of rows) {
    cells.forEach((cell, i) => {
      const column = columns[i];
      if (!column) return;
      text(pdf, cell, PAGE.margin + column.x, y, { width: column.width, align: i === 0 ? 'left' : 'right' });
    });
    y += 15;
  }
  return y;
}

function drawNotes(pdf: Pdf, invoice: InvoiceDocument, top: number): void {
  let y = top;
  for (const note of invoice.notes) {
    const paid = note === PAID_NOTE;
    y +=
      text(pdf, note, PAGE.margin, y, { width: CONTENT_WIDTH, bold: paid, size: paid ? 11 : 9, colour: paid ? COLOUR.paid : COLOUR.text }) +
      3;
  }
  drawFiscalBlock(pdf, invoice, { top: y + 6, left: PAGE.margin, right: RIGHT, colour: COLOUR.muted }, text);
}

/** The seller's legal line, bank account and register data on every page, and page numbers when there are several. */
function drawFooters(pdf: Pdf, invoice: InvoiceDocument): void {
  const { seller } = invoice;
  const { start, count } = pdf.bufferedPageRange();
  const legal = `${seller.company} · ${seller.street}, ${seller.zipCode} ${seller.city}, ${seller.country} · OIB ${seller.oib} · IBAN ${seller.iban} (${seller.bank})`;
  // The register data as they were at issue (ZTD čl. 21); an invoice stored before they were printed has none.
  const register = seller.register ? [bilingualRegisterLine(seller.register)] : [];
  const notice = [
    'Račun je izdan u elektroničkom obliku i valjan je bez potpisa i pečata.',
    'This invoice was issued electronically and is valid without signature or stamp.',
  ];
  const small = { colour: COLOUR.muted, width: CONTENT_WIDTH, align: 'center' } as const;
  for (let page = start; page < start + count; page++) {
    pdf.switchToPage(page);
    // Writing inside the bottom margin would otherwise start a new page.
    pdf.page.margins.bottom = 0;
    const y = FOOTER_TOP;
    rule(pdf, y);
    let line = y + 6;
    line += text(pdf, legal, PAGE.margin, line, { ...small, size: 7.5 });
    for (const row of register) line += text(pdf, row, PAGE.margin, line, { ...small, size: 7 });
    line += 2;
    for (const row of notice) line += text(pdf, row, PAGE.margin, line, { ...small, size: 7 });
    if (count > 1) {
      text(pdf, `Stranica ${page - start + 1} / ${count} · ${invoice.number}`, PAGE.margin, line + 2, {
        ...small,
        size: 7,
        align: 'right',
      });
    }
  }
}
