import type { SubscriberRow } from '@shop/shared/contract/adminNewsletter';
import { csvLines } from '../platform/csvField.ts';
import type { NewsletterReader } from './contentStore.ts';

/**
 * Who may be sent the newsletter: subscribers who confirmed by email and did not unsubscribe,
 * those on the back office's list (a confirmation puts one on it, unsubscribing takes it off),
 * in the order they confirmed. The back office's desk and its CSV (docs/decisions/042).
 */
export async function confirmedSubscribers(newsletter: NewsletterReader): Promise<SubscriberRow[]> {
  const found: SubscriberRow[] = [];
  for (const s of await newsletter.listed()) {
    if (s.status === 'CONFIRMED') found.push({ email: s.email, confirmedAt: s.confirmedAt ?? '' });
  }
  return sortSubscribers(found);
}

export const sortSubscribers = (subscribers: SubscriberRow[]) =>
  subscribers.sort((a, b) => a.confirmedAt.localeCompare(b.confirmedAt) || a.email.localeCompare(b.email));

/** The subscribers as CSV, the same for `npm run admin -- newsletter export` and the back office's download. */
export function subscribersCsv(subscribers: readonly SubscriberRow[]): string {
  // Every cell is text: an email may start with a character a spreadsheet takes for a formula (lambdas/platform/csvField.ts).
  return csvLines([['email', 'confirmedAt'], ...subscribers.map((s) => [s.email, s.confirmedAt])]);
}
