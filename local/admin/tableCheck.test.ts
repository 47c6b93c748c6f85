import {
  DescribeContinuousBackupsCommand,
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  ScanCommand,
  type TableDescription,
} from '@aws-sdk/client-dynamodb';
import { describe, expect, it } from 'vitest';
import { describedTable, tablesTest } from './tablesTesting.ts';

const restored = 'shop-dev-orders-r20261122T0930';

/** A restored orders table with everything right unless `changes` say otherwise, and the live one beside it. */
function stage(changes: Partial<TableDescription> = {}, counts = { restored: [700, 300], live: [700, 300] }) {
  const t = tablesTest();
  const restoreSummary = {
    SourceTableArn: 'arn:aws:dynamodb:eu-central-1:123456789012:table/shop-dev-orders',
    RestoreDateTime: new Date('2026-11-22T09:30:00Z'),
    RestoreInProgress: false,
  };
  t.mock
    .on(DescribeTableCommand, { TableName: restored })
    .resolves({ Table: describedTable(restored, 'orders', { RestoreSummary: restoreSummary, ...changes }) });
  t.mock.on(DescribeTableCommand, { TableName: 'shop-dev-orders' }).resolves({ Table: describedTable('shop-dev-orders', 'orders') });
  t.mock.on(DescribeContinuousBackupsCommand).resolves({
    ContinuousBackupsDescription: {
      ContinuousBackupsStatus: 'ENABLED',
      PointInTimeRecoveryDescription: { PointInTimeRecoveryStatus: 'ENABLED' },
    },
  });
  t.mock.on(DescribeTimeToLiveCommand).resolves({ TimeToLiveDescription: { TimeToLiveStatus: 'ENABLING', AttributeName: 'expiresAt' } });
  for (const [name, pages] of [
    [restored, counts.restored],
    ['shop-dev-orders', counts.live],
  ] as const) {
    let scan = t.mock.on(ScanCommand, { TableName: name });
    pages.forEach((count, i) => {
      const last = i === pages.length - 1;
      scan = scan.resolvesOnce({ Count: count, ...(last ? {} : { LastEvaluatedKey: { pk: { S: `p${i}` }, sk: { S: 'x' } } }) });
    });
  }
  return t;
}

const argv = ['tables', 'check', restored, '--stage', 'dev', '--profile', 'ops'];

describe('tables check', () => {
  it('passes a restored table that has everything, counting both tables page by page', async () => {
    const t = stage();
    expect(await t.run(argv)).toBe(0);
    expect(t.io.stdout).toEqual([
      `${restored}, restored from shop-dev-orders to 2026-11-22T09:30:00.000Z:`,
      '  ok    table ACTIVE',
      '  ok    keys pk and sk, strings',
      '  ok    index byCustomer ACTIVE',
      '  ok    index byStatus ACTIVE',
      '  ok    index byDue ACTIVE',
      '  ok    index byEmail ACTIVE',
      '  ok    index byWithdrawal ACTIVE',
      '  ok    stream on, NEW_AND_OLD_IMAGES',
      '  ok    point-in-time recovery on',
      '  ok    TTL ENABLING on expiresAt',
      `  ${restored}: 1000 items`,
      '  shop-dev-orders: 1000 items',
      '  ok    counts differ by 0',
    ]);
    expect(t.io.stderr).toEqual([
      'Counting the items with a Scan reads both tables whole: about 1,000 + 1,000 read units, billed (--sample N counts the first N pages only).',
      `${restored} passes every check.`,
    ]);
    const scans = t.mock.commandCalls(ScanCommand).map((c) => c.args[0].input);
    expect(scans.every((input) => input.Select === 'COUNT')).toBe(true);
    expect(scans[1]?.ExclusiveStartKey).toEqual({ pk: { S: 'p0' }, sk: { S: 'x' } });
  });

  it('fails on a missing index and a stream that is off', async () => {
    const t = stage({
      GlobalSecondaryIndexes: describedTable(restored, 'orders').GlobalSecondaryIndexes?.filter((i) => i.IndexName !== 'byDue'),
      StreamSpecification: { StreamEnabled: false },
    });
    expect(await t.run(argv)).toBe(1);
    expect(t.io.stdout.filter((line) => line.startsWith('  FAIL'))).toEqual([
      '  FAIL  index byDue missing',
      '  FAIL  stream off; NEW_AND_OLD_IMAGES wanted',
    ]);
    expect(t.io.stderr.at(-1)).toBe(`2 checks of ${restored} failed.`);
  });

  it('fails when the counts differ by more than --max-difference, and --sample counts only the first pages', async () => {
    const t = stage({}, { restored: [700, 280], live: [700, 300] });
    expect(await t.run(argv)).toBe(1);
    expect(t.io.stdout.slice(-3)).toEqual([
      `  ${restored}: 980 items`,
      '  shop-dev-orders: 1000 items',
      '  FAIL  counts differ by 20, more than 0: writes to shop-dev-orders since the restore point account for some; --max-difference N allows for them',
    ]);
    expect(t.io.stderr.at(-1)).toBe(`1 check of ${restored} failed.`);

    const sampled = stage({}, { restored: [700, 280], live: [700, 300] });
    expect(await sampled.run([...argv, '--sample', '1'])).toBe(0);
    expect(sampled.io.stdout.slice(-3)).toEqual([
      `  ${restored}: 700 items in the first 1 page(s) (more follow)`,
      '  shop-dev-orders: 700 items in the first 1 page(s) (more follow)',
      '  ok    counts differ by 0',
    ]);
    expect(sampled.mock.commandCalls(ScanCommand)).toHaveLength(2);

    const allowed = stage({}, { restored: [700, 280], live: [700, 300] });
    expect(await allowed.run([...argv, '--max-difference', '25'])).toBe(0);
  });

  it('takes only a restored table of the stage, and never writes', async () => {
    const t = stage({ TableStatus: 'UPDATING', DeletionProtectionEnabled: false });
    expect(await t.run(['tables', 'check', 'shop-prod-orders-r20261122T0930', '--stage', 'dev', '--profile', 'ops'])).toBe(1);
    expect(t.io.stderr).toEqual([
      '"shop-prod-orders-r20261122T0930" is not a restored table of stage dev: its name starts with shop-dev-<table>- (catalog, orders, promotions, customers, content, staff, audit).',
    ]);
    expect(await t.run(argv)).toBe(1);
    expect(t.io.stdout[1]).toBe('  FAIL  table UPDATING');
    const names = t.mock.calls().map((call) => (call.args[0] as object).constructor.name);
    expect(new Set(names)).toEqual(
      new Set(['DescribeTableCommand', 'DescribeContinuousBackupsCommand', 'DescribeTimeToLiveCommand', 'ScanCommand']),
    );
  });
});
