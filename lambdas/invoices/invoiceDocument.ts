import { BRAND, COMPANY_REGISTER, SELLER } from '@shop/shared/brand';
import type { CompanyRegister } from '@shop/shared/companyRegister';
import type { PaymentMethod } from '@shop/shared/contract/orders';
import { type Cents, discountedPrice } from '@shop/shared/money';
import { minimumChargeOf } from '@shop/shared/totals';
import {
  DOMESTIC_VAT,
  EXPORT_EXEMPTION_NOTE,
  prorateByRate,
  splitGross,
  type VatRate,
  type VatScheme,
  type VatTreatment,
  vatIn,
} from '@shop/shared/vat';
import { zagrebParts } from '../platform/zagrebTime.ts';

/**
 * Everything the shop's invoice (račun) shows, as plain data: the PDF and the email are drawn
 * from it, and it is what is stored, so a later resend shows exactly what was issued.
 */
export interface InvoiceDocument {
  /**
   * A credit note (odobrenje) documents a refund: numbered in the same sequence, naming the invoice
   * it corrects, its amounts negative (lambdas/invoices/creditNote.ts). Absent on an invoice.
   */
  kind?: 'creditNote';
  /** The invoice a credit note corrects: its number and when it was issued. */
  corrects?: { number: string; issuedAt: string };
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
  /** VAT contained in the invoice amount (lines after discount, shipping and minimum charge), one row per rate. */
  vat: VatLine[];
  /**
   * How the sale is taxed (absent on invoices issued before VAT by destination: Croatian VAT).
   * An export is exempt: its amount is `exempt`, and it shows no rate or VAT (Zakon o PDV-u čl. 79 st. 3).
   */
  vatScheme?: VatScheme;
  /**
   * The country whose VAT applies (HR for Croatian VAT), or the one exported to: the member state
   * of consumption in the OSS return (lambdas/invoices/invoiceReports.ts). Absent on older invoices.
   */
  vatCountry?: string;
  /** The amount supplied free of VAT, with the exemption note among the notes. */
  exempt?: Cents;
  /** An R1 invoice: made out to a company, named with its OIB. */
  r1?: boolean;
  /** The date of supply (YYYY-MM-DD, Zagreb); expected for what is still to be made (pre-orders). */
  supplyDate?: { date: string; expected: boolean };
  /** When an unpaid invoice is due (YYYY-MM-DD, Zagreb); absent when it was paid at issue or on older invoices. */
  dueDate?: string;
  /** Lines printed under the totals: "VAT included", "Paid" or how to pay. */
  notes: string[];
  /** Fiscalisation codes, printed when the invoice was fiscalised (ZKI, and JIR once the tax authority answered). */
  fiscal?: InvoiceFiscal;
}

/**
 * What fiscalisation adds to an invoice (lambdas/orders/fiscaliseInvoice.ts): the codes and the
 * facts they were computed from, as signed, so a later delivery to CIS sends exactly these.
 */
export interface InvoiceFiscal {
  /** The issuer's protective code, computed when the invoice was issued. */
  zki: string;
  /** The unique invoice identifier CIS answered; absent until it has. */
  jir?: string;
  /** When CIS answered, ISO 8601. */
  confirmedAt?: string;
  /** The issue time as signed, in Zagreb time: `dd.MM.yyyyTHH:mm:ss`. */
  dateTime?: string;
  /** The operator's label printed on the receipt (oznaka operatera) and the OIB CIS is told. */
  operatorCode?: string;
  operatorOib?: string;
  /** How it was paid, as CIS knows it: K card, T bank transfer, O other or more than one means. */
  paymentCode?: 'G' | 'K' | 'T' | 'O';
}

export type InvoiceSeller = Pick<typeof SELLER, 'company' | 'oib' | 'street' | 'zipCode' | 'city' | 'country' | 'iban' | 'bank'> & {
  email: string;
  /** The seller's EU VAT number (HR + OIB), which an invoice for a sale taxed elsewhere in the EU names. */
  vatId?: string;
  /** The court register data as they were at issue (ZTD čl. 21); absent on invoices issued before they were printed. */
  register?: CompanyRegister;
};

export interface InvoiceBuyer {
  name: string;
  email: string;
  /** The billing address, one line each, the country in words, e.g. ["Ilica 1, stan 3", "10000 Zagreb", "Croatia"]. */
  addressLines: string[];
  /** When the customer buys for a company: an R1 invoice names it with its OIB. */
  company?: { name: string; oib?: string };
  /** The billing address in parts, as an eRačun wants it (country as ISO 3166 alpha-2); absent on older invoices. */
  address?: { street: string; zipCode: string; city: string; country: string };
}

