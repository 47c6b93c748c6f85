import { createHash } from 'node:crypto';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import * as z from 'zod/mini';
import { consumers, type StreamFilter } from '../routes.ts';
import type { QueueName } from '../queues.ts';
import type { TableName } from '../tables.ts';
import { correlate, log } from './log.ts';
import { sqs } from './queue.ts';

/**
 * A table's stream has room for two readers (docs/decisions/051-stream-fan-out.md). A table with
 * more consumers has one reader, its fan-out, which puts every record each consumer wants on that
 * consumer's FIFO queue (its feed), grouped by the item it changed, so each item's changes reach
 * the consumer in the stream's order; each consumer keeps its own retries, dead letters and alarm.
 * The consumers take a feed's batch as the stream batch it came from (`streamConsumer`).
 */

/** The stream filter (a Lambda event source mapping's, the same test locally). */
export function wants(only: StreamFilter | undefined, record: DynamoDBRecord): boolean {
  if (!only) return true;
  if (!record.eventName || !only.events.includes(record.eventName)) return false;
  return only.pkPrefix === undefined || (record.dynamodb?.Keys?.pk?.S ?? '').startsWith(only.pkPrefix);
}

/** A consumer a table's fan-out feeds: its queue and which records it wants. */
export interface Feed {
  queue: QueueName;
  only?: StreamFilter;
}

export const feedsOfTable = (table: TableName): Feed[] =>
  consumers.flatMap((c) => (c.fedBy?.table === table ? [{ queue: c.queue, only: c.fedBy.only }] : []));

/** SQS's limits on one message (since 2025 a queue takes 1 MiB; the shop holds to the older 256 KiB) and on a batch. */
export const MAX_FEED_MESSAGE_BYTES = 256 * 1024;
const BATCH = 10;
const MAX_GROUP_ID = 128;

/** The item a record changed, as a FIFO message group: its key, hashed when SQS would find it too long. */
export function itemGroup(record: DynamoDBRecord): string {
  const keys = record.dynamodb?.Keys ?? {};
  const key = `${keys.pk?.S ?? ''}|${keys.sk?.S ?? ''}`;
  return key.length <= MAX_GROUP_ID && /^[\x21-\x7e]+$/.test(key) ? key : createHash('sha256').update(key).digest('hex');
}

export interface FeedEntry {
  Id: string;
  MessageBody: string;
  MessageGroupId: string;
  MessageDeduplicationId: string;
}

/** Sends up to ten entries to one feed; the ids of those it did not take. */
export type SendBatch = (queue: QueueName, entries: FeedEntry[]) => Promise<string[]>;

/**
 * Puts a stream batch on its feeds. When a send fails, the first record any feed did not take is
 * reported, and the stream gives it and the records after it again: what a feed already took
 * comes to it again under the same deduplication id (the record's event id), which SQS drops
 * within five minutes; the consumers are idempotent for what comes later than that.
 */
export async function fanOut(event: DynamoDBStreamEvent, feeds: readonly Feed[], send: SendBatch): Promise<DynamoDBBatchResponse> {
  correlate(event.Records[0]?.eventID);
  let firstFailed = event.Records.length;
  const fail = (index: number) => {
    firstFailed = Math.min(firstFailed, index);
  };
  const bodies = event.Records.map((record) => JSON.stringify(record));
  for (const [index, body] of bodies.entries()) {
    if (Buffer.byteLength(body) > MAX_FEED_MESSAGE_BYTES) {
      log.error('stream record too large for a feed', { eventID: event.Records[index]?.eventID, bytes: Buffer.byteLength(body) });
      fail(index);
    }
  }
  await Promise.all(
    feeds.map(async (feed) => {
      const wanted = event.Records.flatMap((record, index) => (index < firstFailed && wants(feed.only, record) ? [index] : []));
      for (let start = 0; start < wanted.length; start += BATCH) {
        const indexes = wanted.slice(start, start + BATCH).filter((index) => index < firstFailed);
        if (indexes.length === 0) return;
        const entries = indexes.map((index) => {
          const record = event.Records[index] as DynamoDBRecord;
          return {
            Id: String(index),
            MessageBody: bodies[index] as string,
            MessageGroupId: itemGroup(record),
            MessageDeduplicationId: record.eventID ?? `${record.dynamodb?.SequenceNumber}`,
          };
        });
        let refusedFrom: number | undefined;
        try {
          const refused = await send(feed.queue, entries);
          if (refused.length > 0) {
            log.error('a feed refused stream records', { queue: feed.queue, refused });
            refusedFrom = Math.min(...refused.map(Number));
          }
        } catch (error) {
          log.error('sending stream records to a feed failed', { queue: feed.queue, error });
          refusedFrom = indexes[0];
        }
        if (refusedFrom !== undefined) {
          fail(refusedFrom);
          return;
        }
      }
    }),
  );
  const failed = event.Records[firstFailed];
  return { batchItemFailures: failed ? [{ itemIdentifier: failed.dynamodb?.SequenceNumber ?? '' }] : [] };
}

