import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { systemClock } from '../../platform/clock.ts';
import { config } from '../../platform/config.ts';
import { correlate, log } from '../../platform/log.ts';
import { createSesMailer } from '../../platform/mailer.ts';
import { type AnnouncePorts, announceBackInStock, type CatalogChange, sizesBackInStock } from '../backInStock.ts';

const ports: AnnouncePorts = { mailer: createSesMailer(), clock: systemClock, shopUrl: config.shopUrl() };

/** Consumer of the catalog table's stream: mails the waiting shoppers of every size that came back. */
export const handler = (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => announceStockChanges(event, ports);

export async function announceStockChanges(event: DynamoDBStreamEvent, ports: AnnouncePorts): Promise<DynamoDBBatchResponse> {
  for (const record of event.Records) {
    try {
      // The stream's event id: one id from the catalog change to its emails.
      correlate(record.eventID);
      await announceBackInStock(sizesBackInStock(catalogChange(record)), ports);
    } catch (error) {
      log.error('back-in-stock record failed', { eventID: record.eventID, sequenceNumber: record.dynamodb?.SequenceNumber, error });
      // A stream resumes from the first failed record, so the records after it come again anyway.
      return { batchItemFailures: [{ itemIdentifier: record.dynamodb?.SequenceNumber ?? '' }] };
    }
  }
  return { batchItemFailures: [] };
}

function catalogChange(record: DynamoDBRecord): CatalogChange {
  // The Lambda event's attribute values have the shape of the SDK's; only the typings differ.
  const image = (value: Record<string, unknown> | undefined) => (value ? unmarshall(value as Record<string, AttributeValue>) : undefined);
  return { eventName: record.eventName, oldImage: image(record.dynamodb?.OldImage), newImage: image(record.dynamodb?.NewImage) };
}
