import useSWRMutation from 'swr/mutation';
import type { ActivationRequest, MessageResponse } from '@shop/shared/contract/accounts';
import { request } from '../../../platform/http.ts';

export const activateKey = '/api/auth/activate';

/** Uses the code of the emailed link `/activate/{userId}/{activationCode}` (docs/decisions/006). */
export const fetchActivate = (path: string, { arg }: { arg: ActivationRequest }): Promise<MessageResponse> =>
  request<MessageResponse>(path, { method: 'POST', body: arg });

export function useActivate() {
  return useSWRMutation(activateKey, fetchActivate);
}
