import { BRAND, SELLER } from '@shop/shared/brand';
import type { PaymentMethod } from '@shop/shared/contract/orders';
import { type Cents, discountedPrice } from '@shop/shared/money';
import { minimumChargeOf } from '@shop/shared/totals';

/**
 * Everything the shop's invoice (račun) shows, as plain data: the PDF and the email are drawn
 * from it, and it is what is stored, so a later resend shows exactly what was issued.
 */
export interface InvoiceDocument {
  /** `<sequence>/<premises>/<device>`, e.g. `17/ZG1/1`; gap-free per year, allocated elsewhere. */
  number: string;
  /** When the invoice was issued, ISO 8601 (shown in Zagreb time). */
  issuedAt: string;
  /** Where it was issued (mjesto izdavanja). */
  placeOfIssue: string;
  /** The order number the customer knows. */
  orderNumber: string;
  paymentMethod: PaymentMethod;
  /** Whether the total had been paid when the invoice was issued. */
  paid: boolean;
  seller: InvoiceSeller;
  buyer: InvoiceBuyer;
  lines: InvoiceLine[];
  /** The lines at full price: Σ quantity × unit price. */
  subtotal: Cents;
  /** What discounts took off the lines (positive): subtotal − Σ line amounts. */
  discountTotal: Cents;
  shipping: Cents;
  /** What an order below 1 € adds to reach the 1 € a payment must be; absent or 0 on every other invoice. */
  minimumCharge?: Cents;
  /** What a gift card paid (positive); a means of payment, so VAT is still on the full amount. */
  giftCardApplied: Cents;
  /** What the customer pays (or paid) with money: subtotal − discount + shipping + minimum charge − gift card. */
  totalToPay: Cents;
  /** VAT contained in the invoice amount (lines after discount, shipping and minimum charge), per rate. */
  vat: VatLine[];
  /** Lines printed under the totals: "VAT included", "Paid" or how to pay. */
  notes: string[];
  /** Fiscalisation codes, printed when the invoice was fiscalised (ZKI, and JIR once the tax authority answered). */
  fiscal?: { zki: string; jir?: string };
}

export type InvoiceSeller = Pick<typeof SELLER, 'company' | 'oib' | 'street' | 'zipCode' | 'city' | 'country' | 'iban' | 'bank'> & {
  email: string;
};

export interface InvoiceBuyer {
  name: string;
  email: string;
  /** The billing address, one line each, e.g. ["Ilica 1, stan 3", "10000 Zagreb", "Croatia"]. */
  addressLines: string[];
  /** When the customer buys for a company, which a Croatian invoice then names with its OIB. */
  company?: { name: string; oib?: string };
}

export interface InvoiceLine {
  productName: string;
  colour: string;
  size: string;
  quantity: number;
  /** Unit price before discount, VAT included. */
  unitPrice: Cents;
  /** 0 when the line is at full price. */
  discountPercent: number;
  /** quantity × the discounted unit price, VAT included. */
  amount: Cents;
}

export interface VatLine {
  ratePercent: number;
  /** Amount without VAT. */
  base: Cents;
  tax: Cents;
  /** base + tax, exactly. */
  gross: Cents;
}

/** `17` → `17/ZG1/1`: the invoice number as Croatian fiscal law wants it on the invoice. */
export function invoiceNumber(sequence: number, premises: string = SELLER.premisesCode, device: string = SELLER.deviceCode): string {
  if (!Number.isInteger(sequence) || sequence < 1) throw new RangeError(`Invoice sequence must be a positive integer, got ${sequence}`);
  return `${sequence}/${premises}/${device}`;
}

/**
 * Splits a VAT-inclusive amount into base and tax: base = gross × 100 / (100 + rate) rounded to
 * the nearest cent (halves away from zero), tax = gross − base, so base + tax = gross exactly.
 * 12500 at 25 % → 10000 + 2500; 999 → 799 + 200.
 */
export function vatBreakdown(grossCents: Cents, ratePercent: number): VatLine {
  if (!Number.isSafeInteger(grossCents)) throw new RangeError(`Gross must be whole cents, got ${grossCents}`);
  if (!Number.isFinite(ratePercent) || ratePercent < 0) throw new RangeError(`VAT rate must be 0 or more, got ${ratePercent}`);
  const sign = grossCents < 0 ? -1 : 1;
  const gross = Math.abs(grossCents);
  const base = sign * roundedQuotient(gross * 100, 100 + ratePercent);
  // `|| 0` turns a -0 from a zero gross into 0.
  return { ratePercent, base: base || 0, tax: grossCents - base || 0, gross: grossCents };
}

