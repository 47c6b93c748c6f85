import { type Cents, formatEuro } from '@shop/shared/money';
import { HOME_COUNTRY, SHIPPING_RATES, missingForFreeDelivery } from '@shop/shared/shipping';
import { useMessages } from '../../../i18n/messages.ts';

/**
 * How far the cart is from free delivery to Croatia, by the shipping rules checkout charges by
 * (free strictly over the threshold, so the amount is what makes it free), with a bar that fills.
 */
export function FreeDelivery({ subtotal }: { subtotal: Cents }) {
  const t = useMessages('panels').cart;
  const missing = missingForFreeDelivery({ country: HOME_COUNTRY, subtotal });
  const threshold = SHIPPING_RATES.CROATIA.freeOver;
  const filled = missing === 0 ? 100 : Math.min(100, (subtotal / threshold) * 100);
  return (
    <div className={`free-delivery${missing === 0 ? ' free-delivery--reached' : ''}`}>
      <p className="free-delivery__text">{missing === 0 ? t.freeDeliveryReached : t.freeDeliveryMissing(formatEuro(missing))}</p>
      <span className="free-delivery__bar" aria-hidden="true">
        <span className="free-delivery__fill" style={{ width: `${filled}%` }} />
      </span>
    </div>
  );
}
