import path from 'node:path';
import type { DynamoDBRecord, DynamoDBStreamEvent, SQSEvent } from 'aws-lambda';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../local/handlers.ts';
import { type LocalQueue, startLocalQueue } from '../../local/queue.ts';
import { fedKeys } from '../../local/test-fixtures/consumers/feedRecorder.ts';
import { testStage } from '../../test/stage.ts';
import { consumers, feedsOf, MAX_STREAM_READERS, streams } from '../routes.ts';
import { QUEUES } from '../queues.ts';
import { functionScope } from '../grants.ts';
import { TABLES } from '../tables.ts';
import { runAsFunction } from './functionScope.ts';
import { type FeedEntry, fanOut, fanOutHandler, feedSender, MAX_FEED_MESSAGE_BYTES, streamConsumer } from './streamFeeds.ts';
import { queueUrl } from './config.ts';

let sequence = 0;
function record(pk: string, eventName: 'INSERT' | 'MODIFY' | 'REMOVE' = 'MODIFY', extra = ''): DynamoDBRecord {
  sequence += 1;
  return {
    eventID: `event-${sequence}`,
    eventName,
    eventSource: 'aws:dynamodb',
    dynamodb: {
      SequenceNumber: String(1000 + sequence),
      Keys: { pk: { S: pk }, sk: { S: 'P' } },
      NewImage: { pk: { S: pk }, sk: { S: 'P' }, note: { S: extra } },
    },
  };
}
const stream = (...records: DynamoDBRecord[]): DynamoDBStreamEvent => ({ Records: records });

describe('the route table’s streams', () => {
  it('gives no table more than two readers, and every fed consumer its table’s fan-out', () => {
    const readers = Object.keys(TABLES).map((table) => streams.filter((s) => s.table === table).length);
    expect(Math.max(...readers)).toBeLessThanOrEqual(MAX_STREAM_READERS);
    for (const consumer of consumers.filter((c) => c.fedBy)) {
      const fanOut = streams.find((s) => s.table === consumer.fedBy?.table && s.uses.sendsTo?.includes(consumer.queue));
      expect(fanOut, consumer.name).toBeDefined();
      expect('fifo' in QUEUES[consumer.queue], consumer.queue).toBe(true);
    }
    expect(feedsOf('catalog')).toHaveLength(5);
  });

  it('has a fan-out refuse to start without the URL of each of its table’s feeds', () => {
    expect(() => fanOutHandler('content', { productRatingsFeed: () => 'x' })).toThrow(
      'The content fan-out names no URL for contentPagesFeed, contentEdgeCacheFeed, contentMailsFeed.',
    );
  });
});

