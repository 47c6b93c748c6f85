import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { restoredTablesOf } from '../lib/restoredTables.ts';
import { createShopApp } from '../lib/shop-app.ts';
import { appWithContext, resourcesOf } from './testApp.ts';

const ordersArn = 'arn:aws:dynamodb:eu-central-1:123456789012:table/shop-prod-orders-r20261122T0930/stream/2026-11-22T10:41:07.123';
const orders = { tableName: 'shop-prod-orders-r20261122T0930', streamArn: ordersArn };

describe('restoredTablesOf', () => {
  it('gives no restored tables when the context has none for the stage', () => {
    expect(restoredTablesOf(undefined, 'prod')).toEqual({});
    expect(restoredTablesOf({ stage: 'prod' }, 'prod')).toEqual({});
    expect(restoredTablesOf({ 'restoredTables:dev': { orders: { tableName: 'shop-dev-orders-r1' } } }, 'prod')).toEqual({});
  });

  it('gives the restored tables of the stage, with the stream ARN where the table streams', () => {
    const context = {
      'restoredTables:prod': { orders, promotions: { tableName: 'shop-prod-promotions-r20261122T0930' } },
      'availability-zones:account=123456789012:region=eu-central-1': ['eu-central-1a'],
    };
    expect(restoredTablesOf(context, 'prod')).toEqual({
      orders,
      promotions: { tableName: 'shop-prod-promotions-r20261122T0930' },
    });
  });

  it('rejects a table the shop does not have', () => {
    expect(() => restoredTablesOf({ 'restoredTables:prod': { invoices: { tableName: 'shop-prod-invoices-r1' } } }, 'prod')).toThrow(
      'Context restoredTables:prod.invoices: "invoices" is not a table of the shop (catalog, orders, promotions, customers, content, staff, audit).',
    );
  });

  it('rejects an entry that is not an object of tables, or a table entry of the wrong shape', () => {
    expect(() => restoredTablesOf({ 'restoredTables:prod': 'shop-prod-orders-r1' }, 'prod')).toThrow(
      'Context restoredTables:prod must be an object of table name to { tableName, streamArn? }, not "shop-prod-orders-r1".',
    );
    expect(() => restoredTablesOf({ 'restoredTables:prod': { staff: 'shop-prod-staff-r1' } }, 'prod')).toThrow(
      'Context restoredTables:prod.staff must be { tableName, streamArn? }, not "shop-prod-staff-r1".',
    );
    expect(() => restoredTablesOf({ 'restoredTables:prod': { staff: { tableName: 'shop-prod-staff-r1', ttl: 1 } } }, 'prod')).toThrow(
      'Context restoredTables:prod.staff has unknown fields: ttl (only tableName and streamArn).',
    );
    expect(() => restoredTablesOf([], 'prod')).toThrow('The context must be an object of keys, not [].');
  });

  it("rejects a table name of another stage or table, which would mix another's data in", () => {
    expect(() => restoredTablesOf({ 'restoredTables:prod': { staff: { tableName: 'shop-dev-staff-r1' } } }, 'prod')).toThrow(
      'Context restoredTables:prod.staff.tableName must be a table name starting with shop-prod-staff-, not "shop-dev-staff-r1".',
    );
    expect(() => restoredTablesOf({ 'restoredTables:prod': { staff: { tableName: 'shop-prod-staff' } } }, 'prod')).toThrow(
      'starting with shop-prod-staff-',
    );
    expect(() => restoredTablesOf({ 'restoredTables:prod': { staff: {} } }, 'prod')).toThrow('not nothing.');
  });

  it('asks for the stream ARN of a streamed table, of that table, and refuses one where no stream is read', () => {
    expect(() => restoredTablesOf({ 'restoredTables:prod': { orders: { tableName: orders.tableName } } }, 'prod')).toThrow(
      "Context restoredTables:prod.orders needs streamArn: functions read the orders table's stream (run `tables switch` with --profile).",
    );
    const otherTables = ordersArn.replace('shop-prod-orders-r20261122T0930', 'shop-prod-orders');
    expect(() => restoredTablesOf({ 'restoredTables:prod': { orders: { ...orders, streamArn: otherTables } } }, 'prod')).toThrow(
      'Context restoredTables:prod.orders.streamArn must be the stream ARN of shop-prod-orders-r20261122T0930',
    );
    expect(() =>
      restoredTablesOf({ 'restoredTables:prod': { staff: { tableName: 'shop-prod-staff-r1', streamArn: ordersArn } } }, 'prod'),
    ).toThrow('Context restoredTables:prod.staff has a streamArn, but the staff table has no stream.');
  });
});

describe('a stage switched to a restored table', () => {
  const restoredName = 'shop-prod-orders-r20261122T0930';
  const streamArn = `arn:aws:dynamodb:eu-central-1:123456789012:table/${restoredName}/stream/2026-11-28T10:00:00.000`;

  it('has every function use the restored table, its indexes and its stream, and keeps the table it replaced', () => {
    const app = appWithContext({
      stage: 'prod',
      'aws:cdk:bundling-stacks': [],
      'restoredTables:prod': { orders: { tableName: restoredName, streamArn } },
    });
    const shopApp = createShopApp(app);
    const functions = shopApp.stacks.flatMap((stack) => Object.values(resourcesOf(Template.fromStack(stack), 'AWS::Lambda::Function')));
    const ordersVariables = functions.map((f) => f.Properties.Environment?.Variables?.TABLE_ORDERS).filter((v) => v !== undefined);
    expect(ordersVariables.length).toBeGreaterThan(5);
    for (const value of ordersVariables) expect(value).toBe(restoredName);
    const orders = Template.fromStack(shopApp.contexts.orders!);
    const policies = JSON.stringify(orders.findResources('AWS::IAM::Policy'));
    expect(policies).toContain(`table/${restoredName}/index/*`);
    expect(policies).not.toContain('shop-prod-orders"');
    const mappings = Object.values(resourcesOf(orders, 'AWS::Lambda::EventSourceMapping')).map((m) =>
      JSON.stringify(m.Properties.EventSourceArn),
    );
    expect(mappings).toContain(JSON.stringify(streamArn));
    // The table the data stack made stays, kept.
    const data = Template.fromStack(shopApp.data);
    data.hasResource('AWS::DynamoDB::Table', { Properties: { TableName: 'shop-prod-orders' }, DeletionPolicy: 'RetainExceptOnCreate' });
  }, 120_000);
});
