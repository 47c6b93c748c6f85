import { lineText } from './orderLineText.ts';

/** A line of an order that neither stock nor pre-order can cover, as a refusal names it: in the shopper's language, as ordered. */
export interface ShortLine {
  productName: string;
  productColorName: string;
  size: string;
  quantity: number;
  /** How many of the size stock and pre-order have together. */
  available: number;
}

const PAY_OR_WAIT = 'Please pay for one of them, or wait until it is cancelled, before ordering again.';

/** `Linen dress (Sand), size M × 3: only 1 available`, each line so, one after another. */
const shortLines = (lines: readonly ShortLine[]) => lines.map((l) => `${lineText(l)}: only ${l.available} available`).join('; ');

/** What the orders' routes answer a shopper, in English: codes `orders.*` (orderMessagesInCroatian.ts has the Croatian). */
export const ORDER_MESSAGES = {
  noSuchOrder: 'There is no such order.',
  notPaidYet: 'The order is not paid yet.',
  noSuchInvoice: 'There is no such invoice.',
  invoiceNotIssued: 'The invoice could not be issued right now; please try again.',
  /** The order asked for products or sizes the shop does not sell (unknown, inactive, or an unknown size). */
  notSoldHere: ({ ids }: { ids: readonly string[] }) => `These are not sold here: ${ids.join(', ')}.`,
  /** The same under the cart's field. */
  unknownProducts: ({ ids }: { ids: readonly string[] }) => `Unknown products or sizes: ${ids.join(', ')}`,
  notEnoughStock: ({ lines }: { lines: readonly ShortLine[] }) => `Not enough stock: ${shortLines(lines)}.`,
  /** The same lines under the cart's field. */
  shortLines: ({ lines }: { lines: readonly ShortLine[] }) => shortLines(lines),
  changedWhileOrdering: 'Stock, the discount code or the gift card changed while you ordered. Please try again.',
  paymentPageNotOpened: 'The payment provider is not answering. Nothing was charged; please try again in a moment.',
  tooManyUnpaidForEmail: ({ count }: { count: number }) =>
    `There are already ${count} unpaid orders for this email address. ${PAY_OR_WAIT}`,
  tooManyUnpaidFromConnection: `There are already too many unpaid orders from your connection. ${PAY_OR_WAIT}`,
} as const;
