import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { customerAccountKey } from '../../lambdas/accounts/customerRecord.ts';
import { tableName } from '../../lambdas/platform/config.ts';
import { dynamo } from '../../lambdas/platform/dynamo.ts';
import { clearTables } from '../../test/tables.ts';
import { adminTest } from './adminTesting.ts';

const DUE = Date.UTC(2027, 4, 20);
const account = async (email: string, fields: Record<string, unknown>) =>
  dynamo().send(
    new PutCommand({ TableName: tableName('customers'), Item: { ...customerAccountKey(email), email, firstName: 'Ana', ...fields } }),
  );
const stored = async (email: string) =>
  (await dynamo().send(new GetCommand({ TableName: tableName('customers'), Key: customerAccountKey(email) }))).Item;

beforeEach(async () => {
  await clearTables('customers');
});

describe('customers forget-unconsented-baby', () => {
  it('removes expected-baby data kept without its consent, keeps it where consented, and touches nothing else', async () => {
    await account('before@example.hr', { expectingBaby: true, expectingBabyDate: DUE });
    await account('consented@example.hr', {
      expectingBaby: true,
      expectingBabyDate: DUE,
      expectingBabyConsentAt: '2026-11-29T10:00:00.000Z',
    });
    await account('none@example.hr', {});
    const { run, io } = adminTest();

    expect(await run(['customers', 'forget-unconsented-baby'])).toBe(0);
    expect(io.stdout.at(-1)).toBe('Removed the expected-baby data of 1 account that had not consented.');
    const before = await stored('before@example.hr');
    expect(before).not.toHaveProperty('expectingBaby');
    expect(before).not.toHaveProperty('expectingBabyDate');
    expect(before).toMatchObject({ firstName: 'Ana' });
    expect(await stored('consented@example.hr')).toMatchObject({ expectingBaby: true, expectingBabyDate: DUE });
    expect(await stored('none@example.hr')).toEqual({
      ...customerAccountKey('none@example.hr'),
      email: 'none@example.hr',
      firstName: 'Ana',
    });

    // Again: nothing left to remove.
    expect(await run(['customers', 'forget-unconsented-baby'])).toBe(0);
    expect(io.stdout.at(-1)).toBe('Removed the expected-baby data of 0 accounts that had not consented.');
  });
});
