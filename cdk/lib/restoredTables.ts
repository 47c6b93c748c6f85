import { TABLES, type TableName } from '@shop/lambdas/tables';

/**
 * The tables of a stage that were restored from a point in time and that its functions use
 * instead of the ones the data stack made (docs/restore.md). The operator's `tables switch`
 * records them in cdk.context.json under `restoredTables:<stage>`:
 *
 *   { "restoredTables:prod": { "orders": { "tableName": "shop-prod-orders-r20261122T0930",
 *       "streamArn": "arn:aws:dynamodb:eu-central-1:123456789012:table/shop-prod-orders-r20261122T0930/stream/..." } } }
 *
 * `context` is the app's context (`app.node.getAllContext()`, or the file's content). A wrong
 * entry stops the synth: a deploy that quietly fell back to the old table, or wired a stream to
 * another table's, would send orders where nobody looks.
 */
export function restoredTablesOf(context: unknown, stage: string): Record<string, { tableName: string; streamArn?: string }> {
  const key = `restoredTables:${stage}`;
  if (context === undefined || context === null) return {};
  if (!isRecord(context)) throw new Error(`The context must be an object of keys, not ${describe(context)}.`);
  const entries = context[key];
  if (entries === undefined || entries === null) return {};
  if (!isRecord(entries)) {
    throw new Error(`Context ${key} must be an object of table name to { tableName, streamArn? }, not ${describe(entries)}.`);
  }
  const known = Object.keys(TABLES);
  const restored: Record<string, { tableName: string; streamArn?: string }> = {};
  for (const [table, entry] of Object.entries(entries)) {
    const where = `Context ${key}.${table}`;
    if (!known.includes(table)) throw new Error(`${where}: "${table}" is not a table of the shop (${known.join(', ')}).`);
    if (!isRecord(entry)) throw new Error(`${where} must be { tableName, streamArn? }, not ${describe(entry)}.`);
    const extra = Object.keys(entry).filter((field) => field !== 'tableName' && field !== 'streamArn');
    if (extra.length > 0) throw new Error(`${where} has unknown fields: ${extra.join(', ')} (only tableName and streamArn).`);
    const { tableName, streamArn } = entry;
    // The stage and table in the name guard against pointing one stage, or one table, at another's data.
    const prefix = `shop-${stage}-${table}-`;
    if (typeof tableName !== 'string' || !tableName.startsWith(prefix) || !/^[A-Za-z0-9_.-]{3,255}$/.test(tableName)) {
      throw new Error(`${where}.tableName must be a table name starting with ${prefix}, not ${describe(tableName)}.`);
    }
    const streamed = (TABLES[table as TableName] as { stream?: boolean }).stream === true;
    if (streamArn === undefined) {
      if (streamed) {
        throw new Error(`${where} needs streamArn: functions read the ${table} table's stream (run \`tables switch\` with --profile).`);
      }
      restored[table] = { tableName };
      continue;
    }
    if (!streamed) throw new Error(`${where} has a streamArn, but the ${table} table has no stream.`);
    const arn = /^arn:aws[a-z-]*:dynamodb:[a-z0-9-]+:\d{12}:table\/([A-Za-z0-9_.-]+)\/stream\/[^\s/]+$/.exec(String(streamArn));
    if (typeof streamArn !== 'string' || !arn || arn[1] !== tableName) {
      throw new Error(`${where}.streamArn must be the stream ARN of ${tableName}, not ${describe(streamArn)}.`);
    }
    restored[table] = { tableName, streamArn };
  }
  return restored;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function describe(value: unknown): string {
  return value === undefined ? 'nothing' : JSON.stringify(value);
}
