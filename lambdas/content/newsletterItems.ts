import type { Language } from '@shop/shared/language';

/** The newsletter's subscribers and its emailed links' tokens as the content table keeps them (keys in contentKeys.ts). */

export type SubscriberStatus = 'PENDING' | 'CONFIRMED' | 'UNSUBSCRIBED';

export interface SubscriberItem {
  pk: string;
  sk: string;
  email: string;
  status: SubscriberStatus;
  createdAt: string;
  updatedAt: string;
  confirmedAt?: string;
  unsubscribedAt?: string;
  /** Goes into every newsletter email's unsubscribe link; it can do nothing but unsubscribe. */
  unsubscribeToken?: string;
  /** Epoch seconds, only while PENDING: an address nobody confirmed is not kept. */
  expiresAt?: number;
  /** The language of the latest subscription request, which its mails are written in; absent on older subscribers: English. */
  language?: Language;
  /** NEWSLETTER_FEED while confirmed: the back office's list. */
  feedKey?: string;
}

/** The `feedKey` of a confirmed subscriber: the back office lists them through the content table's byFeed index. */
export const NEWSLETTER_FEED = 'NEWSLETTER';

export interface NewsletterTokenItem {
  pk: string;
  sk: string;
  email: string;
  purpose: 'confirm' | 'unsubscribe';
  /** Epoch seconds; a confirmation link's pointer goes when the link stops working. */
  expiresAt?: number;
}

/** What an emailed link's token points at, before it has its key (the token's hash). */
export type NewsletterLink = Omit<NewsletterTokenItem, 'pk' | 'sk'>;
