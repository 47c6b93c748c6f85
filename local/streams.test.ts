import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, DynamoDBDocumentClient, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { categoryKey, productKey } from '../lambdas/catalog/catalogKeys.ts';
import { consumers, type StreamDef } from '../lambdas/routes.ts';
import { physicalTableName, TABLES } from '../lambdas/tables.ts';
import { testStage } from '../test/stage.ts';
import { dynamoClient, ensureTables } from './dynamo.ts';
import { REPO_ROOT } from './handlers.ts';
import { type LocalStreams, STREAM_DEAD_LETTER_FILE, startLocalStreams } from './streams.ts';
import { recordedStreams } from './test-fixtures/streams/recorder.ts';

/** A reader with the real back-in-stock consumer's table and record filter, and the recording fixture as handler. */
const backInStock = consumers.find((c) => c.name === 'backInStock')?.fedBy;
const streams: StreamDef[] = backInStock
  ? [{ name: 'backInStock', table: backInStock.table, only: backInStock.only, handler: 'streams/recorder', uses: {} }]
  : [];
const handlersDir = path.join(REPO_ROOT, 'local', 'test-fixtures');
const endpoint = () => process.env.DYNAMODB_ENDPOINT ?? '';
/** A catalog table of its own, with its stream as the local stack makes it (the run's tables have none). */
const stage = () => `streams-${testStage()}`;
const catalogTable = () => physicalTableName(stage(), 'catalog');

beforeAll(async () => {
  const client = dynamoClient(endpoint());
  try {
    await ensureTables(client, stage(), { catalog: TABLES.catalog });
  } finally {
    client.destroy();
  }
});

/** Every record the fixture handler was handed, in order. */
const delivered = (): DynamoDBRecord[] => recordedStreams().batches.flatMap((b) => b.Records);
const pkOf = (record: DynamoDBRecord) => record.dynamodb?.Keys?.pk?.S;

async function waitFor(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`not reached within ${timeoutMs} ms; delivered: ${delivered().map(pkOf).join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('the local stream event source', () => {
  let dataDir: string;
  let running: LocalStreams | undefined;
  let db: DynamoDBDocumentClient;
  const otherWarehouses = [{ name: 'Kaptol Store', quantities: {}, preOrderQuantities: {} }];
  const product = (id: string, stock: Record<string, number>) => ({
    ...productKey(id),
    id,
    name: 'Stream Test Dress',
    active: true,
    stock,
    otherWarehouses,
  });

  beforeEach(() => {
    recordedStreams().batches.length = 0;
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'streams-test-'));
    db = DynamoDBDocumentClient.from(dynamoClient(endpoint()));
  });
  afterEach(async () => {
    await running?.stop();
    running = undefined;
    db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('hands a direct UpdateItem of a product’s stock to the handler as a DynamoDB stream event, and skips older history', async () => {
    const id = `stream-${randomUUID()}`;
    const gone = `stream-gone-${randomUUID()}`;
    await db.send(new PutCommand({ TableName: catalogTable(), Item: product(id, { S: 0, M: 0 }) }));
    await db.send(new PutCommand({ TableName: catalogTable(), Item: product(gone, { M: 1 }) }));
    running = await startLocalStreams({
      stage: stage(),
      dynamoEndpoint: endpoint(),
      streams,
      handlersDir,
      dataDir,
      pollIntervalMs: 50,
      quiet: true,
    });

    // Filtered out, as the AWS event filter would: a removed product and an item that is no product.
    await db.send(new DeleteCommand({ TableName: catalogTable(), Key: productKey(gone) }));
    await db.send(new PutCommand({ TableName: catalogTable(), Item: { ...categoryKey(`stream-${id}`), name: 'Not a product' } }));
    await db.send(
      new UpdateCommand({
        TableName: catalogTable(),
        Key: productKey(id),
        UpdateExpression: 'SET stock.M = :pieces',
        ExpressionAttributeValues: { ':pieces': 3 },
      }),
    );
    await waitFor(() => delivered().some((r) => pkOf(r) === `P#${id}`));

    const mine = delivered().filter((r) => pkOf(r) === `P#${id}`);
    expect(mine.map((r) => r.eventName)).toEqual(['MODIFY']);
    expect(delivered()).toEqual(mine);
    const [record] = mine;
    const raw = dynamoClient(endpoint());
    const { Table } = await raw.send(new DescribeTableCommand({ TableName: catalogTable() })).finally(() => raw.destroy());
    expect(record).toMatchObject({
      eventSource: 'aws:dynamodb',
      eventSourceARN: Table?.LatestStreamArn,
      awsRegion: 'eu-central-1',
      dynamodb: {
        Keys: { pk: { S: `P#${id}` }, sk: { S: 'P' } },
        SequenceNumber: expect.any(String),
        ApproximateCreationDateTime: expect.any(Number),
        StreamViewType: 'NEW_AND_OLD_IMAGES',
      },
    });
    const image = (value: unknown) => unmarshall(value as Parameters<typeof unmarshall>[0]);
    expect(image(record?.dynamodb?.OldImage).stock).toEqual({ S: 0, M: 0 });
    expect(image(record?.dynamodb?.NewImage).stock).toEqual({ S: 0, M: 3 });
    // DynamoDB Local streams an empty map as `{}`; the event carries `{ M: {} }`, as AWS does.
    expect(image(record?.dynamodb?.NewImage).otherWarehouses).toEqual(otherWarehouses);
  });

  it('retries a record the handler reports as failed, then dead-letters it and goes on with the next', async () => {
    running = await startLocalStreams({
      stage: stage(),
      dynamoEndpoint: endpoint(),
      streams,
      handlersDir,
      dataDir,
      pollIntervalMs: 50,
      maxAttempts: 3,
      retryDelaysMs: [10],
      quiet: true,
    });
    const failing = `stream-fail-${randomUUID()}`;
    const fine = `stream-ok-${randomUUID()}`;
    await db.send(new PutCommand({ TableName: catalogTable(), Item: product(failing, { M: 1 }) }));
    await db.send(new PutCommand({ TableName: catalogTable(), Item: product(fine, { M: 1 }) }));
    await waitFor(
      () => (running?.deadLetters().length ?? 0) > 0 && delivered().at(-1) !== undefined && pkOf(delivered().at(-1)!) === `P#${fine}`,
    );

    expect(delivered().filter((r) => pkOf(r) === `P#${failing}`)).toHaveLength(3);
    const lines = readFileSync(path.join(dataDir, STREAM_DEAD_LETTER_FILE), 'utf8').trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({
      stream: 'backInStock',
      table: catalogTable(),
      eventName: 'INSERT',
      keys: { pk: { S: `P#${failing}` }, sk: { S: 'P' } },
      attempts: 3,
      lastError: 'reported in batchItemFailures',
    });
    expect(running.deadLetters().map((d) => d.keys)).toEqual([{ pk: { S: `P#${failing}` }, sk: { S: 'P' } }]);
  });
});
