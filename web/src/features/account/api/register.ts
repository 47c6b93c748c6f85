import useSWRMutation from 'swr/mutation';
import type { MessageResponse, RegistrationInput } from '@shop/shared/contract/accounts';
import { request } from '../../../platform/http.ts';

export const registerKey = '/api/auth/register';

/** Creates the account; it waits for the emailed confirmation link before it can log in. */
export const fetchRegister = (path: string, { arg }: { arg: RegistrationInput }): Promise<MessageResponse> =>
  request<MessageResponse>(path, { method: 'POST', body: arg });

export function useRegister() {
  return useSWRMutation(registerKey, fetchRegister);
}
