import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';

/**
 * Records every batch on globalThis (the queue runs in the test's process) and reports the
 * records whose body contains "fail" as failed; a body "throw" makes the whole call throw, and a
 * body "slow" makes it take a second and a half.
 */
export interface RecordedBatches {
  batches: SQSEvent[];
}

export function recorded(): RecordedBatches {
  const holder = globalThis as { __recordedBatches?: RecordedBatches };
  holder.__recordedBatches ??= { batches: [] };
  return holder.__recordedBatches;
}

export async function handler(event: SQSEvent): Promise<SQSBatchResponse> {
  recorded().batches.push(structuredClone(event));
  if (event.Records.some((r) => r.body === 'throw')) throw new Error('consumer threw on purpose');
  if (event.Records.some((r) => r.body === 'slow')) await new Promise((resolve) => setTimeout(resolve, 1500));
  return {
    batchItemFailures: event.Records.filter((r) => r.body.includes('fail')).map((r) => ({ itemIdentifier: r.messageId })),
  };
}
