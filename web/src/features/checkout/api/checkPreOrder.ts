import useSWRMutation from 'swr/mutation';
import type { CheckPreOrderResponse, OrderRequestInput } from '@shop/shared/contract/orders';
import { request } from '../../../platform/http.ts';

export const checkPreOrderKey = '/api/orders/checkPreOrder';

/** Which ordered pieces must be pre-ordered: their names, empty when all are on the shelf. */
export const fetchCheckPreOrder = (path: string, { arg }: { arg: OrderRequestInput }): Promise<CheckPreOrderResponse> =>
  request<CheckPreOrderResponse>(path, { method: 'POST', body: arg, saleSpot: true });

export function useCheckPreOrder() {
  return useSWRMutation(checkPreOrderKey, fetchCheckPreOrder);
}
