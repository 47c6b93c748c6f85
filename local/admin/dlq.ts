import { type AdminIo, checkOutFile, formatTable, writeFileWhole } from './io.ts';
import { defineCommand, OperatorError, positionals, stringOption } from './command.ts';
import type { DeadLetterMessage, DeadLetterQueue } from '../../lambdas/deadLetters/deadLetterQueue.ts';

/**
 * `dlq list`, `dlq replay`, `dlq drain`: payment events that failed every delivery, in the
 * payment-events queue's dead-letter queue: on a stage SQS's, locally the stand-in's inside
 * `npm start` (local/queue.ts), through the same calls. The back office's failed events desk
 * shows every queue's (lambdas/deadLetters/).
 */

/** What a payment event is about, from its body (a provider event: `{ id, type, ... }`). */
function eventOf(body: string): string {
  try {
    const event = JSON.parse(body) as { id?: unknown; type?: unknown };
    if (typeof event.type === 'string') return `${event.type}${typeof event.id === 'string' ? ` ${event.id}` : ''}`;
  } catch {
    // Not JSON: shown as it is.
  }
  return body.length > 60 ? `${body.slice(0, 57)}...` : body;
}

/** Replays the chosen messages; an --id that is not there, or a failure, is reported. */
export async function replayDeadLetters(queue: DeadLetterQueue, id: string | undefined, io: AdminIo): Promise<DeadLetterMessage[]> {
  const waiting = await queue.list();
  if (id !== undefined && !waiting.some((m) => m.id === id)) throw new OperatorError(`There is no message ${id} in ${queue.description}.`);
  if (waiting.length === 0) {
    io.out(`Nothing to replay: ${queue.description} is empty.`);
    return [];
  }
  const { replayed, failed } = await queue.replay((m) => id === undefined || m.id === id, id);
  for (const m of replayed) io.out(`Replayed ${m.id} (${eventOf(m.body)}) to ${m.queue}.`);
  if (failed.length > 0) throw new OperatorError(failed.map((f) => `${f.message.id} was not replayed and stays: ${f.error}`));
  return replayed;
}

export const dlqCommands = [
  defineCommand({
    group: 'dlq',
    name: 'list',
    summary: 'list the payment events that failed every delivery',
    usage: 'dlq list [--json]',
    description: `
Lists the dead-lettered payment events: on a stage the SQS queue shop-<stage>-paymentEvents-dlq,
locally the queue stand-in's local-payment-events-dlq (\`npm start\` must be running; it keeps
them in <DATA_DIR>/dead-letters.jsonl between runs). Listing receives the messages and makes
them visible again at once; a consumer never reads a DLQ, so nothing else notices. Why each
failed is in the consumer's log under the message's id.`,
    options: { json: { type: 'boolean', description: 'one JSON object per message, with its whole body' } },
    parse({ positionals: words, values }, problems) {
      positionals(words, [], problems);
      return { json: values.json === true };
    },
    async run({ json }, { io, deadLetters }) {
      const queue = deadLetters();
      const messages = await queue.list();
      if (json) {
        for (const m of messages) io.out(JSON.stringify(m));
      } else if (messages.length > 0) {
        const rows = messages.map((m) => [m.id, m.sentAt ?? '-', String(m.receiveCount ?? '-'), eventOf(m.body)]);
        for (const line of formatTable(['ID', 'SENT', 'RECEIVES', 'EVENT'], rows)) io.out(line);
      }
      io.err(`${messages.length} message${messages.length === 1 ? '' : 's'} in ${queue.description}.`);
    },
  }),
  defineCommand({
    group: 'dlq',
    name: 'replay',
    summary: 'send dead-lettered payment events back to their queue',
    usage: 'dlq replay [--id MESSAGE_ID]',
    description: `
Sends every dead-lettered payment event (or only --id) back to the payment-events queue,
whose consumer handles it again, and removes it from the dead letters once sent. Consumers
are idempotent, so an event that did get through before has no second effect. Fix the
cause first (see \`dlq list\` and the consumer's log), or the event fails again and comes back
after 5 tries. Locally the queue runs inside \`npm start\`, which must be running.`,
    options: { id: { type: 'string', value: 'MESSAGE_ID', description: 'only this message (an ID from `dlq list`)' } },
    examples: ['dlq replay', 'dlq replay --id 3f1c9a2e-0b7d-4c55-9a43-2f1e0c6b7d11'],
    parse({ positionals: words, values }, problems) {
      positionals(words, [], problems);
      const id = stringOption(values, 'id')?.trim();
      if (id === '') problems.add('--id must name a message.');
      return { id };
    },
    async run({ id }, { io, deadLetters }) {
      await replayDeadLetters(deadLetters(), id, io);
    },
  }),
  defineCommand({
    group: 'dlq',
    name: 'drain',
    summary: 'remove every dead-lettered payment event, keeping a copy',
    usage: 'dlq drain [--out FILE.jsonl]',
    description: `
Removes every dead-lettered payment event without handling it, e.g. events about orders that
no longer matter. The messages are first written, one JSON object per line, to --out (or
stdout); if that fails, nothing is removed.`,
    options: { out: { type: 'string', value: 'FILE', description: 'keep the removed messages in this file (replaced if it exists)' } },
    examples: ['dlq drain --out drained-2026-11-22.jsonl'],
    parse({ positionals: words, values }, problems) {
      positionals(words, [], problems);
      const out = stringOption(values, 'out');
      checkOutFile(out, '--out', problems);
      return { out };
    },
    async run({ out }, { io, deadLetters }) {
      const queue = deadLetters();
      const { length: removed } = await queue.remove(
        () => true,
        async (messages) => {
          const lines = messages.map((m) => JSON.stringify(m));
          if (out) writeFileWhole(out, lines.map((l) => `${l}\n`).join(''));
          else for (const line of lines) io.out(line);
        },
      );
      io.err(
        `${removed} message${removed === 1 ? '' : 's'} removed from ${queue.description}${out && removed > 0 ? `; kept in ${out}` : ''}.`,
      );
    },
  }),
];
