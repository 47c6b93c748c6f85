import { type AttributeValue, type DynamoDBClient, ScanCommand } from '@aws-sdk/client-dynamodb';
import { physicalTableName, type TableName } from '../../lambdas/tables.ts';
import { OperatorError } from './command.ts';
import { describeTable, readSettings, settingChecks, type TableWork, tableDef } from './tableSettings.ts';

/**
 * `tables check`: whether a restored table can serve in place of the stage's table (keys,
 * indexes, stream, recovery, TTL), and how its item count compares with the live one's.
 * Reads only.
 */

export interface CheckRequest {
  table: TableName;
  stage: string;
  restored: string;
  /** Count only the first N pages (1 MB each) of either table. */
  samplePages?: number;
  /** How far the counts may differ: writes since the restore point make the live table differ by right. */
  maxDifference: number;
}

export async function checkRestoredTable(request: CheckRequest, work: TableWork): Promise<void> {
  const { table, stage, restored } = request;
  const { dynamo, io } = work;
  const live = physicalTableName(stage, table);
  const settings = await readSettings(dynamo, restored);
  const summary = settings.table.RestoreSummary;
  const at = summary?.RestoreDateTime ? ` to ${new Date(summary.RestoreDateTime).toISOString()}` : '';
  io.out(`${restored}${summary ? `, restored from ${summary.SourceTableArn?.split('/').pop()}${at}` : ', not a restore'}:`);
  const checks = settingChecks(tableDef(table), stage, settings);
  const mark = (ok: boolean) => (ok ? '  ok    ' : '  FAIL  ');
  for (const check of checks) io.out(`${mark(check.ok)}${check.what}`);

  const liveTable = await describeTable(dynamo, live);
  const readUnits = (bytes = 0) => Math.ceil(bytes / 8192).toLocaleString('en');
  io.err(
    request.samplePages === undefined
      ? `Counting the items with a Scan reads both tables whole: about ${readUnits(settings.table.TableSizeBytes)} + ${readUnits(liveTable.TableSizeBytes)} read units, billed (--sample N counts the first N pages only).`
      : `Counting the items of the first ${request.samplePages} page(s) of each table with a Scan (up to 1 MB, about 128 read units, a page).`,
  );
  const restoredCount = await countItems(dynamo, restored, request.samplePages);
  const liveCount = await countItems(dynamo, live, request.samplePages);
  const counted = request.samplePages === undefined ? 'items' : `items in the first ${request.samplePages} page(s)`;
  io.out(`  ${restored}: ${restoredCount.count} ${counted}${restoredCount.complete ? '' : ' (more follow)'}`);
  io.out(`  ${live}: ${liveCount.count} ${counted}${liveCount.complete ? '' : ' (more follow)'}`);
  const difference = Math.abs(restoredCount.count - liveCount.count);
  const countsAgree = difference <= request.maxDifference;
  io.out(
    `${mark(countsAgree)}counts differ by ${difference}${countsAgree ? '' : `, more than ${request.maxDifference}: writes to ${live} since the restore point account for some; --max-difference N allows for them`}`,
  );

  const failed = checks.filter((c) => !c.ok).length + (countsAgree ? 0 : 1);
  if (failed > 0) throw new OperatorError(`${failed} check${failed === 1 ? '' : 's'} of ${restored} failed.`);
  io.err(`${restored} passes every check.`);
}

/** Counts by pages, as Select COUNT still reads (and bills) every item it counts. */
async function countItems(dynamo: DynamoDBClient, tableName: string, pages = Number.POSITIVE_INFINITY) {
  let count = 0;
  let startKey: Record<string, AttributeValue> | undefined;
  for (let page = 0; page < pages; page++) {
    const answer = await dynamo.send(new ScanCommand({ TableName: tableName, Select: 'COUNT', ExclusiveStartKey: startKey }));
    count += answer.Count ?? 0;
    startKey = answer.LastEvaluatedKey;
    if (!startKey) return { count, complete: true };
  }
  return { count, complete: false };
}
