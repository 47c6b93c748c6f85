import { ProductNotificationRequest } from '@shop/shared/contract/notifications';
import { clientAddress } from '../../accounts/throttle.ts';
import { systemClock } from '../../platform/clock.ts';
import { httpRoute } from '../../platform/http.ts';
import { requestLanguage } from '../../platform/requestLanguage.ts';
import { subscribeToStock } from '../subscribeToStock.ts';

/** POST /api/productNotifications */
export const handler = httpRoute({ body: ProductNotificationRequest }, ({ body, event }) =>
  subscribeToStock(body, clientAddress(event), { clock: systemClock }, requestLanguage(event)),
);
