import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { type Clock, systemClock } from '../../platform/clock.ts';
import { correlate, log } from '../../platform/log.ts';
import { tableChange } from '../../platform/streamBatch.ts';
import { updateFacetIndex } from '../facetIndexUpdates.ts';
import { keepLowStock } from '../lowStock.ts';
import { streamConsumer } from '../../platform/streamFeeds.ts';

/**
 * Consumer of the catalog table's stream: keeps the facet index that filtered and sorted
 * listings and searches read (docs/decisions/030-listing-filters-and-search.md), and the list
 * of sizes running low (docs/decisions/044). A batch is
 * applied as a whole, each listing's summary written once; should it fail, the whole batch
 * comes again, which changes nothing that was already applied.
 */
export const handler = streamConsumer((event) => keepFacetIndex(event));

export async function keepFacetIndex(event: DynamoDBStreamEvent, clock: Clock = systemClock): Promise<DynamoDBBatchResponse> {
  const first = event.Records[0];
  correlate(first?.eventID);
  try {
    const changes = event.Records.map((record) => {
      const seconds = record.dynamodb?.ApproximateCreationDateTime;
      return { change: tableChange(record), at: typeof seconds === 'number' ? seconds * 1000 : clock.now().getTime() };
    });
    await updateFacetIndex(changes);
    // And the sizes running low, which the back office's Today lists (lowStock.ts).
    await keepLowStock(changes.map((c) => c.change));
    return { batchItemFailures: [] };
  } catch (error) {
    log.error('facet index batch failed', { eventID: first?.eventID, error });
    return { batchItemFailures: [{ itemIdentifier: first?.dynamodb?.SequenceNumber ?? '' }] };
  }
}
