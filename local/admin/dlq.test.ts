import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  ChangeMessageVisibilityBatchCommand,
  DeleteMessageCommand,
  GetQueueUrlCommand,
  ReceiveMessageCommand,
  SendMessageCommand,
  SQSClient,
} from '@aws-sdk/client-sqs';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ConsumerDef } from '../../lambdas/routes.ts';
import { REPO_ROOT } from '../handlers.ts';
import { type LocalQueue, startLocalQueue } from '../queue.ts';
import type { DeadLetter } from '../queueFiles.ts';
import { recorded } from '../test-fixtures/consumers/recorder.ts';
import { adminTest } from './adminTesting.ts';
import { deadLetterQueueNamed } from '../../lambdas/deadLetters/deadLetterQueue.ts';
import { localDeadLetters } from './target.ts';

const consumers: ConsumerDef[] = [{ name: 'paymentEvents', queue: 'paymentEvents', handler: 'consumers/recorder', uses: {} }];
const handlersDir = path.join(REPO_ROOT, 'local', 'test-fixtures');

function letter(id: string, body: string): DeadLetter {
  return {
    queue: 'qtest-payment-events',
    messageId: id,
    body,
    receiveCount: 5,
    sentAt: '2026-11-22T10:00:00.000Z',
    deadLetteredAt: '2026-11-22T10:00:09.000Z',
    lastError: 'reported in batchItemFailures',
  };
}

