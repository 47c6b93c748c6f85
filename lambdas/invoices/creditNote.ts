import type { Cents } from '@shop/shared/money';
import { type VatRate, splitGross } from '@shop/shared/vat';
import { type InvoiceDocument, type InvoiceLine, PAID_NOTE, type VatLine } from './invoiceDocument.ts';

/**
 * Credit notes (odobrenja, docs/decisions/061): every refund of an invoiced order is documented by
 * one, numbered in the invoice sequence, naming the invoice it corrects, with negative amounts.
 *
 * The refunded money is spread over the invoice's VAT rates by a rule of the running total alone
 * (`creditedByRate`): what all the credit notes of an invoice have taken off a rate is a function
 * of how much has been refunded in all, and a whole refund takes off exactly what each rate held.
 * So however a refund is cut into parts, invoice − credit notes = what the customer kept paying,
 * rate by rate and to the cent, and each credit note is the step from one running total to the next.
 */

/** What one rate of an invoice held: its gross and the VAT in it, as the invoice states them. */
export interface RateShare {
  rate: VatRate;
  gross: Cents;
  tax: Cents;
}

/** The invoice's amounts per rate: its VAT rows, or for an export the exempt amount at 0 %. */
export function ratesOf(invoice: Pick<InvoiceDocument, 'vat' | 'exempt'>): RateShare[] {
  if (invoice.vat.length === 0) return invoice.exempt ? [{ rate: 0, gross: invoice.exempt, tax: 0 }] : [];
  return invoice.vat
    .map((row) => ({ rate: row.rate ?? Math.round(row.ratePercent * 100), gross: row.gross, tax: row.tax }))
    .sort((a, b) => b.gross - a.gross || b.rate - a.rate);
}

/**
 * What a running total of `refunded` cents takes off each rate: every rate but the largest its
 * share rounded down, the largest the rest, so the parts add up to `refunded` exactly and a
 * running total equal to the invoice's amount takes off every rate's whole gross. The VAT taken
 * off a rate is its share of the rate's VAT, rounded half away from zero, and all of it once the
 * rate's gross is all refunded.
 */
export function creditedByRate(rates: readonly RateShare[], refunded: Cents): RateShare[] {
  const total = rates.reduce((sum, r) => sum + r.gross, 0);
  if (!Number.isSafeInteger(refunded) || refunded < 0 || refunded > total) {
    throw new RangeError(`A running refund is between 0 and the invoice's ${total} cents, got ${refunded}`);
  }
  const shares = rates.map((r, i) => (i === 0 || total === 0 ? 0 : Number((BigInt(refunded) * BigInt(r.gross)) / BigInt(total))));
  shares[0] = refunded - shares.slice(1).reduce((sum, s) => sum + s, 0);
  return rates.map((r, i) => {
    const gross = shares[i] ?? 0;
    const tax = gross === r.gross ? r.tax : r.gross === 0 ? 0 : roundHalfAway((r.tax * gross) / r.gross);
    return { rate: r.rate, gross, tax };
  });
}

const roundHalfAway = (value: number) => Math.sign(value) * Math.round(Math.abs(value));
/** −amount, never −0 (which would print as "-0,00 €"). */
const neg = (amount: Cents): Cents => (amount === 0 ? 0 : -amount);

/** What one refund takes off each rate: the step between the running totals before and after it. */
export function refundByRate(rates: readonly RateShare[], refundedBefore: Cents, refundedAfter: Cents): RateShare[] {
  const before = creditedByRate(rates, refundedBefore);
  const after = creditedByRate(rates, refundedAfter);
  return after.map((r, i) => ({ rate: r.rate, gross: r.gross - (before[i]?.gross ?? 0), tax: r.tax - (before[i]?.tax ?? 0) }));
}

/** One refund as the credit note states it. */
export interface CreditNoteInput {
  /** The invoice it corrects, as issued. */
  invoice: InvoiceDocument;
  number: string;
  issuedAt: Date;
  /** Refunded in all before this refund, and by this one (provider and gift card together), in cents. */
  refundedBefore: Cents;
  amount: Cents;
  /** Of `amount`, what goes back to the gift card the order was partly paid with. */
  toGiftCard: Cents;
  /** The pieces that came back with it, for the notes: "1 × Mittens, Red, 2–3 y". */
  returned: { productName: string; colour: string; size: string; quantity: number }[];
}

