import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../platform/config.ts';
import { dynamo } from '../platform/dynamo.ts';
import type { AccountReader } from './accountStore.ts';
import { type CustomerIdPointer, type CustomerRecord, customerAccountKey, customerIdKey } from './customerRecord.ts';

/**
 * The customers' accounts read from the customers table (key layout in customerRecord.ts; the
 * writes are dynamoAccountStore.ts's). Each read is a function of its own, which the writer takes
 * in by name, so a function that only reads carries no write (docs/decisions/088).
 */
export const customersTable = () => tableName('customers');

export async function accountByEmail(email: string): Promise<CustomerRecord | undefined> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: customersTable(), Key: customerAccountKey(email), ConsistentRead: true }),
  );
  return Item as CustomerRecord | undefined;
}

/** The id's pointer, then the account itself, if it is still the one the pointer names. */
export async function accountById(id: string): Promise<CustomerRecord | undefined> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: customersTable(), Key: customerIdKey(id), ConsistentRead: true }));
  const pointer = Item as CustomerIdPointer | undefined;
  if (!pointer) return undefined;
  const account = await accountByEmail(pointer.email);
  return account?.id === id ? account : undefined;
}

export const dynamoAccountReader: AccountReader = { byEmail: accountByEmail, byId: accountById };
