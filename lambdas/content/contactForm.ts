import type { ContactFormRequest, ContactFormResponse } from '@shop/shared/contract/content';
import { type CountAttempt, type ThrottleRule, tooManyRequests } from '../accounts/throttle.ts';
import type { Clock } from '../platform/clock.ts';
import { randomId } from '../platform/ids.ts';
import type { ContactMessage } from './contactMessage.ts';
import type { QueueContentMail } from './contentMail.ts';
import type { InboxStore } from './contentStore.ts';
import { CONTENT } from './messages.ts';
import { emailPersonKey } from './personKey.ts';

/** Messages one client address may send per hour (docs/decisions/009-content.md). */
export const CONTACT_MESSAGES_PER_CLIENT: ThrottleRule = { name: 'contact-client', limit: 5, windowSeconds: 60 * 60, table: 'content' };

/** How long a contact message is kept (the privacy page says twelve months). */
export const CONTACT_MESSAGE_RETENTION_DAYS = 365;

/** What the contact form works with (wired for the shop in contentAdapters.ts). */
export interface ContactPorts {
  clock: Clock;
  inbox: InboxStore;
  /** Puts the message's forward in the content's outbox (contentMailWorker.ts sends it). */
  queueMail: QueueContentMail;
  /** Counts one attempt against each rule; the first rule over its limit, if any (accounts/throttle.ts). */
  countAttempt: CountAttempt;
}

/** Where the request says it comes from (SPEC §7 saleSpotId header), kept only when it looks like an id. */
export function saleSpotOf(headers: Record<string, string | undefined>): string | undefined {
  const value = headers.salespotid?.trim();
  return value && /^[A-Za-z0-9_-]{1,64}$/.test(value) ? value : undefined;
}

/**
 * POST /api/contactForm: keeps the message, which the back office's inbox shows at once, and puts
 * its forward to the shop's mailbox (the visitor as the reply-to address) in the content's
 * outbox: a mail service that is down delays the forward, it never loses the message or refuses
 * the visitor (docs/decisions/095-content-mails-through-the-outbox.md).
 */
export async function sendContactMessage(
  request: ContactFormRequest,
  from: { client: string; saleSpotId?: string },
  ports: ContactPorts,
): Promise<ContactFormResponse> {
  const now = ports.clock.now();
  const over = await ports.countAttempt([{ rule: CONTACT_MESSAGES_PER_CLIENT, subject: from.client }], now);
  if (over) throw tooManyRequests(CONTENT.tooManyMessages, over, now);

  const id = randomId();
  const message: ContactMessage = {
    id,
    email: request.email,
    firstName: request.firstName,
    lastName: request.lastName,
    text: request.text,
    receivedAt: now.toISOString(),
    // For the byPerson index: the sender's data export and account deletion find the message.
    personKey: emailPersonKey(request.email),
    createdAt: now.toISOString(),
    ...(from.saleSpotId ? { saleSpotId: from.saleSpotId } : {}),
    expiresAt: Math.floor(now.getTime() / 1000) + CONTACT_MESSAGE_RETENTION_DAYS * 86_400,
  };
  await ports.inbox.keep(message);
  await ports.queueMail({ kind: 'contactForward', message: { receivedAt: message.receivedAt, id } }, now);
  return { statusCode: 'OK', statusCodeValue: 200 };
}
