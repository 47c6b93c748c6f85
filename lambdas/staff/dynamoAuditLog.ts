import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../platform/config.ts';
import { dynamo } from '../platform/dynamo.ts';
import { type AuditActor, type AuditEntry, type AuditFact, auditEntry, monthOf, subjectKeyOf } from './auditEntry.ts';
import type { AuditLog } from './auditLog.ts';

/**
 * The audit log in its own table, added to (the reads are dynamoAuditReader.ts's): entries kept by
 * month, newest read first (`LOG#2026-11`, sorted by instant and id), and by subject (the
 * bySubject index, by instant).
 */

export const auditTable = () => tableName('audit');
export const monthPartition = (month: string) => `LOG#${month}`;

export const auditKeys = (entry: Pick<AuditEntry, 'id' | 'at' | 'subject'>) => ({
  pk: monthPartition(monthOf(entry.at)),
  sk: `${entry.at}#${entry.id}`,
  subjectKey: subjectKeyOf(entry.subject),
});

/** An entry as the table keeps it. */
export type AuditItem = AuditEntry & ReturnType<typeof auditKeys>;

/** The entry's write as a part of a transaction; a new key every time, and never over an entry that is there. */
const auditPut = (entry: AuditEntry) => ({
  Put: {
    TableName: auditTable(),
    Item: { ...auditKeys(entry), ...entry } satisfies AuditItem,
    ConditionExpression: 'attribute_not_exists(pk)',
  },
});

/**
 * The entry of what `actor` did, for the transaction of another context's adapter that does it
 * (an order's step): the entry is there exactly when the action is.
 */
export const auditItem = (actor: AuditActor, fact: AuditFact, now: Date) => auditPut(auditEntry(actor, fact, now));

export const dynamoAuditLog: AuditLog = {
  async append(entry) {
    const { Put } = auditPut(entry);
    await dynamo().send(new PutCommand(Put));
  },
};