export interface InvoiceLine {
  /** The product, its colour and its size as the order names them, in the language it was placed in. */
  productName: string;
  colour: string;
  size: string;
  /**
   * On the invoice of an order placed in English, the same in Croatian where it differs: the
   * invoice names the goods in Croatian first, as it does every label (docs/decisions/072).
   */
  hr?: { productName?: string; colour?: string; size?: string };
  quantity: number;
  /** Unit price before discount, VAT included. */
  unitPrice: Cents;
  /** 0 when the line is at full price. */
  discountPercent: number;
  /** quantity × the discounted unit price, VAT included. */
  amount: Cents;
  /** The line's VAT rate in hundredths of a percent (2500 = 25 %); 0 on an export. Absent on older invoices: 25 %. */
  vatRate?: VatRate;
  /** The unit price before discount without VAT (Zakon o PDV-u čl. 79 st. 1 t. 6). */
  unitPriceExclVat?: Cents;
  /** The product's KPD 2025 code (e.g. `14.21.24`), which an eRačun names on every line; absent on older invoices. */
  kpd?: string;
}

export interface VatLine {
  /** The rate in percent, for reading (25, 25.5); `rate` is what is computed with. */
  ratePercent: number;
  /** The rate in hundredths of a percent; absent on older invoices (then ratePercent × 100). */
  rate?: VatRate;
  /** Amount without VAT. */
  base: Cents;
  tax: Cents;
  /** base + tax, exactly. */
  gross: Cents;
}

type LineWords = Pick<InvoiceLine, 'productName' | 'colour' | 'size' | 'hr'>;

/** How the invoice prints a line's product, colour and size: `Croatian / English` where the line has both, else as it is. */
export function printedWords(line: LineWords): Pick<InvoiceLine, 'productName' | 'colour' | 'size'> {
  const both = (croatian: string | undefined, english: string) => (croatian && croatian !== english ? `${croatian} / ${english}` : english);
  return {
    productName: both(line.hr?.productName, line.productName),
    colour: both(line.hr?.colour, line.colour),
    size: both(line.hr?.size, line.size),
  };
}

/** A line's product, colour and size in Croatian alone, as far as the line has it (the eRačun's item). */
export function croatianWords(line: LineWords): Pick<InvoiceLine, 'productName' | 'colour' | 'size'> {
  return {
    productName: line.hr?.productName ?? line.productName,
    colour: line.hr?.colour ?? line.colour,
    size: line.hr?.size ?? line.size,
  };
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
  if (!Number.isFinite(ratePercent) || ratePercent < 0) throw new RangeError(`VAT rate must be 0 or more, got ${ratePercent}`);
  return { ratePercent, ...splitGross(grossCents, Math.round(ratePercent * 100)), gross: grossCents };
}

/** What the caller knows of a paid or placed order when it issues the invoice. */
export interface InvoiceInput {
  number: string;
  issuedAt: Date | string;
  orderNumber: string;
  paymentMethod: PaymentMethod;
  paid: boolean;
  buyer: InvoiceBuyer;
  /** The lines; `amount` and `vatRate` as the order charged them (else from the discount rule, at the treatment's rate). */
  lines: (Omit<InvoiceLine, 'amount' | 'vatRate' | 'unitPriceExclVat'> & { amount?: Cents; vatRate?: VatRate })[];
  /** How the order is taxed; Croatian VAT when absent. */
  vatTreatment?: VatTreatment;
  supplyDate?: InvoiceDocument['supplyDate'];
  shipping: Cents;
  giftCardApplied: Cents;
  /** The order's total as charged (the order's rules, e.g. the 1 € minimum, already applied). */
  total: Cents;
  fiscal?: InvoiceDocument['fiscal'];
}

export const VAT_INCLUDED_NOTE = 'PDV je uključen u cijene. / VAT is included in all prices.';
export const OSS_NOTE =
  'PDV države isporuke obračunat je u posebnom postupku Unije (OSS). / VAT of the country of delivery, charged through the One-Stop Shop (OSS) Union scheme.';
export const PAID_NOTE = 'Plaćeno. / Paid.';

