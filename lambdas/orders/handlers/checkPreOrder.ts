import { ORDER_TEXTS_IN_CROATIAN } from '@shop/shared/contract/inCroatian/orders';
import { OrderRequest } from '@shop/shared/contract/orders';
import { clientAddress } from '../../accounts/throttle.ts';
import { systemClock } from '../../platform/clock.ts';
import { httpRoute } from '../../platform/http.ts';
import { requestLanguage } from '../../platform/requestLanguage.ts';
import { checkPreOrder } from '../checkPreOrder.ts';

/** POST /api/orders/checkPreOrder */
export const handler = httpRoute({ body: OrderRequest, croatian: ORDER_TEXTS_IN_CROATIAN }, ({ body, event }) =>
  checkPreOrder(body, systemClock, clientAddress(event), requestLanguage(event)),
);
