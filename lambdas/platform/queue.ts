import { SQSClient, SendMessageCommand } from '@aws-sdk/client-sqs';
import type { QueueName } from '../routes.ts';
import { awsClientOptions } from './aws.ts';
import { config, queueUrl } from './config.ts';

let client: SQSClient | undefined;

/** Puts a message on one of the shop's queues; the client is made once per container. */
export async function sendToQueue(queue: QueueName, body: unknown): Promise<string> {
  client ??= new SQSClient(awsClientOptions(config.sqsEndpoint()));
  const result = await client.send(new SendMessageCommand({ QueueUrl: queueUrl(queue), MessageBody: JSON.stringify(body) }));
  return result.MessageId ?? '';
}
