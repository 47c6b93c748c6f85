import useSWR from 'swr';
import type { CreateInvoiceResponse } from '@shop/shared/contract/orders';
import { request } from '../../../platform/http.ts';

export const createInvoiceKey = (orderId: string) => `/api/orders/${encodeURIComponent(orderId)}/createInvoice`;

export const fetchCreateInvoice = (path: string): Promise<CreateInvoiceResponse> => request<CreateInvoiceResponse>(path);

/**
 * Creates (or finds) the order's invoice once per visit. The call is safe to repeat; SWR's
 * de-duplication keeps React's StrictMode double effects to one request.
 */
export function useCreateInvoice(orderId: string | undefined) {
  return useSWR(orderId ? createInvoiceKey(orderId) : null, fetchCreateInvoice, {
    revalidateIfStale: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
}
