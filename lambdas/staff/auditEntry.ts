import type { AuditEntryView } from '@shop/shared/contract/admin';
import { randomId } from '../platform/ids.ts';
import type { StaffRecord } from './staffRecord.ts';

/**
 * The audit log (docs/decisions/036-back-office.md): one entry per staff action, who, what,
 * when, and the item before and after. Functions that act are granted PutItem alone on its
 * table, the owners' reader Query and GetItem alone: no function may change or delete an entry.
 * Entries are read by month, newest first, and by subject (an order's, a product's). The port is
 * auditLog.ts's; how the table keeps them, dynamoAuditLog.ts's.
 */
export type AuditEntry = AuditEntryView;

export const monthOf = (at: string) => at.slice(0, 7);
/** What the entries about one subject are found by: `order#o-1`, as the owners' reader asks for them. */
export const subjectKeyOf = (subject: { kind: string; id: string }) => `${subject.kind}#${subject.id}`;

/** A plain copy: what the log keeps of an item is what JSON can say. */
const plain = (value: unknown) => (value === undefined ? undefined : JSON.parse(JSON.stringify(value)));

export interface AuditFact {
  action: string;
  subject: { kind: string; id: string };
  before?: unknown;
  after?: unknown;
}

/** Who acted: a member of staff, or the operator at the command line (`npm run admin`). */
export type AuditActor = Pick<StaffRecord, 'id' | 'email' | 'role'>;

/** A new entry, with an id of its own, for what `actor` did at `now`. */
export function auditEntry(actor: AuditActor, fact: AuditFact, now: Date): AuditEntry {
  return {
    id: randomId(),
    at: now.toISOString(),
    staff: { id: actor.id, email: actor.email, role: actor.role },
    action: fact.action,
    subject: fact.subject,
    ...(fact.before === undefined ? {} : { before: plain(fact.before) }),
    ...(fact.after === undefined ? {} : { after: plain(fact.after) }),
  };
}
