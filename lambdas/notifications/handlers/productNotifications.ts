import { CATALOG_TEXTS_IN_CROATIAN } from '@shop/shared/contract/inCroatian/catalog';
import { ProductNotificationRequest } from '@shop/shared/contract/notifications';
import { clientAddress } from '../../accounts/throttle.ts';
import { systemClock } from '../../platform/clock.ts';
import { httpRoute } from '../../platform/http.ts';
import { requestLanguage } from '../../platform/requestLanguage.ts';
import { shopNotifyPorts } from '../notificationAdapters.ts';
import { subscribeToStock } from '../subscribeToStock.ts';

const ports = shopNotifyPorts(systemClock);

/** POST /api/productNotifications */
export const handler = httpRoute({ body: ProductNotificationRequest, croatian: CATALOG_TEXTS_IN_CROATIAN }, ({ body, event }) =>
  subscribeToStock(body, clientAddress(event), ports, requestLanguage(event)),
);
