import fc from 'fast-check';
import type { VatRate, VatTreatment } from '@shop/shared/vat';
import { describe, expect, it } from 'vitest';
import { receiptOf } from '../orders/fiscaliseInvoice.ts';
import { composeCreditNote, creditedByRate, ratesOf } from './creditNote.ts';
import { composeInvoice, type InvoiceDocument } from './invoiceDocument.ts';

/** Treatments with the rates a line can have under them: Croatian, Irish OSS (children's clothing at 0 %), an export. */
const TREATMENTS: [VatTreatment, VatRate[]][] = [
  [{ scheme: 'DOMESTIC', country: 'HR', rate: 2500 }, [2500]],
  [{ scheme: 'OSS', country: 'IE', rate: 2300 }, [2300, 0]],
  [{ scheme: 'OSS', country: 'LU', rate: 1700 }, [1700, 300]],
  [{ scheme: 'EXPORT', country: 'NO', rate: 0 }, [0]],
];

const line = (rates: VatRate[]) =>
  fc.record({
    quantity: fc.integer({ min: 1, max: 5 }),
    unitPrice: fc.integer({ min: 1, max: 40_000 }),
    discountPercent: fc.constantFrom(0, 10, 25, 50, 100),
    vatRate: fc.constantFrom(...rates),
  });

/** A paid order's invoice: lines at the treatment's rates, shipping, perhaps a gift card, perhaps the 1 € floor. */
const invoices = fc
  .constantFrom(...TREATMENTS)
  .chain(([treatment, rates]) =>
    fc.record({
      treatment: fc.constant(treatment),
      lines: fc.array(line(rates), { minLength: 1, maxLength: 6 }),
      shipping: fc.constantFrom(0, 399, 599, 1500),
      giftCardShare: fc.double({ min: 0, max: 1, noNaN: true }),
      floor: fc.boolean(),
    }),
  )
  .map(({ treatment, lines, shipping, giftCardShare, floor }) => {
    const priced = lines.map((l, i) => ({
      productName: `Piece ${i + 1}`,
      colour: 'Oat',
      size: 'M',
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      discountPercent: l.discountPercent,
      amount: l.quantity * Math.round((l.unitPrice * (100 - l.discountPercent)) / 100),
      vatRate: l.vatRate,
    }));
    const goods = priced.reduce((sum, l) => sum + l.amount, 0) + shipping;
    // What an order below 1 € adds to reach the 1 € a payment must be.
    const amount = floor && goods < 100 ? 100 : goods;
    const giftCardApplied = Math.floor(amount * giftCardShare);
    return composeInvoice({
      number: '17/ZG1/1',
      issuedAt: '2026-11-20T10:00:00.000Z',
      orderNumber: 'TK-261120-AAAAA',
      paymentMethod: 'CARD',
      paid: true,
      buyer: { name: 'Ana Horvat', email: 'ana@example.hr', addressLines: ['Ilica 1', '10000 Zagreb', 'Croatia'] },
      lines: priced,
      vatTreatment: treatment,
      shipping,
      giftCardApplied,
      total: amount - giftCardApplied,
    });
  });

/** An invoice and a cut of its amount into refunds: some of it, or all of it, in one to five parts. */
const refundSequences = invoices.chain((invoice) => {
  const amount = ratesOf(invoice).reduce((sum, r) => sum + r.gross, 0);
  return fc
    .record({
      whole: fc.boolean(),
      cuts: fc.array(fc.integer({ min: 0, max: amount }), { minLength: 0, maxLength: 4 }),
      end: fc.integer({ min: 0, max: amount }),
    })
    .map(({ whole, cuts, end }) => {
      const last = whole ? amount : end;
      const points = [...new Set([0, ...cuts.filter((c) => c < last), last])].sort((a, b) => a - b);
      return { invoice, amount, refunds: points.slice(1).map((p, i) => p - (points[i] ?? 0)) };
    });
});

/** Per rate, gross and VAT: the invoice's less every credit note's. */
function kept(invoice: InvoiceDocument, notes: InvoiceDocument[]) {
  const byRate = new Map<number, { gross: number; tax: number }>();
  for (const r of ratesOf(invoice)) byRate.set(r.rate, { gross: r.gross, tax: r.tax });
  for (const note of notes) {
    const rows = note.vat.length
      ? note.vat.map((v) => ({ rate: v.rate ?? 0, gross: v.gross, tax: v.tax }))
      : [{ rate: 0, gross: note.exempt ?? 0, tax: 0 }];
    for (const row of rows) {
      const was = byRate.get(row.rate) ?? { gross: 0, tax: 0 };
      byRate.set(row.rate, { gross: was.gross + row.gross, tax: was.tax + row.tax });
    }
  }
  return byRate;
}

