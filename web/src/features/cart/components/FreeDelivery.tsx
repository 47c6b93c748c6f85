import type { Cents } from '@shop/shared/money';
import { useMessages } from '../../../i18n/messages.ts';
import { freeDeliveryHint } from '../freeDelivery.ts';

/** How far the cart is from free delivery to Croatia (see freeDeliveryHint), with a bar that fills. */
export function FreeDelivery({ subtotal }: { subtotal: Cents }) {
  const hint = freeDeliveryHint(useMessages('panels').cart, subtotal);
  return (
    <div className={`free-delivery${hint.reached ? ' free-delivery--reached' : ''}`}>
      <p className="free-delivery__text">{hint.text}</p>
      <span className="free-delivery__bar" aria-hidden="true">
        <span className="free-delivery__fill" style={{ width: `${hint.filled}%` }} />
      </span>
    </div>
  );
}