export const REFUNDED_NOTE = 'Iznos je vraćen kupcu. / The amount has been refunded to the customer.';

export const creditNoteTitle = (invoiceNumber: string) => `Odobrenje po računu ${invoiceNumber} / Credit note for invoice ${invoiceNumber}`;

/**
 * The credit note of one refund. A refund of the whole invoice at once repeats the invoice's
 * lines, shipping and minimum charge with their signs turned; any other refund has one line per
 * VAT rate ("Povrat po računu … / Refund against invoice …"), what the refund takes off that rate.
 * Amounts are negative; its VAT rows are what `refundByRate` says, so the notes add up per rate.
 */
export function composeCreditNote(input: CreditNoteInput): InvoiceDocument {
  const { invoice, amount, toGiftCard, refundedBefore } = input;
  const rates = ratesOf(invoice);
  const invoiceAmount = rates.reduce((sum, r) => sum + r.gross, 0);
  const taken = refundByRate(rates, refundedBefore, refundedBefore + amount).filter((r) => r.gross !== 0 || r.tax !== 0);
  const whole = refundedBefore === 0 && amount === invoiceAmount;
  const lines: InvoiceLine[] = whole
    ? invoice.lines.map((line) => ({ ...line, quantity: neg(line.quantity), amount: neg(line.amount) }))
    : taken.map((r) => ({
        productName: `Povrat po računu ${invoice.number} / Refund against invoice ${invoice.number}`,
        colour: '',
        size: '',
        quantity: 1,
        unitPrice: neg(r.gross),
        discountPercent: 0,
        amount: neg(r.gross),
        vatRate: r.rate,
        unitPriceExclVat: neg(splitGross(r.gross, r.rate).base),
      }));
  const exported = invoice.vatScheme === 'EXPORT';
  const vat: VatLine[] = exported
    ? []
    : taken.map((r) => ({ ratePercent: r.rate / 100, rate: r.rate, base: neg(r.gross - r.tax), tax: neg(r.tax), gross: neg(r.gross) }));
  const returned = input.returned.map((piece) =>
    [`${piece.quantity} × ${piece.productName}`, piece.colour, piece.size].filter(Boolean).join(', '),
  );
  const goods = lines.reduce((sum, line) => sum + line.amount, 0);
  return {
    kind: 'creditNote',
    corrects: { number: invoice.number, issuedAt: invoice.issuedAt },
    number: input.number,
    issuedAt: input.issuedAt.toISOString(),
    placeOfIssue: invoice.placeOfIssue,
    orderNumber: invoice.orderNumber,
    paymentMethod: invoice.paymentMethod,
    paid: true,
    seller: invoice.seller,
    buyer: invoice.buyer,
    lines,
    subtotal: whole ? neg(invoice.subtotal) : goods,
    discountTotal: whole ? neg(invoice.discountTotal) : 0,
    shipping: whole ? neg(invoice.shipping) : 0,
    ...(whole && invoice.minimumCharge ? { minimumCharge: neg(invoice.minimumCharge) } : {}),
    giftCardApplied: neg(toGiftCard),
    totalToPay: neg(amount - toGiftCard),
    vat,
    ...(invoice.vatScheme ? { vatScheme: invoice.vatScheme } : {}),
    ...(invoice.vatCountry ? { vatCountry: invoice.vatCountry } : {}),
    ...(exported && amount > 0 ? { exempt: neg(amount) } : {}),
    ...(invoice.r1 ? { r1: true } : {}),
    ...(invoice.supplyDate ? { supplyDate: invoice.supplyDate } : {}),
    notes: [
      creditNoteTitle(invoice.number),
      ...invoice.notes.filter((note) => note !== PAID_NOTE && !note.startsWith('Molimo uplatite')),
      REFUNDED_NOTE,
      ...(returned.length ? [`Vraćeno / Returned: ${returned.join('; ')}`] : []),
    ],
  };
}
