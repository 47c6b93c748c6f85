import { randomBytes } from 'node:crypto';
import { DEFAULT_LANGUAGE, type Language } from '@shop/shared/language';
import { hashCode } from '../accounts/oneTimeCode.ts';
import { type CountAttempt, type ThrottleRule, tooManyRequests } from '../accounts/throttle.ts';
import { badRequest } from '../platform/errors.ts';
import type { Clock } from '../platform/clock.ts';
import type { QueueContentMail } from './contentMail.ts';
import type { NewsletterReader, NewsletterStore } from './contentStore.ts';
import type { NewsletterTokenItem } from './newsletterItems.ts';
import type { Answered } from '@shop/shared/messages';
import { CONTENT as M } from './messages.ts';

/** Why these limits: docs/decisions/009-content.md. */
export const NEWSLETTER_REQUESTS_PER_CLIENT: ThrottleRule = {
  name: 'newsletter-client',
  limit: 10,
  windowSeconds: 60 * 60,
  table: 'content',
};
export const NEWSLETTER_MAILS_PER_EMAIL: ThrottleRule = { name: 'newsletter-email', limit: 3, windowSeconds: 60 * 60, table: 'content' };
/** How long a confirmation link works; an unconfirmed subscriber is deleted (TTL) when it stops working. */
export const CONFIRMATION_LINK_DAYS = 7;

/** What the newsletter's use cases work with (wired for the shop in contentAdapters.ts). */
export interface NewsletterPorts {
  clock: Clock;
  newsletter: NewsletterStore;
  /** Counts one attempt against each rule; the first rule over its limit, if any (accounts/throttle.ts). */
  countAttempt: CountAttempt;
  /** Puts the confirmation or the welcome in the content's outbox (contentMailWorker.ts sends it). */
  queueMail: QueueContentMail;
}

export const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * POST /api/newsletters/invitation (double opt-in). The email gets a confirmation link and
 * counts as a subscriber only once it is followed. One subscriber per email: asking again
 * sends a new link for the same subscriber. The answer is the same for every email, so it
 * cannot tell anyone who is subscribed; a confirmed subscriber is not mailed again. The mails
 * (this confirmation, then the welcome) are in the language the request was made in, and go
 * through the content's outbox: a mail service that is down delays the link, it does not
 * refuse the subscription (docs/decisions/095-content-mails-through-the-outbox.md).
 */
export async function inviteSubscriber(
  address: string,
  client: string,
  ports: NewsletterPorts,
  language: Language = DEFAULT_LANGUAGE,
): Promise<Answered> {
  const email = address.trim().toLowerCase();
  const now = ports.clock.now();
  const over = await ports.countAttempt(
    [
      { rule: NEWSLETTER_REQUESTS_PER_CLIENT, subject: client },
      { rule: NEWSLETTER_MAILS_PER_EMAIL, subject: email },
    ],
    now,
  );
  if (over) throw tooManyRequests(M.tooManySubscriptions, over, now);

  const { newsletter } = ports;
  const existing = await newsletter.subscriber(email);
  if (existing?.status === 'CONFIRMED') return { message: M.confirmationSent };

  // The subscription waits as long as its link works: a week (the link is made with its mail).
  const expiresAt = epochSeconds(now) + CONFIRMATION_LINK_DAYS * 86_400;
  // Confirmed in the meantime (another tab followed the link): it stays confirmed, and is not mailed.
  if ((await newsletter.requestSubscription(email, { at: now, expiresAt, language })) === 'confirmedAlready') {
    return { message: M.confirmationSent };
  }
  await ports.queueMail({ kind: 'newsletterConfirmation', email, language }, now);
  return { message: M.confirmationSent };
}

/** The pointer of a link's token, if it is one of that purpose and still works. */
async function tokenPointer(
  newsletter: NewsletterReader,
  token: string,
  purpose: NewsletterTokenItem['purpose'],
  now: Date,
): Promise<NewsletterTokenItem> {
  const pointer = await newsletter.link(hashCode(token));
  // DynamoDB's TTL deletes late (up to two days), so the expiry is checked here too.
  if (!pointer || pointer.purpose !== purpose || (pointer.expiresAt !== undefined && pointer.expiresAt <= epochSeconds(now))) {
    throw badRequest(M.newsletterLinkInvalid, { token: M.newsletterLinkInvalid });
  }
  return pointer;
}

/**
 * POST /api/newsletters/confirm: the link of the confirmation email. The subscriber becomes
 * CONFIRMED (following it twice is fine) and gets the welcome email, the first newsletter email,
 * with its unsubscribe link (through the outbox: the subscription stands whatever the mail service does).
 */
export async function confirmSubscription(token: string, ports: NewsletterPorts): Promise<Answered> {
  const now = ports.clock.now();
  const { newsletter } = ports;
  const pointer = await tokenPointer(newsletter, token, 'confirm', now);
  const subscriber = await newsletter.confirm(pointer.email, { at: now, unsubscribeToken: randomBytes(32).toString('base64url') });
  if (subscriber === 'notPending') {
    const current = await newsletter.subscriber(pointer.email);
    if (current?.status === 'CONFIRMED') return { message: M.alreadyConfirmed };
    throw badRequest(M.newsletterLinkInvalid, { token: M.newsletterLinkInvalid });
  }
  const unsubscribeToken = subscriber.unsubscribeToken as string;
  await newsletter.keepLink(hashCode(unsubscribeToken), { email: subscriber.email, purpose: 'unsubscribe' });
  // The welcome, the first newsletter email, with its unsubscribe link: after the answer, through the outbox.
  await ports.queueMail({ kind: 'newsletterWelcome', email: subscriber.email }, now);
  return { message: M.confirmed };
}

/** POST /api/newsletters/unsubscribe: the link in every newsletter email. Following it twice is fine. */
export async function unsubscribe(token: string, ports: Pick<NewsletterPorts, 'clock' | 'newsletter'>): Promise<Answered> {
  const now = ports.clock.now();
  const pointer = await tokenPointer(ports.newsletter, token, 'unsubscribe', now);
  // One unsubscribed already (or never confirmed) is answered the same.
  await ports.newsletter.unsubscribe(pointer.email, now);
  return { message: M.unsubscribed };
}
