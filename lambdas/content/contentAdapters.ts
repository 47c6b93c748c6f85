import { countAttempt } from '../accounts/throttle.ts';
import type { Clock } from '../platform/clock.ts';
import type { MailingPorts } from '../platform/mailingPorts.ts';
import { queueEffect } from '../platform/outbox.ts';
import type { QueueContentMail } from './contentMail.ts';
import type { ContactPorts } from './contactForm.ts';
import type { ContentMailPorts } from './contentMailWorker.ts';
import { dynamoBlogStore, dynamoInboxStore, dynamoNewsletterStore } from './dynamoContentStore.ts';
import type { NewsletterPorts } from './newsletter.ts';

/**
 * The content's use cases wired to the shop's table: the handlers', the desks', the seed's, the
 * command line's and the bench's. A function that only reads takes dynamoContentReader.ts's
 * readers instead, so its bundle holds no write.
 */
export const shopBlog = dynamoBlogStore;
export const shopNewsletter = dynamoNewsletterStore;
export const shopInbox = dynamoInboxStore;
/** The content's outbox in the content table (contentMailWorker.ts sends what it holds). */
const queueContentMail: QueueContentMail = (mail, now) => queueEffect('content', mail, now);

export const shopNewsletterPorts = (clock: Clock): NewsletterPorts => ({
  clock,
  newsletter: shopNewsletter,
  countAttempt,
  queueMail: queueContentMail,
});

export const shopContactPorts = (clock: Clock): ContactPorts => ({ clock, inbox: shopInbox, countAttempt, queueMail: queueContentMail });

/** The content mails' worker: the stream's consumer and the due job. */
export const shopContentMailPorts = (mailing: MailingPorts): ContentMailPorts => ({
  ...mailing,
  newsletter: shopNewsletter,
  inbox: shopInbox,
});
