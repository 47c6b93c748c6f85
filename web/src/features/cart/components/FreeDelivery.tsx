import { type Cents, formatEuro } from '@shop/shared/money';
import { HOME_COUNTRY, SHIPPING_RATES, missingForFreeDelivery } from '@shop/shared/shipping';

export const FREE_DELIVERY_MESSAGES = {
  missing: (amount: Cents) => `Add ${formatEuro(amount)} more for free delivery to Croatia`,
  reached: 'Your cart ships free to Croatia',
} as const;

/**
 * How far the cart is from free delivery to Croatia, by the shipping rules checkout charges by
 * (free strictly over the threshold, so the amount is what makes it free), with a bar that fills.
 */
export function FreeDelivery({ subtotal }: { subtotal: Cents }) {
  const missing = missingForFreeDelivery({ country: HOME_COUNTRY, subtotal });
  const threshold = SHIPPING_RATES.CROATIA.freeOver;
  const filled = missing === 0 ? 100 : Math.min(100, (subtotal / threshold) * 100);
  return (
    <div className={`free-delivery${missing === 0 ? ' free-delivery--reached' : ''}`}>
      <p className="free-delivery__text">{missing === 0 ? FREE_DELIVERY_MESSAGES.reached : FREE_DELIVERY_MESSAGES.missing(missing)}</p>
      <span className="free-delivery__bar" aria-hidden="true">
        <span className="free-delivery__fill" style={{ width: `${filled}%` }} />
      </span>
    </div>
  );
}
