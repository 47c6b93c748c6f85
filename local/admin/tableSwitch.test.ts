import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { restoredTablesOf } from '../../cdk/lib/restoredTables.ts';
import { restoredTableNames } from './tableSwitch.ts';
import { describedTable, tablesTest } from './tablesTesting.ts';

const restored = 'shop-dev-orders-r20261122T0930';
const streamArn = `arn:aws:dynamodb:eu-central-1:123456789012:table/${restored}/stream/2026-11-22T10:41:07.123`;

describe('tables switch', () => {
  let dir: string;
  let contextFile: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'admin-tables-'));
    contextFile = path.join(dir, 'cdk.context.json');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const context = () => JSON.parse(readFileSync(contextFile, 'utf8'));

  it('records the restored table and its stream in cdk.context.json, keeping the other keys, and prints the deploy', async () => {
    const lookup = { 'availability-zones:account=123456789012:region=eu-central-1': ['eu-central-1a', 'eu-central-1b'] };
    writeFileSync(contextFile, JSON.stringify(lookup));
    const t = tablesTest(contextFile);
    t.mock
      .on(DescribeTableCommand, { TableName: restored })
      .resolves({ Table: describedTable(restored, 'orders', { LatestStreamArn: streamArn }) });

    expect(await t.run(['tables', 'switch', 'orders', restored, '--stage', 'dev', '--profile', 'ops'])).toBe(0);
    expect(context()).toEqual({ ...lookup, 'restoredTables:dev': { orders: { tableName: restored, streamArn } } });
    expect(restoredTablesOf(context(), 'dev')).toEqual({ orders: { tableName: restored, streamArn } });
    expect(restoredTableNames(contextFile, 'dev')).toEqual({ orders: restored });
    expect(t.io.stdout).toEqual([
      `${contextFile}: restoredTables:dev.orders = {"tableName":"${restored}","streamArn":"${streamArn}"}`,
      'Deploy to make every function (and the stream consumers, from the new stream on) use it:',
      '  npx cdk deploy --all -c stage=dev --profile ops',
      `Commit ${contextFile}, or a deploy from another checkout switches back. To switch back:`,
      '  npm run admin -- tables switch orders --back --stage dev   and deploy again.',
    ]);
  });

  it('creates the file for a table without a stream, with no profile needed, and --back removes the entry', async () => {
    const t = tablesTest(contextFile);
    expect(await t.run(['tables', 'switch', 'staff', 'shop-dev-staff-r20261122T0930', '--stage', 'dev'])).toBe(0);
    expect(context()).toEqual({ 'restoredTables:dev': { staff: { tableName: 'shop-dev-staff-r20261122T0930' } } });
    expect(t.io.stdout[2]).toBe('  npx cdk deploy --all -c stage=dev --profile <profile>');
    expect(t.mock.calls()).toEqual([]);

    t.clearOutput();
    expect(await t.run(['tables', 'switch', 'staff', '--back', '--stage', 'dev'])).toBe(0);
    expect(context()).toEqual({});
    expect(t.io.stdout).toEqual([
      `${contextFile}: restoredTables:dev no longer names a table for staff. Deploy to make every function use shop-dev-staff again:`,
      '  npx cdk deploy --all -c stage=dev --profile <profile>',
    ]);
    expect(await t.run(['tables', 'switch', 'staff', '--back', '--stage', 'dev'])).toBe(0);
    expect(t.io.stderr.at(-1)).toBe(
      `restoredTables:dev in ${contextFile} has no staff: the stage's functions already use shop-dev-staff after a deploy.`,
    );
  });

  it('--back keeps the other tables and stages switched', async () => {
    const others = {
      'restoredTables:dev': {
        orders: { tableName: restored, streamArn },
        promotions: { tableName: 'shop-dev-promotions-r20261122T0930' },
      },
      'restoredTables:prod': { staff: { tableName: 'shop-prod-staff-r20261101T0000' } },
    };
    writeFileSync(contextFile, JSON.stringify(others));
    const t = tablesTest(contextFile);
    expect(await t.run(['tables', 'switch', 'orders', '--back', '--stage', 'dev'])).toBe(0);
    expect(context()).toEqual({
      'restoredTables:dev': { promotions: { tableName: 'shop-dev-promotions-r20261122T0930' } },
      'restoredTables:prod': others['restoredTables:prod'],
    });
  });

  it('writes nothing when the stream ARN cannot be had, or the name is not a restore of that table', async () => {
    writeFileSync(contextFile, '{}');
    const t = tablesTest(contextFile);
    expect(await t.run(['tables', 'switch', 'orders', restored, '--stage', 'dev'])).toBe(1);
    t.mock
      .on(DescribeTableCommand)
      .resolves({ Table: describedTable(restored, 'orders', { StreamSpecification: { StreamEnabled: false } }) });
    expect(await t.run(['tables', 'switch', 'orders', restored, '--stage', 'dev', '--profile', 'ops'])).toBe(1);
    expect(await t.run(['tables', 'switch', 'orders', 'shop-dev-content-r20261122T0930', '--stage', 'dev'])).toBe(1);
    expect(await t.run(['tables', 'switch', 'orders', restored, '--back', '--stage', 'dev'])).toBe(1);
    expect(t.io.stderr).toEqual([
      `Functions read the orders table's stream, so the switch needs ${restored}'s stream ARN: add --profile NAME to read it.`,
      `${restored} has no stream; \`tables restore\` turns it on, \`tables check\` shows what else is missing.`,
      '"shop-dev-content-r20261122T0930" is not a restore of shop-dev-orders: its name starts with shop-dev-orders-.',
      `Unexpected "${restored}".`,
    ]);
    expect(readFileSync(contextFile, 'utf8')).toBe('{}');
    expect(existsSync(`${contextFile}.${process.pid}.tmp`)).toBe(false);
  });

  it('refuses to touch a context file it cannot read', async () => {
    writeFileSync(contextFile, '{"restoredTables:dev": {"orders": "shop-dev-orders-r1"}}');
    const t = tablesTest(contextFile);
    expect(await t.run(['tables', 'switch', 'staff', 'shop-dev-staff-r1', '--stage', 'dev'])).toBe(1);
    expect(t.io.stderr).toEqual([
      `${contextFile}: Context restoredTables:dev.orders must be { tableName, streamArn? }, not "shop-dev-orders-r1". Fix it by hand first.`,
    ]);
  });
});
