import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { correlate, log } from './log.ts';

/** One change of one item, as a table's stream record carries it (images unmarshalled). */
export interface TableChange {
  eventName?: 'INSERT' | 'MODIFY' | 'REMOVE';
  oldImage?: Record<string, unknown>;
  newImage?: Record<string, unknown>;
}

export function tableChange(record: DynamoDBRecord): TableChange {
  // The Lambda event's attribute values have the shape of the SDK's; only the typings differ.
  const image = (value: Record<string, unknown> | undefined) => (value ? unmarshall(value as Record<string, AttributeValue>) : undefined);
  return { eventName: record.eventName, oldImage: image(record.dynamodb?.OldImage), newImage: image(record.dynamodb?.NewImage) };
}

/**
 * Handles a stream batch one record at a time, in order. The first record that fails is logged
 * and reported in `batchItemFailures`, and the rest are left: a stream resumes from the first
 * failed record, so the records after it come again anyway.
 */
export async function handleInOrder(
  event: DynamoDBStreamEvent,
  what: string,
  handle: (record: DynamoDBRecord) => Promise<void>,
): Promise<DynamoDBBatchResponse> {
  for (const record of event.Records) {
    try {
      // The stream's event id: one id from the table change to what it causes.
      correlate(record.eventID);
      await handle(record);
    } catch (error) {
      log.error(`${what} record failed`, { eventID: record.eventID, sequenceNumber: record.dynamodb?.SequenceNumber, error });
      return { batchItemFailures: [{ itemIdentifier: record.dynamodb?.SequenceNumber ?? '' }] };
    }
  }
  return { batchItemFailures: [] };
}