describe('dlq on the local stack', () => {
  let dataDir: string;
  let queue: LocalQueue;
  let sqs: SQSClient;
  let deadLetterFile: string;

  beforeEach(async () => {
    recorded().batches.length = 0;
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'admin-dlq-'));
    deadLetterFile = path.join(dataDir, 'dead-letters.jsonl');
    // Two letters left from an earlier run: the stand-in's dead-letter queue holds them when it starts.
    const letters = [
      letter('m-1', '{"id":"evt_1","type":"checkout.session.completed"}'),
      letter('m-2', '{"id":"evt_2","type":"checkout.session.expired"}'),
    ];
    writeFileSync(deadLetterFile, letters.map((l) => `${JSON.stringify(l)}\n`).join(''));
    queue = await startLocalQueue({ port: 0, stage: 'qtest', dataDir, consumers, handlersDir, retryDelaysMs: [10], quiet: true });
    sqs = new SQSClient({
      endpoint: queue.endpoint,
      region: 'eu-central-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
  });
  afterEach(async () => {
    sqs.destroy();
    await queue.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const admin = () => adminTest({ deadLetters: localDeadLetters(sqs, 'qtest') });
  const remaining = () => (existsSync(deadLetterFile) ? readFileSync(deadLetterFile, 'utf8').trim().split('\n').filter(Boolean) : []);
  const delivered = () => recorded().batches.flatMap((b) => b.Records.map((r) => r.body));

  it('lists the dead letters, and they stay', async () => {
    const { run, io } = admin();
    expect(await run(['dlq', 'list'])).toBe(0);
    expect(io.stdout[0]).toMatch(/^ID\s+SENT\s+RECEIVES\s+EVENT$/);
    expect(io.stdout[1]).toMatch(/^m-1\s+2026-11-22T10:00:00.000Z\s+6\s+checkout.session.completed evt_1$/);
    expect(io.stderr).toEqual(['2 messages in the SQS queue qtest-payment-events-dlq.']);
    // Listing shows them again at once: a second look sees both.
    expect(await run(['dlq', 'list'])).toBe(0);
    expect(io.stderr[1]).toBe('2 messages in the SQS queue qtest-payment-events-dlq.');
    expect(remaining()).toHaveLength(2);
  });

  it('replays one message to the queue, whose consumer gets it, and keeps the others', async () => {
    const { run, io } = admin();
    expect(await run(['dlq', 'replay', '--id', 'm-2'])).toBe(0);
    await queue.drain(5000);
    expect(delivered()).toEqual(['{"id":"evt_2","type":"checkout.session.expired"}']);
    expect(io.stdout).toEqual(['Replayed m-2 (checkout.session.expired evt_2) to qtest-payment-events.']);
    expect(remaining().map((l) => JSON.parse(l).messageId)).toEqual(['m-1']);

    expect(await run(['dlq', 'replay'])).toBe(0);
    await queue.drain(5000);
    expect(delivered()).toHaveLength(2);
    expect(remaining()).toEqual([]);
  });

  it('refuses an unknown --id, and replays nothing while the queue is down', async () => {
    const before = readFileSync(deadLetterFile, 'utf8');
    const { run, io } = admin();
    expect(await run(['dlq', 'replay', '--id', 'nope'])).toBe(1);
    await queue.stop();
    expect(await run(['dlq', 'replay'])).toBe(1);
    expect(io.stderr[0]).toBe('There is no message nope in the SQS queue qtest-payment-events-dlq.');
    expect(io.stderr[1]).toMatch(/^The local queue qtest-payment-events does not answer .*Start the shop with `npm start`/);
    expect(readFileSync(deadLetterFile, 'utf8')).toBe(before);
  });

  it('drains into a file, leaving no dead letters', async () => {
    const out = path.join(dataDir, 'drained.jsonl');
    const { run, io } = admin();
    expect(await run(['dlq', 'drain', '--out', out])).toBe(0);
    expect(
      readFileSync(out, 'utf8')
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l).id),
    ).toEqual(['m-1', 'm-2']);
    expect(remaining()).toEqual([]);
    expect(io.stderr).toEqual([`2 messages removed from the SQS queue qtest-payment-events-dlq; kept in ${out}.`]);
    expect(delivered()).toEqual([]);
  });

  it('a message that fails every delivery lands in the dead-letter queue, and a restart keeps it', async () => {
    // The recorder reports a body with "fail" in it as failed, every time.
    queue.send('paymentEvents', '{"id":"evt_3","type":"fail"}');
    await queue.drain(5000);
    await queue.stop();
    queue = await startLocalQueue({ port: 0, stage: 'qtest', dataDir, consumers, handlersDir, retryDelaysMs: [10], quiet: true });
    sqs.destroy();
    sqs = new SQSClient({
      endpoint: queue.endpoint,
      region: 'eu-central-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    const { run, io } = admin();
    expect(await run(['dlq', 'list', '--json'])).toBe(0);
    expect(io.stdout.map((line) => JSON.parse(line).body)).toContain('{"id":"evt_3","type":"fail"}');
    expect(io.stdout.map((line) => JSON.parse(line).receiveCount)).toEqual([6, 6, 6]);
  });
});

describe('dlq on a stage', () => {
  it('replays from the SQS dead-letter queue: sends to the main queue, then deletes; others are shown again', async () => {
    const sqs = new SQSClient({ region: 'eu-central-1', credentials: { accessKeyId: 'x', secretAccessKey: 'x' } });
    const mock = mockClient(sqs);
    mock.on(GetQueueUrlCommand).callsFake(async (input) => ({ QueueUrl: `https://sqs.example/${input.QueueName}` }));
    mock
      .on(ReceiveMessageCommand)
      .resolvesOnce({
        Messages: [
          { MessageId: 'a', ReceiptHandle: 'ra', Body: '{"type":"x"}' },
          { MessageId: 'b', ReceiptHandle: 'rb', Body: '{"type":"y"}' },
        ],
      })
      .resolves({ Messages: [] });
    mock.on(SendMessageCommand).resolves({ MessageId: 'new' });
    const queue = deadLetterQueueNamed({ sqs, queueName: 'shop-dev-paymentEvents', deadLetterQueueName: 'shop-dev-paymentEvents-dlq' });

    const result = await queue.replay((m) => m.id === 'b');
    expect(result.replayed.map((m) => m.id)).toEqual(['b']);
    expect(mock.commandCalls(SendMessageCommand).map((c) => c.args[0].input)).toEqual([
      { QueueUrl: 'https://sqs.example/shop-dev-paymentEvents', MessageBody: '{"type":"y"}', MessageAttributes: undefined },
    ]);
    expect(mock.commandCalls(DeleteMessageCommand).map((c) => c.args[0].input)).toEqual([
      { QueueUrl: 'https://sqs.example/shop-dev-paymentEvents-dlq', ReceiptHandle: 'rb' },
    ]);
    expect(mock.commandCalls(ChangeMessageVisibilityBatchCommand).map((c) => c.args[0].input.Entries?.map((e) => e.ReceiptHandle))).toEqual(
      [['ra']],
    );
  });
});
