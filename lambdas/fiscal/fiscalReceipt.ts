import type { PaymentMethod } from '@shop/shared/contract/orders';
import type { Cents } from '@shop/shared/money';
import { zagrebParts } from '../platform/zagrebTime.ts';

/**
 * A receipt as the Tax Administration's CIS knows it (Fiskalizacija – Tehnička specifikacija za
 * korisnike, v2.x, "RacunZahtjev"): the facts the ZKI is computed from and the request carries.
 * Money in cents; the XML writes it as `123.45`.
 */
export interface FiscalReceipt {
  /** The seller's OIB (Oib). */
  oib: string;
  /** Whether the seller is in the VAT system (USustPdv). */
  inVatSystem: boolean;
  /** When the receipt was issued, as CIS writes it in Zagreb time: `14.03.2026T10:42:00` (DatVrijeme). */
  dateTime: string;
  /** The receipt's number within its sequence (BrOznRac), e.g. `17` of `17/ZG1/1`. */
  sequence: number;
  /** The business premises' code (OznPosPr), e.g. `ZG1`. */
  premises: string;
  /** The payment device's code (OznNapUr), e.g. `1`. */
  device: string;
  /** Croatian VAT per rate (Pdv/Porez); none on an export or a sale taxed in another member state. */
  vat: { ratePercent: number; base: Cents; tax: Cents }[];
  /** What is supplied free of VAT: an export (IznosOslobPdv). */
  exempt?: Cents;
  /** What is not taxable in Croatia: a sale whose VAT is another member state's under the OSS (IznosNePodlOpor). */
  notTaxable?: Cents;
  /** The receipt's total (IznosUkupno). */
  total: Cents;
  /** How it was paid (NacinPlac). */
  paymentCode: FiscalPaymentCode;
  /** The OIB of the person (or the shop's responsible person) who issued it (OibOper). */
  operatorOib: string;
  /** The protective code computed from the fields above (ZastKod). */
  zki: string;
  /** The buyer's OIB on a receipt between businesses paid in cash or by card (OibPrimateljaRacuna, from 1.1.2026). */
  buyerOib?: string;
}

/** The receipt's total as CIS is told it: the invoice amount, a gift card's part included (a gift card is a means of payment). */
export const receiptTotal = (invoice: { totalToPay: Cents; giftCardApplied: Cents }): Cents => invoice.totalToPay + invoice.giftCardApplied;

/**
 * NacinPlac: G cash, K cards, T bank transfer, O other (PayPal, a gift card) and more than one
 * means on the same receipt (the schema v1.9: "U slučaju više načina plaćanja po jednom računu,
 * isto je potrebno prijaviti pod O"). C, a cheque, is gone since 1.9.2025.
 */
export type FiscalPaymentCode = 'G' | 'K' | 'T' | 'O';

export const FISCAL_PAYMENT_CODES: Record<PaymentMethod, FiscalPaymentCode> = {
  CARD: 'K',
  BANK_TRANSFER: 'T',
  PAYPAL: 'O',
  GIFT_CARD: 'O',
};

/** How a receipt was paid: its method's code, or O when a gift card paid all of it or part of it beside the method. */
export function fiscalPaymentCode(invoice: { paymentMethod: PaymentMethod; totalToPay: Cents; giftCardApplied: Cents }): FiscalPaymentCode {
  if (invoice.totalToPay === 0 || invoice.giftCardApplied !== 0) return 'O';
  return FISCAL_PAYMENT_CODES[invoice.paymentMethod];
}

/** What the receipt's number means in CIS's words: numbered per premises (P), not per device (N). */
export const SEQUENCE_MARK = 'P';

/** `1234` → `12.34`, `-500` → `-5.00`: the amount format of the ZKI and the request. */
export function fiscalAmount(cents: Cents): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`An amount must be whole cents, got ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A moment as CIS writes it, in Zagreb time: `dd.MM.yyyyTHH:mm:ss` (DatVrijeme, DatumVrijeme). */
export function fiscalDateTime(at: Date): string {
  const parts = zagrebParts(at);
  return `${parts.day}.${parts.month}.${parts.year}T${parts.hour}:${parts.minute}:${parts.second}`;
}

const DATE_TIME = /^(\d{2})\.(\d{2})\.(\d{4})T(\d{2}):(\d{2}):(\d{2})$/;

/** The parts of a `dd.MM.yyyyTHH:mm:ss`, for the ZKI and the QR code. */
export function dateTimeParts(dateTime: string) {
  const match = DATE_TIME.exec(dateTime);
  if (!match) throw new RangeError(`A fiscal date-time is dd.MM.yyyyTHH:mm:ss, got ${dateTime}`);
  const [, day, month, year, hour, minute, second] = match as unknown as string[];
  return { day, month, year, hour, minute, second } as Record<'day' | 'month' | 'year' | 'hour' | 'minute' | 'second', string>;
}
