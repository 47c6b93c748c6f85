import type { StaffSession } from '@shop/shared/contract/admin';
import type { ApiError } from '@shop/shared/contract/common';
import useSWR from 'swr';

/**
 * The back office's calls: the staff token, never the customer's, kept for this tab only
 * (sessionStorage), so closing the tab at a shared packing table signs out of it.
 */
const SESSION_KEY = 'tkanica-staff-session';

export function readStaffSession(): StaffSession | undefined {
  try {
    const session = JSON.parse(sessionStorage.getItem(SESSION_KEY) ?? 'null') as StaffSession | null;
    return session && Date.parse(session.expiresAt) > Date.now() ? session : undefined;
  } catch {
    return undefined;
  }
}

export function storeStaffSession(session: StaffSession | undefined): void {
  if (session) sessionStorage.setItem(SESSION_KEY, JSON.stringify(session));
  else sessionStorage.removeItem(SESSION_KEY);
  window.dispatchEvent(new Event(SESSION_KEY));
}

export const onStaffSessionChange = (listener: () => void) => {
  window.addEventListener(SESSION_KEY, listener);
  return () => window.removeEventListener(SESSION_KEY, listener);
};

/** A refused call: its status and the API's `{ message, errors }`. */
export class AdminError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiError | undefined,
  ) {
    super(body?.message ?? `The back office answered ${status}.`);
  }
}

export async function adminRequest<T>(path: string, options: { method?: 'GET' | 'POST' | 'PUT'; body?: unknown } = {}): Promise<T> {
  const session = readStaffSession();
  const response = await fetch(path, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers: {
      Accept: 'application/json',
      ...(session ? { Authorization: `Bearer ${session.token}` } : {}),
      ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  let payload: unknown;
  try {
    payload = text ? JSON.parse(text) : undefined;
  } catch {}
  // A session that ended (8 hours, or signed out elsewhere): back to the sign-in.
  if (response.status === 401 && session) storeStaffSession(undefined);
  if (!response.ok) throw new AdminError(response.status, payload as ApiError | undefined);
  return payload as T;
}

/**
 * An admin GET as SWR data, read again on every visit: a page opened a moment after staff changed
 * something, or a shopper did (a withdrawal, a payment), shows it as it is now, not as SWR's usual
 * two-second deduplication kept it. Two parts of one page asking at once still share one request.
 */
export const useAdmin = <T>(path: string | null) =>
  useSWR<T, AdminError>(path, (key: string) => adminRequest<T>(key), { dedupingInterval: 0, revalidateOnMount: true });
