import { Buffer } from 'node:buffer';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEJAVU_SANS_BASE64 } from './fonts/dejavuSans.ts';
import { DEJAVU_SANS_BOLD_BASE64 } from './fonts/dejavuSansBold.ts';
import { EMBEDDED_FONT_FILES, sha256 } from './fonts/embedFonts.ts';
import { invoiceCharacters } from './fonts/invoiceCharacters.ts';
import { invoiceFonts, MISSING_GLYPH, printable } from './fonts/invoiceFonts.ts';
import { composeInvoice, type InvoiceInput } from './invoiceDocument.ts';
import { FOOTER_TOP, renderInvoicePdf } from './invoicePdf.ts';
import { QR_QUIET_ZONE } from './fiscalBlock.ts';
import { COMPANY_REGISTER } from '@shop/shared/brand';
import { extractText } from '../testing/pdfText.ts';

const input: InvoiceInput = {
  number: '17/ZG1/1',
  issuedAt: '2026-03-14T09:42:00Z',
  orderNumber: 'TK-000123',
  paymentMethod: 'CARD',
  paid: true,
  buyer: {
    name: 'Đurđa Šimić',
    email: 'durda.simic@example.hr',
    addressLines: ['Ulica kneza Branimira 12', '21000 Split', 'Croatia'],
    company: { name: 'Čipka i ćilim j.d.o.o.', oib: '12345678903' },
  },
  lines: [
    { productName: 'Lanena haljina Đurđica', colour: 'Žuta', size: 'M', quantity: 1, unitPrice: 8500, discountPercent: 0 },
    { productName: 'Pletena kapa', colour: 'Smeđa', size: 'One size', quantity: 2, unitPrice: 1250, discountPercent: 20 },
    { productName: 'Dječji džemper', colour: 'Šumsko zelena', size: '104', quantity: 1, unitPrice: 2000, discountPercent: 0 },
  ],
  shipping: 0,
  giftCardApplied: 0,
  total: 12500,
};

