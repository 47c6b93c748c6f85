import { mutate } from 'swr';
import type { User } from '@shop/shared/contract/accounts';
import { clearToken, storeToken } from '../../platform/token.ts';
import { fetchMe, meKey } from './api/getMe.ts';
import { notifyTokenChange } from './tokenStore.ts';

/** Stores the token and loads its user before the first page that needs it is shown. */
export async function signIn(token: string): Promise<User | null> {
  storeToken(token);
  const user = await fetchMe();
  await mutate(meKey, user, { revalidate: false });
  notifyTokenChange();
  return user;
}

/** SPEC §4: logout removes the token and reloads. */
export function signOut(): void {
  clearToken();
  window.location.reload();
}
