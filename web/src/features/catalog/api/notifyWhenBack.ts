import useSWRMutation from 'swr/mutation';
import type { ProductNotificationRequest, ProductNotificationResponse } from '@shop/shared/contract/notifications';
import { request } from '../../../platform/http.ts';

export const notifyWhenBackKey = '/api/productNotifications';

export const fetchNotifyWhenBack = (path: string, { arg }: { arg: ProductNotificationRequest }): Promise<ProductNotificationResponse> =>
  request<ProductNotificationResponse>(path, { method: 'POST', body: arg });

/** POST /api/productNotifications: email me when this size is back in stock. */
export function useNotifyWhenBack() {
  return useSWRMutation(notifyWhenBackKey, fetchNotifyWhenBack);
}
