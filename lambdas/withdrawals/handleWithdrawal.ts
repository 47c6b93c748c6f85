import { formatEuro } from '@shop/shared/money';
import type { RestockLines } from '@shop/shared/contract/adminOrders';
import { type operatorStep, stepsOf } from '../orders/operatorSteps.ts';
import { refundable } from '../orders/orderLifecycle.ts';
import { type OrderLine, type OrderRecord, piecesNotBack } from '../orders/orderRecord.ts';
import type { AuditActor } from '../staff/auditEntry.ts';
import type { WithdrawalRecord } from './withdrawalRecord.ts';
import type { WithdrawalStore } from './withdrawalStore.ts';

/** What handling a statement works with (wired for the shop in withdrawalAdapters.ts). */
export interface HandlingPorts {
  withdrawals: WithdrawalStore;
  getOrder(id: string): Promise<OrderRecord | undefined>;
  /** The order's operator step (orders/operatorSteps.ts), which refunds it as its life says. */
  operatorStep: typeof operatorStep;
}

/**
 * Handling a withdrawal a customer sent through /withdrawal, for `npm run admin -- withdrawals
 * handle` and the back office's orders desk: the items came back, so the money goes back through
 * the order's refund step (the payment provider's refund and the customer's refund mail, as the
 * order's life says), and the statement is marked handled, once.
 */
export type HandleResult =
  | { status: 'handled'; before: WithdrawalRecord; withdrawal: WithdrawalRecord; order: OrderRecord; refund: number }
  | { status: 'already'; withdrawal: WithdrawalRecord }
  | { status: 'refused'; reason: string };

/** What the statement withdraws from, in cents: the lines it names, or all that is left of a whole order. */
export function withdrawnAmount(withdrawal: WithdrawalRecord, order: OrderRecord): number {
  const left = refundable(order);
  if (withdrawal.wholeOrder) return left;
  return Math.min(
    withdrawnLines(withdrawal, order).reduce((sum, line) => sum + line.amount, 0),
    left,
  );
}

/** The lines a statement withdraws from: those it names, or every line of a whole order. */
function withdrawnLines(withdrawal: WithdrawalRecord, order: OrderRecord): OrderLine[] {
  const named = new Set(withdrawal.items.map((item) => item.itemNo));
  return order.lines.filter((line) => withdrawal.wholeOrder || named.has(line.itemNo));
}

/** The pieces a statement withdraws from that are not back on the shelf yet. */
export const withdrawnPieces = (withdrawal: WithdrawalRecord, order: OrderRecord): RestockLines =>
  piecesNotBack(withdrawnLines(withdrawal, order));

export async function handleWithdrawal(
  id: string,
  request: { amount?: number; restock?: RestockLines },
  by: AuditActor,
  now: Date,
  ports: HandlingPorts,
): Promise<HandleResult> {
  const withdrawal = await ports.withdrawals.get(id);
  if (!withdrawal) return { status: 'refused', reason: `There is no withdrawal ${id}.` };
  if (withdrawal.handledAt) return { status: 'already', withdrawal };
  const order = await ports.getOrder(withdrawal.orderId);
  if (!order) return { status: 'refused', reason: `Withdrawal ${id} names order ${withdrawal.orderNumber}, which is not there.` };
  const left = refundable(order);
  const withdrawn = withdrawnAmount(withdrawal, order);
  const refund = request.amount ?? withdrawn;
  const takesRefund = stepsOf(order, now).includes('refund');
  // An order worth nothing (a 100 % code) still takes its refund step: its credit note and its pieces back.
  const stepped = refund > 0 || (left === 0 && takesRefund);
  if (refund > 0 && !takesRefund) {
    return { status: 'refused', reason: `Order ${order.number} is ${order.status}: nothing of it can be refunded now.` };
  }
  if (refund > left) {
    return {
      status: 'refused',
      reason: `The refund of ${formatEuro(refund)} exceeds what was paid and not yet refunded (${formatEuro(left)}).`,
    };
  }
  // A smaller refund than the statement withdraws from leaves money owed, which Today shows until it is paid.
  const owed = Math.max(0, withdrawn - refund);
  const marked = await ports.withdrawals.markHandled(id, { by: by.email, refund, at: now, owed });
  if (!marked) return { status: 'already', withdrawal: (await ports.withdrawals.get(id)) ?? withdrawal };
  if (!stepped) return { status: 'handled', before: withdrawal, withdrawal: marked, order, refund };
  const restock = request.restock ?? withdrawnPieces(withdrawal, order);
  const step = await ports.operatorStep(
    order,
    { step: 'refund', ...(refund > 0 ? { amount: refund } : {}), ...(restock.length ? { restock } : {}) },
    now,
    by,
  );
  if (step.status === 'refused') {
    // The order moved since it was read: the mark goes, and nothing was refunded.
    await ports.withdrawals.unmarkHandled(id, now);
    return { status: 'refused', reason: step.reason };
  }
  return { status: 'handled', before: withdrawal, withdrawal: marked, order: step.order, refund };
}
