import useSWRMutation from 'swr/mutation';
import type { LoginRequest, LoginResponse } from '@shop/shared/contract/accounts';
import { request } from '../../../platform/http.ts';

export const loginKey = '/api/auth/login';

/** Trades email and password for a session token (the call carries the sale spot header, SPEC §7). */
export const fetchLogin = (path: string, { arg }: { arg: LoginRequest }): Promise<LoginResponse> =>
  request<LoginResponse>(path, { method: 'POST', body: arg, saleSpot: true });

export function useLogin() {
  return useSWRMutation(loginKey, fetchLogin);
}
