import type { DeliveryAddress, OrderSummary, PaymentMethod } from '@shop/shared/contract/orders';
import { countryName } from '@shop/shared/countries';
import type { Cents } from '@shop/shared/money';
import { PICKUP_LOCATIONS } from '@shop/shared/shipping';

/** What the success page says about an order, worked out from the order alone. */

export const PAYMENT_METHOD_TEXT: Record<PaymentMethod, string> = {
  CARD: 'Card',
  PAYPAL: 'PayPal',
  BANK_TRANSFER: 'Bank transfer',
  GIFT_CARD: 'Gift card',
};

/** SPEC §9: what a shopper paying by bank transfer is told. */
export const TRANSFER_TEXT = {
  ships: 'Your order ships once your transfer arrives.',
  deadline:
    'Please pay within 3 business days; a transfer may take up to 3 days to reach us. An order not paid within 7 days is cancelled.',
} as const;

export const CONFIRMING_PAYMENT = 'We are confirming your payment with the payment provider…';

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

/**
 * The rows above the total, each shown only when it is not 0 (the subtotal always). From the
 * lines before the code, down to the total: each row adds to or takes from the one above.
 */
export function summaryRows(order: OrderSummary): SummaryRow[] {
  const rows: SummaryRow[] = [];
  if (order.discount && order.discount.amount > 0) {
    rows.push({ label: 'Before discount', amount: order.amountBeforeDiscount });
    rows.push({ label: 'Discount', detail: `${order.discount.code}, ${order.discount.percent} %`, amount: -order.discount.amount });
  }
  rows.push({ label: 'Subtotal', amount: order.subtotal });
  if (order.shipping > 0) rows.push({ label: 'Shipping', amount: order.shipping });
  if (order.minimumCharge > 0) rows.push({ label: 'Minimum charge', amount: order.minimumCharge });
  if (order.giftCard && order.giftCard.applied > 0)
    rows.push({ label: 'Gift card', detail: order.giftCard.code, amount: -order.giftCard.applied });
  return rows;
}

/** A line's charged amount, and what it would have cost at the list price when that is more. */
export function linePrice(line: OrderSummary['lines'][number]): { amount: Cents; original?: Cents } {
  const original = line.unitPrice * line.quantity;
  return original > line.amount ? { amount: line.amount, original } : { amount: line.amount };
}

/** How the order was paid, or, before the provider has said, where its payment stands. */
export function paymentText(order: Pick<OrderSummary, 'paymentMethod' | 'statusText'>): string {
  return order.paymentMethod ? PAYMENT_METHOD_TEXT[order.paymentMethod] : order.statusText;
}

/** An address as it is written on a parcel, one line a row. */
export function addressLines(address: DeliveryAddress): string[] {
  return [
    `${address.firstName} ${address.lastName}`,
    address.company ?? '',
    `${address.street} ${address.streetNo}`,
    address.additionalInformation ?? '',
    `${address.zipCode} ${address.city}`,
    countryName(address.country) ?? address.country,
    address.phone,
  ].filter((line) => line.trim() !== '');
}

/** Where the parcel goes: the delivery address, or the pickup place and its address. */
export function deliveryOf(order: Pick<OrderSummary, 'deliveryMethod' | 'deliveryLocation' | 'deliveryAddress'>): {
  label: string;
  lines: string[];
} {
  if (order.deliveryMethod === 'PICK_UP') {
    const place = PICKUP_LOCATIONS[order.deliveryLocation];
    return { label: 'Pickup at', lines: [place.name, place.address] };
  }
  return { label: 'Delivery to', lines: addressLines(order.deliveryAddress) };
}

/** An IBAN in groups of four, as banks print it. */
export function formatIban(iban: string): string {
  return iban
    .replace(/\s+/g, '')
    .replace(/(.{4})/g, '$1 ')
    .trim();
}
