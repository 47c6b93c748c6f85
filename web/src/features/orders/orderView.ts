import type { DeliveryAddress, OrderSummary, PaymentMethod, TransferDetails } from '@shop/shared/contract/orders';
import { type Cents, formatEuro } from '@shop/shared/money';
import { type OrderRow, type OrderRowLabels, orderRows } from '@shop/shared/orderRows';
import { type DeliveryLocation, PICKUP_LOCATIONS } from '@shop/shared/shipping';

/**
 * What the success page says about an order, worked out from the order alone, in the words of
 * the page's language that the page passes in.
 */

/** Placed, or with a payment page open: the provider's word may still be on its way. */
export function awaitsPayment(order: Pick<OrderSummary, 'status'>): boolean {
  return order.status === 'PLACED' || order.status === 'PENDING_PAYMENT';
}

/** Given up before it was paid: nothing was bought, so the cart is left as it is. */
export function wasGivenUp(order: Pick<OrderSummary, 'status'>): boolean {
  return order.status === 'PAYMENT_FAILED' || order.status === 'EXPIRED' || order.status === 'CANCELLED';
}

/**
 * The rows above the total, as the order keeps its figures (shared/src/orderRows.ts): each adds
 * to or takes from the one above, down to the total.
 */
export const summaryRows = (order: OrderSummary, labels: OrderRowLabels): OrderRow[] => orderRows(order, labels);

/** A line's charged amount, and what it would have cost at the list price when that is more. */
export function linePrice(line: OrderSummary['lines'][number]): { amount: Cents; original?: Cents } {
  const original = line.unitPrice * line.quantity;
  return original > line.amount ? { amount: line.amount, original } : { amount: line.amount };
}

/** How the order was paid, or, before the provider has said, where its payment stands (as the API words it). */
export function paymentText(
  order: Pick<OrderSummary, 'paymentMethod' | 'statusText'>,
  methods: Readonly<Record<PaymentMethod, string>>,
): string {
  return order.paymentMethod ? methods[order.paymentMethod] : order.statusText;
}

/** An address as it is written on a parcel, one line a row, with the country named by `countryName`. */
export function addressLines(address: DeliveryAddress, countryName: (code: string) => string): string[] {
  return [
    `${address.firstName} ${address.lastName}`,
    address.company ?? '',
    `${address.street} ${address.streetNo}`,
    address.additionalInformation ?? '',
    `${address.zipCode} ${address.city}`,
    countryName(address.country),
    address.phone,
  ].filter((line) => line.trim() !== '');
}

/** The words `deliveryOf` writes with. */
export interface DeliveryTexts {
  pickupAt: string;
  deliveryTo: string;
  locations: Readonly<Record<DeliveryLocation, string>>;
  countryName: (code: string) => string;
}

/** Where the parcel goes: the delivery address, or the pickup place and its address. */
export function deliveryOf(
  order: Pick<OrderSummary, 'deliveryMethod' | 'deliveryLocation' | 'deliveryAddress'>,
  texts: DeliveryTexts,
): {
  label: string;
  lines: string[];
} {
  if (order.deliveryMethod === 'PICK_UP') {
    return { label: texts.pickupAt, lines: [texts.locations[order.deliveryLocation], PICKUP_LOCATIONS[order.deliveryLocation].address] };
  }
  return { label: texts.deliveryTo, lines: addressLines(order.deliveryAddress, texts.countryName) };
}

/** An IBAN in groups of four, as banks print it. */
export function formatIban(iban: string): string {
  return iban
    .replace(/\s+/g, '')
    .replace(/(.{4})/g, '$1 ')
    .trim();
}

/** The words `transferFacts` writes with. */
export interface TransferTexts {
  iban: string;
  bic: string;
  accountHolder: string;
  reference: string;
  amount: string;
  whyThisIban: (holder: string) => string;
}

/**
 * Where to send a bank transfer, as the payment provider gave it for the order: the account's
 * IBAN, BIC and holder, the reference that matches the money to the order, and the amount; and
 * why that IBAN is not the seller's own one on the invoice.
 */
export function transferFacts(
  transfer: TransferDetails,
  t: TransferTexts,
): { facts: { label: string; value: string; code?: boolean }[]; whyThisIban: string } {
  return {
    facts: [
      { label: t.iban, value: formatIban(transfer.iban), code: true },
      { label: t.bic, value: transfer.bic, code: true },
      { label: t.accountHolder, value: transfer.accountHolder },
      { label: t.reference, value: transfer.reference, code: true },
      { label: t.amount, value: formatEuro(transfer.amount) },
    ],
    whyThisIban: t.whyThisIban(transfer.accountHolder),
  };
}
