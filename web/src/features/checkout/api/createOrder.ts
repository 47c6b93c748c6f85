import useSWRMutation from 'swr/mutation';
import type { CreateOrderResponse, OrderRequestInput } from '@shop/shared/contract/orders';
import { request } from '../../../platform/http.ts';

export const createOrderKey = '/api/orders';

/** Creates the order; the answer is the hosted payment page the browser goes to next. */
export const fetchCreateOrder = (path: string, { arg }: { arg: OrderRequestInput }): Promise<CreateOrderResponse> =>
  request<CreateOrderResponse>(path, { method: 'POST', body: arg, saleSpot: true });

export function useCreateOrder() {
  return useSWRMutation(createOrderKey, fetchCreateOrder);
}
