import { SQSClient } from '@aws-sdk/client-sqs';
import { awsClientOptions } from '../platform/aws.ts';
import { config, deadLetterQueueUrl } from '../platform/config.ts';
import { PerFunction } from '../platform/functionScope.ts';
import { deadLetterQueue } from './deadLetterQueue.ts';

const clients = new PerFunction<SQSClient>();
const sqs = () => clients.get(() => new SQSClient(awsClientOptions(config.sqsEndpoint())));

/**
 * How many payment events wait in their dead-letter queue, and when the oldest first reached the
 * shop: what Today shows (docs/decisions/067). Looking at the letters (the same calls as the
 * failed-events desk's list) needs their queue only, never the queue they came from.
 */
export async function countDeadPaymentEvents(): Promise<{ count: number; oldestAt?: string }> {
  const letters = await deadLetterQueue({
    sqs: sqs(),
    queueName: 'paymentEvents',
    queueUrl: () => Promise.reject(new Error('Counting the dead payment events sends nothing back.')),
    deadLetterQueueUrl: async () => deadLetterQueueUrl('paymentEvents'),
    // Off AWS the stand-in answers at once; on SQS one second finds what sits on other hosts.
    waitSeconds: config.sqsEndpoint() ? 0 : 1,
  }).list();
  const oldestAt = letters
    .map((m) => m.sentAt)
    .filter((at): at is string => at !== undefined)
    .sort()[0];
  return { count: letters.length, ...(oldestAt ? { oldestAt } : {}) };
}
