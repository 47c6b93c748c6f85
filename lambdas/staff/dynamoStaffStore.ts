import { PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, isConditionFailure, transactionCancelReasons } from '../platform/dynamo.ts';
import {
  everyStaff,
  type StaffItem,
  staffByEmail,
  staffById,
  staffIdKey,
  staffKey,
  staffPowersKey,
  staffPowersSet,
  staffTable,
} from './dynamoStaffReader.ts';
import type { StaffStore } from './staffStore.ts';

/** The back office's accounts, read and written (key layout in dynamoStaffReader.ts). */

export const dynamoStaffStore: StaffStore = {
  // The reads by name, not spread: dynamoStaffReader.ts says why.
  byEmail: staffByEmail,
  byId: staffById,
  all: everyStaff,
  powers: staffPowersSet,

  /** The account and its id's pointer in one transaction, each on condition that it is new. */
  async add(staff) {
    const item: StaffItem = { ...staffKey(staff.email), ...staff };
    try {
      await dynamo().send(
        new TransactWriteCommand({
          TransactItems: [
            { Put: { TableName: staffTable(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' } },
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
      return 'added';
    } catch (error) {
      if (transactionCancelReasons(error)) return 'taken';
      throw error;
    }
  },

  async renewInvitation(email, invitation) {
    const renewed = await conditionalUpdate(email, 'SET invitation = :invitation REMOVE pendingTotpSecret', '#status = :invited', {
      ':invitation': invitation,
      ':invited': 'INVITED',
    });
    return renewed ? 'renewed' : 'changed';
  },

  async keepPendingSecret(email, sealed) {
    const kept = await conditionalUpdate(
      email,
      'SET pendingTotpSecret = :sealed',
      '#status = :invited AND attribute_not_exists(pendingTotpSecret)',
      { ':sealed': sealed, ':invited': 'INVITED' },
    );
    return kept ? 'kept' : 'changed';
  },

  /** The password and the second factor set, the link used up, in one conditional write. */
  async activate(invited, passwordHash, step) {
    // Read without a link or a secret shown, it was not an invitation to accept.
    if (!invited.invitation || !invited.pendingTotpSecret) return 'changed';
    const activated = await conditionalUpdate(
      invited.email,
      'SET #status = :active, passwordHash = :hash, totpSecret = :secret, lastTotpStep = :step REMOVE invitation, pendingTotpSecret',
      '#status = :invited AND invitation.#hash = :invitationHash AND pendingTotpSecret = :secret',
      {
        ':active': 'ACTIVE',
        ':invited': 'INVITED',
        ':hash': passwordHash,
        ':secret': invited.pendingTotpSecret,
        ':step': step,
        ':invitationHash': invited.invitation.hash,
      },
      { '#hash': 'hash' },
    );
    return activated ? 'activated' : 'changed';
  },

  /** Only a step later than the last one taken, so a code seen over someone's shoulder, or sent twice, opens no second session. */
  async takeTotpStep(email, step) {
    const taken = await conditionalUpdate(email, 'SET lastTotpStep = :step', 'attribute_not_exists(lastTotpStep) OR lastTotpStep < :step', {
      ':step': step,
    });
    return taken ? 'taken' : 'spent';
  },

  async disable(email, status) {
    const disabled = await conditionalUpdate(
      email,
      'SET #status = :disabled ADD tokenVersion :one REMOVE invitation, pendingTotpSecret',
      '#status = :was',
      { ':disabled': 'DISABLED', ':one': 1, ':was': status },
    );
    return disabled ? 'disabled' : 'changed';
  },

  async reopenInvitation(email, status, invitation) {
    const reopened = await conditionalUpdate(
      email,
      'SET #status = :invited, invitation = :invitation ADD tokenVersion :one REMOVE passwordHash, totpSecret, lastTotpStep, pendingTotpSecret',
      '#status = :was',
      { ':invited': 'INVITED', ':invitation': invitation, ':one': 1, ':was': status },
    );
    return reopened ? 'reopened' : 'changed';
  },

  async signOutEverywhere(email) {
    await dynamo().send(
      new UpdateCommand({
        TableName: staffTable(),
        Key: staffKey(email),
        UpdateExpression: 'ADD tokenVersion :one',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':one': 1 },
      }),
    );
  },

  async setPowers(powers) {
    await dynamo().send(
      new PutCommand({
        TableName: staffTable(),
        Item: {
          ...staffPowersKey,
          maxDiscountPercent: powers.maxDiscountPercent,
          maxRefund: powers.maxRefund,
          updatedAt: powers.updatedAt,
          updatedBy: powers.updatedBy,
        },
      }),
    );
  },
};

/** An update of an account that is there and meets `condition`; false when it is not there or does not. */
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
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
