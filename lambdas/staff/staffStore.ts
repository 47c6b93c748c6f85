import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../platform/config.ts';
import { dynamo } from '../platform/dynamo.ts';
import { STAFF_PARTITION, type StaffRecord, staffIdKey, staffKey } from './staffRecord.ts';

const staffTable = () => tableName('staff');

export async function getStaffByEmail(email: string): Promise<StaffRecord | undefined> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: staffTable(), Key: staffKey(email), ConsistentRead: true }));
  return Item as StaffRecord | undefined;
}

export async function getStaffById(id: string): Promise<StaffRecord | undefined> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: staffTable(), Key: staffIdKey(id), ConsistentRead: true }));
  return typeof Item?.email === 'string' ? getStaffByEmail(Item.email) : undefined;
}

/** Every account, by email: a small shop has a handful. */
export async function listStaff(): Promise<StaffRecord[]> {
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
    found.push(...((page.Items ?? []) as StaffRecord[]));
    start = page.LastEvaluatedKey;
  } while (start);
  return found;
}

/** Writes a new account and its id's pointer, on condition that the email has none yet; false when it has. */
export async function createStaff(staff: StaffRecord): Promise<boolean> {
  try {
    await dynamo().send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: staffTable(), Item: staff, ConditionExpression: 'attribute_not_exists(pk)' } },
          {
            Put: {
              TableName: staffTable(),
              Item: { ...staffIdKey(staff.id), email: staff.email },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
        ],
      }),
    );
    return true;
  } catch (error) {
    if ((error as Error).name === 'TransactionCanceledException') return false;
    throw error;
  }
}

/** A new invitation for an account that is still invited (a new link replaces the old one); false when it is not. */
export async function renewInvitation(email: string, invitation: StaffRecord['invitation']): Promise<boolean> {
  return conditionalUpdate(email, 'SET invitation = :invitation REMOVE pendingTotpSecret', '#status = :invited', {
    ':invitation': invitation,
    ':invited': 'INVITED',
  });
}

/** The secret an invitation shows, kept until accepted; the first opening makes it, later ones find it. */
export async function keepPendingSecret(email: string, sealed: string): Promise<boolean> {
  return conditionalUpdate(email, 'SET pendingTotpSecret = :sealed', '#status = :invited AND attribute_not_exists(pendingTotpSecret)', {
    ':sealed': sealed,
    ':invited': 'INVITED',
  });
}

/** Accepting an invitation: the password and the second factor are set, the link used up, in one conditional write. */
export async function activateStaff(staff: StaffRecord, passwordHash: string, step: number): Promise<boolean> {
  return conditionalUpdate(
    staff.email,
    'SET #status = :active, passwordHash = :hash, totpSecret = :secret, lastTotpStep = :step REMOVE invitation, pendingTotpSecret',
    '#status = :invited AND invitation.#hash = :invitationHash AND pendingTotpSecret = :secret',
    {
      ':active': 'ACTIVE',
      ':invited': 'INVITED',
      ':hash': passwordHash,
      ':secret': staff.pendingTotpSecret,
      ':step': step,
      ':invitationHash': staff.invitation?.hash,
    },
    { '#hash': 'hash' },
  );
}

/**
 * Takes a TOTP time step for the account: only a step later than the last one taken, so a code
 * seen over someone's shoulder, or sent twice, does not open a second session.
 */
export async function takeTotpStep(email: string, step: number): Promise<boolean> {
  return conditionalUpdate(email, 'SET lastTotpStep = :step', 'attribute_not_exists(lastTotpStep) OR lastTotpStep < :step', {
    ':step': step,
  });
}

/** Disabling an account still in `status`: it signs in no more, its sessions and any invitation link end. */
export async function disableAccount(email: string, status: StaffRecord['status']): Promise<boolean> {
  return conditionalUpdate(email, 'SET #status = :disabled ADD tokenVersion :one REMOVE invitation, pendingTotpSecret', '#status = :was', {
    ':disabled': 'DISABLED',
    ':one': 1,
    ':was': status,
  });
}

/**
 * An account still in `status` invited anew: its password and second factor are dropped, its
 * sessions end, and the new invitation is the only way back in.
 */
export async function reopenInvitation(
  email: string,
  status: StaffRecord['status'],
  invitation: StaffRecord['invitation'],
): Promise<boolean> {
  return conditionalUpdate(
    email,
    'SET #status = :invited, invitation = :invitation ADD tokenVersion :one REMOVE passwordHash, totpSecret, lastTotpStep, pendingTotpSecret',
    '#status = :was',
    { ':invited': 'INVITED', ':invitation': invitation, ':one': 1, ':was': status },
  );
}

/** Signing out: every token issued before stops working. */
export async function raiseTokenVersion(email: string): Promise<void> {
  await dynamo().send(
    new UpdateCommand({
      TableName: staffTable(),
      Key: staffKey(email),
      UpdateExpression: 'ADD tokenVersion :one',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':one': 1 },
    }),
  );
}

async function conditionalUpdate(
  email: string,
  update: string,
  condition: string,
  values: Record<string, unknown>,
  names: Record<string, string> = {},
): Promise<boolean> {
  const usesStatus = update.includes('#status') || condition.includes('#status');
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: staffTable(),
        Key: staffKey(email),
        UpdateExpression: update,
        ConditionExpression: `attribute_exists(pk) AND (${condition})`,
        ExpressionAttributeValues: values,
        ...(usesStatus || Object.keys(names).length > 0
          ? { ExpressionAttributeNames: { ...(usesStatus ? { '#status': 'status' } : {}), ...names } }
          : {}),
      }),
    );
    return true;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}