describe('renderInvoicePdf', () => {
  it('renders a one-page A4 PDF of a short invoice', async () => {
    const pdf = Buffer.from(await renderInvoicePdf(composeInvoice(input)));
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toContain('%%EOF');
    expect(pageCount(pdf)).toBe(1);
  });

  it('shows the number, the buyer with Croatian letters, the lines, the total and the VAT', async () => {
    const text = extractText(await renderInvoicePdf(composeInvoice(input), { compress: false }));
    expect(text).toContain('17/ZG1/1');
    expect(text).toContain('Đurđa Šimić');
    // Bought for a company: an R1 invoice, made out to it with its OIB.
    expect(text).toContain('RAČUN R1 / INVOICE (R1)');
    expect(text).toContain('Čipka i ćilim j.d.o.o.');
    expect(text).toContain('OIB: 12345678903');
    expect(text).toContain('Lanena haljina Đurđica');
    expect(text).toContain('Žuta · M');
    expect(text).toContain('Za platiti / Total to pay');
    expect(text).toContain('125,00 €');
    expect(text).toContain('100,00 €'); // VAT base
    expect(text).toContain('25,00 €'); // VAT
    expect(text).toContain('IBAN HR1723600001101234565 (Zagrebačka banka d.d.)');
    expect(text).toContain('Plaćeno. / Paid.');
  });

  it('reads the same from the PDF it mails, its streams compressed, as from one written plain', async () => {
    const document = composeInvoice(input);
    const compressed = await renderInvoicePdf(document);
    const plain = extractText(await renderInvoicePdf(document, { compress: false }));
    expect(Buffer.from(compressed).toString('latin1')).toContain('/FlateDecode');
    expect(extractText(compressed)).toBe(plain);
    expect(plain).toContain('Lanena haljina Đurđica');
  });

  it('prints the Croatian letters, the other EU letters, € and the typographic marks as they are', async () => {
    const name = 'Čačić Ćuk Đurđević Šašić Žužić · č ć đ š ž';
    const address = ['Straße „Ørsted“ – Łódź', 'Dvořák, Őrs‑Ű, Ștefan Țara', 'Āris Ģirts, Ñandú, Çağrı', '€ 12,50 — 5 × 2 − 1'];
    const invoice = composeInvoice({ ...input, buyer: { ...input.buyer, name, addressLines: address } });
    const text = extractText(await renderInvoicePdf(invoice, { compress: false }));
    expect(text).toContain(name);
    for (const line of address) expect(text).toContain(line);
    expect(text).not.toContain(MISSING_GLYPH);
  });

  it('prints a name in a script outside the fonts as boxes, and the rest of the invoice as usual', async () => {
    const buyer = { ...input.buyer, name: 'Αλέξανδρος 王秀英 Nguyễn Ana', addressLines: ['Οδός Αθηνάς 5', 'Greece'] };
    const pdf = await renderInvoicePdf(composeInvoice({ ...input, buyer }), { compress: false });
    const text = extractText(pdf);
    expect(text).toContain(`${MISSING_GLYPH.repeat(10)} ${MISSING_GLYPH.repeat(3)} Nguyen Ana`);
    expect(text).toContain(`${MISSING_GLYPH.repeat(4)} ${MISSING_GLYPH.repeat(6)} 5`);
    expect(text).toContain('Za platiti / Total to pay');
    expect(text).toContain('125,00 €');
  });

  it('gives the same bytes for the same invoice', async () => {
    const invoice = composeInvoice(input);
    const first = await renderInvoicePdf(invoice);
    const second = await renderInvoicePdf(invoice);
    expect(Buffer.compare(Buffer.from(first), Buffer.from(second))).toBe(0);
  });

  it('continues a long invoice on further pages, numbered', async () => {
    const [dress] = input.lines;
    if (!dress) throw new Error('the sample invoice has a dress');
    const lines = Array.from({ length: 40 }, (_, i) => ({ ...dress, productName: `Haljina ${i + 1}` }));
    const pdf = await renderInvoicePdf(composeInvoice({ ...input, lines, total: 40 * 8500 }), { compress: false });
    const pages = pageCount(Buffer.from(pdf));
    expect(pages).toBeGreaterThan(1);
    const text = extractText(pdf);
    expect(text).toContain('Haljina 40');
    expect(text).toContain(`Stranica ${pages} / ${pages}`);
  });
});

describe('the embedded fonts', () => {
  it('are the TTF files in the fonts folder (run fonts/embedFonts.ts after changing one)', () => {
    const embedded = { regular: DEJAVU_SANS_BASE64, bold: DEJAVU_SANS_BOLD_BASE64 };
    for (const [face, file] of Object.entries(EMBEDDED_FONT_FILES)) {
      const onDisk = readFileSync(new URL(`./fonts/${file}`, import.meta.url));
      expect(sha256(Buffer.from(embedded[face as keyof typeof embedded], 'base64'))).toBe(sha256(onDisk));
    }
  });
});

describe('the invoice character set', () => {
  it('has a glyph in both embedded faces for every character (run fonts/embedFonts.ts after changing the set)', () => {
    const fonts = invoiceFonts();
    const missing = [...invoiceCharacters()].filter(
      (char) => !fonts.regular.hasGlyphForCodePoint(char.codePointAt(0) ?? 0) || !fonts.bold.hasGlyphForCodePoint(char.codePointAt(0) ?? 0),
    );
    expect(missing.map((char) => `U+${(char.codePointAt(0) ?? 0).toString(16)}`)).toEqual([]);
  });

  it('keeps every character of the set and falls back outside it', () => {
    expect(printable(invoiceCharacters())).toBe(invoiceCharacters());
    expect(printable('Ελλάδα')).toBe(MISSING_GLYPH.repeat(6));
    expect(printable('Trần Hưng Đạo')).toBe('Tran Hung Đao');
    expect(printable('🙂 a\nb')).toBe(`${MISSING_GLYPH} a\nb`);
  });
});

