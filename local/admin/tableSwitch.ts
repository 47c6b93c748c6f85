import { existsSync, readFileSync } from 'node:fs';
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { restoredTablesOf } from '../../cdk/lib/restoredTables.ts';
import { physicalTableName, type TableName } from '../../lambdas/tables.ts';
import { ADMIN, OperatorError } from './command.ts';
import type { AdminIo } from './io.ts';
import { writeFileWhole } from './io.ts';
import { describeTable, tableDef } from './tableSettings.ts';

/**
 * `tables switch`: which restored table a stage's functions use instead of the data stack's,
 * recorded in cdk.context.json, the file the CDK app reads context from besides cdk.json, so
 * that the next deploy (by anyone with this checkout) wires every function to it.
 */

export const restoredTablesKey = (stage: string): string => `restoredTables:${stage}`;

type Entries = Record<string, { tableName: string; streamArn?: string }>;

export interface SwitchRequest {
  table: TableName;
  stage: string;
  profile?: string;
  /** The restored table to use; none to go back to the data stack's. */
  restored?: string;
}

export async function switchTable(request: SwitchRequest, work: { io: AdminIo; contextFile: string; dynamo?: () => DynamoDBClient }) {
  const { table, stage, profile, restored } = request;
  const { io, contextFile } = work;
  const context = readContext(contextFile);
  const key = restoredTablesKey(stage);
  const entries: Entries = { ...currentEntries(context, stage, contextFile) };
  const original = physicalTableName(stage, table);

  if (restored === undefined) {
    if (!entries[table]) {
      io.err(`${key} in ${contextFile} has no ${table}: the stage's functions already use ${original} after a deploy.`);
      return;
    }
    delete entries[table];
  } else {
    entries[table] = { tableName: restored, ...(await streamOf(table, restored, profile, work.dynamo)) };
  }
  if (Object.keys(entries).length === 0) delete context[key];
  else context[key] = entries;
  try {
    restoredTablesOf(context, stage);
  } catch (error) {
    throw new OperatorError(`${(error as Error).message} Nothing was written.`);
  }
  writeFileWhole(contextFile, `${JSON.stringify(context, null, 2)}\n`);

  const deploy = `npx cdk deploy --all -c stage=${stage} --profile ${profile ?? '<profile>'}`;
  if (restored === undefined) {
    io.out(`${contextFile}: ${key} no longer names a table for ${table}. Deploy to make every function use ${original} again:`);
    io.out(`  ${deploy}`);
    return;
  }
  io.out(`${contextFile}: ${key}.${table} = ${JSON.stringify(entries[table])}`);
  io.out('Deploy to make every function (and the stream consumers, from the new stream on) use it:');
  io.out(`  ${deploy}`);
  io.out(`Commit ${contextFile}, or a deploy from another checkout switches back. To switch back:`);
  io.out(`  ${ADMIN} tables switch ${table} --back --stage ${stage}   and deploy again.`);
}

/** The restored tables recorded for a stage, so the operator's own commands use the same tables as its functions. */
export function restoredTableNames(contextFile: string, stage: string): Partial<Record<TableName, string>> {
  const entries = currentEntries(readContext(contextFile), stage, contextFile);
  return Object.fromEntries(Object.entries(entries).map(([table, entry]) => [table, entry.tableName]));
}

async function streamOf(
  table: TableName,
  restored: string,
  profile: string | undefined,
  dynamo: (() => DynamoDBClient) | undefined,
): Promise<{ streamArn?: string }> {
  const streamed = tableDef(table).stream === true;
  if (profile === undefined || dynamo === undefined) {
    if (streamed) {
      throw new OperatorError(
        `Functions read the ${table} table's stream, so the switch needs ${restored}'s stream ARN: add --profile NAME to read it.`,
      );
    }
    return {};
  }
  const description = await describeTable(dynamo(), restored);
  if (description.TableStatus !== 'ACTIVE') throw new OperatorError(`${restored} is ${description.TableStatus}, not ACTIVE: wait for it.`);
  if (!streamed) return {};
  if (!description.StreamSpecification?.StreamEnabled || !description.LatestStreamArn) {
    throw new OperatorError(`${restored} has no stream; \`tables restore\` turns it on, \`tables check\` shows what else is missing.`);
  }
  return { streamArn: description.LatestStreamArn };
}

function readContext(file: string): Record<string, unknown> {
  if (!existsSync(file)) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new OperatorError(`${file} is not JSON (${(error as Error).message}); fix it by hand first.`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new OperatorError(`${file} must hold a JSON object.`);
  return parsed as Record<string, unknown>;
}

function currentEntries(context: Record<string, unknown>, stage: string, file: string): Entries {
  try {
    return restoredTablesOf(context, stage);
  } catch (error) {
    throw new OperatorError(`${file}: ${(error as Error).message} Fix it by hand first.`);
  }
}
