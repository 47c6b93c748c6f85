import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { OrderSummary } from '@shop/shared/contract/orders';
import { addToCart } from '../cart/cartLines.ts';
import { getCartLines } from '../cart/cartStore.ts';
import { fetchProduct, productKey } from '../catalog/api/getProduct.ts';
import { useCancelCheckout } from './api/cancelCheckout.ts';
import { cartLinesOf, codesOf, type RestoredCodes, returnOutcome } from './returnedOrder.ts';

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

export interface ReturnFromPayment {
  /** Still letting go of the order and putting it back: the checkout waits. */
  busy: boolean;
  /** The codes to apply again once the summary shows, or null when there is nothing to put back. */
  codes: RestoredCodes | null;
}

/**
 * /checkout?order={id} is where "Cancel and return to the shop" leads. The order's payment
 * page is closed and its holds are let go at once (POST cancelCheckout); then the form, the
 * cart when it is empty here, and the codes come back, and `?order=` leaves the address. Should
 * the call fail (an unknown order, one that cannot be let go), the checkout shows as always;
 * should the order turn out paid, the success page shows it.
 */
export function useReturnFromPayment(restoreForm: (order: OrderSummary) => void): ReturnFromPayment {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const orderId = searchParams.get('order');
  const [state, setState] = useState<ReturnFromPayment>(() => ({ busy: orderId !== null, codes: null }));
  const cancelled = useCancelCheckout(orderId);
  const handled = useRef<string | null>(null);
  const restore = useRef(restoreForm);
  restore.current = restoreForm;

  useEffect(() => {
    if (!orderId || handled.current === orderId) return;
    const dropOrderParam = () =>
      setSearchParams(
        (params) => {
          params.delete('order');
          return params;
        },
        { replace: true },
      );
    if (cancelled.error) {
      handled.current = orderId;
      dropOrderParam();
      setState({ busy: false, codes: null });
      return;
    }
    const order = cancelled.data?.order;
    if (!order) return;
    handled.current = orderId;
    if (returnOutcome(order) === 'paid') {
      navigate(`/order-success/${encodeURIComponent(order.id)}`, { replace: true });
      return;
    }
    void (async () => {
      if (getCartLines().length === 0) await refillCart(order);
      restore.current(order);
      setState({ busy: false, codes: codesOf(order) });
      dropOrderParam();
    })();
  }, [orderId, cancelled.data, cancelled.error, navigate, setSearchParams]);

  return state;
}
