import { useCallback, useRef } from 'react';
import useSWR from 'swr';
import type { OrderSummary } from '@shop/shared/contract/orders';
import { request } from '../../../platform/http.ts';
import { awaitsPayment } from '../orderView.ts';

export const orderKey = (orderId: string) => `/api/orders/${encodeURIComponent(orderId)}`;

export const fetchOrder = (path: string): Promise<OrderSummary> => request<OrderSummary>(path);

/** How often, and how many times, an order still awaiting its payment is asked again. */
export const PENDING_REFRESH_MS = 2000;
export const PENDING_REFRESHES = 5;

/**
 * The order as the server charged it. The browser can come back from the payment page before
 * the provider's event has marked the order paid, so while it still awaits payment it is
 * asked again a few times; after that it is left as it is until something revalidates it.
 */
export function useOrder(orderId: string | undefined) {
  const refreshes = useRef(0);
  // Stable, so that SWR schedules one timer after each answer rather than one per render.
  const refreshInterval = useCallback((latest: OrderSummary | undefined) => {
    if (!latest || !awaitsPayment(latest) || refreshes.current >= PENDING_REFRESHES) return 0;
    refreshes.current += 1;
    return PENDING_REFRESH_MS;
  }, []);
  return useSWR(orderId ? orderKey(orderId) : null, fetchOrder, {
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
    refreshInterval,
  });
}
