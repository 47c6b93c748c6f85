import { Suspense, lazy } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatEuro } from '@shop/shared/money';
import { useMessages } from '../../i18n/messages.ts';
import { useModalDialog } from '../../ui/useModalDialog.ts';
import { cartTotal, clearCart, lineKeyOf } from './cartLines.ts';
import { closeCartDrawer, useCartLines } from './cartStore.ts';
import { CartLineItem } from './components/CartLineItem.tsx';
import { FreeDelivery } from './components/FreeDelivery.tsx';
import '../../ui/sidePanel.css';
import './cart.css';

// Only an empty cart shows them, from a chunk of their own.
const RecentlyViewed = lazy(async () => ({ default: (await import('./components/RecentlyViewed.tsx')).RecentlyViewed }));

/**
 * The cart drawer: a modal dialog, so focus moves in and stays there, Escape closes it, and
 * focus goes back to whatever opened it.
 */
export function CartDrawer() {
  const lines = useCartLines();
  const dialog = useModalDialog(closeCartDrawer);
  const navigate = useNavigate();
  const t = useMessages('panels').cart;

  const checkout = () => {
    closeCartDrawer();
    navigate('/checkout');
  };

  return (
    <dialog {...dialog} className="side-panel side-panel--right drawer" aria-labelledby="cart-title">
      <div className="side-panel__inner">
        <header className="side-panel__head">
          <h2 id="cart-title" className="side-panel__title">
            {t.title}
          </h2>
          <button type="button" className="icon-button" onClick={closeCartDrawer} aria-label={t.close}>
            <span aria-hidden="true">×</span>
          </button>
        </header>
        {lines.length === 0 ? (
          <div className="drawer__body">
            <p className="drawer__empty">{t.empty}</p>
            <Suspense fallback={null}>
              <RecentlyViewed />
            </Suspense>
          </div>
        ) : (
          <>
            <ul className="drawer__lines">
              {lines.map((line) => (
                <CartLineItem key={lineKeyOf(line)} line={line} />
              ))}
            </ul>
            <footer className="drawer__foot">
              <FreeDelivery subtotal={cartTotal(lines)} />
              <button type="button" className="text-button" onClick={clearCart}>
                {t.clear}
              </button>
              <p className="drawer__total">
                <span>{t.total}</span> <strong>{formatEuro(cartTotal(lines))}</strong>
              </p>
              <button type="button" className="button button--wide" onClick={checkout}>
                {t.checkout}
              </button>
            </footer>
          </>
        )}
      </div>
    </dialog>
  );
}
