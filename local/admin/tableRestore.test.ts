import {
  DescribeContinuousBackupsCommand,
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  RestoreTableToPointInTimeCommand,
  type TableDescription,
  TagResourceCommand,
  UpdateContinuousBackupsCommand,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { describe, expect, it } from 'vitest';
import { describedTable, tablesTest } from './tablesTesting.ts';

const window = {
  ContinuousBackupsDescription: {
    ContinuousBackupsStatus: 'ENABLED' as const,
    PointInTimeRecoveryDescription: {
      PointInTimeRecoveryStatus: 'ENABLED' as const,
      EarliestRestorableDateTime: new Date('2026-10-18T10:00:00Z'),
      LatestRestorableDateTime: new Date('2026-11-22T09:55:00Z'),
    },
  },
};

/** DynamoDB's side of a restore: the table it makes is CREATING for `creatingFor` looks, and bare of what a restore leaves out. */
function restoring(t: ReturnType<typeof tablesTest>, name: string, table: 'orders' | 'audit', creatingFor = 2) {
  const { StreamSpecification: _stream, LatestStreamArn: _arn, ...bare } = describedTable(name, table);
  const restored: TableDescription = { ...bare, TableStatus: 'CREATING', DeletionProtectionEnabled: false };
  let looks = 0;
  t.mock.on(DescribeContinuousBackupsCommand, { TableName: `shop-prod-${table}` }).resolves(window);
  t.mock.on(DescribeContinuousBackupsCommand, { TableName: name }).resolves({});
  t.mock.on(DescribeTimeToLiveCommand).resolves({ TimeToLiveDescription: { TimeToLiveStatus: 'DISABLED' } });
  t.mock.on(RestoreTableToPointInTimeCommand).resolves({});
  t.mock.on(DescribeTableCommand, { TableName: name }).callsFake(async () => {
    if (++looks > creatingFor) restored.TableStatus = 'ACTIVE';
    return { Table: structuredClone(restored) };
  });
  t.mock.on(UpdateTableCommand).callsFake(async (input) => {
    if (input.StreamSpecification) Object.assign(restored, { StreamSpecification: input.StreamSpecification, LatestStreamArn: 'arn:new' });
    if (input.DeletionProtectionEnabled) restored.DeletionProtectionEnabled = true;
    return {};
  });
  return restored;
}

const sent = (t: ReturnType<typeof tablesTest>) =>
  t.mock.calls().map((call) => (call.args[0] as object).constructor.name.replace(/Command$/, ''));

describe('tables restore', () => {
  it('refuses a table the shop does not have, before asking AWS anything', async () => {
    const t = tablesTest();
    expect(await t.run(['tables', 'restore', 'invoices', '--to', 'latest', '--stage', 'prod', '--profile', 'ops'])).toBe(1);
    expect(t.io.stderr).toEqual([
      '"invoices" is not a table of the shop; it has catalog, orders, promotions, customers, content, staff, audit.',
    ]);
    expect(await t.run(['tables', 'restore', 'orders', '--to', '2026-11-22', '--stage', 'prod', '--profile', 'ops'])).toBe(1);
    expect(await t.run(['tables', 'restore', 'orders', '--to', 'latest'])).toBe(1);
    expect(t.io.stderr.slice(1)).toEqual([
      '--to must be a time with its zone like 2026-11-22T09:30:00Z, or latest, not "2026-11-22".',
      'tables restore acts on a deployed stage: give --stage STAGE (DynamoDB Local keeps no point-in-time backups).',
    ]);
    expect(t.prepared()).toBe(0);
    expect(t.mock.calls()).toEqual([]);
  });

  it('refuses a time outside the point-in-time window, saying what the window is', async () => {
    const t = tablesTest();
    t.mock.on(DescribeContinuousBackupsCommand).resolves(window);
    expect(await t.run(['tables', 'restore', 'orders', '--to', '2026-11-22T09:58:00Z', '--stage', 'prod', '--profile', 'ops'])).toBe(1);
    expect(await t.run(['tables', 'restore', 'orders', '--to', '2026-10-01T00:00:00+02:00', '--stage', 'prod', '--profile', 'ops'])).toBe(
      1,
    );
    expect(t.io.stderr).toEqual([
      '--to 2026-11-22T09:58:00.000Z is outside what shop-prod-orders can be restored to: from 2026-10-18T10:00:00.000Z to 2026-11-22T09:55:00.000Z (point-in-time recovery keeps 35 days, up to about 5 minutes ago).',
      '--to 2026-09-30T22:00:00.000Z is outside what shop-prod-orders can be restored to: from 2026-10-18T10:00:00.000Z to 2026-11-22T09:55:00.000Z (point-in-time recovery keeps 35 days, up to about 5 minutes ago).',
    ]);
    expect(sent(t)).toEqual(['DescribeContinuousBackups', 'DescribeContinuousBackups']);
  });

  it('says so when the table has no point-in-time recovery', async () => {
    const t = tablesTest();
    t.mock.on(DescribeContinuousBackupsCommand).resolves({ ContinuousBackupsDescription: { ContinuousBackupsStatus: 'ENABLED' } });
    expect(await t.run(['tables', 'restore', 'orders', '--to', 'latest', '--stage', 'prod', '--profile', 'ops'])).toBe(1);
    expect(t.io.stderr).toEqual(['shop-prod-orders has no point-in-time recovery on, so it cannot be restored to a point in time.']);
  });

  it('restores into a new table, waits for it, gives it its stream, recovery, TTL, protection and tags, and says what next', async () => {
    const t = tablesTest();
    const target = 'shop-prod-orders-r20261122T0930';
    const restored = restoring(t, target, 'orders');
    t.mock
      .on(UpdateContinuousBackupsCommand)
      .rejectsOnce(Object.assign(new Error('Backups are being enabled'), { name: 'ContinuousBackupsUnavailableException' }))
      .resolves({});
    expect(await t.run(['tables', 'restore', 'orders', '--to', '2026-11-22T10:30:00+01:00', '--stage', 'prod', '--profile', 'ops'])).toBe(
      0,
    );

    expect(t.mock.commandCalls(RestoreTableToPointInTimeCommand)[0]?.args[0].input).toEqual({
      SourceTableName: 'shop-prod-orders',
      TargetTableName: target,
      RestoreDateTime: new Date('2026-11-22T09:30:00Z'),
      BillingModeOverride: 'PAY_PER_REQUEST',
      SSESpecificationOverride: { Enabled: true, SSEType: 'KMS' },
    });
    expect(t.mock.commandCalls(UpdateTableCommand).map((c) => c.args[0].input)).toEqual([
      { TableName: target, StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' } },
      { TableName: target, DeletionProtectionEnabled: true },
    ]);
    expect(t.mock.commandCalls(UpdateContinuousBackupsCommand)[0]?.args[0].input).toEqual({
      TableName: target,
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
    });
    expect(t.mock.commandCalls(UpdateTimeToLiveCommand)[0]?.args[0].input).toEqual({
      TableName: target,
      TimeToLiveSpecification: { Enabled: true, AttributeName: 'expiresAt' },
    });
    expect(t.mock.commandCalls(TagResourceCommand)[0]?.args[0].input).toEqual({
      ResourceArn: `arn:aws:dynamodb:eu-central-1:123456789012:table/${target}`,
      Tags: [
        { Key: 'app', Value: 'shop' },
        { Key: 'stage', Value: 'prod' },
      ],
    });
    expect(restored).toMatchObject({ DeletionProtectionEnabled: true, StreamSpecification: { StreamEnabled: true } });
    // Nothing is asked to change on the live table.
    const changedTables = t.mock
      .calls()
      .filter((call) => /^(Update|Tag)/.test((call.args[0] as object).constructor.name))
      .map((call) => (call.args[0] as { input: { TableName?: string; ResourceArn?: string } }).input);
    expect(changedTables.every((input) => (input.TableName ?? input.ResourceArn)?.endsWith(target))).toBe(true);

    expect(t.pauses).toEqual([20_000, 20_000, 20_000]);
    expect(t.io.stderr).toEqual([
      `Restoring shop-prod-orders as it was at 2026-11-22T09:30:00.000Z into ${target}; large tables take a while.`,
      `${target}: CREATING (0 min so far).`,
      'Stream turned on (new and old images).',
      'Point-in-time recovery turned on.',
      'TTL turned on for expiresAt (DynamoDB takes up to an hour to finish).',
      'Deletion protection turned on.',
      'Tagged app=shop, stage=prod.',
    ]);
    expect(t.io.stdout).toEqual([
      `${target} holds shop-prod-orders as it was at 2026-11-22T09:30:00.000Z. Next:`,
      `  1. check it:      npm run admin -- tables check ${target} --stage prod --profile ops`,
      `  2. switch to it:  npm run admin -- tables switch orders ${target} --stage prod --profile ops`,
      '  3. deploy:        npx cdk deploy --all -c stage=prod --profile ops',
      'Until the deploy the shop goes on using shop-prod-orders; docs/restore.md says what happens to its stream and its writes since.',
    ]);
  });

  it('restores to the latest time a table that has no stream or TTL, and gives it only what it lacks', async () => {
    const t = tablesTest();
    const target = 'shop-prod-audit-r20261122T0955';
    restoring(t, target, 'audit', 0);
    expect(await t.run(['tables', 'restore', 'audit', '--to', 'latest', '--stage', 'prod', '--profile', 'ops'])).toBe(0);
    expect(t.mock.commandCalls(RestoreTableToPointInTimeCommand)[0]?.args[0].input).toMatchObject({
      TargetTableName: target,
      UseLatestRestorableTime: true,
    });
    expect(sent(t)).toEqual([
      'DescribeContinuousBackups',
      'RestoreTableToPointInTime',
      'DescribeTable',
      'DescribeTable',
      'DescribeContinuousBackups',
      'DescribeTimeToLive',
      'UpdateContinuousBackups',
      'UpdateTable',
      'DescribeTable',
      'TagResource',
    ]);
    expect(t.io.stdout[0]).toBe(
      `${target} holds shop-prod-audit as it was at its latest restorable time (about 2026-11-22T09:55:00.000Z). Next:`,
    );
  });

  it('gives up waiting after --wait-minutes, and a second run carries on with the restore begun', async () => {
    const t = tablesTest();
    const target = 'shop-prod-orders-r20261122T0930';
    const restored = restoring(t, target, 'orders', 7);
    const argv = [
      'tables',
      'restore',
      'orders',
      '--to',
      '2026-11-22T09:30:00Z',
      '--stage',
      'prod',
      '--profile',
      'ops',
      '--wait-minutes',
      '1',
    ];
    expect(await t.run(argv)).toBe(1);
    expect(t.io.stderr.at(-1)).toBe(
      `${target} is still CREATING after 1 min; DynamoDB goes on with it. Run \`npm run admin -- tables restore orders --to 2026-11-22T09:30:00.000Z --stage prod --profile ops\` again later: it waits for ${target} and gives it its settings.`,
    );
    t.clearOutput();
    t.mock
      .on(RestoreTableToPointInTimeCommand)
      .rejects(Object.assign(new Error('Table already exists'), { name: 'TableAlreadyExistsException' }));
    restored.RestoreSummary = {
      SourceTableArn: 'arn:aws:dynamodb:eu-central-1:123456789012:table/shop-prod-orders',
      RestoreDateTime: new Date('2026-11-22T09:30:00Z'),
      RestoreInProgress: true,
    };
    expect(await t.run(argv)).toBe(0);
    expect(t.io.stderr[0]).toBe(
      `${target} exists already: the restore of shop-prod-orders to 2026-11-22T09:30:00.000Z begun earlier. Carrying on with it.`,
    );
  });
});
