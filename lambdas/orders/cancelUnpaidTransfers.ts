import type { Clock } from '../platform/clock.ts';
import { log } from '../platform/log.ts';
import { ordersIn, transition } from './orderStore.ts';

/** A bank transfer not arrived this long after the order was placed cancels the order (SPEC §9, bank transfer). */
export const TRANSFER_DAYS = 7;
const DAY_MS = 86_400_000;

export interface CancelUnpaidTransfersPorts {
  clock: Clock;
}

export interface CancelUnpaidTransfersResult {
  cancelled: string[];
  /** Orders that were paid or cancelled by someone else between the query and the update. */
  skipped: string[];
}

/**
 * The scheduled job: cancels every bank-transfer order still unpaid 7 days after it was placed.
 * The move (lifecycle event transferOverdue) gives back its stock, gift card amount and code
 * use, and puts in the outbox the cancellation of the payment at the provider (so a transfer
 * sent later goes back to its sender) and the customer's mail. It is conditional on the order
 * still awaiting the transfer, so a transfer that arrives at the same moment wins or loses
 * cleanly, and a second run, or two runs at once, cancel and mail each order once.
 */
export async function cancelUnpaidTransfers(ports: CancelUnpaidTransfersPorts): Promise<CancelUnpaidTransfersResult> {
  const now = ports.clock.now();
  const cutoff = new Date(now.getTime() - TRANSFER_DAYS * DAY_MS).toISOString();
  const result: CancelUnpaidTransfersResult = { cancelled: [], skipped: [] };
  for await (const order of ordersIn('AWAITING_TRANSFER', new Date(cutoff))) {
    const moved = await transition(order, { type: 'transferOverdue' }, now);
    (moved.status === 'moved' ? result.cancelled : result.skipped).push(order.id);
  }
  if (result.cancelled.length || result.skipped.length) log.info('unpaid bank transfers cancelled', { cutoff, ...result });
  return result;
}