/** Each feed's URL, named one by one by the fan-out's module, so that what it reaches is what routes.ts grants it. */
export type FeedUrls = Partial<Record<QueueName, () => string>>;

/** SendMessageBatch to the feed's queue (lambdas/platform/queue.ts's client, made once per container). */
export function feedSender(urls: FeedUrls): SendBatch {
  return async (queue, entries) => {
    const url = urls[queue];
    if (!url) throw new Error(`The fan-out has no URL for the feed ${queue}.`);
    const { Failed = [] } = await sqs().sendMessageBatch({ QueueUrl: url(), Entries: entries });
    return Failed.map((f) => f.Id ?? '');
  };
}

/** A table's fan-out, as its stream's handler; every feed of the table must have its URL. */
export function fanOutHandler(table: TableName, urls: FeedUrls): (event: DynamoDBStreamEvent) => Promise<DynamoDBBatchResponse> {
  const feeds = feedsOfTable(table);
  const unnamed = feeds.filter((feed) => !urls[feed.queue]).map((feed) => feed.queue);
  if (unnamed.length > 0) throw new Error(`The ${table} fan-out names no URL for ${unnamed.join(', ')}.`);
  const send = feedSender(urls);
  return (event) => fanOut(event, feeds, send);
}

type StreamHandler = (event: DynamoDBStreamEvent) => Promise<DynamoDBBatchResponse>;

/** What a feed's message must hold to be a stream record: its position, its event and the item's keys. */
const FedRecord = z.object({
  eventID: z.string(),
  eventName: z.enum(['INSERT', 'MODIFY', 'REMOVE']),
  dynamodb: z.looseObject({ SequenceNumber: z.string(), Keys: z.record(z.string(), z.unknown()) }),
});

function fedRecord(message: SQSRecord): DynamoDBRecord | undefined {
  try {
    const parsed = JSON.parse(message.body) as unknown;
    return z.safeParse(FedRecord, parsed).success ? (parsed as DynamoDBRecord) : undefined;
  } catch {
    return undefined;
  }
}

const isFeedBatch = (event: DynamoDBStreamEvent | SQSEvent): event is SQSEvent => event.Records[0]?.eventSource === 'aws:sqs';

/**
 * A consumer of a table's changes, read straight from the stream or fed through its queue: a
 * feed's batch is handed on as the stream batch it came from. A failure holds up its item alone:
 * the message the handler could not take (or a body that is no stream record, logged with why) is
 * reported with every later message of its group, so none of that item's later changes overtakes
 * it, and the other items' messages the handler did not reach are handed to it again; reporting
 * them would count a receive against them, and an item that fails for good would take every item
 * batched behind it to the dead-letter queue.
 */
export function streamConsumer(
  handle: StreamHandler,
): (event: DynamoDBStreamEvent | SQSEvent) => Promise<DynamoDBBatchResponse | SQSBatchResponse> {
  return async (event) => {
    if (!isFeedBatch(event)) return handle(event);
    const failed: SQSRecord[] = [];
    const failGroupFrom = (pending: FedMessage[], index: number) => {
      const group = pending[index]?.group;
      failed.push(...pending.filter((m, i) => i >= index && m.group === group).map((m) => m.message));
      return pending.filter((m, i) => i > index && m.group !== group);
    };
    let pending: FedMessage[] = event.Records.map((message) => ({ message, record: fedRecord(message), group: groupOf(message) }));
    while (pending.length > 0) {
      const malformed = pending.findIndex((m) => !m.record);
      const takeable = malformed === -1 ? pending : pending.slice(0, malformed);
      if (takeable.length === 0) {
        const bad = pending[0]?.message;
        log.error('a feed message is no stream record', { messageId: bad?.messageId, body: bad?.body.slice(0, 200) });
        pending = failGroupFrom(pending, 0);
        continue;
      }
      const { batchItemFailures } = await handle({ Records: takeable.map((m) => m.record as DynamoDBRecord) });
      const positions = new Set(batchItemFailures.map((f) => f.itemIdentifier));
      const index = takeable.findIndex((m) => positions.has(m.record?.dynamodb?.SequenceNumber ?? ''));
      if (index !== -1) pending = failGroupFrom(pending, index);
      else if (batchItemFailures.length > 0) pending = failGroupFrom(pending, 0);
      else pending = pending.slice(takeable.length);
    }
    return { batchItemFailures: failed.map((message) => ({ itemIdentifier: message.messageId })) };
  };
}

interface FedMessage {
  message: SQSRecord;
  record: DynamoDBRecord | undefined;
  group: string;
}

/** The item a feed's message is about: its FIFO group, as SQS hands it to Lambda. */
const groupOf = (message: SQSRecord): string =>
  (message.attributes as { MessageGroupId?: string } | undefined)?.MessageGroupId ?? message.messageId;
