import useSWRMutation from 'swr/mutation';
import type { MessageResponse, RecoverPasswordRequest } from '@shop/shared/contract/accounts';
import { request } from '../../../platform/http.ts';

export const recoverPasswordKey = '/api/auth/recoverPassword';

/** Sets a new password with the code of the emailed link `/recover-password/{userId}/{activationCode}`. */
export const fetchRecoverPassword = (path: string, { arg }: { arg: RecoverPasswordRequest }): Promise<MessageResponse> =>
  request<MessageResponse>(path, { method: 'POST', body: arg });

export function useRecoverPassword() {
  return useSWRMutation(recoverPasswordKey, fetchRecoverPassword);
}
