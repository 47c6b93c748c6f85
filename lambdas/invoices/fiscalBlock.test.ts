import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { extractText } from '../testing/pdfText.ts';
import { CHECK_RECEIPT, fiscalLines, invoiceCheckUrl, JIR_PENDING } from './fiscalText.ts';
import { invoiceEmail } from './invoiceEmail.ts';
import { composeInvoice, type InvoiceFiscal } from './invoiceDocument.ts';
import { renderInvoicePdf } from './invoicePdf.ts';
import { fiscalBlockLayout, QR_QUIET_ZONE } from './fiscalBlock.ts';

const ZKI = 'e4d909c290d0fb1ca068ffaddf22cbd0';
const JIR = 'a3c0d6b2-1111-4222-8333-944455556666';
const fiscal: InvoiceFiscal = {
  zki: ZKI,
  dateTime: '14.03.2026T10:42:00',
  operatorCode: 'WEB',
  operatorOib: '69900000017',
  paymentCode: 'K',
};
const invoice = (codes: InvoiceFiscal | undefined, over: { giftCardApplied?: number; total?: number } = {}) =>
  composeInvoice({
    number: '17/ZG1/1',
    issuedAt: '2026-03-14T09:42:00Z',
    orderNumber: 'TK-000123',
    paymentMethod: 'CARD',
    paid: true,
    buyer: { name: 'Ana Horvat', email: 'ana@example.hr', addressLines: ['Ilica 12', '10000 Zagreb', 'Croatia'] },
    lines: [{ productName: 'Lanena košulja', colour: 'Zob', size: 'M', quantity: 1, unitPrice: 12500, discountPercent: 0 }],
    shipping: 0,
    giftCardApplied: over.giftCardApplied ?? 0,
    total: over.total ?? 12500,
    fiscal: codes,
  });
const pdfText = async (codes: InvoiceFiscal | undefined) => extractText(await renderInvoicePdf(invoice(codes), { compress: false }));

describe('the fiscal block of an invoice', () => {
  it('shows the ZKI and says the JIR is pending while CIS has not answered, with operator and payment method', async () => {
    // A long line wraps into runs of text; read as one.
    const text = (await pdfText(fiscal)).replace(/\s+/g, ' ');
    expect(text).toContain(`ZKI: ${ZKI}`);
    expect(text).toContain(JIR_PENDING);
    expect(text).toContain('Oznaka operatera / Operator: WEB');
    expect(text).toContain('Način plaćanja / Payment: Kartica / Card');
    expect(text).toContain('Provjera računa / Check the receipt');
  });

  it('shows the JIR once CIS has answered, and no pending wording', async () => {
    const text = await pdfText({ ...fiscal, jir: JIR });
    expect(text).toContain(`JIR: ${JIR}`);
    expect(text).not.toContain('JIR pending');
  });

  it('is absent from an invoice that was not fiscalised', async () => {
    expect(await pdfText(undefined)).not.toMatch(/ZKI|JIR/);
    expect(fiscalLines(invoice(undefined))).toEqual([]);
  });

  it('puts the check URL in the QR code: the JIR when there is one, else the ZKI, and the whole amount a gift card helped pay', async () => {
    expect(invoiceCheckUrl(invoice({ ...fiscal, jir: JIR }))).toBe(`https://porezna.gov.hr/rn?jir=${JIR}&datv=20260314_1042&izn=12500`);
    expect(invoiceCheckUrl(invoice(fiscal, { giftCardApplied: 2500, total: 10000 }))).toBe(
      `https://porezna.gov.hr/rn?zki=${ZKI}&datv=20260314_1042&izn=12500`,
    );
    // The PDF draws exactly the QR code of that URL: as many dark squares as its modules.
    const url = invoiceCheckUrl(invoice(fiscal))!;
    const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
    const dark = Array.from(modules.data).filter(Boolean).length;
    const pdf = Buffer.from(await renderInvoicePdf(invoice(fiscal), { compress: false })).toString('latin1');
    const cell = (78 / modules.size).toFixed(3).replace(/0+$/, '');
    const squares = pdf.match(new RegExp(` ${cell.replace('.', '\\.')}\\d* ${cell.replace('.', '\\.')}\\d* re`, 'g')) ?? [];
    expect(squares.length).toBe(dark);
  });

  it('keeps at least 2 mm blank around the QR code on every side (Pravilnik o fiskalizaciji, čl. 18.b)', () => {
    const mm = 72 / 25.4;
    const box = { top: 600, left: 40, right: 555 };
    const { qr, captionY, textRight } = fiscalBlockLayout(box);
    expect(QR_QUIET_ZONE).toBeGreaterThanOrEqual(2 * mm);
    expect(qr.size).toBeGreaterThanOrEqual(20 * mm);
    expect(qr.y - box.top, 'above').toBeGreaterThanOrEqual(2 * mm);
    expect(captionY - (qr.y + qr.size), 'below, to the caption').toBeGreaterThanOrEqual(2 * mm);
    expect(qr.x - textRight, 'left, to the text').toBeGreaterThanOrEqual(2 * mm);
    // Right of it is the page's margin (40 pt), far more than 2 mm.
    expect(595 - (qr.x + qr.size)).toBeGreaterThanOrEqual(2 * mm);
  });

  it('is in the invoice email too: ZKI, JIR or that it is pending, and the link to the check page', () => {
    const pending = invoiceEmail(invoice(fiscal), { shopUrl: 'https://shop.example' });
    expect(pending.text).toContain(`ZKI: ${ZKI}\n${JIR_PENDING}`);
    expect(pending.text).toContain(`${CHECK_RECEIPT}: https://porezna.gov.hr/rn?zki=${ZKI}&datv=20260314_1042&izn=12500`);
    const confirmed = invoiceEmail(invoice({ ...fiscal, jir: JIR }), { shopUrl: 'https://shop.example' });
    expect(confirmed.text).toContain(`JIR: ${JIR}`);
    expect(confirmed.html).toContain(`<a href="https://porezna.gov.hr/rn?jir=${JIR}&amp;datv=20260314_1042&amp;izn=12500">`);
    expect(invoiceEmail(invoice(undefined), { shopUrl: 'https://shop.example' }).text).not.toMatch(/ZKI|JIR|porezna/);
  });
});
