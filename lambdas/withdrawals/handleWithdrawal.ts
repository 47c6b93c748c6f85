import { formatEuro } from '@shop/shared/money';
import { operatorStep, stepsOf } from '../orders/operatorSteps.ts';
import type { OrderRecord } from '../orders/orderRecord.ts';
import { getOrder } from '../orders/orderStore.ts';
import type { WithdrawalRecord } from './withdrawalRecord.ts';
import { getWithdrawal, markHandled, unmarkHandled } from './withdrawalStore.ts';

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

const leftToRefund = (order: OrderRecord) => order.total - (order.refunded ?? 0);

/** What the statement withdraws from, in cents: the lines it names, or all that is left of a whole order. */
export function withdrawnAmount(withdrawal: WithdrawalRecord, order: OrderRecord): number {
  const left = leftToRefund(order);
  if (withdrawal.wholeOrder) return left;
  const named = new Set(withdrawal.items.map((item) => item.itemNo));
  const lines = order.lines.filter((line) => named.has(line.itemNo)).reduce((sum, line) => sum + line.amount, 0);
  return Math.min(lines, left);
}

export async function handleWithdrawal(id: string, request: { amount?: number }, by: { email: string }, now: Date): Promise<HandleResult> {
  const withdrawal = await getWithdrawal(id);
  if (!withdrawal) return { status: 'refused', reason: `There is no withdrawal ${id}.` };
  if (withdrawal.handledAt) return { status: 'already', withdrawal };
  const order = await getOrder(withdrawal.orderId);
  if (!order) return { status: 'refused', reason: `Withdrawal ${id} names order ${withdrawal.orderNumber}, which is not there.` };
  const left = leftToRefund(order);
  const refund = request.amount ?? withdrawnAmount(withdrawal, order);
  if (refund > 0 && !stepsOf(order, now).includes('refund')) {
    return { status: 'refused', reason: `Order ${order.number} is ${order.status}: nothing of it can be refunded now.` };
  }
  if (refund > left) {
    return {
      status: 'refused',
      reason: `The refund of ${formatEuro(refund)} exceeds what was paid and not yet refunded (${formatEuro(left)}).`,
    };
  }
  const marked = await markHandled(id, by.email, refund, now);
  if (!marked) return { status: 'already', withdrawal: (await getWithdrawal(id)) ?? withdrawal };
  if (refund === 0) return { status: 'handled', before: withdrawal, withdrawal: marked, order, refund };
  const step = await operatorStep(order, { step: 'refund', amount: refund }, now);
  if (step.status === 'refused') {
    // The order moved since it was read: the mark goes, and nothing was refunded.
    await unmarkHandled(id, now);
    return { status: 'refused', reason: step.reason };
  }
  return { status: 'handled', before: withdrawal, withdrawal: marked, order: step.order, refund };
}
