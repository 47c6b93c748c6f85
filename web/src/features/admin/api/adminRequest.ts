import type { StaffSession } from '@shop/shared/contract/admin';
import useSWR from 'swr';
import { type Caller, type HttpError, requestAs } from '../../../platform/http.ts';

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

/** The back office's staff: their session's token; a 401 ends the session, back to the sign-in. */
const STAFF: Caller = {
  headers(): Record<string, string> {
    const session = readStaffSession();
    return session ? { Authorization: `Bearer ${session.token}` } : {};
  },
  // A session that ended (8 hours, or signed out elsewhere).
  unauthorized() {
    if (readStaffSession()) storeStaffSession(undefined);
  },
  refused: (status) => `The back office answered ${status}.`,
};

/** A call of the back office, through the shop's one client (web/src/platform/http.ts). */
export const adminRequest = <T>(path: string, options: { method?: 'GET' | 'POST' | 'PUT'; body?: unknown } = {}): Promise<T> =>
  requestAs<T>(STAFF, path, options);

/**
 * An admin GET as SWR data, read again on every visit: a page opened a moment after staff changed
 * something, or a shopper did (a withdrawal, a payment), shows it as it is now, not as SWR's usual
 * two-second deduplication kept it. Two parts of one page asking at once still share one request.
 */
export const useAdmin = <T>(path: string | null) =>
  useSWR<T, HttpError>(path, (key: string) => adminRequest<T>(key), { dedupingInterval: 0, revalidateOnMount: true });
