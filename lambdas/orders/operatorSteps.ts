import { type OperatorStep, OPERATOR_STEPS, type OrderStepRequest } from '@shop/shared/contract/adminOrders';
import type { OrderStatus } from '@shop/shared/contract/orders';
import { formatEuro } from '@shop/shared/money';
import type { AuditActor } from '../staff/auditEntry.ts';
import { auditItem } from '../staff/dynamoAuditLog.ts';
import { decide, type OrderEvent, refundable } from './orderLifecycle.ts';
import type { OrderRecord } from './orderRecord.ts';
import { type Attach, transition } from './orderStore.ts';
import { refundWrites } from './refundWrites.ts';

/**
 * The operator's steps of an order's life, one use case for the command line
 * (`npm run admin -- orders …`) and the back office (`POST /api/admin/orders/{id}/steps`): the
 * same event of the same state machine, so a step has the same effect whichever way it is made.
 */
export type StepResult =
  | { status: 'moved'; before: OrderRecord; order: OrderRecord }
  /** The order was already where the step leads: nothing changed (a repeat). */
  | { status: 'already'; order: OrderRecord }
  | { status: 'refused'; order: OrderRecord; reason: string };

/** Where each step leads, so that repeating it is no error. */
const LEADS_TO: Partial<Record<OperatorStep, OrderStatus>> = {
  transferReceived: 'PAID',
  packed: 'PACKED',
  shipped: 'SHIPPED',
  readyForPickup: 'READY_FOR_PICKUP',
  delivered: 'DELIVERED',
  pickedUp: 'PICKED_UP',
  cancel: 'CANCELLED',
};

function eventOf(order: OrderRecord, request: OrderStepRequest): OrderEvent {
  switch (request.step) {
    case 'transferReceived':
      return { type: 'paid', method: 'BANK_TRANSFER', amount: order.total };
    case 'shipped':
      return { type: 'shipped', carrier: request.carrier, trackingUrl: request.trackingUrl };
    case 'refund':
      return {
        type: 'refund',
        amount: request.amount ?? refundable(order),
        ...(request.restock ? { restock: request.restock } : {}),
        ...(request.newGiftCard ? { newGiftCard: true } : {}),
      };
    case 'cancel':
      return { type: 'cancelled' };
    default:
      return { type: request.step };
  }
}

/** Why a step cannot be made, in the operator's words, before the state machine is asked. */
function refusal(order: OrderRecord, request: OrderStepRequest): string | undefined {
  if (request.step === 'transferReceived' && order.status !== 'AWAITING_TRANSFER' && order.status !== 'PAID') {
    const given = order.status === 'EXPIRED' || order.status === 'CANCELLED' || order.status === 'PAYMENT_FAILED';
    return (
      `Order ${order.number} is ${order.status}: only an order awaiting a bank transfer can be marked paid.` +
      (given ? ' Its items went back to stock; refund the transfer or have the customer order again.' : '')
    );
  }
  if (request.step === 'cancel' && order.paidAt && order.status !== 'CANCELLED') {
    return `Order ${order.number} is ${order.status}: a paid order is not cancelled but refunded.`;
  }
  if (request.step === 'refund' && request.amount !== undefined && request.amount > refundable(order)) {
    return `The refund of ${formatEuro(request.amount)} exceeds what was paid and not yet refunded (${formatEuro(refundable(order))}).`;
  }
  return undefined;
}

/** What a step leaves in the audit log: the order's state and money before and after. */
const moneyView = (order: Pick<OrderRecord, 'status' | 'total' | 'refunded' | 'giftCardRefunded' | 'giftCard'>) => ({
  status: order.status,
  total: order.total,
  giftCard: order.giftCard?.applied ?? 0,
  refunded: order.refunded ?? 0,
  giftCardRefunded: order.giftCardRefunded ?? 0,
});

/**
 * What a step writes with its move, in the move's own transaction: a refund's credit note and
 * gift card (refundWrites.ts: no refund without its credit note), and the audit entry of whoever
 * makes it, from the back office and the command line alike.
 */
function stepWrites(request: OrderStepRequest, by: AuditActor | undefined, now: Date): Attach | undefined {
  // A step nobody is named for writes what the shop writes of its own moves (orderStore.ts).
  if (!by && request.step !== 'refund') return undefined;
  return async (order, decision, next) => {
    const refund = decision.refund ? await refundWrites(order, decision.refund, now) : { items: [] };
    if ('refused' in refund) return refund;
    const moved = { ...next, ...refund.changes };
    const fact = {
      action: `orders.${request.step}`,
      subject: { kind: 'order', id: order.id },
      before: moneyView(order),
      after: {
        ...moneyView(moved),
        ...(request.step === 'refund' ? { refund: decision.refund?.amount, restock: request.restock ?? [] } : {}),
      },
    };
    return { ...refund, items: [...refund.items, ...(by ? [auditItem(by, fact, now)] : [])] };
  };
}

/**
 * Makes a step. `by`: who makes it, for the audit log, written in the same transaction as the
 * move (every door that moves money names one: the back office, the command line, a handled withdrawal).
 */
export async function operatorStep(order: OrderRecord, request: OrderStepRequest, now: Date, by?: AuditActor): Promise<StepResult> {
  const refused = refusal(order, request);
  if (refused) return { status: 'refused', order, reason: refused };
  const result = await transition(order, eventOf(order, request), now, stepWrites(request, by, now));
  if (result.status === 'moved') return { status: 'moved', before: order, order: result.order };
  if (LEADS_TO[request.step] === result.order.status) return { status: 'already', order: result.order };
  return { status: 'refused', order: result.order, reason: `Order ${order.number} is ${result.order.status}: ${result.reason}` };
}

/** The steps the order takes now, for the buttons the back office shows. */
export function stepsOf(order: OrderRecord, now: Date): OperatorStep[] {
  return OPERATOR_STEPS.filter((step) => {
    const request = (step === 'shipped' ? { step, carrier: 'x', trackingUrl: 'https://x' } : { step }) as OrderStepRequest;
    return !refusal(order, request) && decide(order, eventOf(order, request), now.toISOString()).ok;
  });
}
