import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearTables } from '../../test/tables.ts';
import { functionScope } from '../grants.ts';
import { tableName } from '../platform/config.ts';
import { dynamo } from '../platform/dynamo.ts';
import { runAsFunction } from '../platform/functionScope.ts';
import { guardTableAccess } from '../platform/tableAccess.ts';
import { readAudit, recordAudit } from './auditLog.ts';
import { auditKeys } from './dynamoAuditLog.ts';
import { shopAuditLog, shopAuditReader } from './staffAdapters.ts';

const OWNER = { id: 'owner-1', email: 'owner@tkanica.hr', role: 'owner' as const };
const STAFF = { id: 'staff-1', email: 'vesna@tkanica.hr', role: 'staff' as const };

beforeEach(async () => {
  await clearTables('audit');
  guardTableAccess(dynamo());
});

describe('the audit log', () => {
  it('keeps who did what to what, when, with the item before and after, newest first across months', async () => {
    await recordAudit(
      shopAuditLog,
      STAFF,
      { action: 'orders.packed', subject: { kind: 'order', id: 'o-1' }, before: { status: 'PAID' }, after: { status: 'PACKED' } },
      new Date('2026-10-31T23:59:00Z'),
    );
    await recordAudit(
      shopAuditLog,
      OWNER,
      { action: 'staff.invite', subject: { kind: 'staff', id: 's-2' }, after: { role: 'staff' } },
      new Date('2026-11-02T08:00:00Z'),
    );
    await recordAudit(
      shopAuditLog,
      STAFF,
      { action: 'orders.shipped', subject: { kind: 'order', id: 'o-1' }, before: { status: 'PACKED' }, after: { status: 'SHIPPED' } },
      new Date('2026-12-01T09:00:00Z'),
    );

    const page = await readAudit(shopAuditReader, {}, new Date('2027-01-15T00:00:00Z'));
    expect(page.data.map((e) => [e.at, e.action, e.staff.email])).toEqual([
      ['2026-12-01T09:00:00.000Z', 'orders.shipped', STAFF.email],
      ['2026-11-02T08:00:00.000Z', 'staff.invite', OWNER.email],
      ['2026-10-31T23:59:00.000Z', 'orders.packed', STAFF.email],
    ]);
    expect(page.data[2]).toMatchObject({ subject: { kind: 'order', id: 'o-1' }, before: { status: 'PAID' }, after: { status: 'PACKED' } });
    expect(page.next).toBeUndefined();
    const order = await readAudit(shopAuditReader, { subject: 'order#o-1' }, new Date());
    expect(order.data.map((e) => e.action)).toEqual(['orders.shipped', 'orders.packed']);
  });

  it('pages by fifty with a cursor it gave out, and refuses one it did not', async () => {
    const at = (i: number) => new Date(Date.UTC(2026, 10, 1, 0, i));
    for (let i = 0; i < 55; i++)
      await recordAudit(shopAuditLog, STAFF, { action: 'orders.packed', subject: { kind: 'order', id: `o-${i}` } }, at(i));
    const first = await readAudit(shopAuditReader, {}, new Date('2026-11-20T00:00:00Z'));
    expect(first.data).toHaveLength(50);
    const second = await readAudit(shopAuditReader, { cursor: first.next }, new Date('2026-11-20T00:00:00Z'));
    expect(second.data.map((e) => e.subject.id)).toEqual(['o-4', 'o-3', 'o-2', 'o-1', 'o-0']);
    const forged = Buffer.from(JSON.stringify({ month: '2026-11', key: { pk: 'STAFF', sk: 'x' } })).toString('base64url');
    await expect(readAudit(shopAuditReader, { cursor: forged }, new Date())).rejects.toMatchObject({
      statusCode: 400,
      said: { code: 'staff.auditPageUnknown' },
    });
  });

  it('can be added to by the functions that act, and read by the owners’ reader, and changed or deleted by none', async () => {
    const entry = await recordAudit(shopAuditLog, STAFF, { action: 'orders.packed', subject: { kind: 'order', id: 'o-1' } }, new Date());
    const { pk, sk } = auditKeys(entry);
    const Key = { pk, sk };
    const TableName = tableName('audit');
    const actor = functionScope('a desk of the back office', { tables: { audit: 'append' } });
    await runAsFunction(actor, async () => {
      await recordAudit(shopAuditLog, STAFF, { action: 'orders.shipped', subject: { kind: 'order', id: 'o-1' } }, new Date());
      for (const command of [
        new UpdateCommand({ TableName, Key, UpdateExpression: 'SET action = :a', ExpressionAttributeValues: { ':a': 'nothing' } }),
        new DeleteCommand({ TableName, Key }),
        new GetCommand({ TableName, Key }),
        new QueryCommand({ TableName, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pk } }),
      ]) {
        await expect(dynamo().send(command as never)).rejects.toMatchObject({ name: 'AccessDeniedException' });
      }
    });
    const reader = functionScope('the audit reader', { tables: { audit: 'read' } });
    await runAsFunction(reader, async () => {
      expect((await readAudit(shopAuditReader, {}, new Date())).data).toHaveLength(2);
      await expect(dynamo().send(new PutCommand({ TableName, Item: { ...Key, action: 'rewritten' } }))).rejects.toMatchObject({
        name: 'AccessDeniedException',
      });
      await expect(dynamo().send(new DeleteCommand({ TableName, Key }))).rejects.toMatchObject({ name: 'AccessDeniedException' });
    });
    // Not even over an entry that is there: each entry's key is new.
    await expect(
      dynamo().send(new PutCommand({ TableName, Item: { ...Key }, ConditionExpression: 'attribute_not_exists(pk)' })),
    ).rejects.toMatchObject({
      name: 'ConditionalCheckFailedException',
    });
  });
});
