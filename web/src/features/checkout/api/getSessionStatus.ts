import useSWR from 'swr';
import type { SessionStatusResponse } from '@shop/shared/contract/orders';
import { request } from '../../../platform/http.ts';

export const sessionStatusKey = (sessionId: string) => `/session-status?session_id=${encodeURIComponent(sessionId)}`;

export const fetchSessionStatus = (path: string): Promise<SessionStatusResponse> => request<SessionStatusResponse>(path);

/** The payment session the shopper came back from; asked once, not refreshed. */
export function useSessionStatus(sessionId: string | null) {
  return useSWR(sessionId ? sessionStatusKey(sessionId) : null, fetchSessionStatus, {
    revalidateIfStale: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
}
