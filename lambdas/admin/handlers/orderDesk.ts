import {
  type AdminOrderList,
  type AdminOrderUbl,
  HandleWithdrawalRequest,
  type HandleWithdrawalResponse,
  OrderListQuery,
  OrderStepRequest,
  OrderViewQuery,
  type OrderStepResponse,
  type ResendInvoiceResponse,
} from '@shop/shared/contract/adminOrders';
import { IdParams } from '@shop/shared/contract/common';
import { report } from '../../invoices/invoiceReports.ts';
import { UblRefused, ublFilename, ublInvoice } from '../../invoices/ubl.ts';
import { resendInvoice, invoiceOfOrder, suppressedInvoiceReason } from '../../orders/resendInvoice.ts';
import { mailPorts } from '../../orders/effectPorts.ts';
import { refundable } from '../../orders/orderLifecycle.ts';
import { operatorStep } from '../../orders/operatorSteps.ts';
import type { OrderRecord } from '../../orders/orderRecord.ts';
import { shopDeskOrders } from '../../orders/orderAdapters.ts';
import { getOrder } from '../../orders/orderStore.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { recordAudit } from '../../staff/auditLog.ts';
import { shopAuditLog, shopStaffReader } from '../../staff/staffAdapters.ts';
import { requireMoneyPower } from '../../staff/staffPowers.ts';
import type { StaffRecord } from '../../staff/staffRecord.ts';
import { deskOf, staffRoute } from '../../staff/staffRoute.ts';
import { handleWithdrawal, withdrawnAmount } from '../../withdrawals/handleWithdrawal.ts';
import { ADMIN_ORDERS } from '../messages.ts';
import { shopHandlingPorts, shopWithdrawals } from '../../withdrawals/withdrawalAdapters.ts';
import { fullOrderView, listOrders, today, withdrawalView } from '../orderDesk.ts';

let ports: ReturnType<typeof mailPorts> | undefined;
/** The mail service and the invoice PDF's function, made on the first resend of this container. */
const resendPorts = () => (ports ??= mailPorts());

/** The eRačun of an order's invoice; refused (409) with the reason when it has none or is not an eRačun. */
async function orderUbl(order: OrderRecord): Promise<AdminOrderUbl> {
  const found = await invoiceOfOrder(order);
  if (found.status === 'refused') throw conflict(ADMIN_ORDERS.noInvoice({ reason: found.reason }));
  const { document } = found.invoice;
  try {
    return { invoiceNumber: document.number, filename: ublFilename(document.number), xml: ublInvoice(document) };
  } catch (error) {
    if (error instanceof UblRefused) throw conflict(ADMIN_ORDERS.notAnERacun({ reason: error.message }));
    throw error;
  }
}

const existingOrder = async (id: string) => {
  const order = await getOrder(id);
  if (!order) throw notFound(ADMIN_ORDERS.noSuchOrder);
  return order;
};

/**
 * A refund a staff member asks for, checked against the refund ceiling (lambdas/staff/staffPowers.ts)
 * before anything moves: the amount given, or without one what the step refunds, all that is left of the order.
 */
const refundAllowed = (staff: StaffRecord, order: OrderRecord, amount: number | undefined) =>
  requireMoneyPower(shopStaffReader, staff, { kind: 'refund', amount: amount ?? refundable(order) });

/** The same for handling a withdrawal: the amount given, or what the statement withdraws from. */
async function withdrawalRefundAllowed(staff: StaffRecord, withdrawalId: string, amount: number | undefined): Promise<void> {
  if (staff.role === 'owner') return;
  const withdrawal = await shopWithdrawals.get(withdrawalId);
  // Handled already, or not there: the use case says so, and refunds nothing.
  if (!withdrawal || withdrawal.handledAt) return;
  const order = await getOrder(withdrawal.orderId);
  if (!order) return;
  await requireMoneyPower(shopStaffReader, staff, { kind: 'refund', amount: amount ?? withdrawnAmount(withdrawal, order) });
}

