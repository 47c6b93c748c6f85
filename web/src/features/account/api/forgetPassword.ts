import useSWRMutation from 'swr/mutation';
import type { ForgetPasswordRequest, MessageResponse } from '@shop/shared/contract/accounts';
import { request } from '../../../platform/http.ts';

export const forgetPasswordKey = '/api/auth/forgetPassword';

/** Asks for a password reset link; the answer is the same whether the email has an account or not. */
export const fetchForgetPassword = (path: string, { arg }: { arg: ForgetPasswordRequest }): Promise<MessageResponse> =>
  request<MessageResponse>(path, { method: 'POST', body: arg });

export function useForgetPassword() {
  return useSWRMutation(forgetPasswordKey, fetchForgetPassword);
}
