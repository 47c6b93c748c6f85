import useSWRMutation from 'swr/mutation';
import type { DiscountCodeValidation } from '@shop/shared/contract/promotions';
import { request } from '../../../platform/http.ts';

export const validateDiscountCodeKey = '/api/discountCodes/validation';

/** Any status other than 200 means the code is not valid (SPEC §7). */
export const fetchValidateDiscountCode = (path: string, { arg: name }: { arg: string }): Promise<DiscountCodeValidation> =>
  request<DiscountCodeValidation>(path, { method: 'POST', body: { name }, saleSpot: true });

export function useValidateDiscountCode() {
  return useSWRMutation(validateDiscountCodeKey, fetchValidateDiscountCode);
}
