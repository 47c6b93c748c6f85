import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { awsClientOptions } from '../../lambdas/platform/aws.ts';
import { physicalTableName } from '../../lambdas/tables.ts';
import { REPO_ROOT } from '../handlers.ts';
import { type Command, defineCommand, type OptionValues, type Problems, positionals, stringOption } from './command.ts';
import { isoTime, wholeNumber } from './operatorInput.ts';
import { checkRestoredTable } from './tableCheck.ts';
import { restoreTable } from './tableRestore.ts';
import { isTableName, TABLE_LIST, type TableAdminPorts, type TableWork, tableOfRestoredName } from './tableSettings.ts';
import { switchTable } from './tableSwitch.ts';

/**
 * `tables restore`, `tables check`, `tables switch`: the restore drill of docs/restore.md. They
 * act on a deployed stage only: DynamoDB Local keeps no point-in-time backups.
 */

function deployedStage(values: OptionValues, problems: Problems, command: string): string {
  const stage = stringOption(values, 'stage');
  if (stage === undefined || stage === 'local') {
    problems.add(`tables ${command} acts on a deployed stage: give --stage STAGE (DynamoDB Local keeps no point-in-time backups).`);
  }
  return stage ?? '';
}

function shopTable(name: string | undefined, problems: Problems) {
  if (name !== undefined && !isTableName(name)) problems.add(`"${name}" is not a table of the shop; it has ${TABLE_LIST}.`);
  return isTableName(name) ? name : 'orders';
}

/** `latest`, or an instant with its zone: a bare date would leave the restore's minute to a guess. */
function pointInTime(raw: string | undefined, problems: Problems): Date | 'latest' {
  if (raw === undefined) problems.add('--to is missing: the point in time (ISO with its zone) or latest.');
  if (raw === undefined || raw.trim() === 'latest') return 'latest';
  if (!raw.includes('T')) {
    problems.add(`--to must be a time with its zone like 2026-11-22T09:30:00Z, or latest, not "${raw}".`);
    return 'latest';
  }
  const iso = isoTime(raw, '--to', problems, { dateMeans: 'start' });
  return iso === undefined ? 'latest' : new Date(iso);
}

