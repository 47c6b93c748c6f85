import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { GetCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { functionScope, grantsOf } from './grants.ts';
import { config, queueUrl, tableName } from './platform/config.ts';
import { dynamo } from './platform/dynamo.ts';
import { runAsFunction } from './platform/functionScope.ts';
import { paymentKeys, sessionKey } from './platform/secrets.ts';
import { guardTableAccess, tableActions } from './platform/tableAccess.ts';
import { routes } from './routes.ts';

const route = (key: string) => {
  const found = routes.find((r) => `${r.method} ${r.path}` === key);
  if (!found) throw new Error(`no route ${key}`);
  return found;
};

describe('grantsOf', () => {
  it('lists what a uses entry grants, one payment secret for the provider key and the webhook secret alike', () => {
    expect(
      grantsOf({ tables: { orders: 'readWrite', catalog: 'read' }, sendsTo: ['paymentEvents'], webhookSecret: true, payments: true }),
    ).toEqual([
      { kind: 'table', table: 'orders', access: 'readWrite' },
      { kind: 'table', table: 'catalog', access: 'read' },
      { kind: 'queue', queue: 'paymentEvents' },
      { kind: 'paymentSecrets' },
    ]);
  });

  it('gives mail the suppression list’s table to read, unless the entry grants that table itself', () => {
    expect(grantsOf({ mail: true })).toEqual([{ kind: 'table', table: 'customers', access: 'read' }, { kind: 'mail' }]);
    expect(grantsOf({ tables: { customers: 'readWrite' }, mail: true })).toEqual([
      { kind: 'table', table: 'customers', access: 'readWrite' },
      { kind: 'mail' },
    ]);
    const mailer = functionScope('job acknowledgeWithdrawals', { tables: { orders: 'readWrite' }, mail: true });
    expect(Object.keys(mailer.env)).toEqual(expect.arrayContaining(['MAIL_FROM', 'MAIL_CONFIGURATION_SET', 'TABLE_CUSTOMERS']));
    expect(mailer.tables.get(process.env.TABLE_CUSTOMERS ?? '')).toBe('read');
    expect(functionScope('reader', { tables: { orders: 'read' } }).env).not.toHaveProperty('MAIL_CONFIGURATION_SET');
  });

  it('says whether the images grant lists the uploads, which it does unless told not to', () => {
    expect(grantsOf({ images: true })).toEqual([{ kind: 'images', listsUploads: true }]);
    expect(grantsOf({ images: { listsUploads: false } })).toEqual([{ kind: 'images', listsUploads: false }]);
    expect(grantsOf({ images: false })).toEqual([]);
  });
});

describe('a function on the local stack or in a test', () => {
  it('sees the variables every function has and those its grants carry, no others', () => {
    const { env } = functionScope('checkPreOrder', { tables: { catalog: 'read', promotions: 'read' } });
    expect(Object.keys(env)).toEqual(expect.arrayContaining(['STAGE', 'SHOP_URL', 'AWS_REGION', 'TABLE_CATALOG', 'TABLE_PROMOTIONS']));
    expect(env.DYNAMODB_ENDPOINT).toBe(process.env.DYNAMODB_ENDPOINT);
    for (const absent of [
      'TABLE_ORDERS',
      'QUEUE_PAYMENT_EVENTS_URL',
      'MAIL_FROM',
      'STRIPE_SECRET_KEY',
      'STRIPE_WEBHOOK_SECRET',
      'JWT_SECRET',
    ]) {
      expect(env, absent).not.toHaveProperty(absent);
    }

    const webhook = functionScope('webhook', route('POST /api/payments/webhook').uses).env;
    expect(webhook).toHaveProperty('QUEUE_PAYMENT_EVENTS_URL');
    expect(webhook).toHaveProperty('STRIPE_WEBHOOK_SECRET');
    expect(webhook).not.toHaveProperty('DYNAMODB_ENDPOINT');
    expect(Object.keys(webhook).filter((name) => name.startsWith('TABLE_'))).toEqual([]);
  });

  it('reads its tables, queues and settings from its own environment, and says which grant is missing', () => {
    const scope = functionScope('POST /api/orders/checkPreOrder', { tables: { catalog: 'read' } });
    runAsFunction(scope, () => {
      expect(tableName('catalog')).toBe(process.env.TABLE_CATALOG);
      expect(() => tableName('promotions')).toThrow(
        'Missing configuration: environment variable TABLE_PROMOTIONS is not set for POST /api/orders/checkPreOrder: its uses in lambdas/routes.ts do not grant table promotions.',
      );
      expect(() => queueUrl('paymentEvents')).toThrow('do not grant sending to queue paymentEvents');
      expect(() => config.mailFrom()).toThrow(
        'MAIL_FROM is not set for POST /api/orders/checkPreOrder: its uses in lambdas/routes.ts do not grant mail.',
      );
      expect(config.shopUrl()).toBe('http://localhost:3000');
    });
    expect(tableName('promotions')).toBe(process.env.TABLE_PROMOTIONS);
  });

  it('gets the payment keys and the session key only when granted, whatever another function loaded before', async () => {
    const payer = functionScope('payer', { payments: true, sessionKey: true });
    await runAsFunction(payer, async () => {
      await expect(paymentKeys()).resolves.toMatchObject({ secretKey: process.env.STRIPE_SECRET_KEY });
      await expect(sessionKey()).resolves.toBeInstanceOf(Uint8Array);
    });
    await runAsFunction(functionScope('reader', { tables: { catalog: 'read' } }), async () => {
      await expect(paymentKeys()).rejects.toThrow('do not grant payments (or webhookSecret)');
      await expect(sessionKey()).rejects.toThrow(
        'SESSION_KEY_ARN (or JWT_SECRET) is not set for reader: its uses in lambdas/routes.ts do not grant sessionKey.',
      );
    });
  });

  it('is refused by DynamoDB what its grants do not allow, as IAM would refuse it', async () => {
    guardTableAccess(dynamo());
    const scope = functionScope('POST /api/things', { tables: { catalog: 'read', promotions: 'readWrite' } });
    const item = { pk: 'GRANTS#test', sk: 'X' };
    await runAsFunction(scope, async () => {
      await expect(dynamo().send(new GetCommand({ TableName: tableName('catalog'), Key: item }))).resolves.toBeDefined();
      await expect(dynamo().send(new PutCommand({ TableName: tableName('promotions'), Item: item }))).resolves.toBeDefined();
      const write = dynamo().send(new PutCommand({ TableName: tableName('catalog'), Item: item }));
      await expect(write).rejects.toMatchObject({ name: 'AccessDeniedException' });
      await expect(write).rejects.toThrow(
        `is not authorized to perform: dynamodb:PutItem on resource: arn:aws:dynamodb:eu-central-1:000000000000:table/${process.env.TABLE_CATALOG}`,
      );
      const unnamed = dynamo().send(new GetCommand({ TableName: process.env.TABLE_ORDERS, Key: item }));
      await expect(unnamed).rejects.toMatchObject({ name: 'AccessDeniedException' });
      // A condition on a table read, a write to one written: allowed.
      await expect(
        dynamo().send(
          new TransactWriteCommand({
            TransactItems: [
              { ConditionCheck: { TableName: tableName('catalog'), Key: item, ConditionExpression: 'attribute_not_exists(pk)' } },
              { Delete: { TableName: tableName('promotions'), Key: item } },
            ],
          }),
        ),
      ).resolves.toBeDefined();
    });
    // Outside a scope (as in AWS) the check is IAM's, not the client's.
    await expect(dynamo().send(new GetCommand({ TableName: process.env.TABLE_ORDERS, Key: item }))).resolves.toBeDefined();
  });

  it('names the action each kind of command asks for', () => {
    expect(tableActions('GetItemCommand', { TableName: 't' })).toEqual([{ action: 'GetItem', table: 't' }]);
    expect(tableActions('QueryCommand', { TableName: 't' })).toEqual([{ action: 'Query', table: 't' }]);
    expect(tableActions('BatchWriteCommand', { RequestItems: { a: [], b: [] } })).toEqual([
      { action: 'BatchWriteItem', table: 'a' },
      { action: 'BatchWriteItem', table: 'b' },
    ]);
    expect(tableActions('TransactGetItemsCommand', { TransactItems: [{ Get: { TableName: 'a' } }] })).toEqual([
      { action: 'GetItem', table: 'a' },
    ]);
  });
});

describe("the shop's functions", () => {
  it('read their environment only through their scope, so the local stack and the tests give each only its own', () => {
    const here = fileURLToPath(new URL('.', import.meta.url));
    const readers = (readdirSync(here, { recursive: true }) as string[])
      .filter(
        (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.startsWith('testing/') && !file.includes('node_modules'),
      )
      .filter((file) => /process\.env\b/.test(readFileSync(`${here}${file}`, 'utf8')))
      .sort();
    expect(readers).toEqual([
      // Sets the test session key before the code under test reads it.
      'accounts/accountFixture.ts',
      // Builds the scopes from the whole shop's environment (the local stack and tests only).
      'grants.ts',
      // functionEnv(): the scope's environment, or in AWS the process's.
      'platform/functionScope.ts',
      // The log level, read by the logger itself in AWS too; no grant carries it.
      'platform/log.ts',
      // The metrics' switches, read as Powertools reads them, in AWS too; no grant carries them.
      'platform/metrics.ts',
    ]);
  });
});
