/**
 * The shop's SQS sends judged by the SDK's SQSClient: for any message and any batch, both put the
 * same request on the wire (method, path, content type, operation, body), both carry a signature
 * that holds for what arrived, both go where the SDK goes (the queue URL's origin), both refuse an
 * answer whose MD5 says SQS took another body, and SQS's refusals, throttles and failures come
 * back the same after as many attempts. A local server stands in for SQS and records what
 * arrives; local/queue.test.ts and the journeys send through the local SQS stand-in.
 */
import { createHash } from 'node:crypto';
import { SendMessageBatchCommand, type SendMessageBatchRequest, SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREDENTIALS, errorSeen, FAILURES, REGION, type Sent, sameOnTheWire, sentTo, urlCalled } from '../testing/awsJudge.ts';
import { type Answer, type Arrived, type RecordingServer, startRecordingServer } from '../testing/recordingServer.ts';
import { createSqsApi } from './sqsApi.ts';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/** SQS's answer to what arrived: each body taken, with its MD5. */
function taken(arrived: Arrived[]): Answer {
  const input = JSON.parse(arrived.at(-1)?.body ?? '{}') as { MessageBody?: string; Entries?: { Id: string; MessageBody: string }[] };
  const body = input.Entries
    ? { Successful: input.Entries.map((e) => ({ Id: e.Id, MessageId: `m-${e.Id}`, MD5OfMessageBody: md5(e.MessageBody) })), Failed: [] }
    : { MessageId: 'm-1', MD5OfMessageBody: md5(input.MessageBody ?? '') };
  return { status: 200, body, headers: { 'content-type': 'application/x-amz-json-1.0' } };
}

let server: RecordingServer;
let queueUrl: string;
beforeAll(async () => {
  server = await startRecordingServer(taken);
  queueUrl = `${server.url}/123456789012/shop-test-payment-events`;
});
afterAll(() => server.close());

const withSdk = (send: (client: SQSClient) => Promise<unknown>, script?: Answer[]) =>
  sentTo(
    server,
    async () => {
      const client = new SQSClient({ region: REGION, endpoint: server.url, maxAttempts: 3, credentials: CREDENTIALS });
      try {
        const { $metadata: _, ...output } = (await send(client)) as { $metadata: unknown };
        return output;
      } finally {
        client.destroy();
      }
    },
    script,
  );
const ours = () => createSqsApi({ region: REGION, endpoint: server.url, maxAttempts: 3, credentials: () => CREDENTIALS });

/** What SQS reads of a request, beside its signature. */
const wire = (request: Arrived) => ({
  method: request.method,
  url: request.url,
  contentType: request.headers['content-type'],
  operation: request.headers['x-amz-target'],
  queryMode: request.headers['x-amzn-query-mode'],
  body: JSON.parse(request.body) as unknown,
  token: request.headers['x-amz-security-token'],
});

const anyBody = fc.string({ unit: 'grapheme', maxLength: 300 });
const anyBatch: fc.Arbitrary<NonNullable<SendMessageBatchRequest['Entries']>> = fc
  .uniqueArray(fc.stringMatching(/^[A-Za-z0-9_-]{1,20}$/), { minLength: 1, maxLength: 10 })
  .chain((ids) =>
    fc.tuple(
      ...ids.map((Id) =>
        fc.record({
          Id: fc.constant(Id),
          MessageBody: anyBody,
          MessageGroupId: fc.stringMatching(/^[!-~]{1,40}$/),
          MessageDeduplicationId: fc.stringMatching(/^[A-Za-z0-9]{1,40}$/),
        }),
      ),
    ),
  );

