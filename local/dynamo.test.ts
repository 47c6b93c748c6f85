import { spawn } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { CreateTableCommand, DescribeTableCommand, DescribeTimeToLiveCommand, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TABLES } from '../lambdas/tables.ts';
import { dynamoClient, ensureTables, type LocalDynamo, startDynamo } from './dynamo.ts';
import { REPO_ROOT } from './handlers.ts';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function javaProcessesOnPort(port: number): string[] {
  const lines = execFileSync('ps', ['-eo', 'pid,args'], { encoding: 'utf8' }).split('\n');
  return lines.filter((line) => line.includes('DynamoDBLocal.jar') && line.includes(`-port ${port}`));
}

async function waitUntil(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return condition();
}

/** Every index the orders table declares, by name. */
const ORDER_INDEXES = TABLES.orders.indexes.map((index) => index.name).sort();

describe('DynamoDB Local', () => {
  let dynamo: LocalDynamo;
  beforeAll(async () => {
    dynamo = await startDynamo({ port: 0 });
  });
  afterAll(async () => {
    await dynamo?.stop();
  });

  it('creates every table with its indexes, stream and TTL, and a second run changes nothing', async () => {
    const client = dynamoClient(dynamo.endpoint);
    const names = await ensureTables(client, 'unit');
    expect(Object.keys(names).sort()).toEqual(Object.keys(TABLES).sort());
    expect(await ensureTables(client, 'unit')).toEqual(names);

    const orders = await client.send(new DescribeTableCommand({ TableName: 'shop-unit-orders' }));
    expect(orders.Table?.GlobalSecondaryIndexes?.map((i) => i.IndexName).sort()).toEqual(ORDER_INDEXES);
    const catalog = await client.send(new DescribeTableCommand({ TableName: 'shop-unit-catalog' }));
    expect(catalog.Table?.StreamSpecification).toEqual({ StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' });
    const ttl = await client.send(new DescribeTimeToLiveCommand({ TableName: 'shop-unit-customers' }));
    expect(ttl.TimeToLiveDescription).toMatchObject({ AttributeName: 'expiresAt', TimeToLiveStatus: 'ENABLED' });
    client.destroy();
  });

  it('adds an index that an existing table lacks', async () => {
    const client = dynamoClient(dynamo.endpoint);
    await client.send(
      new CreateTableCommand({
        TableName: 'shop-older-orders',
        BillingMode: 'PAY_PER_REQUEST',
        KeySchema: [
          { AttributeName: 'pk', KeyType: 'HASH' },
          { AttributeName: 'sk', KeyType: 'RANGE' },
        ],
        AttributeDefinitions: [
          { AttributeName: 'pk', AttributeType: 'S' },
          { AttributeName: 'sk', AttributeType: 'S' },
        ],
      }),
    );
    await ensureTables(client, 'older', { orders: TABLES.orders });
    const orders = await client.send(new DescribeTableCommand({ TableName: 'shop-older-orders' }));
    expect(orders.Table?.GlobalSecondaryIndexes?.map((i) => i.IndexName).sort()).toEqual(ORDER_INDEXES);
    client.destroy();
  });

  // Last in this block: it stops the instance the tests above share.
  it('leaves no Java process behind after stop()', async () => {
    expect(isAlive(dynamo.pid)).toBe(true);
    expect(javaProcessesOnPort(dynamo.port)).toHaveLength(1);

    await dynamo.stop();

    expect(isAlive(dynamo.pid)).toBe(false);
    expect(javaProcessesOnPort(dynamo.port)).toEqual([]);
    const client = dynamoClient(dynamo.endpoint);
    await expect(client.send(new ListTablesCommand({}))).rejects.toThrow();
    client.destroy();
  });
});

describe('DynamoDB Local started by a process that is killed', () => {
  it('leaves no Java process behind when the Node process that started it is killed outright', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join('local', 'test-fixtures', 'dynamoChild.ts')], {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const javaPid = await new Promise<number>((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const found = /"javaPid":(\d+)/.exec(out);
        if (found) resolve(Number(found[1]));
      });
      child.once('exit', (code) => reject(new Error(`child exited with ${code} before starting DynamoDB`)));
    });
    expect(isAlive(javaPid)).toBe(true);

    child.kill('SIGKILL');

    expect(await waitUntil(() => !isAlive(javaPid), 5000)).toBe(true);
  });
});
