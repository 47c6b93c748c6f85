import { type Cents, formatEuro } from '@shop/shared/money';
import { HOME_COUNTRY, missingForFreeDelivery, SHIPPING_RATES } from '@shop/shared/shipping';

/** The cart panel's words for free delivery, in the page's language. */
export interface FreeDeliveryMessages {
  freeDeliveryMissing: (amount: string, threshold: string) => string;
  freeDeliveryReached: string;
}

/**
 * How far a cart is from free delivery to Croatia, by the rule checkout charges by: delivery is
 * free strictly over the threshold (a cart of exactly 50,00 € still pays). The amount named is
 * the least that makes delivery free (9,00 € needs 41,01 € more), and the hint names the
 * threshold as "over 50,00 €", so the odd cent reads as the rule it is.
 */
export function freeDeliveryHint(t: FreeDeliveryMessages, subtotal: Cents): { text: string; reached: boolean; filled: number } {
  const missing = missingForFreeDelivery({ country: HOME_COUNTRY, subtotal });
  const threshold = SHIPPING_RATES.CROATIA.freeOver;
  if (missing === 0) return { text: t.freeDeliveryReached, reached: true, filled: 100 };
  return {
    text: t.freeDeliveryMissing(formatEuro(missing), formatEuro(threshold)),
    reached: false,
    filled: Math.min(100, (subtotal / threshold) * 100),
  };
}
