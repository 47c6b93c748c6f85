import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { SUPPRESSION_LIST_TABLE } from '../tables.ts';
import { tableName } from './config.ts';
import { dynamo, isConditionFailure } from './dynamo.ts';

/**
 * The shop's suppression list: addresses SES reported as bouncing for good or complaining, which
 * the shop no longer mails (docs/decisions/052-mail-bounces-and-complaints.md). One item per
 * address in the customers table, `SUPPRESSED#<address>` / `SUPPRESSED`, so the check before a
 * send is one GetItem. Each writer below is a function of its own: a function that only sends
 * mail bundles the read alone, and its grant stays read.
 */
export const SUPPRESSED_PREFIX = 'SUPPRESSED#';
export const SUPPRESSED_SK = 'SUPPRESSED';

/** How long a lifted entry is kept: it lets feedback older than the lifting (a late retry, a redriven message) pass without effect. */
const KEEP_LIFTED_SECONDS = 30 * 86_400;

export type SuppressionReason = 'bounce' | 'complaint';

export interface Suppression {
  /** Lower-cased, without a display name. */
  email: string;
  reason: SuppressionReason;
  /** What SES said: `Permanent/General`, `Permanent/Suppressed`, a complaint's feedback type. */
  detail: string;
  /** When the recipient's server bounced it or the recipient complained (SES's timestamp). */
  at: string;
  /** SES's feedback id, to find the event in SES's and the consumer's logs. */
  feedbackId: string;
  /** When the shop put it on the list. */
  recordedAt: string;
}

export interface SuppressionRecord extends Suppression {
  pk: string;
  sk: typeof SUPPRESSED_SK;
  /** Set when the operator lifted it; a lifted entry suppresses nothing. */
  liftedAt?: string;
  /** DynamoDB deletes a lifted entry then (epoch seconds). */
  expiresAt?: number;
}

/** `Ana <Ana@Example.hr>` and ` ana@example.hr` are the same address. */
export function mailAddress(to: string): string {
  const bracketed = /<([^<>]+)>\s*$/.exec(to);
  return (bracketed?.[1] ?? to).trim().toLowerCase();
}

/** `durda.simic@example.hr` → `d***@example.hr`: enough to tell mails apart in a log, not to mail anyone. */
export function maskedAddress(to: string): string {
  const address = mailAddress(to);
  const at = address.lastIndexOf('@');
  return at < 1 ? '***' : `${address[0]}***${address.slice(at)}`;
}

export const suppressionKey = (email: string) => ({ pk: `${SUPPRESSED_PREFIX}${mailAddress(email)}`, sk: SUPPRESSED_SK }) as const;

/** The port the mailer checks before every send. */
export interface SuppressionList {
  /** The address's entry while it suppresses sending; undefined when it may be mailed. */
  find(to: string): Promise<Suppression | undefined>;
}

export async function findSuppression(to: string): Promise<Suppression | undefined> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: tableName(SUPPRESSION_LIST_TABLE), Key: suppressionKey(to) }));
  const record = Item as SuppressionRecord | undefined;
  if (!record || record.liftedAt !== undefined) return undefined;
  const { email, reason, detail, at, feedbackId, recordedAt } = record;
  return { email, reason, detail, at, feedbackId, recordedAt };
}

export const dynamoSuppressionList = (): SuppressionList => ({ find: findSuppression });

/**
 * Puts an address on the list, once: the same feedback delivered again, or other feedback for an
 * address already on it, changes nothing. An entry the operator lifted is taken again only by
 * feedback from after the lifting.
 */
export async function suppress(entry: Omit<Suppression, 'recordedAt'>, now: Date): Promise<'suppressed' | 'already'> {
  const email = mailAddress(entry.email);
  const record: SuppressionRecord = { ...suppressionKey(email), ...entry, email, recordedAt: now.toISOString() };
  try {
    await dynamo().send(
      new PutCommand({
        TableName: tableName(SUPPRESSION_LIST_TABLE),
        Item: record,
        ConditionExpression: 'attribute_not_exists(pk) OR (attribute_exists(liftedAt) AND liftedAt < :at)',
        ExpressionAttributeValues: { ':at': entry.at },
      }),
    );
    return 'suppressed';
  } catch (error) {
    if (isConditionFailure(error)) return 'already';
    throw error;
  }
}

/** Lets the address be mailed again (its owner fixed the mailbox); the entry as it was, or undefined when it suppressed nothing. */
export async function liftSuppression(to: string, now: Date): Promise<Suppression | undefined> {
  try {
    const { Attributes } = await dynamo().send(
      new UpdateCommand({
        TableName: tableName(SUPPRESSION_LIST_TABLE),
        Key: suppressionKey(to),
        UpdateExpression: 'SET liftedAt = :now, expiresAt = :expires',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(liftedAt)',
        ExpressionAttributeValues: {
          ':now': now.toISOString(),
          ':expires': Math.floor(now.getTime() / 1000) + KEEP_LIFTED_SECONDS,
        },
        ReturnValues: 'ALL_OLD',
      }),
    );
    return Attributes as Suppression;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}
