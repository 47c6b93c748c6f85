import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { Hash } from '@smithy/core/serde';
import { SignatureV4 } from '@smithy/signature-v4';
import { expect } from 'vitest';
import type { AwsCredentials, RequestHandler } from '../platform/awsRequest.ts';
import type { Answer, Arrived, RecordingServer } from './recordingServer.ts';

/**
 * What the tests that judge the shop's AWS calls (lambdas/platform/awsRequest.ts) by the SDK's
 * clients share: the credentials both sign with, AWS's own check of a signature, the failures
 * both must meet alike, and what a caller can tell of how a call ended.
 */

export const REGION = 'eu-central-1';
export const CREDENTIALS: AwsCredentials = {
  accessKeyId: 'AKIDJUDGEDBYTHESDK',
  secretAccessKey: 'the-secret-both-sign-with',
  sessionToken: 'session-token',
};

/** What a client did on the wire, and how its call ended. */
export interface Sent {
  requests: Arrived[];
  outcome: { value?: unknown; error?: unknown };
}

export async function sentTo(server: RecordingServer, send: () => Promise<unknown>, script: Answer[] = []): Promise<Sent> {
  server.expect(script);
  const outcome = await send().then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  return { requests: [...server.arrived], outcome };
}

/**
 * AWS's own check of a request: the body's hash it names is its body's, and the signature
 * computed again from the request as it arrived, with the headers it names as signed and the
 * time it carries, is the one it carries, for this service, region and key.
 */
export async function signatureHolds(
  request: Arrived,
  endpoint: string,
  service: string,
  signing: { uriEscapePath?: boolean } = {},
): Promise<boolean> {
  const authorization = String(request.headers.authorization ?? '');
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request, SignedHeaders=([^,]+), Signature=[0-9a-f]{64}$/.exec(
      authorization,
    );
  if (!match) return false;
  const [, keyId, , region, signedFor, signedHeaders] = match;
  if (keyId !== CREDENTIALS.accessKeyId || region !== REGION || signedFor !== service) return false;
  const names = (signedHeaders ?? '').split(';');
  if (!names.includes('host') || !names.includes('x-amz-date')) return false;
  const headers = Object.fromEntries(names.map((name) => [name, String(request.headers[name] ?? '')]));
  const bodyHash = createHash('sha256').update(request.raw).digest('hex');
  if (headers['x-amz-content-sha256'] !== undefined && headers['x-amz-content-sha256'] !== bodyHash) return false;
  const at = String(request.headers['x-amz-date']).replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z');
  const url = new URL(request.url, endpoint);
  const verifier = new SignatureV4({ credentials: CREDENTIALS, region: REGION, service, sha256: Hash.bind(null, 'sha256'), ...signing });
  const again = await verifier.sign(
    {
      method: request.method,
      protocol: url.protocol,
      hostname: url.hostname,
      port: Number(url.port),
      // The path as it arrived (S3 signs it so, not escaped again).
      path: request.url.split('?')[0] ?? '/',
      query: Object.fromEntries(url.searchParams),
      headers,
      body: request.raw,
    },
    { signingDate: new Date(at) },
  );
  return again.headers.authorization === authorization;
}

/** A refusal as an AWS REST-JSON service sends it, its code in the header or in the body. */
export const refusal = (status: number, code: string, message: string, how: 'header' | 'body' = 'header'): Answer => ({
  status,
  body: JSON.stringify(how === 'body' ? { __type: `com.amazonaws.service#${code}`, message } : { message }),
  headers: {
    'x-amzn-requestid': 'req-1',
    ...(how === 'header' ? { 'x-amzn-errortype': `${code}:http://internal.amazon.com/coral/com.amazonaws.service/` } : {}),
  },
});

const times = (n: number, answer: Answer) => Array.from({ length: n }, () => answer);

/** The failures every service can meet, besides its own refusals. */
export const FAILURES: [string, Answer[]][] = [
  ['a throttle, then success', [refusal(429, 'TooManyRequestsException', 'Rate exceeded.')]],
  ['an internal failure each time', times(3, refusal(500, 'InternalFailure', 'We encountered an internal error.'))],
  ['an unavailable service, then success', [refusal(503, 'ServiceUnavailable', 'Try later.')]],
  ['a gateway page that is not JSON', times(3, { status: 502, body: '<html>Bad gateway</html>' })],
  ['a connection closed each time', times(3, { status: 0, body: '', hangUp: true })],
  ['a connection closed once', [{ status: 0, body: '', hangUp: true }]],
];

/** What a caller can tell of an error: its name, message, fault and status. */
export function errorSeen(error: unknown) {
  const { name, message, $fault, $metadata } = error as Error & { $fault?: string; $metadata?: { httpStatusCode?: number } };
  // No answer, or an answer the client would not take (a checksum that does not match): what it says.
  if ($metadata?.httpStatusCode === undefined) return { failed: `${name}: ${message}` };
  // An answer that is not the service's JSON: the SDK reports its own parsing (a SyntaxError),
  // the shop's client the status; both carry the status, and both try as often.
  if (name === 'SyntaxError' || name === 'UnknownError') return { status: $metadata.httpStatusCode, unreadable: true };
  return { name, message, fault: $fault, status: $metadata.httpStatusCode };
}

/**
 * The URL a client sends its call to, with no endpoint given: `send` makes the call with a
 * handler that notes the URL and answers 200 with `answer`, as the SDK's clients and the shop's
 * both take one (`requestHandler`).
 */
export async function urlCalled(answer: string, send: (handler: RequestHandler) => Promise<unknown>): Promise<string> {
  let url = '';
  await send({
    handle: async (request) => {
      url = `${request.protocol}//${request.hostname}${request.path}`;
      return { response: { statusCode: 200, headers: {}, body: Readable.from([Buffer.from(answer)]) } };
    },
  });
  return url;
}

/**
 * Both clients made one request each, alike in all `wire` reads of it (what the service reads
 * besides the signature), and both signatures hold as the service checks them.
 */
export async function sameOnTheWire(
  theirs: Sent,
  mine: Sent,
  wire: (request: Arrived) => unknown,
  endpoint: string,
  service: string,
  signing: { uriEscapePath?: boolean } = {},
) {
  expect(theirs.requests).toHaveLength(1);
  expect(mine.requests).toHaveLength(1);
  const [sdkRequest, ourRequest] = [theirs.requests[0] as Arrived, mine.requests[0] as Arrived];
  expect(wire(ourRequest)).toEqual(wire(sdkRequest));
  expect(await signatureHolds(sdkRequest, endpoint, service, signing)).toBe(true);
  expect(await signatureHolds(ourRequest, endpoint, service, signing)).toBe(true);
}
