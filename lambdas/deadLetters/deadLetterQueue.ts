import {
  ChangeMessageVisibilityBatchCommand,
  DeleteMessageCommand,
  GetQueueUrlCommand,
  type Message,
  ReceiveMessageCommand,
  SendMessageCommand,
  type SQSClient,
} from '@aws-sdk/client-sqs';

/** A message that failed every delivery and was set aside in its queue's dead-letter queue. */
export interface DeadLetterMessage {
  id: string;
  /** The queue it came from (its physical name), where a replay sends it. */
  queue: string;
  body: string;
  /** When it was first sent to its queue (SQS keeps the original SentTimestamp). */
  sentAt?: string;
  receiveCount?: number;
}

export interface ReplayResult {
  replayed: DeadLetterMessage[];
  failed: { message: DeadLetterMessage; error: string }[];
}

/** One queue's dead letters, on SQS (a stage) or the local stand-in, which answers the same calls (local/queue.ts). */
export interface DeadLetterQueue {
  description: string;
  list(): Promise<DeadLetterMessage[]>;
  /**
   * Sends the chosen messages back to the queue they came from, then removes them here. `only`: the
   * one message's id, when one is chosen, so receiving stops once it is found.
   */
  replay(chosen: (message: DeadLetterMessage) => boolean, only?: string): Promise<ReplayResult>;
  /**
   * Removes the chosen messages without handling them, after handing them to `keep` (a file, the
   * audit log); if `keep` fails, nothing is removed. The removed messages.
   */
  remove(
    chosen: (message: DeadLetterMessage) => boolean,
    keep: (messages: DeadLetterMessage[]) => Promise<void>,
    only?: string,
  ): Promise<DeadLetterMessage[]>;
}

/** How many messages one call looks at, at most: a DLQ that full wants a look at the cause first. */
const MAX_MESSAGES = 1000;

export interface DeadLetterQueueAt {
  sqs: SQSClient;
  /** The source queue's physical name, for people and for `DeadLetterMessage.queue`. */
  queueName: string;
  queueUrl: () => Promise<string>;
  deadLetterQueueUrl: () => Promise<string>;
  /** Whether to long-poll one second for stragglers (SQS spreads a queue over hosts); the stand-in answers at once. */
  waitSeconds?: number;
}

/**
 * A queue's dead-letter queue through SQS's calls. SQS has no "peek": listing receives the
 * messages, which hides them for a while, and then makes them visible again at once. Replay
 * receives, sends the body to the source queue and deletes the letter only after the send
 * succeeded; what is not chosen is shown again at once.
 */
export function deadLetterQueue(options: DeadLetterQueueAt): DeadLetterQueue {
  const { sqs } = options;
  const toMessage = (m: Message): DeadLetterMessage => ({
    id: m.MessageId ?? '',
    queue: options.queueName,
    body: m.Body ?? '',
    receiveCount: Number(m.Attributes?.ApproximateReceiveCount ?? 0) || undefined,
    sentAt: m.Attributes?.SentTimestamp ? new Date(Number(m.Attributes.SentTimestamp)).toISOString() : undefined,
  });

  /**
   * Receives every message (each once), keeping them hidden for `hideSeconds`; with `only`, stops
   * as soon as that message (by its id) is among those received.
   */
  async function receiveAll(hideSeconds: number, only?: string): Promise<Message[]> {
    const dlq = await options.deadLetterQueueUrl();
    const seen = new Map<string, Message>();
    while (seen.size < MAX_MESSAGES && !(only !== undefined && seen.has(only))) {
      const { Messages = [] } = await sqs.send(
        new ReceiveMessageCommand({
          QueueUrl: dlq,
          MaxNumberOfMessages: 10,
          WaitTimeSeconds: options.waitSeconds ?? 1,
          VisibilityTimeout: hideSeconds,
          MessageSystemAttributeNames: ['All'],
          MessageAttributeNames: ['All'],
        }),
      );
      if (Messages.length === 0) break;
      for (const m of Messages) seen.set(m.MessageId ?? '', m);
    }
    return [...seen.values()];
  }

  /** Makes received messages visible again at once, ten to a call. */
  async function showAgain(messages: Message[]): Promise<void> {
    const dlq = await options.deadLetterQueueUrl();
    for (let i = 0; i < messages.length; i += 10) {
      const batch = messages.slice(i, i + 10);
      await sqs.send(
        new ChangeMessageVisibilityBatchCommand({
          QueueUrl: dlq,
          Entries: batch.map((m, n) => ({ Id: String(n), ReceiptHandle: m.ReceiptHandle, VisibilityTimeout: 0 })),
        }),
      );
    }
  }

  async function deleteAll(messages: Message[]): Promise<void> {
    const dlq = await options.deadLetterQueueUrl();
    for (const m of messages) await sqs.send(new DeleteMessageCommand({ QueueUrl: dlq, ReceiptHandle: m.ReceiptHandle }));
  }

  return {
    description: `the dead-letter queue of ${options.queueName}`,
    async list() {
      const messages = await receiveAll(30);
      await showAgain(messages);
      return messages.map(toMessage);
    },
    async replay(chosen, only) {
      const result: ReplayResult = { replayed: [], failed: [] };
      const messages = await receiveAll(300, only);
      const untouched: Message[] = [];
      for (const m of messages) {
        const message = toMessage(m);
        if (!chosen(message)) {
          untouched.push(m);
          continue;
        }
        try {
          await sqs.send(
            new SendMessageCommand({ QueueUrl: await options.queueUrl(), MessageBody: m.Body, MessageAttributes: m.MessageAttributes }),
          );
          await deleteAll([m]);
          result.replayed.push(message);
        } catch (error) {
          untouched.push(m);
          result.failed.push({ message, error: error instanceof Error ? error.message : String(error) });
        }
      }
      await showAgain(untouched);
      return result;
    },
    async remove(chosen, keep, only) {
      const messages = await receiveAll(300, only);
      const removed = messages.filter((m) => chosen(toMessage(m)));
      const others = messages.filter((m) => !removed.includes(m));
      try {
        if (removed.length > 0) await keep(removed.map(toMessage));
      } catch (error) {
        await showAgain(messages);
        throw error;
      }
      await deleteAll(removed);
      await showAgain(others);
      return removed.map(toMessage);
    },
  };
}

/** A queue's dead letters found by the queues' names (the operator's command line, which has no URLs). */
export function deadLetterQueueNamed(options: {
  sqs: SQSClient;
  queueName: string;
  deadLetterQueueName: string;
  waitSeconds?: number;
}): DeadLetterQueue {
  const urls = new Map<string, Promise<string>>();
  const urlOf = (name: string) => () => {
    let url = urls.get(name);
    if (!url) {
      url = options.sqs.send(new GetQueueUrlCommand({ QueueName: name })).then((r) => r.QueueUrl as string);
      url.catch(() => urls.delete(name));
      urls.set(name, url);
    }
    return url;
  };
  return {
    ...deadLetterQueue({
      sqs: options.sqs,
      queueName: options.queueName,
      queueUrl: urlOf(options.queueName),
      deadLetterQueueUrl: urlOf(options.deadLetterQueueName),
      waitSeconds: options.waitSeconds,
    }),
    description: `the SQS queue ${options.deadLetterQueueName}`,
  };
}
