import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../platform/config.ts';
import { dynamo, isConditionFailure, transactionCancelReasons } from '../platform/dynamo.ts';
import {
  CODES_DUE,
  type CustomerIdPointer,
  type CustomerRecord,
  customerAccountKey,
  customerIdKey,
  customerIdPointer,
} from './customerRecord.ts';

const table = () => tableName('customers');

export async function getAccountByEmail(email: string): Promise<CustomerRecord | undefined> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: table(), Key: customerAccountKey(email), ConsistentRead: true }));
  return Item as CustomerRecord | undefined;
}

/** The account an emailed link or a token names: the id's pointer, then the account itself. */
export async function getAccountById(id: string): Promise<CustomerRecord | undefined> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: table(), Key: customerIdKey(id), ConsistentRead: true }));
  const pointer = Item as CustomerIdPointer | undefined;
  if (!pointer) return undefined;
  const account = await getAccountByEmail(pointer.email);
  return account?.id === id ? account : undefined;
}

/** Writes a new account and its id pointer together, unless the email already has an account. */
export async function createAccount(account: CustomerRecord): Promise<'created' | 'exists'> {
  try {
    await dynamo().send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: table(), Item: account, ConditionExpression: 'attribute_not_exists(pk)' } },
          { Put: { TableName: table(), Item: customerIdPointer(account), ConditionExpression: 'attribute_not_exists(pk)' } },
        ],
      }),
    );
    return 'created';
  } catch (error) {
    if (transactionCancelReasons(error)?.[0] === 'ConditionalCheckFailed') return 'exists';
    throw error;
  }
}

/**
 * Gives a still-pending account made by this very registration a new activation code (its
 * first mail did not go); false when the email's account is someone else's, or active.
 */
export async function renewActivationCode(account: CustomerRecord, now: Date): Promise<boolean> {
  return conditionalUpdate({
    TableName: table(),
    Key: customerAccountKey(account.email),
    UpdateExpression: 'SET activationCodeHash = :hash, activationExpiresAt = :expires, updatedAt = :now, dueKey = :codes, dueAt = :expires',
    ConditionExpression: 'id = :id AND #status = :pending',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: {
      ':hash': account.activationCodeHash,
      ':expires': account.activationExpiresAt,
      ':codes': CODES_DUE,
      ':now': now.toISOString(),
      ':id': account.id,
      ':pending': 'PENDING',
    },
  });
}

/**
 * Stores the hash of a newly sent reset code on the email's account, if it has one, and returns
 * that account. It replaces any earlier code, so only the latest link works.
 */
export async function saveResetCode(
  email: string,
  code: { hash: string; expiresAt: string },
  now: Date,
): Promise<CustomerRecord | undefined> {
  try {
    const { Attributes } = await dynamo().send(
      new UpdateCommand({
        TableName: table(),
        Key: customerAccountKey(email),
        // The retention job removes the code a week after it expires (lambdas/personalData/retention.ts).
        UpdateExpression: 'SET resetCodeHash = :hash, resetExpiresAt = :expires, updatedAt = :now, dueKey = :codes, dueAt = :expires',
        // An account being deleted gets no link: it is as good as gone.
        ConditionExpression: 'attribute_exists(pk) AND #status <> :deleting',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':hash': code.hash,
          ':expires': code.expiresAt,
          ':now': now.toISOString(),
          ':codes': CODES_DUE,
          ':deleting': 'DELETING',
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes as CustomerRecord;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/** Activates the account if the code is still the stored, unexpired one; false if it was used or expired meanwhile. */
export async function useActivationCode(email: string, codeHash: string, now: Date): Promise<boolean> {
  return conditionalUpdate({
    TableName: table(),
    Key: customerAccountKey(email),
    UpdateExpression: 'SET #status = :active, updatedAt = :now REMOVE activationCodeHash, activationExpiresAt',
    ConditionExpression: 'activationCodeHash = :hash AND activationExpiresAt > :now',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':active': 'ACTIVE', ':hash': codeHash, ':now': now.toISOString() },
  });
}

/**
 * Sets the new password if the reset code is still the stored, unexpired one, in one conditional
 * write: the code is used up, the token version goes up (older tokens stop working) and a
 * PENDING account becomes ACTIVE, since following the link proved the email.
 */
export async function useResetCode(email: string, codeHash: string, passwordHash: string, now: Date): Promise<boolean> {
  return conditionalUpdate({
    TableName: table(),
    Key: customerAccountKey(email),
    UpdateExpression:
      'SET passwordHash = :password, #status = :active, tokenVersion = if_not_exists(tokenVersion, :zero) + :one, updatedAt = :now ' +
      'REMOVE resetCodeHash, resetExpiresAt, activationCodeHash, activationExpiresAt',
    ConditionExpression: 'resetCodeHash = :hash AND resetExpiresAt > :now',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: {
      ':password': passwordHash,
      ':active': 'ACTIVE',
      ':zero': 0,
      ':one': 1,
      ':hash': codeHash,
      ':now': now.toISOString(),
    },
  });
}

/** The profile fields an owner may change; nothing else can reach the update. */
const PROFILE_FIELDS = [
  'firstName',
  'lastName',
  'birthDate',
  'gender',
  'oib',
  'newsletterSubscription',
  'addresses',
  'expectingBaby',
  'expectingBabyDate',
  'expectingBabyConsentAt',
] as const;
export type ProfileChanges = Partial<Pick<CustomerRecord, (typeof PROFILE_FIELDS)[number]>>;

/** Sets the fields given, removes those given as null, and returns the account as it now is. */
export async function updateProfile(
  email: string,
  changes: { [K in keyof ProfileChanges]: ProfileChanges[K] | null },
  now: Date,
): Promise<CustomerRecord | undefined> {
  const sets = ['updatedAt = :now'];
  const removes: string[] = [];
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ':now': now.toISOString() };
  for (const field of PROFILE_FIELDS) {
    const value = changes[field];
    if (value === undefined) continue;
    names[`#${field}`] = field;
    if (value === null) removes.push(`#${field}`);
    else {
      sets.push(`#${field} = :${field}`);
      values[`:${field}`] = value;
    }
  }
  try {
    const { Attributes } = await dynamo().send(
      new UpdateCommand({
        TableName: table(),
        Key: customerAccountKey(email),
        UpdateExpression: `SET ${sets.join(', ')}${removes.length ? ` REMOVE ${removes.join(', ')}` : ''}`,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: Object.keys(names).length ? names : undefined,
        ExpressionAttributeValues: values,
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes as CustomerRecord;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

async function conditionalUpdate(input: ConstructorParameters<typeof UpdateCommand>[0]): Promise<boolean> {
  try {
    await dynamo().send(new UpdateCommand(input));
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
