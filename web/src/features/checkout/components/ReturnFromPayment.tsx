import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { OrderSummary } from '@shop/shared/contract/orders';
import { Loading } from '../../../ui/Loading.tsx';
import { addToCart } from '../../cart/cartLines.ts';
import { getCartLines } from '../../cart/cartStore.ts';
import { fetchProduct, productKey } from '../../catalog/api/getProduct.ts';
import { useCancelCheckout } from '../api/cancelCheckout.ts';
import type { CheckoutForm } from '../checkoutForm.ts';
import { cartLinesOf, checkoutFormOf, codesOf, type RestoredCodes, returnOutcome } from '../returnedOrder.ts';

/**
 * A cart opened under another host name than the one the payment page returns to is empty
 * here: the order's lines fill it again, at today's product data. A product no longer sold
 * is left out.
 */
async function refillCart(order: OrderSummary): Promise<void> {
  const lines = cartLinesOf(order);
  const ids = [...new Set(lines.map((line) => line.productId))];
  const products = await Promise.all(ids.map((id) => fetchProduct(productKey(id)).catch(() => null)));
  const byId = new Map(products.flatMap((product) => (product ? [[product.id, product] as const] : [])));
  for (const line of lines) {
    const product = byId.get(line.productId);
    if (product) addToCart(product, line.size, { quantity: line.quantity, preOrder: line.preOrder });
  }
}

/** What goes back into the checkout: the form as the order was sent, and the codes to apply again. */
export interface Restored {
  formOf: (current: CheckoutForm) => CheckoutForm;
  codes: RestoredCodes;
}

interface ReturnFromPaymentProps {
  orderId: string;
  /**
   * Named by the payment page's cancel link (`?order=`): an order found paid shows its success
   * page. Remembered by this tab: one found paid was simply bought, and the checkout shows as it is.
   */
  fromLink: boolean;
  /** A logged-in customer's email stays locked to the account. */
  emailLocked: boolean;
  /** Called once: what to put back, or null when there is nothing (the order is unknown, paid, or could not be let go). */
  onDone: (restored: Restored | null) => void;
}

/**
 * Back from the payment page without paying, by its cancel link (`/checkout?order={id}`) or the
 * browser's Back: the order's payment page is closed and its holds are let go at once (POST
 * cancelCheckout); then the form, the cart when it is empty here, and the codes come back, and
 * `?order=` leaves the address. Should the call fail, the checkout shows as always. Loaded only
 * then, so the checkout's own code stays small.
 */
export function ReturnFromPayment({ orderId, fromLink, emailLocked, onDone }: ReturnFromPaymentProps) {
  const [, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const cancelled = useCancelCheckout(orderId);
  const handled = useRef(false);
  const done = useRef(onDone);
  done.current = onDone;

  useEffect(() => {
    if (handled.current) return;
    const finish = (restored: Restored | null) => {
      if (fromLink) {
        setSearchParams(
          (params) => {
            params.delete('order');
            return params;
          },
          { replace: true },
        );
      }
      done.current(restored);
    };
    if (cancelled.error) {
      handled.current = true;
      finish(null);
      return;
    }
    const order = cancelled.data?.order;
    if (!order) return;
    handled.current = true;
    if (returnOutcome(order) === 'paid') {
      if (fromLink) navigate(`/order-success/${encodeURIComponent(order.id)}`, { replace: true });
      else finish(null);
      return;
    }
    void (async () => {
      if (getCartLines().length === 0) await refillCart(order);
      finish({ formOf: (current) => checkoutFormOf(order, current, { emailLocked }), codes: codesOf(order) });
    })();
  }, [cancelled.data, cancelled.error, fromLink, emailLocked, navigate, setSearchParams]);

  return <Loading />;
}