/**
 * Builds the invoice from an order's facts: line amounts from the shop's discount rule, the
 * totals, the VAT contained in lines plus shipping (a gift card is a means of payment and does
 * not lower the VAT base) and the notes. Pure, so what is stored is what the PDF shows.
 */
export function composeInvoice(input: InvoiceInput): InvoiceDocument {
  const treatment = input.vatTreatment ?? DOMESTIC_VAT;
  const lines = input.lines.map((line) => {
    const vatRate = line.vatRate ?? treatment.rate;
    return {
      ...line,
      amount: line.amount ?? line.quantity * discountedPrice(line.unitPrice, line.discountPercent),
      vatRate,
      unitPriceExclVat: splitGross(line.unitPrice, vatRate).base,
    };
  });
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
  const exported = treatment.scheme === 'EXPORT';
  // Shipping and the minimum charge follow the goods: with lines at several rates (children's
  // clothing at 0 % in Ireland beside adults' at 23 %), prorated by the lines' value (prorateByRate).
  const taxed: [Cents, VatRate][] = [
    ...lines.map((line): [Cents, VatRate] => [line.amount, line.vatRate]),
    ...prorateByRate(input.shipping + minimumCharge, lines, treatment.rate),
  ];
  const notes = exported ? [EXPORT_EXEMPTION_NOTE] : treatment.scheme === 'OSS' ? [VAT_INCLUDED_NOTE, OSS_NOTE] : [VAT_INCLUDED_NOTE];
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
    vat: exported ? [] : vatRows(taxed),
    ...(input.vatTreatment ? { vatScheme: treatment.scheme, vatCountry: treatment.country } : {}),
    ...(exported && invoiceAmount > 0 ? { exempt: invoiceAmount } : {}),
    ...(input.buyer.company?.oib ? { r1: true } : {}),
    ...(input.supplyDate ? { supplyDate: input.supplyDate } : {}),
    notes,
    ...(input.fiscal ? { fiscal: input.fiscal } : {}),
  };
}

function invoiceSeller(): InvoiceSeller {
  const { company, oib, street, zipCode, city, country, iban, bank } = SELLER;
  const register: CompanyRegister = { ...COMPANY_REGISTER, board: [...COMPANY_REGISTER.board] };
  return { company, oib, street, zipCode, city, country, iban, bank, email: BRAND.email, vatId: `HR${oib}`, register };
}

/**
 * One row per VAT rate: the gross of everything sold at it, and the VAT as the sum of each
 * item's (so the rows hold exactly the VAT the order's lines state), the base what is left.
 */
function vatRows(items: readonly [Cents, VatRate][]): VatLine[] {
  const byRate = new Map<VatRate, { gross: Cents; tax: Cents }>();
  for (const [gross, rate] of items) {
    if (gross === 0) continue;
    const row = byRate.get(rate) ?? { gross: 0, tax: 0 };
    byRate.set(rate, { gross: row.gross + gross, tax: row.tax + vatIn(gross, rate) });
  }
  return [...byRate]
    .sort(([a], [b]) => b - a)
    .map(([rate, { gross, tax }]) => ({ ratePercent: rate / 100, rate, base: gross - tax, tax, gross }));
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

export const NOTHING_TO_PAY = 'Bez plaćanja (popust 100 %) / Nothing to pay (100 % discount)';

/**
 * How an invoice was paid, as it names it: every means that paid a part (a card and a gift card:
 * both), or that nothing was paid when a 100 % code left nothing (it is no gift card payment).
 */
export function paymentMethodsText(document: Pick<InvoiceDocument, 'paymentMethod' | 'totalToPay' | 'giftCardApplied'>): string {
  if (document.totalToPay === 0 && document.giftCardApplied === 0) return NOTHING_TO_PAY;
  if (document.giftCardApplied !== 0 && document.totalToPay !== 0 && document.paymentMethod !== 'GIFT_CARD') {
    return `${PAYMENT_METHOD_LABELS[document.paymentMethod]} + ${PAYMENT_METHOD_LABELS.GIFT_CARD}`;
  }
  return PAYMENT_METHOD_LABELS[document.paymentMethod];
}

/** "2026-03-14T09:42:00Z" → "14.03.2026. 10:42" in Zagreb time, the way Croatian invoices write it. */
export function formatIssuedAt(iso: string): string {
  const parts = zagrebParts(new Date(iso));
  return `${parts.day}.${parts.month}.${parts.year}. ${parts.hour}:${parts.minute}`;
}
