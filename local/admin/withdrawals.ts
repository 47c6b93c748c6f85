import { commandLineOperator } from './operator.ts';
import { formatEuro } from '@shop/shared/money';
import { handleWithdrawal } from '../../lambdas/withdrawals/handleWithdrawal.ts';
import { withdrawnFrom } from '../../lambdas/withdrawals/withdrawnFrom.ts';
import { shopHandlingPorts, shopWithdrawals } from '../../lambdas/withdrawals/withdrawalAdapters.ts';
import { defineCommand, OperatorError, positionals, stringOption } from './command.ts';
import { formatTable } from './io.ts';
import { euros, isoTime, wholeNumber } from './operatorInput.ts';

/** `withdrawals list` and `withdrawals handle`: the statements customers sent through the withdrawal function. */

/** Who handles a withdrawal from the command line, as its record says. */

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
      const found = await shopWithdrawals.received(
        { from: query.from ?? EVER, to: query.until ?? clock.now().toISOString() },
        { unacknowledgedOnly: query.unacknowledged, newestFirst: true, limit: query.limit },
      );
      const rows = found.map((w) => [
        w.receivedAt,
        w.orderNumber,
        w.email,
        w.name,
        w.acknowledgedAt ?? `NOT YET${w.lastAcknowledgementError ? ` (${w.lastAcknowledgementError})` : ''}`,
        w.handledAt ? `${w.handledAt} (${formatEuro(w.handledRefund ?? 0)})` : 'NOT YET',
        w.id,
        withdrawnFrom(w).join('; '),
        w.reason ?? '',
      ]);
      for (const line of formatTable(
        ['RECEIVED', 'ORDER', 'EMAIL', 'NAME', 'ACKNOWLEDGED', 'HANDLED', 'ID', 'WITHDRAWING FROM', 'REASON'],
        rows,
      )) {
        io.out(line);
      }
      io.err(
        `${found.length} withdrawal${found.length === 1 ? '' : 's'}${found.length === query.limit ? ` (the first ${query.limit}; --limit shows more)` : ''}.`,
      );
    },
  }),
  defineCommand({
    group: 'withdrawals',
    name: 'handle',
    summary: 'the items came back: refund them and mark the withdrawal handled',
    usage: 'withdrawals handle <withdrawalId> [--amount EUROS]',
    description: `
Handles a withdrawal (its ID from \`withdrawals list\`) once its items are back: refunds through
the payment provider what it withdraws from (the lines it names, or what is left of a whole
order; --amount gives another sum), so the customer gets the refund mail, and marks it
handled. Safe to repeat: a withdrawal handled already is left as it is and refunded once.
The back office's orders desk does the same.`,
    options: { amount: { type: 'string', value: 'EUROS', description: 'refund this much instead (e.g. 12,50)' } },
    examples: ['withdrawals handle 3f1c9a2e0b7d4c55', 'withdrawals handle 3f1c9a2e0b7d4c55 --amount 12,50'],
    parse({ positionals: words, values }, problems) {
      const [id] = positionals(words, ['withdrawalId'], problems);
      if (id !== undefined && !/^[A-Za-z0-9_-]{1,64}$/.test(id)) problems.add(`"${id}" is not a withdrawal id.`);
      const raw = stringOption(values, 'amount');
      return { id: id as string, amount: raw === undefined ? undefined : euros(raw, '--amount', problems) };
    },
    async run({ id, amount }, { io, clock }) {
      const result = await handleWithdrawal(
        id,
        amount === undefined ? {} : { amount },
        commandLineOperator(),
        clock.now(),
        shopHandlingPorts,
      );
      if (result.status === 'refused') throw new OperatorError(result.reason);
      if (result.status === 'already') {
        io.out(`Withdrawal ${id} of order ${result.withdrawal.orderNumber} was already handled on ${result.withdrawal.handledAt}.`);
        return;
      }
      io.out(
        result.refund > 0
          ? `Withdrawal ${id} of order ${result.order.number} is handled: ${formatEuro(result.refund)} is refunded and its pieces are back on the shelf; its credit note is issued and mailed to the customer.`
          : `Withdrawal ${id} of order ${result.order.number} is handled; nothing was left to refund.`,
      );
    },
  }),
];
