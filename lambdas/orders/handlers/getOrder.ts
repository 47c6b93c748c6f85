import { IdParams } from '@shop/shared/contract/common';
import type { OrderSummary } from '@shop/shared/contract/orders';
import { notFound } from '../../platform/errors.ts';
import { httpRoute } from '../../platform/http.ts';
import { requestLanguage } from '../../platform/requestLanguage.ts';
import { ORDERS } from '../messages.ts';
import { getOrder } from '../orderStore.ts';
import { orderSummaryOf } from '../orderSummary.ts';

/** GET /api/orders/{id}: the order's unguessable id is what lets its shopper read it, on any host name, its state in the page's language. */
export const handler = httpRoute({ params: IdParams }, async ({ params, event }): Promise<OrderSummary> => {
  const order = await getOrder(params.id);
  if (!order) throw notFound(ORDERS.noSuchOrder);
  return orderSummaryOf(order, requestLanguage(event));
});
