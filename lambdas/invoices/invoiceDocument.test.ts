import { SELLER } from '@shop/shared/brand';
import { describe, expect, it } from 'vitest';
import {
  composeInvoice,
  NOTHING_TO_PAY,
  paymentMethodsText,
  formatIssuedAt,
  type InvoiceInput,
  invoiceNumber,
  PAID_NOTE,
  VAT_INCLUDED_NOTE,
  vatBreakdown,
} from './invoiceDocument.ts';

describe('vatBreakdown', () => {
  it('splits a VAT-inclusive amount at 25 %', () => {
    expect(vatBreakdown(12500, 25)).toEqual({ ratePercent: 25, base: 10000, tax: 2500, gross: 12500 });
    expect(vatBreakdown(999, 25)).toEqual({ ratePercent: 25, base: 799, tax: 200, gross: 999 });
  });

  it('rounds the base to the nearest cent and gives the rest to the tax', () => {
    expect(vatBreakdown(1, 25)).toMatchObject({ base: 1, tax: 0 }); // 0.8 → 1
    expect(vatBreakdown(3, 25)).toMatchObject({ base: 2, tax: 1 }); // 2.4 → 2
    expect(vatBreakdown(395, 25)).toMatchObject({ base: 316, tax: 79 }); // shipping in Croatia
    expect(vatBreakdown(11300, 13)).toMatchObject({ base: 10000, tax: 1300 });
  });

  it('rounds an exact half cent up', () => {
    // 150 × 100 / 120 = 125 exactly; 3 × 100 / 120 = 2.5 → 3
    expect(vatBreakdown(3, 20)).toMatchObject({ base: 3, tax: 0 });
    expect(vatBreakdown(-3, 20)).toMatchObject({ base: -3, tax: 0 });
  });

  it('keeps base + tax = gross for every amount', () => {
    const wrong: string[] = [];
    for (const rate of [0, 5, 13, 25]) {
      for (let gross = 0; gross <= 20000; gross += 7) {
        const { base, tax } = vatBreakdown(gross, rate);
        if (base + tax !== gross || Math.abs(base - (gross * 100) / (100 + rate)) > 0.5) wrong.push(`${gross} at ${rate} %`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('handles zero, a 0 % rate and negative amounts (a credit note)', () => {
    expect(vatBreakdown(0, 25)).toEqual({ ratePercent: 25, base: 0, tax: 0, gross: 0 });
    expect(vatBreakdown(999, 0)).toMatchObject({ base: 999, tax: 0 });
    expect(vatBreakdown(-999, 25)).toMatchObject({ base: -799, tax: -200, gross: -999 });
  });

  it('refuses amounts that are not whole cents and negative rates', () => {
    expect(() => vatBreakdown(12.5, 25)).toThrow(RangeError);
    expect(() => vatBreakdown(100, -1)).toThrow(RangeError);
  });
});

describe('invoiceNumber', () => {
  it('writes sequence, premises and device', () => {
    expect(invoiceNumber(17)).toBe(`17/${SELLER.premisesCode}/${SELLER.deviceCode}`);
    expect(invoiceNumber(17)).toBe('17/ZG1/1');
    expect(invoiceNumber(3, 'ZG2', '4')).toBe('3/ZG2/4');
  });

  it('refuses a sequence that is not a positive integer', () => {
    expect(() => invoiceNumber(0)).toThrow(RangeError);
    expect(() => invoiceNumber(1.5)).toThrow(RangeError);
  });
});

describe('composeInvoice', () => {
  const input: InvoiceInput = {
    number: '17/ZG1/1',
    issuedAt: '2026-03-14T09:42:00.000Z',
    orderNumber: 'TK-000123',
    paymentMethod: 'CARD',
    paid: true,
    buyer: { name: 'Đurđa Šimić', email: 'durda@example.hr', addressLines: ['Ilica 1', '10000 Zagreb', 'Croatia'] },
    lines: [
      { productName: 'Lanena haljina', colour: 'Žuta', size: 'M', quantity: 1, unitPrice: 8900, discountPercent: 0 },
      { productName: 'Pletena kapa', colour: 'Smeđa', size: 'One size', quantity: 2, unitPrice: 2000, discountPercent: 20 },
    ],
    shipping: 395,
    giftCardApplied: 1000,
    total: 11495,
  };

  it('prices the lines with the shop discount rule and adds up the totals', () => {
    const invoice = composeInvoice(input);
    expect(invoice.lines.map((line) => line.amount)).toEqual([8900, 3200]);
    expect(invoice.subtotal).toBe(12900);
    expect(invoice.discountTotal).toBe(800);
    expect(invoice.subtotal - invoice.discountTotal + invoice.shipping - invoice.giftCardApplied).toBe(invoice.totalToPay);
  });

  it('takes VAT on lines after discount plus shipping, not lowered by the gift card', () => {
    const invoice = composeInvoice(input);
    expect(invoice.vat).toEqual([{ ratePercent: 25, rate: 2500, base: 9996, tax: 2499, gross: 12495 }]);
  });

  it('names the seller from the brand data and notes VAT and payment', () => {
    const invoice = composeInvoice(input);
    expect(invoice.seller).toMatchObject({ company: SELLER.company, oib: SELLER.oib, iban: SELLER.iban });
    expect(invoice.placeOfIssue).toBe('Zagreb');
    expect(invoice.notes).toEqual([VAT_INCLUDED_NOTE, PAID_NOTE]);
  });

  it('tells how to pay an unpaid bank-transfer invoice instead of saying paid', () => {
    const invoice = composeInvoice({ ...input, paymentMethod: 'BANK_TRANSFER', paid: false });
    expect(invoice.notes).not.toContain(PAID_NOTE);
    expect(invoice.notes.join('\n')).toContain(`IBAN ${SELLER.iban}, reference TK-000123`);
  });

  it('stores the issue time as ISO text whatever it was given as', () => {
    expect(composeInvoice({ ...input, issuedAt: new Date('2026-03-14T09:42:00Z') }).issuedAt).toBe('2026-03-14T09:42:00.000Z');
  });
});

describe('formatIssuedAt', () => {
  it('shows Zagreb time, winter and summer', () => {
    expect(formatIssuedAt('2026-03-14T09:42:00Z')).toBe('14.03.2026. 10:42');
    expect(formatIssuedAt('2026-07-01T22:05:00Z')).toBe('02.07.2026. 00:05');
  });
});

describe('how an invoice says it was paid', () => {
  it('names both means of a card and gift card payment, and no means for a 100 % code', () => {
    expect(paymentMethodsText({ paymentMethod: 'CARD', totalToPay: 6900, giftCardApplied: 1000 })).toBe(
      'Kartica / Card + Poklon kartica / Gift card',
    );
    expect(paymentMethodsText({ paymentMethod: 'GIFT_CARD', totalToPay: 0, giftCardApplied: 7900 })).toBe('Poklon kartica / Gift card');
    expect(paymentMethodsText({ paymentMethod: 'GIFT_CARD', totalToPay: 0, giftCardApplied: 0 })).toBe(NOTHING_TO_PAY);
    expect(paymentMethodsText({ paymentMethod: 'PAYPAL', totalToPay: 7900, giftCardApplied: 0 })).toBe('PayPal');
  });
});
