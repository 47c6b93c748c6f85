import type { AuditPage } from '@shop/shared/contract/admin';
import { badRequest } from '../platform/errors.ts';
import { type AuditActor, type AuditEntry, type AuditFact, auditEntry, monthOf } from './auditEntry.ts';
import { STAFF } from './messages.ts';

/**
 * The audit log as its use cases see it (docs/decisions/088), two ports, as its grants are two:
 * every function that acts adds to it and reads nothing of it (PutItem alone), the owners' reader
 * reads it and adds nothing. One DynamoDB adapter (dynamoAuditLog.ts, dynamoAuditReader.ts), one
 * in-memory fake (memoryAuditLog.ts); both pass staffStoreContract.ts. What an entry is: auditEntry.ts.
 */
export interface AuditLog {
  /** Adds the entry; one with its id and instant there already is an error: no entry is written over. */
  append(entry: AuditEntry): Promise<void>;
}

export interface AuditReader {
  /**
   * The entries of a month ('2026-11'), newest first, at most `limit`, after `from` (a position
   * this reader gave for that month); `next` where the part stopped short of the month's end (at
   * `limit`, even with nothing after it). `unknownPosition` when `from` is not one of the month's.
   */
  month(month: string, limit: number, from?: AuditPosition): Promise<AuditPart | 'unknownPosition'>;
  /** The entries about one subject (`order#o-1`), newest first, at most `limit`, after `from`; `next` likewise. */
  subject(subjectKey: string, limit: number, from?: AuditPosition): Promise<AuditPart>;
}

/** Where a part of the log stopped, as the reader gave it: handed back to go on from there, never made up by a caller. */
export type AuditPosition = Record<string, string>;

export interface AuditPart {
  entries: AuditEntry[];
  next?: AuditPosition;
}

/** Adds what `actor` did at `now` to the log. */
export async function recordAudit(log: AuditLog, actor: AuditActor, fact: AuditFact, now: Date): Promise<AuditEntry> {
  const entry = auditEntry(actor, fact, now);
  await log.append(entry);
  return entry;
}

const PAGE = 50;
/** How many empty months a page looks back through before it says the log has ended. */
const MONTHS_BACK = 24;

const previousMonth = (month: string) => {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${year - 1}-12` : `${year}-${String(m - 1).padStart(2, '0')}`;
};

interface Cursor {
  month?: string;
  key: Record<string, unknown>;
}
const encode = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url');
const unknownPage = () => badRequest(STAFF.auditPageUnknown);
/**
 * A cursor this reader gave out, or a 400: the store must never be handed a position of the
 * caller's making (whether a position is the month's, the reader says).
 */
function decode(raw: string | undefined, bySubject: boolean): Cursor | undefined {
  if (!raw) return undefined;
  let cursor: Cursor | undefined;
  try {
    cursor = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Cursor;
  } catch {}
  const key = cursor?.key as Record<string, unknown> | undefined;
  const keys = key && typeof key === 'object' ? Object.entries(key) : [];
  const strings = keys.every(([, value]) => typeof value === 'string' && value.length <= 300);
  const month = bySubject ? true : typeof cursor?.month === 'string' && /^\d{4}-\d{2}$/.test(cursor.month);
  if (!cursor || !strings || !month || keys.length > 4) throw unknownPage();
  return { ...(cursor.month ? { month: cursor.month } : {}), key: cursor.key };
}
const positionOf = (key: Record<string, unknown> | undefined) => (key && Object.keys(key).length > 0 ? (key as AuditPosition) : undefined);

/** GET /api/admin/audit: newest first, by subject when one is asked for, fifty at a time. */
export async function readAudit(reader: AuditReader, query: { cursor?: string; subject?: string }, now: Date): Promise<AuditPage> {
  const cursor = decode(query.cursor, query.subject !== undefined);
  if (query.subject) {
    const { entries: data, next } = await reader.subject(query.subject, PAGE, positionOf(cursor?.key));
    return next ? { data, next: encode({ key: next }) } : { data };
  }
  const data: AuditEntry[] = [];
  let month = cursor?.month ?? monthOf(now.toISOString());
  let start = positionOf(cursor?.key);
  for (let empty = 0; empty < MONTHS_BACK; ) {
    const part = await reader.month(month, PAGE - data.length, start);
    if (part === 'unknownPosition') throw unknownPage();
    data.push(...part.entries);
    if (part.next) {
      if (data.length >= PAGE) return { data, next: encode({ month, key: part.next }) };
      start = part.next;
      continue;
    }
    empty = part.entries.length === 0 ? empty + 1 : 0;
    month = previousMonth(month);
    start = undefined;
    if (data.length >= PAGE) return { data, next: encode({ month, key: {} }) };
  }
  return { data };
}
