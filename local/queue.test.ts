import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  ChangeMessageVisibilityCommand,
  DeleteMessageCommand,
  GetQueueUrlCommand,
  ReceiveMessageCommand,
  SendMessageBatchCommand,
  SendMessageCommand,
  SQSClient,
} from '@aws-sdk/client-sqs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConsumerDef } from '../lambdas/routes.ts';
import { REPO_ROOT } from './handlers.ts';
import { type LocalQueue, startLocalQueue } from './queue.ts';
import { QueueFiles } from './queueFiles.ts';
import { recorded } from './test-fixtures/consumers/recorder.ts';

const consumers: ConsumerDef[] = [{ name: 'paymentEvents', queue: 'paymentEvents', handler: 'consumers/recorder', uses: {} }];
const handlersDir = path.join(REPO_ROOT, 'local', 'test-fixtures');

function sqsClient(endpoint: string) {
  return new SQSClient({ endpoint, region: 'eu-central-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
}

/** Every record the fixture consumer was handed, in order, as [body, receive count]. */
function deliveries(): [string, string][] {
  return recorded().batches.flatMap((b) => b.Records.map((r) => [r.body, r.attributes.ApproximateReceiveCount] as [string, string]));
}

describe('the local queue', () => {
  let dataDir: string;
  let queue: LocalQueue | undefined;
  let sqs: SQSClient;

  beforeEach(async () => {
    recorded().batches.length = 0;
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'queue-test-'));
    queue = await startLocalQueue({ port: 0, stage: 'qtest', dataDir, consumers, handlersDir, retryDelaysMs: [10], quiet: true });
    sqs = sqsClient(queue.endpoint);
  });
  afterEach(async () => {
    sqs.destroy();
    await queue?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('takes SendMessage from the real SQS client and hands the consumer an SQS-shaped batch', async () => {
    const url = queue?.urls.paymentEvents ?? '';
    expect(url).toMatch(/^http:\/\/localhost:\d+\/000000000000\/qtest-payment-events$/);

    // The SDK checks MD5OfMessageBody itself and throws on a mismatch.
    const sent = await sqs.send(new SendMessageCommand({ QueueUrl: url, MessageBody: '{"type":"checkout.session.completed"}' }));
    await queue?.drain(5000);

    const [batch] = recorded().batches;
    expect(batch?.Records).toHaveLength(1);
    expect(batch?.Records[0]).toMatchObject({
      messageId: sent.MessageId,
      body: '{"type":"checkout.session.completed"}',
      eventSource: 'aws:sqs',
      eventSourceARN: 'arn:aws:sqs:eu-central-1:000000000000:qtest-payment-events',
      attributes: { ApproximateReceiveCount: '1' },
    });
    expect(batch?.Records[0]?.receiptHandle).toBeTruthy();
    expect(queue?.stats()).toEqual({ pending: 0, inFlight: 0, deadLettered: 0 });
  });

  it('retries only the records reported in batchItemFailures, then dead-letters them after 5 receives', async () => {
    const result = await sqs.send(
      new SendMessageBatchCommand({
        QueueUrl: queue?.urls.paymentEvents,
        Entries: [
          { Id: 'a', MessageBody: 'ok-1' },
          { Id: 'b', MessageBody: 'please-fail' },
          { Id: 'c', MessageBody: 'ok-2' },
        ],
      }),
    );
    expect(result.Successful?.map((s) => s.Id)).toEqual(['a', 'b', 'c']);
    await queue?.drain(5000);

    expect(deliveries().filter(([body]) => body.startsWith('ok'))).toEqual([
      ['ok-1', '1'],
      ['ok-2', '1'],
    ]);
    expect(deliveries().filter(([body]) => body === 'please-fail')).toEqual(
      ['1', '2', '3', '4', '5'].map((count) => ['please-fail', count]),
    );

    const failedId = result.Successful?.find((s) => s.Id === 'b')?.MessageId;
    const lines = readFileSync(path.join(dataDir, 'dead-letters.jsonl'), 'utf8').trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({
      queue: 'qtest-payment-events',
      messageId: failedId,
      body: 'please-fail',
      receiveCount: 5,
    });
    expect(queue?.deadLetters().map((d) => d.messageId)).toEqual([failedId]);
  });

  it('dead-letters the payment events the real consumer cannot read, after their receives, and takes the rest of their batch', async () => {
    await queue?.stop();
    const real: ConsumerDef[] = [{ name: 'paymentEvents', queue: 'paymentEvents', handler: 'orders/consumers/paymentEvents', uses: {} }];
    queue = await startLocalQueue({
      port: 0,
      stage: 'qtest',
      dataDir,
      consumers: real,
      handlersDir: path.join(REPO_ROOT, 'lambdas'),
      retryDelaysMs: [10],
      quiet: true,
    });
    sqs.destroy();
    sqs = sqsClient(queue.endpoint);
    const sent = await sqs.send(
      new SendMessageBatchCommand({
        QueueUrl: queue.urls.paymentEvents,
        Entries: [
          { Id: 'not-json', MessageBody: '{"id": "evt_cut' },
          { Id: 'no-data', MessageBody: JSON.stringify({ id: 'evt_no_data', type: 'checkout.session.completed' }) },
          // An event type the shop does not act on: read, and let pass.
          { Id: 'other', MessageBody: JSON.stringify({ id: 'evt_other', type: 'customer.created', data: { object: { id: 'cus_1' } } }) },
        ],
      }),
    );
    await queue.drain(10_000);

    const idOf = (entry: string) => sent.Successful?.find((s) => s.Id === entry)?.MessageId;
    expect(queue.deadLetters().map((d) => [d.messageId, d.receiveCount])).toEqual([
      [idOf('not-json'), 5],
      [idOf('no-data'), 5],
    ]);
    expect(queue.stats()).toEqual({ pending: 0, inFlight: 0, deadLettered: 2 });
  });

  it('retries the whole batch when the consumer throws', async () => {
    queue?.send('paymentEvents', 'throw');
    await queue?.drain(5000);
    expect(deliveries()).toHaveLength(5);
    expect(queue?.stats()).toMatchObject({ pending: 0, deadLettered: 1 });
  });

  it('keeps messages not yet handled across a restart', async () => {
    await sqs.send(new SendMessageCommand({ QueueUrl: queue?.urls.paymentEvents, MessageBody: 'later', DelaySeconds: 60 }));
    await queue?.stop();
    queue = undefined;

    queue = await startLocalQueue({ port: 0, stage: 'qtest', dataDir, consumers, handlersDir, quiet: true });
    expect(queue.stats().pending).toBe(1);
    expect(readFileSync(path.join(dataDir, 'queue.jsonl'), 'utf8')).toContain('"body":"later"');
  });

  it('writes a batch of messages down once, before SendMessageBatch answers, and each unchanged message is not serialized again', async () => {
    const QueueUrl = queue?.urls.paymentEvents;
    await sqs.send(new SendMessageCommand({ QueueUrl, MessageBody: 'first', DelaySeconds: 60 }));
    const writes = vi.spyOn(QueueFiles.prototype, 'savePending');
    const serialized = vi.spyOn(JSON, 'stringify');
    try {
      const entries = Array.from({ length: 10 }, (_, i) => ({ Id: `m${i}`, MessageBody: `later ${i}`, DelaySeconds: 60 }));
      await sqs.send(new SendMessageBatchCommand({ QueueUrl, Entries: entries }));
      expect(writes).toHaveBeenCalledTimes(1);
      // The ten new messages; the one already written is not serialized again.
      expect(serialized.mock.calls.filter(([value]) => (value as { body?: string })?.body?.startsWith?.('later'))).toHaveLength(10);
      expect(serialized.mock.calls.some(([value]) => (value as { body?: string })?.body === 'first')).toBe(false);
    } finally {
      writes.mockRestore();
      serialized.mockRestore();
    }
    expect(readFileSync(path.join(dataDir, 'queue.jsonl'), 'utf8').trim().split('\n')).toHaveLength(11);
  });

  it('is idle on one queue while another is still busy: a start waits for its page redraw, not for what the last run left', async () => {
    const two = await startLocalQueue({
      port: 0,
      stage: 'qtest2',
      consumers: [...consumers, { name: 'pageRedraws', queue: 'pageRedraws', handler: 'consumers/recorder', uses: {} }],
      handlersDir,
      quiet: true,
    });
    try {
      two.send('paymentEvents', 'slow');
      two.send('pageRedraws', 'drawn');
      await two.idle('pageRedraws', 1000);
      expect(deliveries().map(([body]) => body)).toContain('drawn');
      expect(two.stats().inFlight).toBe(1);
      await expect(two.idle(undefined, 100)).rejects.toThrow('The local queue was not idle within 100 ms');
      await two.idle();
      expect(two.stats()).toEqual({ pending: 0, inFlight: 0, deadLettered: 0 });
    } finally {
      await two.stop();
    }
  });

  it('answers GetQueueUrl, and QueueDoesNotExist for a queue it does not have', async () => {
    const { QueueUrl } = await sqs.send(new GetQueueUrlCommand({ QueueName: 'qtest-payment-events' }));
    expect(QueueUrl).toBe(queue?.urls.paymentEvents);
    await expect(
      sqs.send(new SendMessageCommand({ QueueUrl: `${queue?.endpoint}/000000000000/nope`, MessageBody: 'x' })),
    ).rejects.toMatchObject({ name: 'QueueDoesNotExist' });
  });

  it('serves its dead-letter queue as SQS does: hidden while received, a stale receipt refused, the main queue not received from', async () => {
    const dlq = (await sqs.send(new GetQueueUrlCommand({ QueueName: 'qtest-payment-events-dlq' }))).QueueUrl ?? '';
    expect(dlq).toMatch(/\/000000000000\/qtest-payment-events-dlq$/);
    await sqs.send(new SendMessageCommand({ QueueUrl: queue?.urls.paymentEvents ?? '', MessageBody: 'fail: every time' }));
    await queue?.drain(5000);
    expect(queue?.stats().deadLettered).toBe(1);

    const receive = (visibility: number) =>
      sqs.send(new ReceiveMessageCommand({ QueueUrl: dlq, MaxNumberOfMessages: 10, VisibilityTimeout: visibility }));
    const first = (await receive(30)).Messages ?? [];
    expect(first.map((m) => [m.Body, m.Attributes?.DeadLetterQueueSourceArn])).toEqual([
      ['fail: every time', 'arn:aws:sqs:eu-central-1:000000000000:qtest-payment-events'],
    ]);
    // Hidden while received; shown again with a visibility of 0, under a new receipt handle.
    expect((await receive(30)).Messages).toBeUndefined();
    await sqs.send(new ChangeMessageVisibilityCommand({ QueueUrl: dlq, ReceiptHandle: first[0]?.ReceiptHandle, VisibilityTimeout: 0 }));
    const second = (await receive(30)).Messages ?? [];
    expect(second[0]?.MessageId).toBe(first[0]?.MessageId);
    await expect(sqs.send(new DeleteMessageCommand({ QueueUrl: dlq, ReceiptHandle: first[0]?.ReceiptHandle }))).rejects.toThrow(
      /not a valid receipt handle/,
    );
    await sqs.send(new DeleteMessageCommand({ QueueUrl: dlq, ReceiptHandle: second[0]?.ReceiptHandle }));
    expect(queue?.stats().deadLettered).toBe(0);
    expect(readFileSync(path.join(dataDir, 'dead-letters.jsonl'), 'utf8')).toBe('');

    await expect(sqs.send(new ReceiveMessageCommand({ QueueUrl: queue?.urls.paymentEvents ?? '' }))).rejects.toThrow(
      /dead-letter queues only/,
    );
    await expect(receive(43_201)).rejects.toThrow(/VisibilityTimeout is invalid/);
    await expect(sqs.send(new ReceiveMessageCommand({ QueueUrl: dlq, WaitTimeSeconds: 21 }))).rejects.toMatchObject({
      name: 'InvalidParameterValue',
    });
    await expect(sqs.send(new DeleteMessageCommand({ QueueUrl: dlq, ReceiptHandle: 'stale' }))).rejects.toMatchObject({
      name: 'ReceiptHandleIsInvalid',
      $metadata: { httpStatusCode: 404 },
    });
  });

  it('refuses what SQS refuses of a message: its size with its attributes, the attributes themselves, the delay, a batch', async () => {
    const QueueUrl = queue?.urls.paymentEvents ?? '';
    const text = (value: string) => ({ DataType: 'String', StringValue: value });
    const refused = (input: Omit<ConstructorParameters<typeof SendMessageCommand>[0], 'QueueUrl'>) =>
      expect(sqs.send(new SendMessageCommand({ QueueUrl, ...input }))).rejects.toMatchObject({
        name: 'InvalidParameterValue',
        $metadata: { httpStatusCode: 400 },
      });
    const eleven = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`a${i}`, text('v')]));
    await refused({ MessageBody: 'x', MessageAttributes: eleven });
    // 256 KiB of body alone is taken; one attribute more is not.
    await refused({ MessageBody: 'x'.repeat(256 * 1024), MessageAttributes: { k: text('v') } });
    await refused({ MessageBody: 'x', MessageAttributes: { 'AWS.trace': text('v') } });
    await refused({ MessageBody: 'x', MessageAttributes: { 'a..b': text('v') } });
    await refused({ MessageBody: 'x', MessageAttributes: { k: text('') } });
    await refused({ MessageBody: 'x', MessageAttributes: { k: { DataType: 'Date', StringValue: 'today' } } });
    await refused({ MessageBody: 'x', MessageAttributes: { k: { DataType: 'Number', StringValue: 'seven' } } });
    await refused({ MessageBody: 'x', DelaySeconds: 901 });

    const batch = (Entries: { Id: string; MessageBody: string }[]) => sqs.send(new SendMessageBatchCommand({ QueueUrl, Entries }));
    await expect(
      batch([
        { Id: 'a', MessageBody: 'x' },
        { Id: 'a', MessageBody: 'y' },
      ]),
    ).rejects.toMatchObject({
      name: 'BatchEntryIdsNotDistinct',
    });
    await expect(batch([{ Id: 'a b', MessageBody: 'x' }])).rejects.toMatchObject({ name: 'InvalidBatchEntryId' });
    const half = 'x'.repeat(128 * 1024 + 1);
    await expect(
      batch([
        { Id: 'a', MessageBody: half },
        { Id: 'b', MessageBody: half },
      ]),
    ).rejects.toMatchObject({
      name: 'BatchRequestTooLong',
      $metadata: { httpStatusCode: 400 },
    });

    await sqs.send(new SendMessageCommand({ QueueUrl, MessageBody: 'x'.repeat(256 * 1024) }));
    await sqs.send(new SendMessageCommand({ QueueUrl, MessageBody: 'x', MessageAttributes: { 'trace-id.v2': text('1') } }));
    await queue?.drain(5000);
    expect(deliveries()).toHaveLength(2);
  });
});
