import type { OrderAmounts } from './contract/orders.ts';
import type { Language } from './language.ts';
import type { Cents } from './money.ts';

/** One row above an order's total. */
export interface OrderRow {
  label: string;
  /** The code or card the row is about. */
  detail?: string;
  /** Added to the total, or taken off it when negative. */
  amount: Cents;
}

/** The rows' names, in the language of the page or mail that shows them. */
export interface OrderRowLabels {
  beforeDiscount: string;
  discount: string;
  subtotal: string;
  shipping: string;
  minimumCharge: string;
  giftCard: string;
}

/** The rows' names in each language, the same wherever an order's total is shown: page, popup or mail. */
export const ORDER_ROW_LABELS: Record<Language, OrderRowLabels> = {
  en: {
    beforeDiscount: 'Before discount',
    discount: 'Discount',
    subtotal: 'Subtotal',
    shipping: 'Shipping',
    minimumCharge: 'Minimum charge',
    giftCard: 'Gift card',
  },
  hr: {
    beforeDiscount: 'Prije popusta',
    discount: 'Popust',
    subtotal: 'Međuzbroj',
    shipping: 'Dostava',
    minimumCharge: 'Minimalni iznos naplate',
    giftCard: 'Darovna kartica',
  },
};

/**
 * The rows above an order's total, from the figures the order keeps (nothing is priced again):
 * the lines before the code and what the code took off, the subtotal, delivery, the 1 € floor's
 * charge and the gift card. Each is shown only when it is not 0 (the subtotal always), and from
 * the subtotal down they add up to the total: subtotal + shipping + minimum charge − gift card.
 */
export function orderRows(order: Omit<OrderAmounts, 'total'>, labels: OrderRowLabels): OrderRow[] {
  const rows: OrderRow[] = [];
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
