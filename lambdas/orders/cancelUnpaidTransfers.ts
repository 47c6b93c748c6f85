import { log } from '../platform/log.ts';
import { ordersIn, transition } from './orderStore.ts';
import { reconcileWithProvider } from './reconcilePayment.ts';
import type { SettlePorts } from './settleOrder.ts';

/** A bank transfer not arrived this long after the order was placed cancels the order (SPEC §9, bank transfer). */
export const TRANSFER_DAYS = 7;
const DAY_MS = 86_400_000;

export type CancelUnpaidTransfersPorts = SettlePorts;

export interface CancelUnpaidTransfersResult {
  cancelled: string[];
  /** Orders that were paid or cancelled by someone else between the query and the update. */
  skipped: string[];
  /** Orders the provider says were paid (or failed) meanwhile: settled as it says, not cancelled. */
  settled: string[];
  /** Orders the provider did not answer for: left as they are for the next run. */
  waiting: string[];
}

/**
 * The scheduled job: cancels every bank-transfer order still unpaid 7 days after it was placed.
 * Each order's payment is first asked about at the provider (reconcilePayment.ts): a transfer
 * that arrived while its event was lost settles the order as paid; a provider that does not
 * answer leaves the order for the next run, never cancelled blind. The move (lifecycle event
 * transferOverdue) gives back its stock, gift card amount and code use, and puts in the outbox
 * the cancellation of the payment at the provider (so a transfer sent later goes back to its
 * sender) and the customer's mail. It is conditional on the order still awaiting the transfer,
 * so a transfer that arrives at the same moment wins or loses cleanly, and a second run, or two
 * runs at once, cancel and mail each order once.
 */
export async function cancelUnpaidTransfers(ports: CancelUnpaidTransfersPorts): Promise<CancelUnpaidTransfersResult> {
  const now = ports.clock.now();
  const cutoff = new Date(now.getTime() - TRANSFER_DAYS * DAY_MS).toISOString();
  const result: CancelUnpaidTransfersResult = { cancelled: [], skipped: [], settled: [], waiting: [] };
  for await (const order of ordersIn('AWAITING_TRANSFER', new Date(cutoff))) {
    const asked = await reconcileWithProvider(order, ports);
    if (asked.outcome === 'settled') result.settled.push(order.id);
    else if (asked.outcome === 'unanswered') result.waiting.push(order.id);
    else {
      const moved = await transition(asked.order, { type: 'transferOverdue' }, now);
      (moved.status === 'moved' ? result.cancelled : result.skipped).push(order.id);
    }
  }
  if (Object.values(result).some((ids) => ids.length)) log.info('unpaid bank transfers looked at', { cutoff, ...result });
  return result;
}
