import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AdminMessageRow } from '@shop/shared/contract/adminMessages';
import { tableName } from '../platform/config.ts';
import { dynamo, isConditionFailure } from '../platform/dynamo.ts';
import { conflict, notFound } from '../platform/errors.ts';
import { CONTACT_MESSAGE_RETENTION_DAYS } from './contactForm.ts';
import type { ContactMessageItem } from './contactMessage.ts';
import { contactMessageKey } from './contentKeys.ts';

/**
 * The contact form's inbox for the back office (docs/decisions/042): messages are kept by the
 * month they came in (`CM#<yyyy-mm>`), so the inbox reads months newest first, a Query each, back
 * as far as messages are kept; handled ones are left out unless all are asked for.
 */

const LIST_LIMIT = 100;
/** Messages are kept twelve months (contactForm.ts): a thirteenth month covers the one that began it. */
const MONTHS_KEPT = Math.ceil(CONTACT_MESSAGE_RETENTION_DAYS / 30) + 1;
const table = () => tableName('content');

type StoredMessage = ContactMessageItem & { handled?: AdminMessageRow['handled'] };

/** The desk's id of a message: its arrival in milliseconds and its own id, so its key follows from it. */
const deskId = (m: StoredMessage) => `${Date.parse(m.receivedAt)}-${m.id}`;
function keyOf(deskMessageId: string) {
  const [ms, id] = deskMessageId.split('-') as [string, string];
  return contactMessageKey(new Date(Number(ms)), id);
}

export function messageRow(m: StoredMessage): AdminMessageRow {
  return {
    id: deskId(m),
    receivedAt: m.receivedAt,
    email: m.email,
    firstName: m.firstName,
    lastName: m.lastName,
    text: m.text,
    ...(m.handled ? { handled: m.handled } : {}),
  };
}

const monthBefore = (month: Date) => new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() - 1, 1));

/** GET /api/admin/messages: newest first, the open ones unless `all`. */
export async function listMessages(show: 'open' | 'all', now: Date): Promise<AdminMessageRow[]> {
  const found: AdminMessageRow[] = [];
  let month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  for (let i = 0; i < MONTHS_KEPT && found.length < LIST_LIMIT; i++, month = monthBefore(month)) {
    let start: Record<string, unknown> | undefined;
    do {
      const page = await dynamo().send(
        new QueryCommand({
          TableName: table(),
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': contactMessageKey(month, '').pk },
          ...(show === 'open' ? { FilterExpression: 'attribute_not_exists(handled)' } : {}),
          ScanIndexForward: false,
          ExclusiveStartKey: start,
        }),
      );
      found.push(...((page.Items ?? []) as StoredMessage[]).map(messageRow));
      start = page.LastEvaluatedKey;
    } while (start && found.length < LIST_LIMIT);
  }
  return found.slice(0, LIST_LIMIT);
}

/** GET /api/admin/messages/{id} */
export async function getMessage(deskMessageId: string): Promise<AdminMessageRow> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: table(), Key: keyOf(deskMessageId) }));
  if (!Item) throw notFound('There is no such message.');
  return messageRow(Item as StoredMessage);
}

/** POST /api/admin/messages/{id}/handled: once; a second time is a 409 and changes nothing. */
export async function markHandled(
  deskMessageId: string,
  by: { id: string; email: string },
  now: Date,
): Promise<{ before: AdminMessageRow; after: AdminMessageRow }> {
  const handled = { at: now.toISOString(), by: { id: by.id, email: by.email } };
  try {
    const { Attributes } = await dynamo().send(
      new UpdateCommand({
        TableName: table(),
        Key: keyOf(deskMessageId),
        UpdateExpression: 'SET handled = :handled',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(handled)',
        ExpressionAttributeValues: { ':handled': handled },
        ReturnValues: 'ALL_OLD',
      }),
    );
    const before = messageRow(Attributes as StoredMessage);
    return { before, after: { ...before, handled } };
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    await getMessage(deskMessageId);
    throw conflict('This message is handled already.');
  }
}
