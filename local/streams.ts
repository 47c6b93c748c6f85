import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  type GetRecordsCommandOutput,
  GetShardIteratorCommand,
  type Shard,
  type ShardIteratorType,
} from '@aws-sdk/client-dynamodb-streams';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { CONSUMER_TIMEOUT_SECONDS, STREAM_BISECT_ON_ERROR, STREAM_RETRY_ATTEMPTS } from '../cdk/lib/eventRetries.ts';
import { type StreamDef, streams as allStreams } from '../lambdas/routes.ts';
import { physicalTableName } from '../lambdas/tables.ts';
import { dynamoClient } from './dynamo.ts';
import { LOCAL_CREDENTIALS } from './environment.ts';
import { HandlerLoader, invokeHandler } from './handlers.ts';
import { wants } from '../lambdas/platform/streamFeeds.ts';
import { lambdaRecord } from './streamRecords.ts';

/**
 * The local stand-in for Lambda's DynamoDB stream event source: polls each StreamDef's table
 * stream on DynamoDB Local about every 500 ms and calls the handler with DynamoDBStreamEvent-
 * shaped batches of the records its `only` lets through. As in AWS, reading starts at the
 * stream's tip when the stack starts (old history is not replayed), a shard is read in order,
 * a failed record blocks its shard while it is retried together with the records after it, and
 * what still fails after `maxAttempts` is appended to `<dataDir>/stream-dead-letters.jsonl`,
 * beside the queue's dead-letters.jsonl. Changes made while the stack is down are not delivered.
 * The retries are the CDK app's event source's (cdk/lib/eventRetries.ts): its retry attempts, a
 * batch whose call errors split in halves (a split is no retry), and no age limit but the
 * stream's 24 hours; the waits between retries grow from 2 s, so a short outage is ridden out.
 */

export interface LocalStreamsOptions {
  stage: string;
  dynamoEndpoint: string;
  streams?: readonly StreamDef[];
  /** Where handler modules live (lambdas/ unless a test points at its fixtures). */
  handlersDir?: string;
  /** Where the dead-letter file goes; in memory only without it. */
  dataDir?: string;
  pollIntervalMs?: number;
  batchSize?: number;
  /** Calls per failing batch before its failed record is dead-lettered (the first call included); the CDK app's retries + 1 by default. */
  maxAttempts?: number;
  /** Wait before the 2nd, 3rd, ... call; the last value repeats. Tests pass shorter ones. */
  retryDelaysMs?: readonly number[];
  /** Split a batch whose call errors in halves, each tried on its own (the CDK app's bisectBatchOnError by default). */
  bisectOnError?: boolean;
  /** A record older than this is dead-lettered instead of tried again; the stream's retention by default, as the CDK app sets no maxRecordAge. */
  maxRecordAgeMs?: number;
  handlerTimeoutMs?: number;
  quiet?: boolean;
}

export interface StreamDeadLetter {
  stream: string;
  table: string;
  sequenceNumber: string;
  eventName: string;
  keys: unknown;
  attempts: number;
  deadLetteredAt: string;
  lastError: string;
  record: DynamoDBRecord;
}

export interface LocalStreams {
  deadLetters(): StreamDeadLetter[];
  stop(): Promise<void>;
}

export const STREAM_DEAD_LETTER_FILE = 'stream-dead-letters.jsonl';
/** Lambda backs off between retries of a stream batch without saying how long; these span about a minute. */
const DEFAULT_RETRY_DELAYS_MS = [2_000, 4_000, 8_000, 16_000, 32_000];
/** How long DynamoDB Streams keeps a record: Lambda's limit on a record's age when none is set. */
const STREAM_RETENTION_MS = 24 * 60 * 60_000;

interface ShardReader {
  id: string;
  parentId: string | undefined;
  /** Where a shard without a position yet starts: the tip for shards open at start, else their beginning. */
  startAt: ShardIteratorType;
  iterator: string | undefined;
  lastSequenceNumber: string | undefined;
  finished: boolean;
}

