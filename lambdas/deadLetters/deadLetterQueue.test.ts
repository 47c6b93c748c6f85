import {
  ChangeMessageVisibilityBatchCommand,
  DeleteMessageCommand,
  type Message,
  ReceiveMessageCommand,
  SendMessageCommand,
  SQSClient,
} from '@aws-sdk/client-sqs';
import { mockClient } from 'aws-sdk-client-mock';
import { describe, expect, it } from 'vitest';
import { deadLetterQueue } from './deadLetterQueue.ts';

/** A dead-letter queue of 25 messages that SQS hands out ten at a time. */
function queueOf25() {
  const sqs = new SQSClient({ region: 'eu-central-1', credentials: { accessKeyId: 'x', secretAccessKey: 'x' } });
  const mock = mockClient(sqs);
  const messages: Message[] = Array.from({ length: 25 }, (_, i) => ({ MessageId: `m-${i}`, ReceiptHandle: `r-${i}`, Body: `{"n":${i}}` }));
  let next = 0;
  mock.on(ReceiveMessageCommand).callsFake(async () => {
    const batch = messages.slice(next, next + 10);
    next += batch.length;
    return batch.length > 0 ? { Messages: batch } : {};
  });
  mock.on(SendMessageCommand).resolves({ MessageId: 'again' });
  mock.on(ChangeMessageVisibilityBatchCommand).resolves({ Successful: [], Failed: [] });
  const letters = deadLetterQueue({
    sqs,
    queueName: 'paymentEvents',
    queueUrl: async () => 'https://sqs.example/shop-paymentEvents',
    deadLetterQueueUrl: async () => 'https://sqs.example/shop-paymentEvents-dlq',
    waitSeconds: 0,
  });
  return { mock, letters };
}

describe('a dead-letter queue through SQS’s calls', () => {
  it('stops receiving once the one message asked for is found, and shows the others again ten to a call', async () => {
    const { mock, letters } = queueOf25();
    const result = await letters.replay((m) => m.id === 'm-4', 'm-4');
    expect(result.replayed.map((m) => m.id)).toEqual(['m-4']);
    expect(mock.commandCalls(ReceiveMessageCommand)).toHaveLength(1);
    expect(mock.commandCalls(DeleteMessageCommand).map((c) => c.args[0].input.ReceiptHandle)).toEqual(['r-4']);
    const shown = mock.commandCalls(ChangeMessageVisibilityBatchCommand).map((c) => c.args[0].input.Entries?.map((e) => e.ReceiptHandle));
    expect(shown).toEqual([['r-0', 'r-1', 'r-2', 'r-3', 'r-5', 'r-6', 'r-7', 'r-8', 'r-9']]);
  });

  it('lists every message, and shows them all again in calls of at most ten', async () => {
    const { mock, letters } = queueOf25();
    expect((await letters.list()).map((m) => m.id)).toEqual(Array.from({ length: 25 }, (_, i) => `m-${i}`));
    const batches = mock.commandCalls(ChangeMessageVisibilityBatchCommand).map((c) => c.args[0].input.Entries?.length);
    expect(batches).toEqual([10, 10, 5]);
  });
});
