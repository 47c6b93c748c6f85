import { SQSClient } from '@aws-sdk/client-sqs';
import type { FailedEventQueue, FailedEventRow } from '@shop/shared/contract/adminFailedEvents';
import { awsClientOptions } from '../platform/aws.ts';
import { config, deadLetterQueueUrl, queueUrl } from '../platform/config.ts';
import { notFound } from '../platform/errors.ts';
import { PerFunction } from '../platform/functionScope.ts';
import { type DeadLetterMessage, type DeadLetterQueue, deadLetterQueue } from './deadLetterQueue.ts';
import { DEAD_LETTERS } from './messages.ts';

/**
 * The back office's failed events (docs/decisions/045): every queue's dead letters, each replayed
 * to its queue (its consumer is idempotent, so one that did get through has no second effect) or
 * dropped once the owner kept it in the audit log. The same SQS calls as `npm run admin -- dlq`.
 */

const clients = new PerFunction<SQSClient>();
const sqs = () => clients.get(() => new SQSClient(awsClientOptions(config.sqsEndpoint())));

/** Each queue and its dead-letter queue, named one by one so that what the function reaches is what routes.ts grants. */
const QUEUES_AND_LETTERS: Record<FailedEventQueue, () => { queueUrl: string; deadLetterQueueUrl: string }> = {
  paymentEvents: () => ({ queueUrl: queueUrl('paymentEvents'), deadLetterQueueUrl: deadLetterQueueUrl('paymentEvents') }),
  paymentEffects: () => ({ queueUrl: queueUrl('paymentEffects'), deadLetterQueueUrl: deadLetterQueueUrl('paymentEffects') }),
  invoiceEffects: () => ({ queueUrl: queueUrl('invoiceEffects'), deadLetterQueueUrl: deadLetterQueueUrl('invoiceEffects') }),
};

function lettersOf(queue: FailedEventQueue): DeadLetterQueue {
  const urls = QUEUES_AND_LETTERS[queue]();
  return deadLetterQueue({
    sqs: sqs(),
    queueName: queue,
    queueUrl: async () => urls.queueUrl,
    deadLetterQueueUrl: async () => urls.deadLetterQueueUrl,
    // Off AWS the stand-in answers at once; on SQS one second finds what sits on other hosts.
    waitSeconds: config.sqsEndpoint() ? 0 : 1,
  });
}

/** What a message is about, from its body: a provider event's type, id and order, or the outbox effect it hands over. */
export function summaryOf(body: string): string {
  try {
    const message = JSON.parse(body) as {
      id?: unknown;
      type?: unknown;
      effectId?: unknown;
      data?: { object?: { client_reference_id?: unknown; metadata?: { orderId?: unknown } | null } };
    };
    if (typeof message.type === 'string') {
      const order = message.data?.object?.client_reference_id ?? message.data?.object?.metadata?.orderId;
      return [message.type, typeof message.id === 'string' ? message.id : '', typeof order === 'string' ? `order ${order}` : '']
        .filter(Boolean)
        .join(' · ');
    }
    if (typeof message.effectId === 'string') return `effect ${message.effectId}`;
  } catch {
    // Not JSON: shown as it is, shortened.
  }
  return body.length > 80 ? `${body.slice(0, 77)}...` : body;
}

const rowOf = (queue: FailedEventQueue, m: DeadLetterMessage): FailedEventRow => ({
  queue,
  messageId: m.id,
  summary: summaryOf(m.body),
  body: m.body,
  sentAt: m.sentAt,
  receiveCount: m.receiveCount,
});

/** Every queue's dead letters, oldest first. */
export async function listFailedEvents(queues: readonly FailedEventQueue[]): Promise<FailedEventRow[]> {
  const lists = await Promise.all(queues.map(async (queue) => (await lettersOf(queue).list()).map((m) => rowOf(queue, m))));
  return lists.flat().sort((a, b) => (a.sentAt ?? '').localeCompare(b.sentAt ?? ''));
}

const gone = () => notFound(DEAD_LETTERS.eventGone);

/** Sends one dead letter back to its queue and removes it: the message as it was. */
export async function replayFailedEvent(queue: FailedEventQueue, messageId: string): Promise<FailedEventRow> {
  const { replayed, failed } = await lettersOf(queue).replay((m) => m.id === messageId, messageId);
  if (failed[0]) throw new Error(`The failed event ${messageId} was not sent back to ${queue}: ${failed[0].error}`);
  if (!replayed[0]) throw gone();
  return rowOf(queue, replayed[0]);
}

/** Removes one dead letter, once `keep` (the audit log) has it: the message as it was. */
export async function dropFailedEvent(
  queue: FailedEventQueue,
  messageId: string,
  keep: (row: FailedEventRow) => Promise<void>,
): Promise<FailedEventRow> {
  const removed = await lettersOf(queue).remove(
    (m) => m.id === messageId,
    async ([message]) => {
      if (message) await keep(rowOf(queue, message));
    },
    messageId,
  );
  if (!removed[0]) throw gone();
  return rowOf(queue, removed[0]);
}
