import { OrderListQuery, OrderStepRequest, type OrderStepResponse } from '@shop/shared/contract/adminOrders';
import { IdParams } from '@shop/shared/contract/common';
import { operatorStep } from '../../orders/operatorSteps.ts';
import { getOrder } from '../../orders/orderStore.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { recordAudit } from '../../staff/auditLog.ts';
import { deskOf, staffRoute } from '../../staff/staffRoute.ts';
import { listOrders, orderView, today } from '../orderDesk.ts';

const NO_ORDER = 'There is no such order.';

/** The orders desk: Today, the lists, an order, and its steps through the same use case as the command line. */
export const handler = deskOf({
  'GET /api/admin/today': staffRoute({ role: 'staff' }, () => today()),
  'GET /api/admin/orders': staffRoute({ role: 'staff', query: OrderListQuery }, async ({ query }) => ({ data: await listOrders(query) })),
  'GET /api/admin/orders/{id}': staffRoute({ role: 'staff', params: IdParams }, async ({ params, now }) => {
    const order = await getOrder(params.id);
    if (!order) throw notFound(NO_ORDER);
    return orderView(order, now);
  }),
  'POST /api/admin/orders/{id}/steps': staffRoute(
    { role: 'staff', params: IdParams, body: OrderStepRequest },
    async ({ params, body, staff, now }): Promise<OrderStepResponse> => {
      const order = await getOrder(params.id);
      if (!order) throw notFound(NO_ORDER);
      const result = await operatorStep(order, body, now);
      // Refused: the reason, and nothing changed.
      if (result.status === 'refused') throw conflict(result.reason);
      if (result.status === 'moved') {
        await recordAudit(
          staff,
          {
            action: `orders.${body.step}`,
            subject: { kind: 'order', id: order.id },
            before: orderView(result.before, now),
            after: orderView(result.order, now),
          },
          now,
        );
      }
      return { order: orderView(result.order, now), moved: result.status === 'moved' };
    },
  ),
});