describe('credit notes', () => {
  it('invoice − credit notes = what the customer finally paid, per VAT rate, to the cent, for any cut of any refund', () => {
    fc.assert(
      fc.property(refundSequences, ({ invoice, amount, refunds }) => {
        let refunded = 0;
        const providerPaid = invoice.totalToPay;
        const notes = refunds.map((part, i) => {
          const toProvider = Math.min(part, providerPaid - Math.min(refunded, providerPaid));
          const note = composeCreditNote({
            invoice,
            number: `${18 + i}/ZG1/1`,
            issuedAt: new Date('2026-11-28T10:00:00.000Z'),
            refundedBefore: refunded,
            amount: part,
            toGiftCard: part - toProvider,
            returned: [],
          });
          refunded += part;
          return note;
        });
        const finallyPaid = amount - refunded;
        const left = kept(invoice, notes);
        // Per rate: what is left is exactly the running rule's share of what the customer keeps paying.
        const expected = creditedByRate(ratesOf(invoice), finallyPaid);
        const rates = ratesOf(invoice);
        for (const [i, rate] of rates.entries()) {
          expect(left.get(rate.rate)?.gross).toBe(rate.gross - (creditedByRate(rates, refunded)[i]?.gross ?? 0));
        }
        expect([...left.values()].reduce((sum, r) => sum + r.gross, 0)).toBe(finallyPaid);
        expect(expected.reduce((sum, r) => sum + r.gross, 0)).toBe(finallyPaid);
        // A whole refund takes every rate's gross and VAT to nothing.
        if (finallyPaid === 0) for (const row of left.values()) expect(row).toEqual({ gross: 0, tax: 0 });
        for (const note of notes) {
          const noteAmount = -(note.totalToPay + note.giftCardApplied);
          // Its lines, shipping and floor add up to it; its VAT rows add up to it, base + tax = gross.
          expect(note.lines.reduce((sum, l) => sum + l.amount, 0) + note.shipping + (note.minimumCharge ?? 0)).toBe(-noteAmount);
          if (note.vat.length) expect(note.vat.reduce((sum, v) => sum + v.gross, 0)).toBe(-noteAmount);
          for (const v of note.vat) expect(v.base + v.tax).toBe(v.gross);
          // A refund takes off every rate, never adds to one.
          for (const v of note.vat) expect(v.gross).toBeLessThanOrEqual(0);
          expect(note.corrects).toEqual({ number: invoice.number, issuedAt: invoice.issuedAt });
        }
        // What CIS is told: the negative receipts add up to the credit notes, and every receipt's rows to its total.
        const receipts = notes.map((note) =>
          receiptOf({ ...note, fiscal: { zki: 'z', dateTime: '28.11.2026T11:00:00', operatorOib: '1', paymentCode: 'K' } }),
        );
        expect(receipts.reduce((sum, r) => sum + r.total, 0) + refunded).toBe(0);
        for (const r of receipts) {
          const rows = r.vat.reduce((sum, v) => sum + v.base + v.tax, 0) + (r.exempt ?? 0) + (r.notTaxable ?? 0);
          expect(rows).toBe(r.total);
        }
      }),
      { numRuns: 1500 },
    );
  });

  it('repeats the invoice with its signs turned when all of it is refunded at once, and names the invoice', () => {
    const invoice = composeInvoice({
      number: '17/ZG1/1',
      issuedAt: '2026-11-20T10:00:00.000Z',
      orderNumber: 'TK-261120-AAAAA',
      paymentMethod: 'CARD',
      paid: true,
      buyer: { name: 'Ana Horvat', email: 'ana@example.hr', addressLines: ['Ilica 1'] },
      lines: [{ productName: 'Mittens', colour: 'Red', size: '2-3Y', quantity: 2, unitPrice: 2450, discountPercent: 0 }],
      shipping: 399,
      giftCardApplied: 1000,
      total: 2450 * 2 + 399 - 1000,
    });
    const note = composeCreditNote({
      invoice,
      number: '18/ZG1/1',
      issuedAt: new Date('2026-11-28T10:00:00.000Z'),
      refundedBefore: 0,
      amount: 5299,
      toGiftCard: 1000,
      returned: [{ productName: 'Mittens', colour: 'Red', size: '2-3Y', quantity: 2 }],
    });
    expect(note).toMatchObject({
      kind: 'creditNote',
      number: '18/ZG1/1',
      lines: [{ productName: 'Mittens', quantity: -2, amount: -4900 }],
      shipping: -399,
      giftCardApplied: -1000,
      totalToPay: -4299,
      vat: [{ rate: 2500, gross: -5299, tax: invoice.vat[0] && -invoice.vat[0].tax }],
    });
    expect(note.notes).toContain('Odobrenje po računu 17/ZG1/1 / Credit note for invoice 17/ZG1/1');
    expect(note.notes).toContain('Vraćeno / Returned: 2 × Mittens, Red, 2-3Y');
    expect(note.notes).not.toContain('Plaćeno. / Paid.');
  });
});
