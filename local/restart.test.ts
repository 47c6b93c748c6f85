import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { QUEUE_VISIBILITY_TIMEOUT_SECONDS } from '../cdk/lib/eventRetries.ts';
import { EFFECT_PREFIX } from '../lambdas/platform/outboxKeys.ts';
import { LOCAL_CREDENTIALS } from './environment.ts';
import { REPO_ROOT } from './handlers.ts';
import { freePort } from './ports.ts';
import type { StoredMessage } from './queueFiles.ts';
import { startLocalQueue } from './queue.ts';
import { type LocalStack, startLocalStack } from './stack.ts';
import { STREAM_DEAD_LETTER_FILE } from './streams.ts';
import { stackFixture } from './test-fixtures/stack/tableAccess.ts';

/**
 * The local stack after a crash and during a database outage, as the shop's developer sees it:
 * a payment event left in the queue is delivered once when the stack comes back, however many
 * starts failed before, and a database that is away for 12 s sends nothing to the dead letters,
 * as AWS's retries would not.
 */

const handlersDir = path.join(REPO_ROOT, 'local', 'test-fixtures', 'stack');
const PAYMENT_EVENT = JSON.stringify({ id: 'evt_after_crash', type: 'checkout.session.completed' });
const pendingMessages = (dataDir: string): StoredMessage[] =>
  readFileSync(path.join(dataDir, 'queue.jsonl'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as StoredMessage);

async function startStack(dataDir: string, fiscalPort = 0): Promise<LocalStack> {
  return startLocalStack({
    dataDir,
    ports: { shop: 0, dynamo: 0, ses: 0, payments: 0, sqs: 0, fiscal: fiscalPort },
    seed: false,
    handlersDir,
    quiet: true,
  });
}

async function waitFor(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the local stack after a crash', () => {
  let dataDir: string;
  let stack: LocalStack | undefined;

  beforeEach(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'restart-test-'));
    const state = stackFixture();
    state.paymentEvents.length = 0;
    state.orderEffects.length = 0;
    delete state.tableEndpoint;
  });
  afterEach(async () => {
    delete stackFixture().tableEndpoint;
    await stack?.stop();
    stack = undefined;
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('delivers a payment event left in the queue once, with its environment, after a start that failed spent none of its receives', async () => {
    // The run that crashed took the payment event, and went down before its consumer ran.
    const crashed = await startLocalQueue({ port: 0, stage: 'local', dataDir, handlersDir, quiet: true });
    const messageId = crashed.send('paymentEvents', PAYMENT_EVENT);
    await crashed.stop();
    expect(pendingMessages(dataDir)).toMatchObject([{ messageId, receiveCount: 0 }]);

    // A start that fails partway (the CIS simulator's port is taken) runs no consumer.
    const busy = net.createServer();
    const busyPort = await freePort();
    await new Promise<void>((resolve) => busy.listen(busyPort, '127.0.0.1', resolve));
    try {
      await expect(startStack(dataDir, busyPort)).rejects.toThrow(/FISCAL_PORT/);
    } finally {
      await new Promise((resolve) => busy.close(resolve));
    }
    expect(stackFixture().paymentEvents).toEqual([]);
    expect(pendingMessages(dataDir)).toMatchObject([{ messageId, receiveCount: 0 }]);

    // The next start delivers it once: its first receive, with the stack's environment set.
    stack = await startStack(dataDir);
    await stack.queue.drain(15_000);
    expect(stackFixture().paymentEvents).toEqual([{ receiveCounts: ['1'], endpoint: stack.urls.dynamo, ok: true }]);
    expect(stack.queue.stats()).toMatchObject({ pending: 0, deadLettered: 0 });
    expect(pendingMessages(dataDir)).toEqual([]);
  }, 90_000);

  it('dead-letters nothing while the database is away for 12 s: the queue waits its visibility timeout, the stream retries', async () => {
    stack = await startStack(dataDir);
    const db = DynamoDBDocumentClient.from(
      new DynamoDBClient({ endpoint: stack.urls.dynamo, region: 'eu-central-1', credentials: LOCAL_CREDENTIALS }),
    );
    try {
      // The handlers' table is out of reach (a dead endpoint) for 12 s.
      stackFixture().tableEndpoint = 'http://127.0.0.1:9';
      const outageEnds = Date.now() + 12_000;
      const messageId = stack.queue.send('paymentEvents', PAYMENT_EVENT);
      const effect = `${EFFECT_PREFIX}outage-${Date.now()}`;
      await db.send(new PutCommand({ TableName: stack.env.TABLE_ORDERS, Item: { pk: effect, sk: effect } }));

      await waitFor(() => stackFixture().orderEffects.length > 0 && stackFixture().paymentEvents.length > 0, 10_000);
      await new Promise((resolve) => setTimeout(resolve, outageEnds - Date.now()));
      delete stackFixture().tableEndpoint;

      expect(stack.queue.stats().deadLettered).toBe(0);

      // The stream's retries outlast the outage: the record is handled once the table is back.
      const streamLetters = path.join(dataDir, STREAM_DEAD_LETTER_FILE);
      await waitFor(() => stackFixture().orderEffects.some((call) => call.ok) || existsSync(streamLetters), 30_000);
      expect(existsSync(streamLetters) ? readFileSync(streamLetters, 'utf8') : 'no stream dead letters').toBe('no stream dead letters');
      expect(stackFixture().orderEffects.at(-1)).toEqual({ keys: [effect], ok: true });

      // The payment event failed once and waits, as in SQS, for its receive's visibility timeout to pass.
      expect(stackFixture().paymentEvents).toEqual([{ receiveCounts: ['1'], endpoint: stack.urls.dynamo, ok: false }]);
      expect(stack.queue.stats()).toMatchObject({ pending: 1, deadLettered: 0 });
      const [waiting] = pendingMessages(dataDir);
      expect(waiting).toMatchObject({ messageId, receiveCount: 1 });
      expect((waiting?.availableAt ?? 0) - (waiting?.firstReceivedAt ?? 0)).toBe(QUEUE_VISIBILITY_TIMEOUT_SECONDS * 1000);
    } finally {
      db.destroy();
    }
  }, 90_000);
});
