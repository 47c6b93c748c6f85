import { DEFAULT_LANGUAGE } from '@shop/shared/language';
import { newCode } from '../accounts/oneTimeCode.ts';
import type { Mail } from '../platform/mailer.ts';
import type { MailingPorts } from '../platform/mailingPorts.ts';
import { type EffectDoneAs, type EffectOutcome, mailDoneAs, type Outbox, performDueEffects, sentOnEarlierTry } from '../platform/outbox.ts';
import { contactForwardEmail } from './contactEmail.ts';
import type { ContentMailRecord } from './contentMail.ts';
import type { InboxStore, NewsletterStore } from './contentStore.ts';
import { CONFIRMATION_LINK_DAYS, epochSeconds } from './newsletter.ts';
import { confirmationEmail, confirmSubscriptionLink, unsubscribeLink, welcomeEmail } from './newsletterEmails.ts';

/** What the content mails' worker needs (contentAdapters.ts wires the shop's). */
export interface ContentMailPorts extends MailingPorts {
  newsletter: NewsletterStore;
  inbox: InboxStore;
}

/**
 * Waits before the 2nd, 3rd, … try: about five and a half hours of tries in all, for an outage of
 * the mail service. A contact message is in the back office's inbox meanwhile; a confirmation
 * link works for a week from the subscription.
 */
export const CONTENT_MAIL_RETRY_MINUTES = [1, 5, 15, 60, 240] as const;
export const CONTENT_MAIL_MAX_ATTEMPTS = 6;
/** A finished content mail names an email address: DynamoDB deletes it a day later. */
const KEEP_FINISHED_SECONDS = 86_400;

/**
 * Writes the mail a content mail asks for and hands it to `send`, if one goes: the work of a try,
 * without the outbox's bookkeeping around it. Nothing goes where the request's write no longer
 * holds: a subscriber confirmed, unsubscribed or gone (expired, or its data erased) before its
 * mail, or a contact message erased before it was forwarded.
 */
export async function writeContentMail(
  record: Pick<ContentMailRecord, 'effect' | 'createdAt'>,
  ports: ContentMailPorts,
  send: (mail: Mail) => Promise<void>,
): Promise<void> {
  const mail = record.effect;
  if (mail.kind === 'contactForward') {
    const message = await ports.inbox.message(mail.message);
    if (!message) return;
    await send(contactForwardEmail(message));
    await ports.inbox.markForwarded(mail.message, ports.clock.now());
    return;
  }
  const subscriber = await ports.newsletter.subscriber(mail.email);
  if (mail.kind === 'newsletterConfirmation') {
    if (subscriber?.status !== 'PENDING') return;
    // The link works as long as the subscription it confirms waits: a week from when it was asked for.
    const code = newCode(new Date(record.createdAt), CONFIRMATION_LINK_DAYS * 24);
    await ports.newsletter.keepLink(code.hash, {
      email: subscriber.email,
      purpose: 'confirm',
      expiresAt: epochSeconds(new Date(code.expiresAt)),
    });
    const link = confirmSubscriptionLink(ports.shopUrl, code.code, mail.language);
    await send(confirmationEmail(subscriber.email, link, CONFIRMATION_LINK_DAYS, mail.language));
    return;
  }
  if (subscriber?.status !== 'CONFIRMED' || !subscriber.unsubscribeToken) return;
  const language = subscriber.language ?? DEFAULT_LANGUAGE;
  const leave = unsubscribeLink(ports.shopUrl, subscriber.unsubscribeToken, language);
  await send(welcomeEmail(subscriber.email, leave, ports.shopUrl, language));
}

/**
 * Sends the content mail; one to an address on the suppression list is done as `suppressed`. A
 * retry whose mail SES took on an earlier try is done as `alreadySent` (a contact message is then
 * marked forwarded, which its earlier try may not have lived to write).
 */
async function perform(record: ContentMailRecord, ports: ContentMailPorts): Promise<EffectDoneAs | undefined> {
  if (await sentOnEarlierTry(record, ports.mailer)) {
    if (record.effect.kind === 'contactForward') await ports.inbox.markForwarded(record.effect.message, ports.clock.now());
    return 'alreadySent';
  }
  let doneAs: EffectDoneAs | undefined;
  await writeContentMail(record, ports, async (content) => {
    doneAs = mailDoneAs(await ports.mailer.send({ ...content, idempotencyKey: record.id }));
  });
  return doneAs;
}

/** The content's outbox (lambdas/platform/outbox.ts), in the content table. */
export function contentMailOutbox(ports: ContentMailPorts): Outbox<ContentMailRecord> {
  return {
    name: 'content mail',
    effectsTable: 'content',
    retryMinutes: CONTENT_MAIL_RETRY_MINUTES,
    maxAttempts: CONTENT_MAIL_MAX_ATTEMPTS,
    deadMetric: 'ContentMailDead',
    keepFinishedSeconds: KEEP_FINISHED_SECONDS,
    perform: (record) => perform(record, ports),
    // Never the effect itself: it names an email address.
    describe: (record) => ({ kind: record.effect.kind }),
  };
}

/** The job: sends every content mail that is due (retries, and mails whose worker died). */
export function performDueContentMails(ports: ContentMailPorts, limit = 200): Promise<Record<EffectOutcome, number>> {
  return performDueEffects(contentMailOutbox(ports), ports.clock, limit);
}
