import { createHash } from 'node:crypto';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { SUPPRESSION_LIST_TABLE } from '../tables.ts';
import { tableName } from './config.ts';
import { dynamo, isConditionFailure } from './dynamo.ts';

/**
 * SES's word that it took a mail, kept by the mail's key (docs/decisions/070-mail-exactly-once.md).
 * SES cannot deduplicate a send, so a worker that dies between SES taking a mail and marking its
 * effect done would send it again on the next try. Each keyed send therefore carries its key as a
 * message tag; SES's `Send` event of the configuration set brings the tag back to the mailEvents
 * consumer, which writes `MAILSENT#<tag>` here; a retry finds it and sends nothing.
 *
 * The items live with the suppression list (the customers table), which every function that mails
 * may already read, so the check before a retry needs no grant of its own.
 */

/** The message tag's name (SES reserves names starting with `ses:`). */
export const MAIL_KEY_TAG = 'shop-mail-key';

/**
 * The tag's value for a mail's key: its SHA-256 in base64url, 43 characters, which SES's tag
 * rules take (letters, digits, `-`, `_`, at most 256), whatever the key holds (`17/ZG1/1`, `:`).
 */
export const mailKeyTag = (key: string): string => createHash('sha256').update(key, 'utf8').digest('base64url');

const SENT_MAIL_PREFIX = 'MAILSENT#';
const SENT_MAIL_SK = 'MAILSENT';

/**
 * How long SES's word is kept: longer than any outbox tries a mail (36 tries, about four days)
 * and than an operator takes to revive a given-up one after fixing what stopped it.
 */
export const KEEP_SENT_MAIL_SECONDS = 30 * 86_400;

export const sentMailKey = (tag: string) => ({ pk: `${SENT_MAIL_PREFIX}${tag}`, sk: SENT_MAIL_SK }) as const;

export interface SentMail {
  /** SES's id of the mail it took. */
  messageId: string;
  /** When SES took it (its event's `mail.timestamp`). */
  sentAt: string;
}

interface SentMailRecord extends SentMail {
  pk: string;
  sk: typeof SENT_MAIL_SK;
  recordedAt: string;
  expiresAt: number;
}

/** The port a mailer asks before it sends a mail again. */
export interface SentMails {
  /** SES's word on the mail of this key, when it took one. */
  find(key: string): Promise<SentMail | undefined>;
}

export async function findSentMail(key: string): Promise<SentMail | undefined> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(SUPPRESSION_LIST_TABLE), Key: sentMailKey(mailKeyTag(key)), ConsistentRead: true }),
  );
  if (!Item) return undefined;
  const { messageId, sentAt } = Item as SentMailRecord;
  return { messageId, sentAt };
}

export const dynamoSentMails = (): SentMails => ({ find: findSentMail });

/** Keeps SES's word that it took the mail tagged `tag`; the first word stands (SES may publish an event twice). */
export async function recordSentMail(tag: string, mail: SentMail, now: Date): Promise<'recorded' | 'already'> {
  const record: SentMailRecord = {
    ...sentMailKey(tag),
    ...mail,
    recordedAt: now.toISOString(),
    expiresAt: Math.floor(now.getTime() / 1000) + KEEP_SENT_MAIL_SECONDS,
  };
  try {
    await dynamo().send(
      new PutCommand({ TableName: tableName(SUPPRESSION_LIST_TABLE), Item: record, ConditionExpression: 'attribute_not_exists(pk)' }),
    );
    return 'recorded';
  } catch (error) {
    if (isConditionFailure(error)) return 'already';
    throw error;
  }
}
