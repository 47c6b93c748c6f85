import {
  DescribeContinuousBackupsCommand,
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  type DynamoDBClient,
  type TableDescription,
} from '@aws-sdk/client-dynamodb';
import type { Clock } from '../../lambdas/platform/clock.ts';
import { physicalTableName, TABLES, type TableDef, type TableName } from '../../lambdas/tables.ts';
import { OperatorError } from './command.ts';
import type { AdminIo } from './io.ts';

/**
 * What a table restored from a point in time has and lacks compared with the data stack's
 * (cdk/lib/data-stack.ts): a restore brings the items, keys and indexes, but not the stream,
 * point-in-time recovery, TTL, deletion protection or tags (docs/restore.md).
 */

/** What `tables restore`, `check` and `switch` need of AWS; tests pass a mocked client and a pause that only moves their clock. */
export interface TableAdminPorts {
  /** The stage's DynamoDB, made only once the target is prepared (its region and profile set). */
  dynamo(): DynamoDBClient;
  /** cdk.context.json, where `tables switch` records the restored tables for the CDK app. */
  contextFile: string;
  pause(ms: number): Promise<void>;
}

export interface TableWork {
  dynamo: DynamoDBClient;
  io: AdminIo;
  clock: Clock;
  pause(ms: number): Promise<void>;
}

/** Deletion protection stays on where the data stack retains its tables. */
export const isRetainedStage = (stage: string): boolean => stage === 'prod';

export const tableDef = (table: TableName): TableDef => TABLES[table];

export function isTableName(name: string | undefined): name is TableName {
  return name !== undefined && Object.hasOwn(TABLES, name);
}

export const TABLE_LIST = Object.keys(TABLES).join(', ');

/** `shop-dev-orders-r20261122T0930`: the table it copies and the minute (UTC) it was restored to, in its name. */
export function restoredTableName(stage: string, table: TableName, pointInTime: Date): string {
  const stamp = pointInTime.toISOString().slice(0, 16).replace(/[-:]/g, '');
  return `${physicalTableName(stage, table)}-r${stamp}`;
}

/** The shop's table a restored table's name says it copies, if it is one of the stage's. */
export function tableOfRestoredName(stage: string, name: string): TableName | undefined {
  return (Object.keys(TABLES) as TableName[]).find((table) => name.startsWith(`${physicalTableName(stage, table)}-`));
}

export interface TableSettings {
  table: TableDescription;
  pointInTimeRecovery: boolean;
  ttl: { status?: string; attribute?: string };
}

/** A DynamoDB error of this name (the SDK's exception classes differ between its copies). */
export const isAwsError = (error: unknown, name: string): boolean => (error as { name?: string })?.name === name;

export async function describeTable(dynamo: DynamoDBClient, name: string): Promise<TableDescription> {
  try {
    const { Table } = await dynamo.send(new DescribeTableCommand({ TableName: name }));
    if (!Table) throw new OperatorError(`DynamoDB said nothing about the table ${name}.`);
    return Table;
  } catch (error) {
    if (isAwsError(error, 'ResourceNotFoundException')) throw new OperatorError(`There is no table ${name}.`);
    throw error;
  }
}

export async function readSettings(dynamo: DynamoDBClient, name: string): Promise<TableSettings> {
  const table = await describeTable(dynamo, name);
  const backups = await dynamo.send(new DescribeContinuousBackupsCommand({ TableName: name }));
  const ttl = await dynamo.send(new DescribeTimeToLiveCommand({ TableName: name }));
  return {
    table,
    pointInTimeRecovery: backups.ContinuousBackupsDescription?.PointInTimeRecoveryDescription?.PointInTimeRecoveryStatus === 'ENABLED',
    ttl: { status: ttl.TimeToLiveDescription?.TimeToLiveStatus, attribute: ttl.TimeToLiveDescription?.AttributeName },
  };
}

export const streamIsRight = (table: TableDescription): boolean =>
  table.StreamSpecification?.StreamEnabled === true && table.StreamSpecification.StreamViewType === 'NEW_AND_OLD_IMAGES';

/** TTL just switched on stays ENABLING for up to an hour: on its way, not missing. */
export const ttlIsRight = (def: TableDef, ttl: TableSettings['ttl']): boolean =>
  ttl.attribute === def.ttlAttribute && (ttl.status === 'ENABLED' || ttl.status === 'ENABLING');

export interface SettingCheck {
  ok: boolean;
  what: string;
}

