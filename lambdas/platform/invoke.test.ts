/**
 * The shop's Lambda Invoke judged by the SDK's LambdaClient: for any function name (a name, an
 * ARN, a qualified name) and any payload, both put the same request on the wire (method, path,
 * content type, the payload's bytes, token), both carry a signature that holds for what arrived,
 * both go to the same regional endpoint, and the function's own error, Lambda's refusals,
 * throttles and failures come back the same after as many attempts. A local server stands in for
 * Lambda and records what arrives; local/lambdaInvoke.test.ts runs the real function behind the
 * local stand-in through it.
 */
import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREDENTIALS, errorSeen, FAILURES, REGION, refusal, type Sent, sameOnTheWire, sentTo, urlCalled } from '../testing/awsJudge.ts';
import { type Answer, type Arrived, type RecordingServer, startRecordingServer } from '../testing/recordingServer.ts';
import { createLambdaApi } from './invoke.ts';

let server: RecordingServer;
beforeAll(async () => {
  server = await startRecordingServer(() => ({ status: 200, body: { ok: true } }));
});
afterAll(() => server.close());

const bySdk = (name: string, payload: Uint8Array, script?: Answer[]) =>
  sentTo(
    server,
    async () => {
      const client = new LambdaClient({ region: REGION, endpoint: server.url, maxAttempts: 3, credentials: CREDENTIALS });
      try {
        const { StatusCode, FunctionError, Payload } = await client.send(new InvokeCommand({ FunctionName: name, Payload: payload }));
        return { statusCode: StatusCode, functionError: FunctionError, payload: Buffer.from(Payload ?? []).toString('base64') };
      } finally {
        client.destroy();
      }
    },
    script,
  );
const byOurs = (name: string, payload: Uint8Array, script?: Answer[]) =>
  sentTo(
    server,
    async () => {
      const api = createLambdaApi({ region: REGION, endpoint: server.url, maxAttempts: 3, credentials: () => CREDENTIALS });
      const { statusCode, functionError, payload: answer } = await api.invoke(name, payload);
      return { statusCode, functionError, payload: Buffer.from(answer).toString('base64') };
    },
    script,
  );

/** What Lambda reads of a request, beside its signature. */
const wire = (request: Arrived) => ({
  method: request.method,
  url: request.url,
  contentType: request.headers['content-type'],
  payload: request.raw.toString('base64'),
  token: request.headers['x-amz-security-token'],
});

const anyFunctionName = fc.oneof(
  fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/),
  fc.stringMatching(/^[A-Za-z0-9_-]{1,40}:(\$LATEST|[0-9]{1,3}|[a-z]{1,10})$/),
  fc
    .tuple(fc.stringMatching(/^[0-9]{12}$/), fc.stringMatching(/^[A-Za-z0-9_-]{1,40}$/))
    .map(([account, name]) => `arn:aws:lambda:${REGION}:${account}:function:${name}`),
);

describe('an invocation, as Lambda receives it', () => {
  it('is the request the SDK sends for any function name and payload; both signatures hold', async () => {
    await fc.assert(
      fc.asyncProperty(anyFunctionName, fc.uint8Array({ maxLength: 400 }), async (name, payload) => {
        const theirs = await bySdk(name, payload);
        const mine = await byOurs(name, payload);
        await sameOnTheWire(theirs, mine, wire, server.url, 'lambda');
        expect(mine.outcome).toEqual(theirs.outcome);
      }),
      { numRuns: 40 },
    );
  });

  it('goes to the regional endpoint the SDK resolves', async () => {
    const name = 'shop-prod-renderInvoicePdf';
    for (const region of ['eu-central-1', 'us-east-1', 'eu-west-3']) {
      const sdkUrl = await urlCalled('null', (requestHandler) =>
        new LambdaClient({ region, credentials: CREDENTIALS, requestHandler: requestHandler as never }).send(
          new InvokeCommand({ FunctionName: name, Payload: new Uint8Array() }),
        ),
      );
      const ourUrl = await urlCalled('null', (requestHandler) =>
        createLambdaApi({ region, maxAttempts: 1, credentials: () => CREDENTIALS, requestHandler }).invoke(name, new Uint8Array()),
      );
      expect(ourUrl).toBe(sdkUrl);
    }
  });
});

describe('what Lambda answers, as the SDK reads it', () => {
  const functionFailed: Answer = {
    status: 200,
    body: { errorType: 'Error', errorMessage: 'The invoice has no lines.' },
    headers: { 'x-amz-function-error': 'Unhandled', 'x-amz-executed-version': '$LATEST' },
  };
  const scripts: [string, Answer[]][] = [
    ['the function’s own error', [functionFailed]],
    ['a function that does not exist', [refusal(404, 'ResourceNotFoundException', 'Function not found: arn:aws:lambda:x')]],
    ['a payload too large', [refusal(413, 'RequestEntityTooLargeException', 'Request must be smaller than 6291456 bytes')]],
    ['a refusal named in the body', [refusal(400, 'InvalidRequestContentException', 'Could not parse request body into json', 'body')]],
    [
      'a function at its concurrency',
      [refusal(429, 'TooManyRequestsException', 'Rate Exceeded.'), refusal(429, 'TooManyRequestsException', 'Rate Exceeded.')],
    ],
    ...FAILURES,
  ];
  const seen = ({ value, error }: Sent['outcome']) => (error ? errorSeen(error) : value);

  it.each(scripts)('%s: the same answer or error after the same number of attempts', async (_case, script) => {
    const payload = new TextEncoder().encode('{"invoice":"17/ZG1/1"}');
    const theirs = await bySdk('shop-test-renderInvoicePdf', payload, script);
    const mine = await byOurs('shop-test-renderInvoicePdf', payload, script);
    expect(mine.requests).toHaveLength(theirs.requests.length);
    expect(seen(mine.outcome)).toEqual(seen(theirs.outcome));
  });
});
