import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { SubscriberRow } from '@shop/shared/contract/adminNewsletter';
import { tableName } from '../platform/config.ts';
import { csvLines } from '../platform/csvField.ts';
import { dynamo } from '../platform/dynamo.ts';
import { NEWSLETTER_FEED, type SubscriberItem } from './newsletter.ts';

/**
 * Who may be sent the newsletter: subscribers who confirmed by email and did not unsubscribe,
 * through the content table's byFeed index (a confirmation sets `feedKey`, unsubscribing removes
 * it), in the order they confirmed. The back office's desk and its CSV (docs/decisions/042).
 */
export async function confirmedSubscribers(): Promise<SubscriberRow[]> {
  const found: SubscriberRow[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: tableName('content'),
        IndexName: 'byFeed',
        KeyConditionExpression: 'feedKey = :feed',
        ExpressionAttributeValues: { ':feed': NEWSLETTER_FEED },
        ExclusiveStartKey: start,
      }),
    );
    for (const s of (page.Items ?? []) as SubscriberItem[]) {
      if (s.status === 'CONFIRMED') found.push({ email: s.email, confirmedAt: s.confirmedAt ?? '' });
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return sortSubscribers(found);
}

export const sortSubscribers = (subscribers: SubscriberRow[]) =>
  subscribers.sort((a, b) => a.confirmedAt.localeCompare(b.confirmedAt) || a.email.localeCompare(b.email));

/** The subscribers as CSV, the same for `npm run admin -- newsletter export` and the back office's download. */
export function subscribersCsv(subscribers: readonly SubscriberRow[]): string {
  // Every cell is text: an email may start with a character a spreadsheet takes for a formula (lambdas/platform/csvField.ts).
  return csvLines([['email', 'confirmedAt'], ...subscribers.map((s) => [s.email, s.confirmedAt])]);
}
