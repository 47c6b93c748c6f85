import { DEFAULT_LANGUAGE, type Language } from '@shop/shared/language';
import type { Cents } from '@shop/shared/money';
import { sizeLabel } from '@shop/shared/sizeWords';
import { minimumChargeOf } from '@shop/shared/totals';
import { DOMESTIC_VAT, type VatTreatment, vatLabel } from '@shop/shared/vat';
import type Stripe from 'stripe';

export type PaymentLineItem = Stripe.Checkout.SessionCreateParams.LineItem & {
  quantity: number;
  price_data: { currency: 'eur'; unit_amount: number; product_data: { name: string; description: string } };
};

/** What the payment page needs of an order: its lines as charged and its sums. */
export interface PayableOrder {
  lines: readonly {
    productName: string;
    productColorName: string;
    size: string;
    quantity: number;
    unitPriceAfterDiscount: Cents;
    /** The line's own rate (children's clothing through OSS); the treatment's when absent. */
    vatRate?: number;
  }[];
  subtotal: Cents;
  shipping: Cents;
  giftCard: { applied: Cents } | null;
  total: Cents;
  /** How the order is taxed; older orders were all Croatian VAT. */
  vatTreatment?: VatTreatment;
  /** The language the order was placed in, whose words name its sizes; English when absent. */
  language?: Language;
}

export interface PaymentLines {
  /** The order's lines after discounts, shipping and the minimum charge, each as the payment page shows it. */
  lineItems: PaymentLineItem[];
  /** What the gift card pays, taken off as a one-off coupon (a line may not be negative); 0 for none. */
  giftCard: Cents;
}

const line = (name: string, vat: string, unitAmount: Cents, quantity = 1): PaymentLineItem => ({
  quantity,
  price_data: { currency: 'eur', unit_amount: unitAmount, product_data: { name, description: vat } },
});

/**
 * What the payment page lists for an order: the same rows the checkout and the invoice show,
 * so that Σ lines − gift card is the order's total to the cent.
 */
export function paymentLines(order: PayableOrder): PaymentLines {
  const giftCard = order.giftCard?.applied ?? 0;
  const treatment = order.vatTreatment ?? DOMESTIC_VAT;
  // Each line says the VAT it holds; an export's lines, cheaper than the shop's prices, say it in their name too.
  const vat = vatLabel(treatment);
  const named = (name: string) => (treatment.scheme === 'EXPORT' ? `${name} · ${vat}` : name);
  const lineItems = order.lines.map((l) =>
    line(
      named(`${l.productName} (${l.productColorName}), ${sizeLabel(l.size, order.language ?? DEFAULT_LANGUAGE)}`),
      vatLabel(treatment, l.vatRate),
      l.unitPriceAfterDiscount,
      l.quantity,
    ),
  );
  // Shipping follows the goods: at their rate, or, with lines at several rates, prorated over them (the invoice shows how).
  const rates = new Set(order.lines.map((l) => l.vatRate ?? treatment.rate));
  const followsGoods = rates.size > 1 ? 'incl. VAT at the rates of the goods' : vatLabel(treatment, [...rates][0]);
  if (order.shipping > 0) lineItems.push(line(named('Shipping'), followsGoods, order.shipping));
  const minimumCharge = minimumChargeOf({ ...order, giftCardApplied: giftCard });
  if (minimumCharge > 0) lineItems.push(line(named('Minimum charge'), followsGoods, minimumCharge));
  return { lineItems, giftCard };
}
