import {
  ChangeMessageVisibilityCommand,
  DeleteMessageCommand,
  GetQueueUrlCommand,
  type Message,
  ReceiveMessageCommand,
  SendMessageCommand,
  type SQSClient,
} from '@aws-sdk/client-sqs';
import type { DeadLetterMessage, DeadLetterQueue, ReplayResult } from './deadLetters.ts';

/** How many messages one command looks at, at most: a DLQ that full wants a look at the cause first. */
const MAX_MESSAGES = 1000;

/**
 * A stage's SQS dead-letter queue (`shop-<stage>-paymentEvents-dlq`, see cdk/lib/events.ts).
 * SQS has no "peek": listing receives the messages, which hides them for a while, and then
 * makes them visible again at once. Replay receives, sends the body to the main queue and
 * deletes it from the DLQ only after the send succeeded.
 */
export function awsDeadLetters(options: { sqs: SQSClient; queueName: string; deadLetterQueueName: string }): DeadLetterQueue {
  const { sqs } = options;
  const urls = new Map<string, Promise<string>>();
  const urlOf = (name: string) => {
    let url = urls.get(name);
    if (!url) {
      url = sqs.send(new GetQueueUrlCommand({ QueueName: name })).then((r) => r.QueueUrl as string);
      urls.set(name, url);
    }
    return url;
  };
  const toMessage = (m: Message): DeadLetterMessage => ({
    id: m.MessageId ?? '',
    queue: options.queueName,
    body: m.Body ?? '',
    receiveCount: Number(m.Attributes?.ApproximateReceiveCount ?? 0) || undefined,
    deadLetteredAt: m.Attributes?.SentTimestamp ? new Date(Number(m.Attributes.SentTimestamp)).toISOString() : undefined,
  });

  /** Receives every message (each once), keeping them hidden for `hideSeconds`. */
  async function receiveAll(hideSeconds: number): Promise<Message[]> {
    const dlq = await urlOf(options.deadLetterQueueName);
    const seen = new Map<string, Message>();
    while (seen.size < MAX_MESSAGES) {
      const { Messages = [] } = await sqs.send(
        new ReceiveMessageCommand({
          QueueUrl: dlq,
          MaxNumberOfMessages: 10,
          WaitTimeSeconds: 1,
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

  async function showAgain(messages: Message[]): Promise<void> {
    const dlq = await urlOf(options.deadLetterQueueName);
    for (const m of messages) {
      await sqs.send(new ChangeMessageVisibilityCommand({ QueueUrl: dlq, ReceiptHandle: m.ReceiptHandle, VisibilityTimeout: 0 }));
    }
  }

  async function remove(messages: Message[]): Promise<void> {
    const dlq = await urlOf(options.deadLetterQueueName);
    for (const m of messages) await sqs.send(new DeleteMessageCommand({ QueueUrl: dlq, ReceiptHandle: m.ReceiptHandle }));
  }

  return {
    description: `the SQS queue ${options.deadLetterQueueName}`,
    async list() {
      const messages = await receiveAll(30);
      await showAgain(messages);
      return messages.map(toMessage);
    },
    async replay(chosen) {
      const result: ReplayResult = { replayed: [], failed: [] };
      const messages = await receiveAll(300);
      const untouched: Message[] = [];
      const main = await urlOf(options.queueName);
      for (const m of messages) {
        const message = toMessage(m);
        if (!chosen(message)) {
          untouched.push(m);
          continue;
        }
        try {
          await sqs.send(new SendMessageCommand({ QueueUrl: main, MessageBody: m.Body, MessageAttributes: m.MessageAttributes }));
          await remove([m]);
          result.replayed.push(message);
        } catch (error) {
          untouched.push(m);
          result.failed.push({ message, error: error instanceof Error ? error.message : String(error) });
        }
      }
      await showAgain(untouched);
      return result;
    },
    async drain(save) {
      const messages = await receiveAll(300);
      try {
        await save(messages.map(toMessage));
      } catch (error) {
        await showAgain(messages);
        throw error;
      }
      await remove(messages);
      return messages.length;
    },
  };
}