describe('a send, as SQS receives it', () => {
  it('is the request the SDK sends for any message; both signatures hold', async () => {
    await fc.assert(
      fc.asyncProperty(anyBody, async (MessageBody) => {
        const theirs = await withSdk((client) => client.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody })));
        const mine = await sentTo(server, () => ours().sendMessage({ QueueUrl: queueUrl, MessageBody }));
        await sameOnTheWire(theirs, mine, wire, server.url, 'sqs');
        expect(mine.outcome).toEqual({ value: { MessageId: 'm-1' } });
      }),
      { numRuns: 30 },
    );
  });

  it('is the request the SDK sends for any batch of a FIFO feed', async () => {
    await fc.assert(
      fc.asyncProperty(anyBatch, async (Entries) => {
        const input = { QueueUrl: `${queueUrl}.fifo`, Entries };
        const theirs = await withSdk((client) => client.send(new SendMessageBatchCommand(input)));
        const mine = await sentTo(server, () => ours().sendMessageBatch(input));
        await sameOnTheWire(theirs, mine, wire, server.url, 'sqs');
        expect(mine.outcome).toEqual(theirs.outcome);
      }),
      { numRuns: 30 },
    );
  });

  it('goes where the SDK goes with no endpoint set: the queue URL’s origin', async () => {
    const answer = JSON.stringify({ MessageId: 'm', MD5OfMessageBody: md5('{}') });
    for (const url of [
      'https://sqs.eu-central-1.amazonaws.com/123456789012/shop-prod-payment-events',
      'https://sqs.us-east-1.amazonaws.com/123456789012/q',
      'https://eu-west-1.queue.amazonaws.com/123456789012/legacy',
    ]) {
      const region = url.includes('us-east-1') ? 'us-east-1' : url.includes('eu-west-1') ? 'eu-west-1' : REGION;
      const sdkUrl = await urlCalled(answer, (requestHandler) =>
        new SQSClient({
          region,
          credentials: CREDENTIALS,
          requestHandler: requestHandler as never,
          logger: { ...console, warn: () => undefined },
        }).send(new SendMessageCommand({ QueueUrl: url, MessageBody: '{}' })),
      );
      const ourUrl = await urlCalled(answer, (requestHandler) =>
        createSqsApi({ region, maxAttempts: 1, credentials: () => CREDENTIALS, requestHandler }).sendMessage({
          QueueUrl: url,
          MessageBody: '{}',
        }),
      );
      expect(ourUrl).toBe(sdkUrl);
    }
  });
});

describe('what SQS answers, as the SDK reads it', () => {
  const queryError = (status: number, type: string, code: string, message: string): Answer => ({
    status,
    body: { __type: `com.amazonaws.sqs#${type}`, message },
    headers: { 'content-type': 'application/x-amz-json-1.0', 'x-amzn-query-error': `${code};Sender` },
  });
  const otherBody: Answer = { status: 200, body: { MessageId: 'm-1', MD5OfMessageBody: md5('not what was sent') } };
  const scripts: [string, Answer[]][] = [
    [
      'a queue that does not exist',
      [queryError(400, 'QueueDoesNotExist', 'AWS.SimpleQueueService.NonExistentQueue', 'The specified queue does not exist.')],
    ],
    ['a body SQS refuses', [queryError(400, 'InvalidMessageContents', 'InvalidMessageContents', 'Invalid characters found.')]],
    ['an answer whose MD5 is of another body', [otherBody]],
    ...FAILURES,
  ];
  const seen = ({ value, error }: Sent['outcome']) =>
    error ? errorSeen(error) : { messageId: (value as { MessageId?: string }).MessageId };

  it.each(scripts)('%s: the same answer or error after the same number of attempts', async (_case, script) => {
    const input = { QueueUrl: queueUrl, MessageBody: '{"type":"checkout.session.completed"}' };
    const theirs = await withSdk((client) => client.send(new SendMessageCommand(input)), script);
    const mine = await sentTo(server, () => ours().sendMessage(input), script);
    expect(mine.requests).toHaveLength(theirs.requests.length);
    expect(seen(mine.outcome)).toEqual(seen(theirs.outcome));
  });

  it('refuses a batch answer whose MD5 is of another body, naming the message, as the SDK does', async () => {
    const input = {
      QueueUrl: `${queueUrl}.fifo`,
      Entries: [{ Id: '0', MessageBody: 'a', MessageGroupId: 'g', MessageDeduplicationId: 'd' }],
    };
    const answer: Answer = { status: 200, body: { Successful: [{ Id: '0', MessageId: 'm-0', MD5OfMessageBody: md5('b') }], Failed: [] } };
    const theirs = await withSdk((client) => client.send(new SendMessageBatchCommand(input)), [answer]);
    const mine = await sentTo(server, () => ours().sendMessageBatch(input), [answer]);
    expect(String(mine.outcome.error)).toBe(String(theirs.outcome.error));
  });
});
