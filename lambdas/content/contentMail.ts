import type { Language } from '@shop/shared/language';
import type { OutboxRecord } from '../platform/outbox.ts';
import type { MessageRef } from './contactMessage.ts';

/**
 * The mails the content's requests ask for, kept in the content table's outbox and sent after
 * the answer (contentMailWorker.ts, docs/decisions/095-content-mails-through-the-outbox.md): the
 * request's own write is what counts, and a mail service that is down delays the mail instead of
 * refusing the shopper.
 */
export type ContentMail =
  /** The double opt-in's link for a PENDING subscriber, in the language the subscription was asked in; the link is made when the mail is. */
  | { kind: 'newsletterConfirmation'; email: string; language: Language }
  /** The welcome of a subscriber just confirmed, with its unsubscribe link, in the subscriber's language. */
  | { kind: 'newsletterWelcome'; email: string }
  /** A contact message kept in the inbox, forwarded to the shop's mailbox with the sender as the reply-to address. */
  | { kind: 'contactForward'; message: MessageRef };

export type ContentMailRecord = OutboxRecord<ContentMail>;

/** Puts a content mail in the outbox (the content table's, contentAdapters.ts; a list in the rule tests). */
export type QueueContentMail = (mail: ContentMail, now: Date) => Promise<void>;