/**
 * The orders desk: Today, the lists, an order, its steps, its invoice sent again and its
 * withdrawals handled, through the same use cases as the command line.
 */
export const handler = deskOf({
  'GET /api/admin/today': staffRoute({ role: 'staff' }, ({ now }) => today(now, shopDeskOrders)),
  // With `report`, the accountant's KIR or OSS figures as a CSV file instead of the list (docs/decisions/058).
  'GET /api/admin/orders': staffRoute({ role: 'staff', query: OrderListQuery }, async ({ query }) =>
    query.report && query.from && query.to
      ? ({ data: [], report: await report(query.report, { from: query.from, to: query.to }) } satisfies AdminOrderList)
      : { data: await listOrders(query, shopDeskOrders) },
  ),
  // With `format=ubl`, the eRačun of its R1 invoice to save (docs/decisions/055) instead of the order.
  'GET /api/admin/orders/{id}': staffRoute({ role: 'staff', params: IdParams, query: OrderViewQuery }, async ({ params, query, now }) =>
    query.format === 'ubl' ? orderUbl(await existingOrder(params.id)) : fullOrderView(await existingOrder(params.id), now),
  ),
  'POST /api/admin/orders/{id}/steps': staffRoute(
    { role: 'staff', params: IdParams, body: OrderStepRequest },
    async ({ params, body, staff, now }): Promise<OrderStepResponse> => {
      const order = await existingOrder(params.id);
      if (body.step === 'refund') await refundAllowed(staff, order, body.amount);
      // The audit entry is written with the move, in its transaction (operatorSteps.ts).
      const result = await operatorStep(order, body, now, staff);
      // Refused: the reason, and nothing changed.
      if (result.status === 'refused') throw conflict(ADMIN_ORDERS.stepRefused({ reason: result.reason }));
      return { order: await fullOrderView(result.order, now), moved: result.status === 'moved' };
    },
  ),
  'POST /api/admin/orders/{id}/invoice': staffRoute({ role: 'staff', params: IdParams }, async ({ params, staff, now }) => {
    const order = await existingOrder(params.id);
    const found = await invoiceOfOrder(order);
    if (found.status === 'refused') throw conflict(ADMIN_ORDERS.noInvoice({ reason: found.reason }));
    const { invoice, to, sent: result } = await resendInvoice(found.invoice, resendPorts());
    if (result.status === 'suppressed') throw conflict(ADMIN_ORDERS.invoiceNotSent({ reason: suppressedInvoiceReason(to, result) }));
    const sent: ResendInvoiceResponse = { invoiceNumber: invoice.document.number, to };
    await recordAudit(
      shopAuditLog,
      staff,
      { action: 'orders.resendInvoice', subject: { kind: 'order', id: order.id }, before: { invoiceId: invoice.id }, after: sent },
      now,
    );
    return sent;
  }),
  'POST /api/admin/withdrawals/{id}/handle': staffRoute(
    { role: 'staff', params: IdParams, body: HandleWithdrawalRequest },
    async ({ params, body, staff, now }): Promise<HandleWithdrawalResponse> => {
      await withdrawalRefundAllowed(staff, params.id, body.amount);
      const result = await handleWithdrawal(params.id, body, staff, now, shopHandlingPorts);
      if (result.status === 'refused') throw conflict(ADMIN_ORDERS.withdrawalRefused({ reason: result.reason }));
      if (result.status === 'already') {
        const order = await existingOrder(result.withdrawal.orderId);
        return { withdrawal: withdrawalView(result.withdrawal), order: await fullOrderView(order, now), handled: false };
      }
      await recordAudit(
        shopAuditLog,
        staff,
        {
          action: 'withdrawals.handle',
          subject: { kind: 'order', id: result.order.id },
          before: withdrawalView(result.before),
          after: withdrawalView(result.withdrawal),
        },
        now,
      );
      return { withdrawal: withdrawalView(result.withdrawal), order: await fullOrderView(result.order, now), handled: true };
    },
  ),
});
