import { TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, isConditionFailure, transactionCancelReasons } from '../platform/dynamo.ts';
import { type AccountStore, PROFILE_FIELDS } from './accountStore.ts';
import { CODES_DUE, type CustomerRecord, customerAccountKey, customerIdPointer } from './customerRecord.ts';
import { accountByEmail, accountById, customersTable } from './dynamoAccountReader.ts';

/** The customers' accounts, read and written (key layout in customerRecord.ts). */
export const dynamoAccountStore: AccountStore = {
  // The reads by name, not spread: dynamoAccountReader.ts says why.
  byEmail: accountByEmail,
  byId: accountById,

  /** The account and its id's pointer in one transaction, each on condition that it is new. */
  async create(account) {
    try {
      await dynamo().send(
        new TransactWriteCommand({
          TransactItems: [
            { Put: { TableName: customersTable(), Item: account, ConditionExpression: 'attribute_not_exists(pk)' } },
            { Put: { TableName: customersTable(), Item: customerIdPointer(account), ConditionExpression: 'attribute_not_exists(pk)' } },
          ],
        }),
      );
      return 'created';
    } catch (error) {
      if (transactionCancelReasons(error)?.[0] === 'ConditionalCheckFailed') return 'exists';
      throw error;
    }
  },

  renewActivationCode: (account, now) =>
    conditionalUpdate({
      Key: customerAccountKey(account.email),
      // The retention job removes the code a week after it expires (lambdas/personalData/retention.ts).
      UpdateExpression:
        'SET activationCodeHash = :hash, activationExpiresAt = :expires, updatedAt = :now, dueKey = :codes, dueAt = :expires',
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
    }),

  saveResetCode: (email, code, now) =>
    updatedAccount({
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
    }),

  useActivationCode: (email, codeHash, now) =>
    conditionalUpdate({
      Key: customerAccountKey(email),
      UpdateExpression: 'SET #status = :active, updatedAt = :now REMOVE activationCodeHash, activationExpiresAt',
      ConditionExpression: 'activationCodeHash = :hash AND activationExpiresAt > :now',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':active': 'ACTIVE', ':hash': codeHash, ':now': now.toISOString() },
    }),

  useResetCode: (email, codeHash, passwordHash, now) =>
    conditionalUpdate({
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
    }),

  updateProfile(email, changes, now) {
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
    return updatedAccount({
      Key: customerAccountKey(email),
      UpdateExpression: `SET ${sets.join(', ')}${removes.length ? ` REMOVE ${removes.join(', ')}` : ''}`,
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: Object.keys(names).length ? names : undefined,
      ExpressionAttributeValues: values,
    });
  },

  async writeWishlist(account, readVersion, productIds) {
    const written = await conditionalUpdate({
      Key: customerAccountKey(account.email),
      UpdateExpression: 'SET wishlist = :next, wishlistVersion = :version',
      ConditionExpression: `id = :id AND ${readVersion === 0 ? 'attribute_not_exists(wishlistVersion)' : 'wishlistVersion = :read'}`,
      ExpressionAttributeValues: {
        ':next': productIds,
        ':version': readVersion + 1,
        ':id': account.id,
        ...(readVersion ? { ':read': readVersion } : {}),
      },
    });
    return written ? 'written' : 'stale';
  },
};

type AccountUpdate = Omit<ConstructorParameters<typeof UpdateCommand>[0], 'TableName' | 'ReturnValues'>;

/** The update on its condition; false when the condition did not hold. */
async function conditionalUpdate(input: AccountUpdate): Promise<boolean> {
  return (await updated(input, 'NONE')) !== false;
}

/** The account as the update left it; undefined when the condition did not hold. */
async function updatedAccount(input: AccountUpdate): Promise<CustomerRecord | undefined> {
  const result = await updated(input, 'ALL_NEW');
  return result === false ? undefined : (result as CustomerRecord);
}

async function updated(input: AccountUpdate, returnValues: 'NONE' | 'ALL_NEW'): Promise<unknown> {
  try {
    const { Attributes } = await dynamo().send(new UpdateCommand({ TableName: customersTable(), ReturnValues: returnValues, ...input }));
    return Attributes;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
