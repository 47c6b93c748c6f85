import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { AuditEntryView, AuditPage } from '@shop/shared/contract/admin';
import { dynamo } from '../platform/dynamo.ts';
import { badRequest } from '../platform/errors.ts';
import { type AuditActor, type AuditFact, type AuditRecord, auditItem, auditTable, monthOf } from './auditEntry.ts';

/** The audit log's reader, and the one write of an entry outside a transaction (auditEntry.ts says what an entry is). */
export async function recordAudit(staff: AuditActor, fact: AuditFact, now: Date): Promise<AuditRecord> {
  const { Put } = auditItem(staff, fact, now);
  // A new key every time, and never over an entry that is there.
  await dynamo().send(new PutCommand(Put));
  return Put.Item;
}

const PAGE = 50;
/** How many empty months a page looks back through before it says the log has ended. */
const MONTHS_BACK = 24;

const view = ({ pk: _pk, sk: _sk, subjectKey: _subjectKey, ...entry }: AuditRecord): AuditEntryView => entry;

const previousMonth = (month: string) => {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${year - 1}-12` : `${year}-${String(m - 1).padStart(2, '0')}`;
};

interface Cursor {
  month?: string;
  key: Record<string, unknown>;
}
const encode = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url');
/** A cursor this reader gave out, or a 400: DynamoDB must never be handed a start key of the caller's making. */
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
  const inMonth = bySubject || keys.length === 0 || key?.pk === `LOG#${cursor?.month}`;
  if (!cursor || !strings || !month || !inMonth || keys.length > 4)
    throw badRequest('This page of the audit log is not known; start from the first.');
  return { ...(cursor.month ? { month: cursor.month } : {}), key: cursor.key };
}
const startKey = (key: Record<string, unknown> | undefined) => (key && Object.keys(key).length > 0 ? key : undefined);

/** GET /api/admin/audit: newest first, by subject when one is asked for. */
export async function readAudit(query: { cursor?: string; subject?: string }, now: Date): Promise<AuditPage> {
  const cursor = decode(query.cursor, query.subject !== undefined);
  if (query.subject) {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: auditTable(),
        IndexName: 'bySubject',
        KeyConditionExpression: 'subjectKey = :subject',
        ExpressionAttributeValues: { ':subject': query.subject },
        ScanIndexForward: false,
        Limit: PAGE,
        ExclusiveStartKey: startKey(cursor?.key),
      }),
    );
    const data = ((page.Items ?? []) as AuditRecord[]).map(view);
    return page.LastEvaluatedKey ? { data, next: encode({ key: page.LastEvaluatedKey }) } : { data };
  }
  const data: AuditEntryView[] = [];
  let month = cursor?.month ?? monthOf(now.toISOString());
  let start = startKey(cursor?.key);
  for (let empty = 0; empty < MONTHS_BACK; ) {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: auditTable(),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': `LOG#${month}` },
        ScanIndexForward: false,
        Limit: PAGE - data.length,
        ExclusiveStartKey: start,
      }),
    );
    const items = (page.Items ?? []) as AuditRecord[];
    data.push(...items.map(view));
    if (page.LastEvaluatedKey) {
      if (data.length >= PAGE) return { data, next: encode({ month, key: page.LastEvaluatedKey }) };
      start = page.LastEvaluatedKey;
      continue;
    }
    empty = items.length === 0 ? empty + 1 : 0;
    month = previousMonth(month);
    start = undefined;
    if (data.length >= PAGE) return { data, next: encode({ month, key: {} }) };
  }
  return { data };
}
