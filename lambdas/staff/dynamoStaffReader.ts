import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../platform/config.ts';
import { dynamo } from '../platform/dynamo.ts';
import type { StaffRecord } from './staffRecord.ts';
import type { SetStaffPowers, StaffReader } from './staffStore.ts';

/**
 * The back office's accounts in their own table, apart from customers, read (the writes are
 * dynamoStaffStore.ts's): every account in one partition, by email (sign-in is one GetItem, the
 * owners' list one Query), a pointer from the id a token or an invitation link carries, and the
 * staff powers' one item beside them. The sign-ins' counters share the table (accounts/throttle.ts).
 */

export const staffTable = () => tableName('staff');

const STAFF_PARTITION = 'STAFF';
/** An account's item: its email in lower case is its key. */
export const staffKey = (email: string) => ({ pk: STAFF_PARTITION, sk: email.toLowerCase() });
/** The pointer from an account's id to its email. */
export const staffIdKey = (id: string) => ({ pk: `SID#${id}`, sk: 'SID' });
/** The staff powers' one item (docs/decisions/063-staff-powers.md). */
export const staffPowersKey = { pk: 'SETTINGS#STAFF_POWERS', sk: 'SETTINGS' } as const;

/** An account as the table keeps it. */
export type StaffItem = StaffRecord & { pk: string; sk: string };

const recordOf = ({ pk: _pk, sk: _sk, ...staff }: StaffItem): StaffRecord => staff;

/*
 * Each read is a function of its own, which the writer takes in by name: a writer that spread
 * this reader into itself would be kept by the bundler wherever the wiring (staffAdapters.ts) is
 * imported, and every desk that only checks a token would look like a writer to the grants.
 */

export async function staffByEmail(email: string): Promise<StaffRecord | undefined> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: staffTable(), Key: staffKey(email), ConsistentRead: true }));
  return Item && recordOf(Item as StaffItem);
}

export async function staffById(id: string): Promise<StaffRecord | undefined> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: staffTable(), Key: staffIdKey(id), ConsistentRead: true }));
  return typeof Item?.email === 'string' ? staffByEmail(Item.email) : undefined;
}

export async function everyStaff(): Promise<StaffRecord[]> {
  const found: StaffRecord[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: staffTable(),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': STAFF_PARTITION },
        ExclusiveStartKey: start,
      }),
    );
    found.push(...((page.Items ?? []) as StaffItem[]).map(recordOf));
    start = page.LastEvaluatedKey;
  } while (start);
  return found;
}

export async function staffPowersSet(): Promise<SetStaffPowers | undefined> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: staffTable(), Key: staffPowersKey, ConsistentRead: true }));
  const item = Item as (SetStaffPowers & typeof staffPowersKey) | undefined;
  if (!item) return undefined;
  return { maxDiscountPercent: item.maxDiscountPercent, maxRefund: item.maxRefund, updatedAt: item.updatedAt, updatedBy: item.updatedBy };
}

export const dynamoStaffReader: StaffReader = { byEmail: staffByEmail, byId: staffById, all: everyStaff, powers: staffPowersSet };
