import type { SubscriberItem } from '../../lambdas/content/newsletterItems.ts';
import { defineCommand, positionals, stringOption } from './command.ts';
import { sortSubscribers, subscribersCsv } from '../../lambdas/content/subscriberList.ts';
import { checkOutFile, writeFileWhole } from './io.ts';
import { scanPages } from './operatorScan.ts';

/** `newsletter export`: who may be sent the newsletter. */

/**
 * Subscribers who confirmed by email and did not unsubscribe, in the order they confirmed. The
 * operator's export reads the whole table (a job may scan), so it also finds subscribers confirmed
 * before the byFeed index that the back office lists them through (docs/decisions/042).
 */
export async function confirmedSubscribers(): Promise<{ email: string; confirmedAt: string }[]> {
  const found: { email: string; confirmedAt: string }[] = [];
  const filter = 'begins_with(pk, :prefix) AND #status = :confirmed';
  for await (const page of scanPages('content', {
    filter,
    names: { '#status': 'status' },
    values: { ':prefix': 'NL#', ':confirmed': 'CONFIRMED' },
  })) {
    for (const s of page as unknown as SubscriberItem[]) found.push({ email: s.email, confirmedAt: s.confirmedAt ?? '' });
  }
  return sortSubscribers(found);
}

export { subscribersCsv };

export const newsletterCommands = [
  defineCommand({
    group: 'newsletter',
    name: 'export',
    summary: 'export the confirmed subscribers as CSV',
    usage: 'newsletter export [--out FILE.csv]',
    description: `
Writes the newsletter's confirmed subscribers (double opt-in done, not unsubscribed) as CSV
with the columns email,confirmedAt, to stdout or to --out (replaced if it exists). Reads the
content table in pages.`,
    options: { out: { type: 'string', value: 'FILE', description: 'write to this file instead of stdout' } },
    examples: ['newsletter export --out subscribers.csv'],
    parse({ positionals: words, values }, problems) {
      positionals(words, [], problems);
      const out = stringOption(values, 'out');
      checkOutFile(out, '--out', problems);
      return { out };
    },
    async run({ out }, { io }) {
      const subscribers = await confirmedSubscribers();
      const csv = subscribersCsv(subscribers);
      if (out) {
        writeFileWhole(out, csv);
        io.err(`${subscribers.length} confirmed subscriber${subscribers.length === 1 ? '' : 's'} written to ${out}.`);
      } else {
        for (const line of csv.trimEnd().split('\r\n')) io.out(line);
        io.err(`${subscribers.length} confirmed subscriber${subscribers.length === 1 ? '' : 's'}.`);
      }
    },
  }),
];
