import { countAttempt } from '../accounts/throttle.ts';
import type { MailingPorts } from '../platform/mailingPorts.ts';
import type { ContactPorts } from './contactForm.ts';
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

export const shopNewsletterPorts = (mailing: MailingPorts): NewsletterPorts => ({ ...mailing, newsletter: shopNewsletter, countAttempt });

export const shopContactPorts = (mailing: Pick<MailingPorts, 'clock' | 'mailer'>): ContactPorts => ({
  ...mailing,
  inbox: shopInbox,
  countAttempt,
});
