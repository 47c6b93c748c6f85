import useSWR from 'swr';
import type { User } from '@shop/shared/contract/accounts';
import { HttpError, request } from '../../../platform/http.ts';
import { clearToken } from '../../../platform/token.ts';
import { notifyTokenChange } from '../tokenStore.ts';

export const meKey = '/api/auth/me';

/**
 * The logged-in customer, or null when the stored token no longer works (expired, or every
 * session ended by a password reset): the token is dropped then, so the shop shows a visitor.
 */
export async function fetchMe(path: string = meKey): Promise<User | null> {
  try {
    return await request<User>(path);
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) {
      clearToken();
      notifyTokenChange();
      return null;
    }
    throw error;
  }
}

/** GET /api/auth/me, asked only while a token is stored (SPEC §4 Session). */
export function useMe(token: string | null) {
  return useSWR(token ? meKey : null, fetchMe, { revalidateOnFocus: true });
}
