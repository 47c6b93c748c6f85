import type { Clock } from '../platform/clock.ts';
import { CONTACT_MESSAGE_RETENTION_DAYS } from '../content/contactForm.ts';
import { completeDeletion } from './deleteAccount.ts';
import type { PersonalDataStore } from './personalDataStore.ts';

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
const DAY_MS = 86_400_000;

export interface RetentionCounts {
  deletionsFinished: number;
  contactMessagesDeleted: number;
  codesRemoved: number;
}

export async function runRetention({ clock, data }: { clock: Clock; data: PersonalDataStore }): Promise<RetentionCounts> {
  const now = clock.now();
  let deletionsFinished = 0;
  for (const account of await data.unfinishedDeletions(new Date(now.getTime() - DELETION_GRACE_MINUTES * 60_000), 25)) {
    await completeDeletion(account, now, data);
    deletionsFinished++;
  }
  return {
    deletionsFinished,
    contactMessagesDeleted: await data.forgetContactMessagesBefore(new Date(now.getTime() - CONTACT_MESSAGE_RETENTION_DAYS * DAY_MS)),
    codesRemoved: await data.removeCodesExpiredBefore(new Date(now.getTime() - EXPIRED_CODES_KEPT_DAYS * DAY_MS)),
  };
}
