import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';

/**
 * Records every batch on globalThis (the stream poller runs in the test's process) and
 * reports as failed each record whose new image's id contains "fail".
 */
export interface RecordedStreamBatches {
  batches: DynamoDBStreamEvent[];
}

export function recordedStreams(): RecordedStreamBatches {
  const holder = globalThis as { __recordedStreamBatches?: RecordedStreamBatches };
  holder.__recordedStreamBatches ??= { batches: [] };
  return holder.__recordedStreamBatches;
}

export async function handler(event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> {
  recordedStreams().batches.push(structuredClone(event));
  return {
    batchItemFailures: event.Records.filter((r) => r.dynamodb?.NewImage?.id?.S?.includes('fail')).map((r) => ({
      itemIdentifier: r.dynamodb?.SequenceNumber ?? '',
    })),
  };
}
