import type { DynamoDBRecord } from 'aws-lambda';
import { streamConsumer } from '../../../lambdas/platform/streamFeeds.ts';

/**
 * A consumer of a stream feed: records `<pk>@<event id>` of every record it takes, in order, on
 * globalThis (the queue runs in the test's process), and fails on each record whose pk holds "fail".
 */
export function fedKeys(): string[] {
  const holder = globalThis as { __fedKeys?: string[] };
  holder.__fedKeys ??= [];
  return holder.__fedKeys;
}

const pkOf = (record: DynamoDBRecord) => record.dynamodb?.Keys?.pk?.S ?? '';

/** Takes the records one by one, in order, as the shop's consumers do, and stops at the first it fails on. */
export const handler = streamConsumer(async (event) => {
  for (const record of event.Records) {
    fedKeys().push(`${pkOf(record)}@${record.eventID}`);
    if (pkOf(record).includes('fail')) return { batchItemFailures: [{ itemIdentifier: record.dynamodb?.SequenceNumber ?? '' }] };
  }
  return { batchItemFailures: [] };
});
