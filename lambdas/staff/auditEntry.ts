import type { AuditEntryView } from '@shop/shared/contract/admin';
import { tableName } from '../platform/config.ts';
import { randomId } from '../platform/ids.ts';
import type { StaffRecord } from './staffRecord.ts';

/**
 * The audit log (docs/decisions/036-back-office.md): one entry per staff action, who, what,
 * when, and the item before and after. Functions that act are granted PutItem alone on its
 * table, the owners' reader Query and GetItem alone: no function may change or delete an entry.
 * Entries are kept by month, newest read first, and by subject (an order's, a product's).
 */
export interface AuditRecord extends AuditEntryView {
  pk: string;
  sk: string;
  subjectKey: string;
}

export const auditTable = () => tableName('audit');
export const monthOf = (at: string) => at.slice(0, 7);
export const subjectKeyOf = (subject: { kind: string; id: string }) => `${subject.kind}#${subject.id}`;

/** A plain copy: what DynamoDB stores of an item is what JSON can say. */
const plain = (value: unknown) => (value === undefined ? undefined : JSON.parse(JSON.stringify(value)));

export interface AuditFact {
  action: string;
  subject: { kind: string; id: string };
  before?: unknown;
  after?: unknown;
}

/** Who acted: a member of staff, or the operator at the command line (`npm run admin`). */
export type AuditActor = Pick<StaffRecord, 'id' | 'email' | 'role'>;

/** The entry's write, for a transaction that makes the action itself: the entry is there exactly when the action is. */
export function auditItem(staff: AuditActor, fact: AuditFact, now: Date) {
  const entry = auditEntry(staff, fact, now);
  return { Put: { TableName: auditTable(), Item: entry, ConditionExpression: 'attribute_not_exists(pk)' } };
}

export function auditEntry(staff: AuditActor, fact: AuditFact, now: Date): AuditRecord {
  const at = now.toISOString();
  const id = randomId();
  const entry: AuditRecord = {
    pk: `LOG#${monthOf(at)}`,
    sk: `${at}#${id}`,
    id,
    at,
    staff: { id: staff.id, email: staff.email, role: staff.role },
    action: fact.action,
    subject: fact.subject,
    subjectKey: subjectKeyOf(fact.subject),
    ...(fact.before === undefined ? {} : { before: plain(fact.before) }),
    ...(fact.after === undefined ? {} : { after: plain(fact.after) }),
  };
  return entry;
}