function pageCount(pdf: Buffer): number {
  const match = /\/Type \/Pages\s*\/Count (\d+)/.exec(pdf.toString('latin1'));
  return Number(match?.[1]);
}

describe('the register data in the invoice footer (ZTD čl. 21)', () => {
  const footerOf = async (invoice: ReturnType<typeof composeInvoice>) =>
    extractText(await renderInvoicePdf(invoice, { compress: false })).replace(/\s+/g, ' ');

  it('prints the court, MBS, share capital paid in full and the board, in Croatian and English', async () => {
    const text = await footerOf(composeInvoice(input));
    expect(text).toContain('Sud registra / Registered at: Trgovački sud u Zagrebu (Commercial Court in Zagreb)');
    expect(text).toContain(`MBS: ${COMPANY_REGISTER.mbs}`);
    expect(text).toContain('Temeljni kapital / Share capital: 2.500,00 €, uplaćen u cijelosti / paid in full');
    expect(text).toContain(`Uprava / Management board: ${COMPANY_REGISTER.board.join(', ')}`);
  });

  it('keeps on the stored invoice the register data it was issued with, and a re-print shows those', async () => {
    const issued = composeInvoice(input);
    expect(issued.seller.register).toEqual({ ...COMPANY_REGISTER, board: [...COMPANY_REGISTER.board] });
    // The company later changes its board and raises its capital, not yet paid in: the stored invoice still says what was true.
    const stored = JSON.parse(JSON.stringify(issued)) as typeof issued;
    const later = { ...COMPANY_REGISTER, board: ['Marko Marić'], shareCapital: 1_000_000, shareCapitalPaidInFull: false };
    expect(await footerOf(stored)).toContain(`Uprava / Management board: ${COMPANY_REGISTER.board[0]}`);
    const reprinted = await footerOf({ ...stored, seller: { ...stored.seller, register: later } });
    expect(reprinted).toContain('Uprava / Management board: Marko Marić');
    expect(reprinted).toContain('10.000,00 €, nije uplaćen u cijelosti / not paid in full');
  });

  it('prints none on an invoice stored before register data were kept, rather than today’s', async () => {
    const { register: _none, ...seller } = composeInvoice(input).seller;
    const text = await footerOf({ ...composeInvoice(input), seller });
    expect(text).not.toContain('MBS');
    expect(text).toContain(`OIB ${seller.oib}`);
  });

  it('leaves the QR code its quiet zone and caption clear of the footer, however many lines push the totals down', async () => {
    const fiscal = {
      zki: 'e4d909c290d0fb1ca068ffaddf22cbd0',
      dateTime: '14.03.2026T10:42:00',
      operatorCode: 'WEB',
      paymentCode: 'K' as const,
    };
    const [dress] = input.lines;
    if (!dress) throw new Error('the sample invoice has a dress');
    for (let count = 1; count <= 24; count++) {
      const lines = Array.from({ length: count }, (_, i) => ({ ...dress, productName: `Haljina ${i + 1}` }));
      const pdf = Buffer.from(
        await renderInvoicePdf(composeInvoice({ ...input, lines, total: count * 8500, fiscal }), { compress: false }),
      ).toString('latin1');
      const squares = [...pdf.matchAll(/([\d.]+) ([\d.]+) ([\d.]+) ([\d.]+) re/g)].map(([, , y, , h]) => Number(y) + Number(h));
      expect(squares.length, `${count} lines`).toBeGreaterThan(0);
      // Below the code: its quiet zone, then the caption's line.
      expect(Math.max(...squares) + QR_QUIET_ZONE + 10, `${count} lines`).toBeLessThanOrEqual(FOOTER_TOP);
    }
  });
});
