import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { transferCancelledEmail } from '../invoices/invoiceEmail.ts';
import type { Clock } from '../platform/clock.ts';
import { tableName } from '../platform/config.ts';
import { dynamo } from '../platform/dynamo.ts';
import { log } from '../platform/log.ts';
import type { Mailer } from '../platform/mailer.ts';
import { AWAITING_TRANSFER_KEY, type OrderRecord } from './orderRecord.ts';
import { transitionOrder } from './orderStore.ts';

/** A bank transfer not arrived this long after the order was placed cancels the order (SPEC §9, bank transfer). */
export const TRANSFER_DAYS = 7;
const DAY_MS = 86_400_000;

export interface CancelUnpaidTransfersPorts {
  clock: Clock;
  mailer: Mailer;
  shopUrl: string;
}

export interface CancelUnpaidTransfersResult {
  cancelled: string[];
  /** Orders that were paid or cancelled by someone else between the query and the update. */
  skipped: string[];
  /** Orders whose cancellation email could not be sent (the order is cancelled all the same). */
  unmailed: string[];
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
        ExpressionAttributeValues: { ':awaiting': AWAITING_TRANSFER_KEY, ':cutoff': cutoff },
        ExclusiveStartKey: startKey,
        Limit: 100,
      }),
    );
    for (const item of page.Items ?? []) yield item as OrderRecord;
    startKey = page.LastEvaluatedKey;
  } while (startKey);
}

/**
 * The scheduled job: cancels every bank-transfer order still unpaid 7 days after it was placed,
 * gives back its stock, gift card amount and code use (one transaction, in transitionOrder), and
 * tells the customer. The cancellation is conditional on the order still awaiting the transfer,
 * so a transfer that arrives at the same moment wins or loses cleanly, and a second run, or two
 * runs at once, cancel and email each order once.
 */
export async function cancelUnpaidTransfers(ports: CancelUnpaidTransfersPorts): Promise<CancelUnpaidTransfersResult> {
  const now = ports.clock.now();
  const cutoff = new Date(now.getTime() - TRANSFER_DAYS * DAY_MS).toISOString();
  const result: CancelUnpaidTransfersResult = { cancelled: [], skipped: [], unmailed: [] };
  for await (const order of awaitingTransferBefore(cutoff)) {
    const moved = await transitionOrder(order, ['AWAITING_TRANSFER'], 'CANCELLED', { cancelledAt: now.toISOString() }, now.toISOString());
    if (!moved) {
      result.skipped.push(order.id);
      continue;
    }
    result.cancelled.push(order.id);
    const mail = transferCancelledEmail(
      {
        orderNumber: order.number,
        total: order.total,
        customerName: `${order.deliveryAddress.firstName} ${order.deliveryAddress.lastName}`.trim(),
        placedAt: order.createdAt,
      },
      { shopUrl: ports.shopUrl },
    );
    try {
      await ports.mailer.send({ to: order.email, ...mail, idempotencyKey: `transfer-cancelled-${order.id}` });
    } catch (error) {
      // The order stays cancelled and its stock released; the operator sees who was not told.
      log.error('the cancellation email could not be sent', { orderId: order.id, error });
      result.unmailed.push(order.id);
    }
  }
  if (result.cancelled.length || result.skipped.length) log.info('unpaid bank transfers cancelled', { cutoff, ...result });
  return result;
}
