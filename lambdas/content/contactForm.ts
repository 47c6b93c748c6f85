import type { ContactFormRequest, ContactFormResponse } from '@shop/shared/contract/content';
import { type CountAttempt, type ThrottleRule, tooManyRequests } from '../accounts/throttle.ts';
import type { MailingPorts } from '../platform/mailingPorts.ts';
import { badGateway } from '../platform/errors.ts';
import { randomId } from '../platform/ids.ts';
import { log } from '../platform/log.ts';
import { contactForwardEmail } from './contactEmail.ts';
import type { ContactMessage } from './contactMessage.ts';
import type { InboxStore } from './contentStore.ts';
import { CONTENT } from './messages.ts';
import { emailPersonKey } from './personKey.ts';

/** Messages one client address may send per hour (docs/decisions/009-content.md). */
export const CONTACT_MESSAGES_PER_CLIENT: ThrottleRule = { name: 'contact-client', limit: 5, windowSeconds: 60 * 60, table: 'content' };

/** How long a contact message is kept (the privacy page says twelve months). */
export const CONTACT_MESSAGE_RETENTION_DAYS = 365;

/** What the contact form works with (wired for the shop in contentAdapters.ts). */
export interface ContactPorts extends Pick<MailingPorts, 'clock' | 'mailer'> {
  inbox: InboxStore;
  /** Counts one attempt against each rule; the first rule over its limit, if any (accounts/throttle.ts). */
  countAttempt: CountAttempt;
}

/** Where the request says it comes from (SPEC §7 saleSpotId header), kept only when it looks like an id. */
export function saleSpotOf(headers: Record<string, string | undefined>): string | undefined {
  const value = headers.salespotid?.trim();
  return value && /^[A-Za-z0-9_-]{1,64}$/.test(value) ? value : undefined;
}

/**
 * POST /api/contactForm: keeps the message and forwards it to the shop's inbox, with the
 * visitor as the reply-to address. If it cannot be forwarded, the kept copy is taken back and
 * the answer is 502, so trying again does not leave the message twice.
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
  try {
    await ports.mailer.send(contactForwardEmail(message));
  } catch (error) {
    log.error('contact message could not be forwarded', { error, id });
    await ports.inbox.takeBack(message);
    throw badGateway(CONTENT.contactMailFailed);
  }
  await ports.inbox.markForwarded(message, ports.clock.now());
  return { statusCode: 'OK', statusCodeValue: 200 };
}
