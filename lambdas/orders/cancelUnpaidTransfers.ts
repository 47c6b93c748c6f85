import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Clock } from '../platform/clock.ts';
import { tableName } from '../platform/config.ts';
import { dynamo } from '../platform/dynamo.ts';
import { log } from '../platform/log.ts';
import { statusKey } from './orderLifecycle.ts';
import type { OrderRecord } from './orderRecord.ts';
import { transition } from './orderStore.ts';

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

/** Orders still awaiting a transfer that were placed before `cutoff`, oldest first, page by page (the sparse byStatus index). */
async function* awaitingTransferBefore(cutoff: string): AsyncGenerator<OrderRecord> {
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: tableName('orders'),
        IndexName: 'byStatus',
        KeyConditionExpression: 'statusKey = :awaiting AND createdAt < :cutoff',
        ExpressionAttributeValues: { ':awaiting': statusKey('AWAITING_TRANSFER'), ':cutoff': cutoff },
        ExclusiveStartKey: startKey,
        Limit: 100,
      }),
    );
    for (const item of page.Items ?? []) yield item as OrderRecord;
    startKey = page.LastEvaluatedKey;
  } while (startKey);
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
  for await (const order of awaitingTransferBefore(cutoff)) {
    const moved = await transition(order, { type: 'transferOverdue' }, now);
    (moved.status === 'moved' ? result.cancelled : result.skipped).push(order.id);
  }
  if (result.cancelled.length || result.skipped.length) log.info('unpaid bank transfers cancelled', { cutoff, ...result });
  return result;
}