type Outcome = { ok: true } | { ok: false; failedAt: number; wholeBatch: boolean; reason: string };

export async function startLocalStreams(options: LocalStreamsOptions): Promise<LocalStreams> {
  const defs = options.streams ?? allStreams;
  const loader = new HandlerLoader(options.handlersDir);
  const pollIntervalMs = options.pollIntervalMs ?? 500;
  const batchSize = options.batchSize ?? 25;
  const maxAttempts = options.maxAttempts ?? STREAM_RETRY_ATTEMPTS + 1;
  const retryDelays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const bisect = options.bisectOnError ?? STREAM_BISECT_ON_ERROR;
  const maxRecordAgeMs = options.maxRecordAgeMs ?? STREAM_RETENTION_MS;
  const handlerTimeoutMs = options.handlerTimeoutMs ?? CONSUMER_TIMEOUT_SECONDS * 1000;
  const region = process.env.AWS_REGION ?? 'eu-central-1';
  const log = options.quiet ? () => {} : (line: string) => console.log(`[streams] ${line}`);
  const deadLetterFile = options.dataDir ? path.join(options.dataDir, STREAM_DEAD_LETTER_FILE) : undefined;
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const dynamo = dynamoClient(options.dynamoEndpoint);
  const client = new DynamoDBStreamsClient({
    endpoint: options.dynamoEndpoint,
    region,
    credentials: LOCAL_CREDENTIALS,
    maxAttempts: 1,
  });
  const deadLetters: StreamDeadLetter[] = [];
  let stopped = false;
  /** Retries waiting for their time; a stop wakes them. */
  const sleepers = new Set<() => void>();
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        sleepers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      sleepers.add(wake);
    });

  const pollers: { stop(): Promise<void> }[] = [];
  try {
    for (const def of defs) pollers.push(await startPoller(def));
  } catch (error) {
    stopped = true;
    await Promise.allSettled(pollers.map((p) => p.stop()));
    dynamo.destroy();
    client.destroy();
    throw error;
  }

  async function startPoller(def: StreamDef) {
    const table = physicalTableName(options.stage, def.table);
    const { Table } = await dynamo.send(new DescribeTableCommand({ TableName: table }));
    const streamArn = Table?.LatestStreamArn;
    if (!streamArn) throw new Error(`Table ${table} has no stream; the StreamDef ${def.name} needs stream: true in lambdas/tables.ts.`);
    const shards = new Map<string, ShardReader>();
    let rescan = false;

    const discover = async (startAt: ShardIteratorType) => {
      for (const shard of await listShards(streamArn)) {
        if (!shard.ShardId || shards.has(shard.ShardId)) continue;
        // A shard closed before we started holds only history, which is not replayed.
        const closedBefore = startAt === 'LATEST' && shard.SequenceNumberRange?.EndingSequenceNumber !== undefined;
        shards.set(shard.ShardId, {
          id: shard.ShardId,
          parentId: shard.ParentShardId,
          startAt,
          iterator: undefined,
          lastSequenceNumber: undefined,
          finished: closedBefore,
        });
      }
      // The iterators of the shards open now are taken at once: "latest" means as of the start.
      await Promise.all([...shards.values()].filter((s) => !s.finished && !s.iterator).map((s) => positionAt(s)));
    };

    const positionAt = async (shard: ShardReader) => {
      const after = shard.lastSequenceNumber;
      const { ShardIterator } = await client.send(
        new GetShardIteratorCommand({
          StreamArn: streamArn,
          ShardId: shard.id,
          ShardIteratorType: after ? 'AFTER_SEQUENCE_NUMBER' : shard.startAt,
          SequenceNumber: after,
        }),
      );
      shard.iterator = ShardIterator;
      if (!ShardIterator) shard.finished = true;
    };

    /** A child shard is read once its parent is done, so each key's changes stay in order. */
    const readable = (shard: ShardReader) => {
      const parent = shard.parentId ? shards.get(shard.parentId) : undefined;
      return !shard.finished && (!parent || parent.finished);
    };

    const readShard = async (shard: ShardReader) => {
      for (;;) {
        if (stopped) return;
        if (!shard.iterator) await positionAt(shard);
        if (!shard.iterator) return;
        let page: GetRecordsCommandOutput;
        try {
          page = await client.send(new GetRecordsCommand({ ShardIterator: shard.iterator, Limit: batchSize }));
        } catch (error) {
          const name = (error as { name?: string }).name;
          // DynamoDB Local gives an empty shard's "latest" iterator a position that, once records
          // arrive, reads as trimmed; every record of such a shard is new, so read it from its start.
          if (name === 'TrimmedDataAccessException' && !shard.lastSequenceNumber && shard.startAt === 'LATEST') {
            shard.startAt = 'TRIM_HORIZON';
            shard.iterator = undefined;
            continue;
          }
          if (name !== 'ExpiredIteratorException') throw error;
          shard.iterator = undefined;
          continue;
        }
        const records = page.Records ?? [];
        if (records.length > 0) {
          const wanted = records.map((r) => lambdaRecord(r, streamArn, region)).filter((r) => wants(def.only, r));
          if (wanted.length > 0) await deliver(def, table, wanted);
          shard.lastSequenceNumber = records.at(-1)?.dynamodb?.SequenceNumber ?? shard.lastSequenceNumber;
        }
        shard.iterator = page.NextShardIterator;
        if (!shard.iterator) {
          shard.finished = true;
          rescan = true;
          return;
        }
        if (records.length < batchSize) return;
      }
    };

    await discover('LATEST');
    let timer: NodeJS.Timeout | undefined;
    let polling: Promise<void> = Promise.resolve();
    let polls = 0;
    const poll = async () => {
      polls += 1;
      // New shards appear when DynamoDB splits or rolls one; look for them now and then.
      if (rescan || polls % 20 === 0) {
        rescan = false;
        await discover('TRIM_HORIZON');
      }
      for (const shard of [...shards.values()].filter(readable)) await readShard(shard);
    };
    const arm = () => {
      if (stopped) return;
      timer = setTimeout(() => {
        polling = poll()
          .catch((error) => console.error(`[streams] reading the stream of ${table} failed:`, error))
          .finally(arm);
      }, pollIntervalMs);
      timer.unref();
    };
    arm();
    log(`${def.name}: reading the stream of ${table} from now on`);
    return {
      stop: async () => {
        clearTimeout(timer);
        await polling;
      },
    };
  }

  /** Hands records to the handler until each one is handled or dead-lettered. */
  async function deliver(def: StreamDef, table: string, records: DynamoDBRecord[]) {
    // The batches still to hand over, in the stream's order: a split batch's second half waits behind its first.
    const waiting: DynamoDBRecord[][] = [records];
    while (waiting.length > 0) {
      let pending = waiting.shift() ?? [];
      let attempts = 0;
      while (pending.length > 0) {
        attempts += 1;
        const outcome = await invoke(def, pending);
        if (outcome.ok) break;
        pending = pending.slice(outcome.failedAt);
        if (stopped) {
          const left = pending.length + waiting.reduce((sum, batch) => sum + batch.length, 0);
          log(`${def.name}: stopping with ${left} record(s) of ${table} unhandled`);
          return;
        }
        if (outcome.wholeBatch && bisect && pending.length > 1) {
          // As Lambda's bisectBatchOnError: the halves are tried on their own, and the split is no retry.
          const half = Math.ceil(pending.length / 2);
          waiting.unshift(pending.slice(half));
          pending = pending.slice(0, half);
          attempts -= 1;
          log(
            `${def.name}: the call failed (${outcome.reason}); splitting the batch into ${pending.length} and ${waiting[0]?.length} record(s)`,
          );
          continue;
        }
        const tooOld = olderThan(pending[0], maxRecordAgeMs);
        if (attempts < maxAttempts && !tooOld) {
          const wait = retryDelays[Math.min(attempts - 1, retryDelays.length - 1)] ?? 1000;
          log(`${def.name}: attempt ${attempts} of ${maxAttempts} failed (${outcome.reason}); retrying in ${wait} ms`);
          await pause(wait);
          if (stopped) {
            log(`${def.name}: stopping with ${pending.length} record(s) of ${table} unhandled`);
            return;
          }
          continue;
        }
        // A failed call dead-letters the whole batch; a reported record only itself, then the rest go on.
        const dead = outcome.wholeBatch ? pending : pending.slice(0, 1);
        const reason = tooOld ? `older than ${maxRecordAgeMs} ms (${outcome.reason})` : outcome.reason;
        for (const record of dead) deadLetter(def, table, record, attempts, reason);
        pending = pending.slice(dead.length);
        attempts = 0;
      }
    }
  }

  /** Whether a record was written longer ago than the age limit. */
  function olderThan(record: DynamoDBRecord | undefined, ageMs: number): boolean {
    const createdSeconds = record?.dynamodb?.ApproximateCreationDateTime;
    return createdSeconds !== undefined && Date.now() - createdSeconds * 1000 > ageMs;
  }

  async function invoke(def: StreamDef, records: DynamoDBRecord[]): Promise<Outcome> {
    const event: DynamoDBStreamEvent = { Records: records };
    try {
      const result = (await invokeHandler(
        loader,
        { name: `stream ${def.name}`, handler: def.handler, uses: def.uses },
        event,
        handlerTimeoutMs,
      )) as Partial<DynamoDBBatchResponse> | undefined;
      const reported = result?.batchItemFailures ?? [];
      if (reported.length === 0) return { ok: true };
      const positions = reported.map((f) => records.findIndex((r) => r.dynamodb?.SequenceNumber === f.itemIdentifier));
      // As in AWS: an identifier that is not in the batch fails the whole batch.
      if (positions.some((p) => p < 0)) {
        return { ok: false, failedAt: 0, wholeBatch: true, reason: 'batchItemFailures named an unknown sequence number' };
      }
      return { ok: false, failedAt: Math.min(...positions), wholeBatch: false, reason: 'reported in batchItemFailures' };
    } catch (error) {
      return { ok: false, failedAt: 0, wholeBatch: true, reason: error instanceof Error ? error.message : String(error) };
    }
  }

  function deadLetter(def: StreamDef, table: string, record: DynamoDBRecord, attempts: number, reason: string) {
    const letter: StreamDeadLetter = {
      stream: def.name,
      table,
      sequenceNumber: record.dynamodb?.SequenceNumber ?? '',
      eventName: record.eventName ?? '',
      keys: record.dynamodb?.Keys,
      attempts,
      deadLetteredAt: new Date().toISOString(),
      lastError: reason,
      record,
    };
    deadLetters.push(letter);
    if (deadLetterFile) appendFileSync(deadLetterFile, `${JSON.stringify(letter)}\n`);
    log(
      `${def.name}: record ${letter.sequenceNumber} of ${table} dead-lettered after ${attempts} attempts${deadLetterFile ? ` → ${deadLetterFile}` : ''}`,
    );
  }

  async function listShards(streamArn: string): Promise<Shard[]> {
    const shards: Shard[] = [];
    let start: string | undefined;
    do {
      const { StreamDescription } = await client.send(new DescribeStreamCommand({ StreamArn: streamArn, ExclusiveStartShardId: start }));
      shards.push(...(StreamDescription?.Shards ?? []));
      start = StreamDescription?.LastEvaluatedShardId;
    } while (start);
    return shards;
  }

  return {
    deadLetters: () => [...deadLetters],
    stop: async () => {
      stopped = true;
      for (const wake of [...sleepers]) wake();
      await Promise.allSettled(pollers.map((p) => p.stop()));
      dynamo.destroy();
      client.destroy();
    },
  };
}