export function tableCommands(ports: TableAdminPorts): Command[] {
  const work = (context: { io: TableWork['io']; clock: TableWork['clock'] }): TableWork => ({
    dynamo: ports.dynamo(),
    io: context.io,
    clock: context.clock,
    pause: ports.pause,
  });
  return [
    defineCommand({
      group: 'tables',
      name: 'restore',
      summary: "copy a stage's table as it was at a point in time into a new table",
      usage: 'tables restore <table> --to <ISO|latest> --stage STAGE --profile NAME [--wait-minutes N]',
      description: `
Restores shop-<stage>-<table> as it was at --to (point-in-time recovery: the last 35 days, up
to about 5 minutes ago) into a new table shop-<stage>-<table>-r<yyyymmddThhmm>, waits until it
is ACTIVE, and gives it what a restore leaves out: the stream (tables that have one), point-in-
time recovery, TTL, deletion protection in prod and the tags. The live table is only read and
the shop goes on using it until \`tables switch\` and a deploy. Run it again after a timeout:
it carries on with the restore begun. docs/restore.md is the whole procedure.`,
      options: {
        to: { type: 'string', value: 'ISO|latest', description: 'the point in time, with its zone (2026-11-22T09:30:00Z), or latest' },
        'wait-minutes': { type: 'string', value: 'N', description: 'how long to wait for the restore (default 120)' },
      },
      examples: [
        'tables restore orders --to 2026-11-22T09:30:00Z --stage prod --profile tkanica-ops',
        'tables restore orders --to latest --stage dev --profile tkanica-dev',
      ],
      parse({ positionals: words, values }, problems) {
        const [name] = positionals(words, ['table'], problems);
        const stage = deployedStage(values, problems, 'restore');
        const table = shopTable(name, problems);
        const to = pointInTime(stringOption(values, 'to'), problems);
        const waitMinutes = wholeNumber(stringOption(values, 'wait-minutes'), '--wait-minutes', problems, { min: 1, max: 24 * 60 }) ?? 120;
        return { table, stage, profile: stringOption(values, 'profile') ?? '', to, waitMinutes };
      },
      async run(request, context) {
        await restoreTable(request, work(context));
      },
    }),
    defineCommand({
      group: 'tables',
      name: 'check',
      summary: "check that a restored table can serve in place of the stage's",
      usage: 'tables check <restoredName> --stage STAGE --profile NAME [--sample N] [--max-difference N]',
      description: `
Reads the restored table and checks what the shop relies on: keys pk/sk (strings), every
index ACTIVE, the stream (new and old images) where functions read one, point-in-time
recovery, TTL on the right attribute, deletion protection in prod. Then counts the items of it
and of the live table with a Scan (Select COUNT), which still reads, and bills, every item:
--sample N counts only the first N pages (1 MB each) of both. Writes to the live table since
the restore point make the counts differ by right: --max-difference allows for them. Exit
code 1 when a check fails. Changes nothing.`,
      options: {
        sample: { type: 'string', value: 'N', description: 'count only the first N pages of each table' },
        'max-difference': { type: 'string', value: 'N', description: 'how far the counts may differ (default 0)' },
      },
      examples: ['tables check shop-prod-orders-r20261122T0930 --stage prod --profile tkanica-ops --sample 20'],
      parse({ positionals: words, values }, problems) {
        const [restored] = positionals(words, ['restoredName'], problems);
        const stage = deployedStage(values, problems, 'check');
        const table = restored === undefined ? undefined : tableOfRestoredName(stage, restored);
        if (restored !== undefined && table === undefined) {
          problems.add(
            `"${restored}" is not a restored table of stage ${stage}: its name starts with shop-${stage}-<table>- (${TABLE_LIST}).`,
          );
        }
        const samplePages = wholeNumber(stringOption(values, 'sample'), '--sample', problems, { min: 1 });
        const maxDifference = wholeNumber(stringOption(values, 'max-difference'), '--max-difference', problems) ?? 0;
        return { table: table ?? 'orders', stage, restored: restored ?? '', samplePages, maxDifference };
      },
      async run(request, context) {
        await checkRestoredTable(request, work(context));
      },
    }),
    defineCommand({
      group: 'tables',
      name: 'switch',
      summary: 'make the next deploy use a restored table (or, with --back, the original)',
      usage: 'tables switch <table> (<restoredName> | --back) --stage STAGE [--profile NAME]',
      description: `
Records in cdk.context.json (restoredTables:<stage>) that the stage's functions use the
restored table instead of shop-<stage>-<table>, and prints the deploy that does it. With
--profile it reads the restored table's stream ARN, which tables with a stream need. --back
removes the entry; the next deploy goes back to the original table. Nothing changes in AWS
until that deploy; commit the file so that every checkout deploys the same.`,
      stageWithoutProfile: true,
      options: { back: { type: 'boolean', description: "go back to the data stack's table" } },
      examples: [
        'tables switch orders shop-prod-orders-r20261122T0930 --stage prod --profile tkanica-ops',
        'tables switch orders --back --stage prod',
      ],
      parse({ positionals: words, values }, problems) {
        const back = values.back === true;
        // With --back a restored name would be one word too many: positionals says so.
        const [name, restored] = positionals(words, back ? ['table'] : ['table', 'restoredName'], problems);
        const stage = deployedStage(values, problems, 'switch');
        const table = shopTable(name, problems);
        const original = physicalTableName(stage, table);
        if (!back && restored !== undefined && isTableName(name) && !restored.startsWith(`${original}-`)) {
          problems.add(`"${restored}" is not a restore of ${original}: its name starts with ${original}-.`);
        }
        return { table, stage, profile: stringOption(values, 'profile'), restored: back ? undefined : restored };
      },
      async run(request, { io }) {
        await switchTable(request, { io, contextFile: ports.contextFile, dynamo: ports.dynamo });
      },
    }),
  ];
}

/** The stage's DynamoDB, made on first use, when the target has set the region and profile. */
let stageDynamo: DynamoDBClient | undefined;

export const tablesCommands = tableCommands({
  dynamo: () => {
    stageDynamo ??= new DynamoDBClient(awsClientOptions());
    return stageDynamo;
  },
  contextFile: path.join(REPO_ROOT, 'cdk.context.json'),
  pause: (ms) => sleep(ms),
});
