import type { AdminMessageRow } from '@shop/shared/contract/adminMessages';
import { conflict, notFound } from '../platform/errors.ts';
import { CONTACT_MESSAGE_RETENTION_DAYS } from './contactForm.ts';
import type { ContactMessage, MessageRef } from './contactMessage.ts';
import type { InboxReader, InboxStore } from './contentStore.ts';
import { MESSAGE_DESK } from './messages.ts';

/**
 * The contact form's inbox for the back office (docs/decisions/042): messages are kept by the
 * month they came in, so the inbox reads months newest first, one at a time, back as far as
 * messages are kept; handled ones are left out unless all are asked for.
 */

const LIST_LIMIT = 100;
/** Messages are kept twelve months (contactForm.ts): a thirteenth month covers the one that began it. */
const MONTHS_KEPT = Math.ceil(CONTACT_MESSAGE_RETENTION_DAYS / 30) + 1;

/** The desk's id of a message: its arrival in milliseconds and its own id, so its key follows from it. */
const deskId = (m: ContactMessage) => `${Date.parse(m.receivedAt)}-${m.id}`;
function refOf(deskMessageId: string): MessageRef {
  const [ms, id] = deskMessageId.split('-') as [string, string];
  return { receivedAt: new Date(Number(ms)).toISOString(), id };
}

export function messageRow(m: ContactMessage): AdminMessageRow {
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
export async function listMessages(show: 'open' | 'all', now: Date, inbox: InboxReader): Promise<AdminMessageRow[]> {
  const found: AdminMessageRow[] = [];
  let month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  for (let i = 0; i < MONTHS_KEPT && found.length < LIST_LIMIT; i++, month = monthBefore(month)) {
    const messages = await inbox.inMonth(month, { openOnly: show === 'open', limit: LIST_LIMIT - found.length });
    found.push(...messages.map(messageRow));
  }
  return found.slice(0, LIST_LIMIT);
}

/** GET /api/admin/messages/{id} */
export async function getMessage(deskMessageId: string, inbox: InboxReader): Promise<AdminMessageRow> {
  const message = await inbox.message(refOf(deskMessageId));
  if (!message) throw notFound(MESSAGE_DESK.noSuchMessage);
  return messageRow(message);
}

/** POST /api/admin/messages/{id}/handled: once; a second time is a 409 and changes nothing. */
export async function markHandled(
  deskMessageId: string,
  by: { id: string; email: string },
  now: Date,
  inbox: InboxStore,
): Promise<{ before: AdminMessageRow; after: AdminMessageRow }> {
  const handled = { at: now.toISOString(), by: { id: by.id, email: by.email } };
  const marked = await inbox.markHandled(refOf(deskMessageId), handled);
  if (marked === 'notOpen') {
    await getMessage(deskMessageId, inbox);
    throw conflict(MESSAGE_DESK.handledAlready);
  }
  const before = messageRow(marked);
  return { before, after: { ...before, handled } };
}
