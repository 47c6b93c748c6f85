import { withdrawnFrom } from '../../lambdas/withdrawals/withdrawalEmail.ts';
import { withdrawalsReceived } from '../../lambdas/withdrawals/withdrawalStore.ts';
import { defineCommand, positionals, stringOption } from './command.ts';
import { formatTable } from './io.ts';
import { isoTime, wholeNumber } from './operatorInput.ts';

/** `withdrawals list`: the statements customers sent through the withdrawal function. */

/** Before the shop took its first withdrawal. */
const EVER = '2000-01-01T00:00:00.000Z';

export const withdrawalCommands = [
  defineCommand({
    group: 'withdrawals',
    name: 'list',
    summary: 'list the withdrawals customers sent online, newest first',
    usage: 'withdrawals list [--from DATE] [--until DATE] [--unacknowledged] [--limit N]',
    description: `
Lists the withdrawal statements sent through the shop's withdrawal function (/withdrawal),
newest first, from the orders table's byWithdrawal index: when each was received (what the
14 days are measured against), the order, the customer, what they withdraw from, whether the
acknowledgement email went out, and the reason if they gave one. A statement still
unacknowledged after a few minutes is retried every 5 minutes by the acknowledgeWithdrawals
job; --unacknowledged shows only those. The refund follows once the items are back
(\`orders refund\`).`,
    options: {
      from: { type: 'string', value: 'DATE', description: 'received on or after (2026-12-01, or a time with its zone)' },
      until: { type: 'string', value: 'DATE', description: 'received on or before (a date includes the whole day)' },
      unacknowledged: { type: 'boolean', description: 'only those whose acknowledgement email has not gone out' },
      limit: { type: 'string', value: 'N', description: 'at most this many (default 50)' },
    },
    examples: ['withdrawals list', 'withdrawals list --from 2026-12-01 --until 2026-12-31', 'withdrawals list --unacknowledged'],
    parse({ positionals: words, values }, problems) {
      positionals(words, [], problems);
      const from = isoTime(stringOption(values, 'from'), '--from', problems, { dateMeans: 'start' });
      const until = isoTime(stringOption(values, 'until'), '--until', problems, { dateMeans: 'end' });
      if (from && until && from > until) problems.add('--from must not be after --until.');
      const limit = wholeNumber(stringOption(values, 'limit') ?? '50', '--limit', problems, { min: 1, max: 10_000 }) as number;
      return { from, until, unacknowledged: values.unacknowledged === true, limit };
    },
    async run(query, { io, clock }) {
      const found = await withdrawalsReceived(
        { from: query.from ?? EVER, to: query.until ?? clock.now().toISOString() },
        { unacknowledgedOnly: query.unacknowledged, newestFirst: true, limit: query.limit },
      );
      const rows = found.map((w) => [
        w.receivedAt,
        w.orderNumber,
        w.email,
        w.name,
        w.acknowledgedAt ?? `NOT YET${w.lastAcknowledgementError ? ` (${w.lastAcknowledgementError})` : ''}`,
        w.id,
        withdrawnFrom(w).join('; '),
        w.reason ?? '',
      ]);
      for (const line of formatTable(['RECEIVED', 'ORDER', 'EMAIL', 'NAME', 'ACKNOWLEDGED', 'ID', 'WITHDRAWING FROM', 'REASON'], rows)) {
        io.out(line);
      }
      io.err(
        `${found.length} withdrawal${found.length === 1 ? '' : 's'}${found.length === query.limit ? ` (the first ${query.limit}; --limit shows more)` : ''}.`,
      );
    },
  }),
];