/** numerator / denominator to the nearest integer, halves up; exact for integer rates. */
function roundedQuotient(numerator: number, denominator: number): number {
  if (!Number.isInteger(denominator)) return Math.round(numerator / denominator);
  const quotient = Math.floor(numerator / denominator);
  const remainder = numerator - quotient * denominator;
  return 2 * remainder >= denominator ? quotient + 1 : quotient;
}

/** What the caller knows of a paid or placed order when it issues the invoice. */
export interface InvoiceInput {
  number: string;
  issuedAt: Date | string;
  orderNumber: string;
  paymentMethod: PaymentMethod;
  paid: boolean;
  buyer: InvoiceBuyer;
  lines: Omit<InvoiceLine, 'amount'>[];
  shipping: Cents;
  giftCardApplied: Cents;
  /** The order's total as charged (the order's rules, e.g. the 1 € minimum, already applied). */
  total: Cents;
  fiscal?: InvoiceDocument['fiscal'];
}

export const VAT_INCLUDED_NOTE = 'PDV je uključen u cijene. / VAT is included in all prices.';
export const PAID_NOTE = 'Plaćeno. / Paid.';

/**
 * Builds the invoice from an order's facts: line amounts from the shop's discount rule, the
 * totals, the VAT contained in lines plus shipping (a gift card is a means of payment and does
 * not lower the VAT base) and the notes. Pure, so what is stored is what the PDF shows.
 */
export function composeInvoice(input: InvoiceInput): InvoiceDocument {
  const lines = input.lines.map((line) => ({
    ...line,
    amount: line.quantity * discountedPrice(line.unitPrice, line.discountPercent),
  }));
  const subtotal = sum(lines.map((line) => line.quantity * line.unitPrice));
  const linesAfterDiscount = sum(lines.map((line) => line.amount));
  // Whatever the total holds beyond lines, shipping and gift card is the order's minimum charge: it is sold, so VAT is in it.
  const minimumCharge = minimumChargeOf({
    subtotal: linesAfterDiscount,
    shipping: input.shipping,
    giftCardApplied: input.giftCardApplied,
    total: input.total,
  });
  const invoiceAmount = linesAfterDiscount + input.shipping + minimumCharge;
  const notes = [VAT_INCLUDED_NOTE];
  if (input.paid) notes.push(PAID_NOTE);
  else if (input.paymentMethod === 'BANK_TRANSFER') {
    notes.push(
      `Molimo uplatite na IBAN ${SELLER.iban}, poziv na broj ${input.orderNumber}. / Please pay to IBAN ${SELLER.iban}, reference ${input.orderNumber}.`,
    );
  }
  return {
    number: input.number,
    issuedAt: new Date(input.issuedAt).toISOString(),
    placeOfIssue: SELLER.city,
    orderNumber: input.orderNumber,
    paymentMethod: input.paymentMethod,
    paid: input.paid,
    seller: invoiceSeller(),
    buyer: input.buyer,
    lines,
    subtotal,
    discountTotal: subtotal - linesAfterDiscount,
    shipping: input.shipping,
    ...(minimumCharge > 0 ? { minimumCharge } : {}),
    giftCardApplied: input.giftCardApplied,
    totalToPay: input.total,
    vat: invoiceAmount === 0 ? [] : [vatBreakdown(invoiceAmount, SELLER.vatRatePercent)],
    notes,
    ...(input.fiscal ? { fiscal: input.fiscal } : {}),
  };
}

function invoiceSeller(): InvoiceSeller {
  const { company, oib, street, zipCode, city, country, iban, bank } = SELLER;
  return { company, oib, street, zipCode, city, country, iban, bank, email: BRAND.email };
}

function sum(values: number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

/** How each payment method is named on the invoice and in the email. */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  CARD: 'Kartica / Card',
  PAYPAL: 'PayPal',
  BANK_TRANSFER: 'Transakcijski račun / Bank transfer',
  GIFT_CARD: 'Poklon kartica / Gift card',
};

/** "2026-03-14T09:42:00Z" → "14.03.2026. 10:42" in Zagreb time, the way Croatian invoices write it. */
export function formatIssuedAt(iso: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Zagreb',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.day}.${parts.month}.${parts.year}. ${parts.hour}:${parts.minute}`;
}
