import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { systemClock } from '../../platform/clock.ts';
import { config } from '../../platform/config.ts';
import { createSesMailer } from '../../platform/mailer.ts';
import { handleInOrder, tableChange } from '../../platform/streamBatch.ts';
import { type AnnouncePorts, announceBackInStock, sizesBackInStock } from '../backInStock.ts';
import { streamConsumer } from '../../platform/streamFeeds.ts';
import { shopAnnouncePorts } from '../notificationAdapters.ts';

const ports = shopAnnouncePorts({ mailer: createSesMailer(), clock: systemClock, shopUrl: config.shopUrl() });

/** Consumer of the catalog table's stream: mails the waiting shoppers of every size that came back. */
export const handler = streamConsumer((event) => announceStockChanges(event, ports));

export function announceStockChanges(event: DynamoDBStreamEvent, ports: AnnouncePorts): Promise<DynamoDBBatchResponse> {
  return handleInOrder(event, 'back-in-stock', async (record) => {
    await announceBackInStock(sizesBackInStock(tableChange(record)), ports);
  });
}
