import useSWR from 'swr';
import type { CancelCheckoutResponse } from '@shop/shared/contract/orders';
import { request } from '../../../platform/http.ts';

export const cancelCheckoutKey = (orderId: string) => ['POST', `/api/orders/${encodeURIComponent(orderId)}/cancelCheckout`] as const;

export const fetchCancelCheckout = ([, path]: ReturnType<typeof cancelCheckoutKey>): Promise<CancelCheckoutResponse> =>
  request<CancelCheckoutResponse>(path, { method: 'POST' });

/**
 * The shopper came back from the payment page without paying: the page is closed and the
 * order lets go of what it held. Asked once per visit (SWR's de-duplication keeps StrictMode's
 * second effect from asking again); the call is safe to repeat.
 */
export function useCancelCheckout(orderId: string | null) {
  return useSWR(orderId ? cancelCheckoutKey(orderId) : null, fetchCancelCheckout, {
    revalidateIfStale: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
}
