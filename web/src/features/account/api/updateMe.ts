import { mutate } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { UpdateMeInput, User } from '@shop/shared/contract/accounts';
import { request } from '../../../platform/http.ts';
import { meKey } from './getMe.ts';

export const updateMeKey = '/api/auth/updateMe';

export const fetchUpdateMe = (path: string, { arg }: { arg: UpdateMeInput }): Promise<User> =>
  request<User>(path, { method: 'PUT', body: arg });

/** Saves profile fields, then reloads the user everywhere it is shown (SPEC §4 Profile edit). */
export function useUpdateMe() {
  return useSWRMutation(updateMeKey, fetchUpdateMe, {
    onSuccess: (user) => mutate(meKey, user),
  });
}
