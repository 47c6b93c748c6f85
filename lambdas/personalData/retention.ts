import { DeleteCommand, QueryCommand, type QueryCommandOutput, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { CONTACT_MESSAGE_RETENTION_DAYS } from '../content/contactForm.ts';
import type { Clock } from '../platform/clock.ts';
import { tableName } from '../platform/config.ts';
import { dynamo, isConditionFailure } from '../platform/dynamo.ts';
import { CODES_DUE, type CustomerRecord } from '../accounts/customerRecord.ts';
import { completeDeletion } from './deleteAccount.ts';
import { unfinishedDeletions } from './personalDataStore.ts';

/**
 * The retention job (docs/decisions/024-personal-data.md), every hour:
 * - finishes account deletions whose function died on the way (marked DELETING, listed by the
 *   customers table's byDue index), once they are older than a run that could still be going;
 * - deletes contact messages older than CONTACT_MESSAGE_RETENTION_DAYS. They carry a TTL too,
 *   which stays the main path in AWS; DynamoDB's TTL deletes up to days late, and DynamoDB Local
 *   not at all, so the job makes the period exact everywhere;
 * - removes one-time codes (activation, password reset) a week after they stopped working. They
 *   are attributes of the account, which TTL cannot remove; the week keeps a late click told that
 *   its link expired rather than that it never was one. The account is listed in the byDue index
 *   by its code's expiry when the code is stored (accountStore.ts, accountMailWorker.ts).
 */
export const DELETION_GRACE_MINUTES = 10;
export const EXPIRED_CODES_KEPT_DAYS = 7;
/** How many months before the cutoff the job looks back: the earlier ones went in earlier runs (or by TTL). */
const MONTHS_LOOKED_BACK = 24;
const DAY_MS = 86_400_000;

export interface RetentionCounts {
  deletionsFinished: number;
  contactMessagesDeleted: number;
  codesRemoved: number;
}

export async function runRetention(ports: { clock: Clock }): Promise<RetentionCounts> {
  const now = ports.clock.now();
  let deletionsFinished = 0;
  for (const account of await unfinishedDeletions(new Date(now.getTime() - DELETION_GRACE_MINUTES * 60_000), 25)) {
    await completeDeletion(account, now);
    deletionsFinished++;
  }
  return {
    deletionsFinished,
    contactMessagesDeleted: await deleteOldContactMessages(new Date(now.getTime() - CONTACT_MESSAGE_RETENTION_DAYS * DAY_MS)),
    codesRemoved: await removeExpiredCodes(new Date(now.getTime() - EXPIRED_CODES_KEPT_DAYS * DAY_MS)),
  };
}

/** The `CM#<yyyy-mm>` partitions from MONTHS_LOOKED_BACK months before the cutoff's month to it. */
function monthsUpTo(cutoff: Date): string[] {
  const months: string[] = [];
  for (let back = MONTHS_LOOKED_BACK; back >= 0; back--) {
    const month = new Date(Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() - back, 1));
    months.push(`CM#${month.toISOString().slice(0, 7)}`);
  }
  return months;
}

/** Contact messages received before the cutoff: a Query on each month's partition, keys only. */
export async function deleteOldContactMessages(cutoff: Date): Promise<number> {
  let deleted = 0;
  for (const month of monthsUpTo(cutoff)) {
    let startKey: Record<string, unknown> | undefined;
    do {
      const page = await dynamo().send(
        new QueryCommand({
          TableName: tableName('content'),
          KeyConditionExpression: 'pk = :month AND sk < :cutoff',
          ExpressionAttributeValues: { ':month': month, ':cutoff': cutoff.toISOString() },
          ProjectionExpression: 'pk, sk',
          ExclusiveStartKey: startKey,
        }),
      );
      for (const key of page.Items ?? []) {
        await dynamo().send(new DeleteCommand({ TableName: tableName('content'), Key: { pk: key.pk, sk: key.sk } }));
        deleted++;
      }
      startKey = page.LastEvaluatedKey;
    } while (startKey);
  }
  return deleted;
}

const CODES = [
  { hash: 'activationCodeHash', expires: 'activationExpiresAt' },
  { hash: 'resetCodeHash', expires: 'resetExpiresAt' },
] as const;

/**
 * Accounts' one-time codes that expired before the cutoff, found by the byDue index (an account
 * holding a code is listed there by its expiry). Each account loses the expired codes and leaves
 * the index, or, holding a newer code, is listed again by that code's expiry.
 */
export async function removeExpiredCodes(cutoff: Date): Promise<number> {
  let removed = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page: QueryCommandOutput = await dynamo().send(
      new QueryCommand({
        TableName: tableName('customers'),
        IndexName: 'byDue',
        KeyConditionExpression: 'dueKey = :codes AND dueAt < :cutoff',
        ExpressionAttributeValues: { ':codes': CODES_DUE, ':cutoff': cutoff.toISOString() },
        ExclusiveStartKey: startKey,
      }),
    );
    for (const account of (page.Items ?? []) as CustomerRecord[]) {
      const expired = CODES.filter(
        (code) => typeof account[code.expires] === 'string' && (account[code.expires] as string) < cutoff.toISOString(),
      );
      const kept = CODES.flatMap((code) =>
        expired.includes(code) ? [] : [account[code.expires]].filter((at): at is string => typeof at === 'string'),
      );
      const next = kept.sort()[0];
      const removals = [...expired.flatMap((code) => [code.hash, code.expires]), ...(next ? [] : ['dueKey', 'dueAt'])];
      try {
        await dynamo().send(
          new UpdateCommand({
            TableName: tableName('customers'),
            Key: { pk: account.pk, sk: account.sk },
            UpdateExpression: `${next ? 'SET dueAt = :next ' : ''}${removals.length ? `REMOVE ${removals.join(', ')}` : ''}`,
            // A code sent, or a deletion begun, since the index was read: left for the next run.
            ConditionExpression: 'dueKey = :codes AND dueAt = :read',
            ExpressionAttributeValues: { ':codes': CODES_DUE, ':read': account.dueAt, ...(next ? { ':next': next } : {}) },
          }),
        );
        removed += expired.length;
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return removed;
}
