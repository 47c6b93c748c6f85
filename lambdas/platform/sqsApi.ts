import { createHash } from 'node:crypto';
import type { SendMessageBatchRequest, SendMessageBatchResult, SendMessageRequest, SendMessageResult } from '@aws-sdk/client-sqs';
import { type AwsApiOptions, awsApi } from './awsRequest.ts';

/**
 * SQS's SendMessage and SendMessageBatch as the shop calls them: the requests the SDK's
 * SQSClient sends (AWS JSON 1.0 in its query-compatible mode, to the queue URL's origin), with
 * its check that SQS took each body as sent (the MD5 it answers), made with the SDK's own parts
 * (lambdas/platform/awsRequest.ts), without the client's 23 KB in the functions that hand work
 * to a queue (docs/decisions/097-aws-calls-without-their-clients.md). sqsApi.test.ts judges
 * it by the SDK's client. Reading and deleting dead letters (the back office, the operator's CLI)
 * keep the client.
 */
export interface SqsApi {
  sendMessage(input: Pick<SendMessageRequest, 'QueueUrl' | 'MessageBody'>): Promise<Pick<SendMessageResult, 'MessageId'>>;
  sendMessageBatch(input: SendMessageBatchRequest): Promise<Pick<SendMessageBatchResult, 'Successful' | 'Failed'>>;
}

const md5 = (text: string | undefined) =>
  createHash('md5')
    .update(text ?? '')
    .digest('hex');

export function createSqsApi(options: AwsApiOptions): SqsApi {
  const call = awsApi('sqs', 'sqs', options);
  async function operation<T>(name: string, input: { QueueUrl: string | undefined }): Promise<T> {
    const answer = await call({
      path: '/',
      origin: input.QueueUrl ? new URL(input.QueueUrl).origin : undefined,
      contentType: 'application/x-amz-json-1.0',
      headers: { 'x-amz-target': `AmazonSQS.${name}`, 'x-amzn-query-mode': 'true' },
      body: JSON.stringify(input),
    });
    return JSON.parse(new TextDecoder().decode(answer.body)) as T;
  }
  return {
    async sendMessage(input) {
      const { MessageId, MD5OfMessageBody } = await operation<SendMessageResult>('SendMessage', input);
      // The SDK's words for a body SQS did not take as sent.
      if (MD5OfMessageBody !== md5(input.MessageBody)) throw new Error('InvalidChecksumError');
      return { MessageId };
    },
    async sendMessageBatch(input) {
      const { Successful = [], Failed = [] } = await operation<SendMessageBatchResult>('SendMessageBatch', input);
      const bodies = new Map((input.Entries ?? []).map((entry) => [entry.Id, entry.MessageBody]));
      const altered = Successful.filter((taken) => bodies.has(taken.Id) && taken.MD5OfMessageBody !== md5(bodies.get(taken.Id)));
      if (altered.length > 0) throw new Error(`Invalid MD5 checksum on messages: ${altered.map((taken) => taken.MessageId).join(', ')}`);
      return { Successful, Failed };
    },
  };
}