describe('a fan-out', () => {
  it('puts each record on the feeds that want it, grouped by its item, deduplicated by its event id', async () => {
    const sent: Record<string, FeedEntry[]> = {};
    const send = async (queue: string, entries: FeedEntry[]) => {
      sent[queue] = [...(sent[queue] ?? []), ...entries];
      return [];
    };
    const products = { events: ['MODIFY' as const], pkPrefix: 'P#' };
    const event = stream(record('P#1'), record('C#2'), record('P#1', 'REMOVE'), record('P#3'));
    const result = await fanOut(event, [{ queue: 'backInStockFeed', only: products }, { queue: 'listingFacetsFeed' }], send);
    expect(result).toEqual({ batchItemFailures: [] });
    expect(sent.backInStockFeed?.map((e) => [e.MessageGroupId, e.MessageDeduplicationId])).toEqual([
      ['P#1|P', event.Records[0]?.eventID],
      ['P#3|P', event.Records[3]?.eventID],
    ]);
    expect(sent.listingFacetsFeed).toHaveLength(4);
    expect(JSON.parse(sent.listingFacetsFeed?.[1]?.MessageBody ?? '{}')).toEqual(event.Records[1]);
  });

  it('reports the first record a feed refused, and sends that feed nothing after it', async () => {
    const event = stream(...Array.from({ length: 14 }, (_, i) => record(`P#${i}`)));
    const sentTo: number[] = [];
    const result = await fanOut(event, [{ queue: 'listingFacetsFeed' }], async (_queue, entries) => {
      sentTo.push(...entries.map((e) => Number(e.Id)));
      return entries.filter((e) => e.Id === '3').map((e) => e.Id);
    });
    expect(result).toEqual({ batchItemFailures: [{ itemIdentifier: event.Records[3]?.dynamodb?.SequenceNumber }] });
    expect(sentTo).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('reports a record too large for a feed rather than losing it', async () => {
    const big = record('P#big', 'MODIFY', 'x'.repeat(MAX_FEED_MESSAGE_BYTES));
    const sent: string[] = [];
    const event = stream(record('P#small'), big, record('P#after'));
    const result = await fanOut(event, [{ queue: 'listingFacetsFeed' }], async (_q, entries) => {
      sent.push(...entries.map((e) => e.Id));
      return [];
    });
    expect(result.batchItemFailures).toEqual([{ itemIdentifier: big.dynamodb?.SequenceNumber }]);
    expect(sent).toEqual(['0']);
  });
});

describe('a fed consumer', () => {
  const message = (body: string, id: string, group: string) =>
    ({ messageId: id, body, eventSource: 'aws:sqs', attributes: { MessageGroupId: group } }) as unknown as SQSEvent['Records'][number];
  const ids = (records: readonly DynamoDBRecord[]) => records.map((r) => r.eventID ?? '');

  it('is handed a feed batch as the stream batch it came from, and fails the message it could not take with its item’s later ones', async () => {
    const [a1, a2, b1, a3] = [record('P#a'), record('P#a'), record('P#b'), record('P#a')];
    const handed: string[][] = [];
    // Takes records in order and stops at a2, as the shop's consumers do.
    const consumer = streamConsumer(async (event) => {
      handed.push(ids(event.Records));
      const failing = event.Records.find((r) => r === a2 || r.eventID === a2.eventID);
      return { batchItemFailures: failing ? [{ itemIdentifier: failing.dynamodb?.SequenceNumber ?? '' }] : [] };
    });
    const result = await consumer({
      Records: [a1, a2, b1, a3].map((r, i) => message(JSON.stringify(r), `m${i + 1}`, r.dynamodb?.Keys?.pk?.S ?? '')),
    });
    expect(result).toEqual({ batchItemFailures: [{ itemIdentifier: 'm2' }, { itemIdentifier: 'm4' }] });
    // Item b's change, behind the failure, is handed on again rather than counted as a failed receive.
    expect(handed).toEqual([ids([a1, a2, b1, a3]), ids([b1])]);
  });

  it('reports a body that is no stream record with its item’s later messages, and hands on every other item’s', async () => {
    const handed: string[][] = [];
    const consumer = streamConsumer(async (event) => {
      handed.push(ids(event.Records));
      return { batchItemFailures: [] };
    });
    const [ok, later, other] = [record('P#ok'), record('P#bad'), record('P#other')];
    const result = await consumer({
      Records: [
        message(JSON.stringify(ok), 'm1', 'P#ok'),
        message('{"not":"a record"}', 'm2', 'P#bad'),
        message(JSON.stringify(later), 'm3', 'P#bad'),
        message(JSON.stringify(other), 'm4', 'P#other'),
      ],
    });
    expect(result).toEqual({ batchItemFailures: [{ itemIdentifier: 'm2' }, { itemIdentifier: 'm3' }] });
    expect(handed).toEqual([ids([ok]), ids([other])]);
  });

  it('fails an item whose batch its handler refused as a whole, and hands the others on again', async () => {
    let calls = 0;
    const consumer = streamConsumer(async (event) => {
      calls += 1;
      return { batchItemFailures: calls === 1 ? [{ itemIdentifier: event.Records[0]?.dynamodb?.SequenceNumber ?? '' }] : [] };
    });
    const [x, y] = [record('P#x'), record('P#y')];
    const result = await consumer({ Records: [message(JSON.stringify(x), 'm1', 'P#x'), message(JSON.stringify(y), 'm2', 'P#y')] });
    expect(result).toEqual({ batchItemFailures: [{ itemIdentifier: 'm1' }] });
    expect(calls).toBe(2);
  });

  it('reads a stream batch as it is', async () => {
    const consumer = streamConsumer(async (event) => ({
      batchItemFailures: [{ itemIdentifier: event.Records[0]?.dynamodb?.SequenceNumber ?? '' }],
    }));
    const event = stream(record('P#direct'));
    expect(await consumer(event)).toEqual({ batchItemFailures: [{ itemIdentifier: event.Records[0]?.dynamodb?.SequenceNumber }] });
  });
});

describe('a feed on the local SQS, as a FIFO queue', () => {
  let queue: LocalQueue;
  const saved: Record<string, string | undefined> = {};

  beforeAll(async () => {
    queue = await startLocalQueue({
      port: 0,
      stage: testStage(),
      consumers: [{ name: 'feedRecorder', queue: 'backInStockFeed', handler: 'consumers/feedRecorder', uses: {} }],
      handlersDir: path.join(REPO_ROOT, 'local', 'test-fixtures'),
      retryDelaysMs: [20],
      maxReceives: 3,
      quiet: true,
    });
    const env = { SQS_ENDPOINT: queue.endpoint, [QUEUES.backInStockFeed.envVar]: queue.urls.backInStockFeed };
    for (const [name, value] of Object.entries(env)) {
      saved[name] = process.env[name];
      process.env[name] = value;
    }
  });
  afterAll(async () => {
    await queue.stop();
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });
  beforeEach(() => {
    fedKeys().length = 0;
  });

  /** The fan-out as the catalog's fan-out function runs it: with its grants' environment alone. */
  const asFanOut = <T>(call: () => Promise<T>) => {
    const reader = streams.find((s) => s.name === 'catalogFanOut');
    if (!reader) throw new Error('no catalog fan-out');
    return runAsFunction(functionScope(reader.name, reader.uses), call);
  };
  const sendToFeed = feedSender({ backInStockFeed: () => queueUrl('backInStockFeed') });
  const feed = (event: DynamoDBStreamEvent) => asFanOut(() => fanOut(event, [{ queue: 'backInStockFeed' }], sendToFeed));

  it('never lets an item’s later change overtake its failing one, and lets the other items by', async () => {
    const event = stream(record('P#fail-a'), record('P#b'), record('P#fail-a'), record('P#b'));
    expect(await feed(event)).toEqual({ batchItemFailures: [] });
    await queue.drain(10_000);
    const [a1, b1, a2, b2] = event.Records.map((r) => `${r.dynamodb?.Keys?.pk?.S}@${r.eventID}`);
    const deliveries = fedKeys();
    // Item a's first change failed on each of its 3 receives; its second, received behind it, was
    // never taken before it, and went to the dead-letter queue with it, in order (SQS counts a
    // receive against both).
    expect(deliveries.filter((d) => d === a1)).toHaveLength(3);
    expect(deliveries).not.toContain(a2);
    expect(
      queue
        .deadLetters()
        .filter((l) => l.body.includes('P#fail-a'))
        .map((l) => [JSON.parse(l.body).eventID, l.groupId]),
    ).toEqual([
      [event.Records[0]?.eventID, 'P#fail-a|P'],
      [event.Records[2]?.eventID, 'P#fail-a|P'],
    ]);
    // Item b's changes went through once each, in order.
    expect(deliveries.filter((d) => d.startsWith('P#b@'))).toEqual([b1, b2]);
  });

  it('takes a fan-out’s resend of the same records as the messages it already has', async () => {
    const event = stream(record('P#once'));
    await feed(event);
    await feed(event);
    await queue.drain(10_000);
    expect(fedKeys()).toEqual([`P#once@${event.Records[0]?.eventID}`]);
  });

  it('refuses, as SQS does, a message to a FIFO feed without its group', async () => {
    const noGroup = { Id: '1', MessageBody: '{}', MessageDeduplicationId: 'x' } as unknown as FeedEntry;
    await expect(asFanOut(() => sendToFeed('backInStockFeed', [noGroup]))).rejects.toThrow(/MessageGroupId/);
  });
});
