import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { type Clock, systemClock } from '../../platform/clock.ts';
import { handleInOrder, tableChange } from '../../platform/streamBatch.ts';
import { productChange, recordPriceChange } from '../priceHistory.ts';
import { streamConsumer } from '../../platform/streamFeeds.ts';

/** Consumer of the catalog table's stream: keeps every product's price history and the prior price of its reduction. */
export const handler = streamConsumer((event) => recordPriceChanges(event));

export function recordPriceChanges(event: DynamoDBStreamEvent, clock: Clock = systemClock): Promise<DynamoDBBatchResponse> {
  return handleInOrder(event, 'price history', async (record) => {
    // When the change was made (whole seconds), not when it is read: a retried record keeps its time.
    const seconds = record.dynamodb?.ApproximateCreationDateTime;
    const at = typeof seconds === 'number' ? seconds * 1000 : clock.now().getTime();
    const change = productChange(tableChange(record), at, record.dynamodb?.SequenceNumber ?? String(at));
    if (change) await recordPriceChange(change);
  });
}
