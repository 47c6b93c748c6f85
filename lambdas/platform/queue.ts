import type { QueueName } from '../queues.ts';
import { awsClientOptions } from './aws.ts';
import { config, queueUrl } from './config.ts';
import { PerFunction } from './functionScope.ts';
import { createSqsApi, type SqsApi } from './sqsApi.ts';

const clients = new PerFunction<SqsApi>();
let standIn: SqsApi | undefined;

/** SQS's sends, made once per function (lambdas/platform/sqsApi.ts), or a test's stand-in. */
export const sqs = (): SqsApi => standIn ?? clients.get(() => createSqsApi(awsClientOptions(config.sqsEndpoint())));

/** Puts a test's stand-in in place of SQS for every send; `undefined` puts SQS back. */
export function useSqsApi(api: SqsApi | undefined): void {
  standIn = api;
}

/** Puts a message on one of the shop's queues; the client is made once per container. */
export async function sendToQueue(queue: QueueName, body: unknown): Promise<string> {
  const result = await sqs().sendMessage({ QueueUrl: queueUrl(queue), MessageBody: JSON.stringify(body) });
  return result.MessageId ?? '';
}

/** Puts many messages on one of the shop's queues, ten to a call; what SQS did not take is sent again, then fails the call. */
export async function sendAllToQueue(queue: QueueName, bodies: readonly unknown[]): Promise<void> {
  const url = queueUrl(queue);
  for (let start = 0; start < bodies.length; start += 10) {
    let entries = bodies.slice(start, start + 10).map((body, i) => ({ Id: String(i), MessageBody: JSON.stringify(body) }));
    for (let attempt = 1; entries.length > 0; attempt++) {
      const { Failed = [] } = await sqs().sendMessageBatch({ QueueUrl: url, Entries: entries });
      const failed = new Set(Failed.map((f) => f.Id));
      entries = entries.filter((entry) => failed.has(entry.Id));
      if (entries.length > 0 && attempt >= 3) throw new Error(`${queue} did not take ${entries.length} messages: ${Failed[0]?.Message}`);
    }
  }
}
