import type { DeliveryAddress, OrderSummary, PaymentMethod } from '@shop/shared/contract/orders';
import type { Cents } from '@shop/shared/money';
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

export interface SummaryRow {
  label: string;
  /** The code or card the row is about. */
  detail?: string;
  /** Added to the total, or taken off it when negative. */
  amount: Cents;
}

/** The rows' names. */
export interface SummaryLabels {
  beforeDiscount: string;
  discount: string;
  subtotal: string;
  shipping: string;
  minimumCharge: string;
  giftCard: string;
}

/**
 * The rows above the total, each shown only when it is not 0 (the subtotal always). From the
 * lines before the code, down to the total: each row adds to or takes from the one above.
 */
export function summaryRows(order: OrderSummary, labels: SummaryLabels): SummaryRow[] {
  const rows: SummaryRow[] = [];
  if (order.discount && order.discount.amount > 0) {
    rows.push({ label: labels.beforeDiscount, amount: order.amountBeforeDiscount });
    rows.push({ label: labels.discount, detail: `${order.discount.code}, ${order.discount.percent} %`, amount: -order.discount.amount });
  }
  rows.push({ label: labels.subtotal, amount: order.subtotal });
  if (order.shipping > 0) rows.push({ label: labels.shipping, amount: order.shipping });
  if (order.minimumCharge > 0) rows.push({ label: labels.minimumCharge, amount: order.minimumCharge });
  if (order.giftCard && order.giftCard.applied > 0)
    rows.push({ label: labels.giftCard, detail: order.giftCard.code, amount: -order.giftCard.applied });
  return rows;
}

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