/** Each thing the data stack gives a table, checked on one that is to serve in its place. */
export function settingChecks(def: TableDef, stage: string, settings: TableSettings): SettingCheck[] {
  const { table } = settings;
  const attributeType = (name: string) => table.AttributeDefinitions?.find((a) => a.AttributeName === name)?.AttributeType;
  const keyOf = (schema: typeof table.KeySchema, type: 'HASH' | 'RANGE') => schema?.find((k) => k.KeyType === type)?.AttributeName;
  const keys = table.KeySchema ?? [];
  const rightKeys =
    keys.length === 2 &&
    keyOf(keys, 'HASH') === 'pk' &&
    keyOf(keys, 'RANGE') === 'sk' &&
    attributeType('pk') === 'S' &&
    attributeType('sk') === 'S';
  const foundKeys = keys.map((k) => `${k.AttributeName} (${k.KeyType}, ${attributeType(k.AttributeName ?? '') ?? '?'})`).join(', ');
  const checks: SettingCheck[] = [
    { ok: table.TableStatus === 'ACTIVE', what: `table ${table.TableStatus ?? 'in no known state'}` },
    { ok: rightKeys, what: rightKeys ? 'keys pk and sk, strings' : `keys ${foundKeys || 'none'}; pk (HASH, S) and sk (RANGE, S) wanted` },
  ];
  for (const index of def.indexes) {
    const found = table.GlobalSecondaryIndexes?.find((i) => i.IndexName === index.name);
    const rightKeys = keyOf(found?.KeySchema, 'HASH') === index.partitionKey && keyOf(found?.KeySchema, 'RANGE') === index.sortKey;
    checks.push({
      ok: found?.IndexStatus === 'ACTIVE' && rightKeys,
      what: !found
        ? `index ${index.name} missing`
        : `index ${index.name} ${found.IndexStatus}${rightKeys ? '' : `, keyed otherwise than ${index.partitionKey}/${index.sortKey}`}`,
    });
  }
  if (def.stream) {
    const spec = table.StreamSpecification;
    checks.push({
      ok: streamIsRight(table),
      what: spec?.StreamEnabled ? `stream on, ${spec.StreamViewType}` : 'stream off; NEW_AND_OLD_IMAGES wanted',
    });
  }
  checks.push({ ok: settings.pointInTimeRecovery, what: `point-in-time recovery ${settings.pointInTimeRecovery ? 'on' : 'off'}` });
  if (def.ttlAttribute) {
    const { status, attribute } = settings.ttl;
    checks.push({
      ok: ttlIsRight(def, settings.ttl),
      what: `TTL ${status ?? 'DISABLED'}${attribute ? ` on ${attribute}` : ''}${attribute === def.ttlAttribute ? '' : `; ${def.ttlAttribute} wanted`}`,
    });
  }
  if (isRetainedStage(stage)) {
    checks.push({
      ok: table.DeletionProtectionEnabled === true,
      what: `deletion protection ${table.DeletionProtectionEnabled ? 'on' : 'off'}`,
    });
  }
  return checks;
}

const POLL_MS = 20_000;
/** A quiet wait would look like a hang; a line per poll would bury the rest. */
const REPORT_EVERY_MS = 5 * 60_000;

/**
 * Waits until the table and its indexes are ACTIVE, saying what it waits for as it goes;
 * `again` tells the operator how to pick up where a timeout left off.
 */
export async function waitUntilActive(work: TableWork, name: string, timeoutMs: number, again: string): Promise<TableDescription> {
  const started = work.clock.now().getTime();
  let reported: { status: string; at: number } | undefined;
  for (;;) {
    const table = await describeTable(work.dynamo, name);
    const waitingIndexes = (table.GlobalSecondaryIndexes ?? []).filter((i) => i.IndexStatus !== 'ACTIVE').map((i) => i.IndexName);
    const status =
      table.TableStatus === 'ACTIVE' && waitingIndexes.length > 0
        ? `ACTIVE, indexes ${waitingIndexes.join(', ')} not yet`
        : (table.TableStatus ?? '?');
    if (table.TableStatus === 'ACTIVE' && waitingIndexes.length === 0) return table;
    const now = work.clock.now().getTime();
    const minutes = Math.floor((now - started) / 60_000);
    if (now - started >= timeoutMs) {
      throw new OperatorError(`${name} is still ${status} after ${minutes} min; DynamoDB goes on with it. ${again}`);
    }
    if (!reported || reported.status !== status || now - reported.at >= REPORT_EVERY_MS) {
      work.io.err(`${name}: ${status} (${minutes} min so far).`);
      reported = { status, at: now };
    }
    await work.pause(POLL_MS);
  }
}
