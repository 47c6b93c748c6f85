import type { User } from '@shop/shared/contract/accounts';
import { useMe } from './api/getMe.ts';
import { useToken } from './tokenStore.ts';

/*
 * The account feature's public module: what the header and the account pages use
 * to know who is logged in. It is part of every page (the header greets), so it stays small and
 * free of zod; what only some pages need lives in sessionActions.ts and checkoutDetails.ts.
 */

export interface Session {
  /** A token is stored: the visitor counts as logged in while the user loads (SPEC §4). */
  loggedIn: boolean;
  /** The logged-in customer once loaded; null for a visitor or a token that no longer works. */
  user: User | null;
  /** A token is stored and its user has not arrived yet. */
  loading: boolean;
}

export function useSession(): Session {
  const token = useToken();
  const me = useMe(token);
  const user = token ? (me.data ?? null) : null;
  return { loggedIn: token !== null, user, loading: token !== null && me.data === undefined && !me.error };
}
