/**
 * The shop's calls to CloudFront KeyValueStore judged by the SDK's CloudFrontKeyValueStoreClient
 * and its SigV4A signer (@smithy/signature-v4a):
 * - the key the shop derives from an access key is the SDK's, for any key;
 * - for any request, both signers name the same headers and the same scope, and the shop's
 *   signature verifies over the SDK's own string to sign with the SDK's public key;
 * - for any keys and values, both clients send the same request to the same host (the store's
 *   account at the global endpoint), with signatures that verify, and read the same answers;
 * - the store's refusals, throttles and failures end the same after as many attempts.
 * The requests are taken at the HTTP handler both clients accept (no network); local/pageIndex.test.ts
 * sends them to the local stand-in.
 */
import { createPublicKey, verify } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  CloudFrontKeyValueStoreClient,
  DescribeKeyValueStoreCommand,
  GetKeyCommand,
  UpdateKeysCommand,
} from '@aws-sdk/client-cloudfront-keyvaluestore';
import { Hash } from '@smithy/core/serde';
import { HttpRequest } from '@smithy/core/transport';
import { SignatureV4a as SdkSignatureV4a } from '@smithy/signature-v4a';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CREDENTIALS, errorSeen, REGION, refusal } from '../testing/awsJudge.ts';
import type { Answer } from '../testing/recordingServer.ts';
import type { RequestHandler } from './awsRequest.ts';
import { createKeyValueStoreApi } from './keyValueStoreApi.ts';
import { SignatureV4a, sigV4aKey, sigV4aPrivateKey } from './sigV4a.ts';

const ARN = 'arn:aws:cloudfront::123456789012:key-value-store/0123abcd-4567-89ef-0123-456789abcdef';

/** The SDK's signer, with what it signs and the key it signs with taken as it signs. */
function sdkSigner(credentials: ConstructorParameters<typeof SdkSignatureV4a>[0]['credentials'], regionSet: string) {
  const signer = new SdkSignatureV4a({
    credentials,
    region: regionSet,
    service: 'cloudfront-keyvaluestore',
    sha256: Hash.bind(null, 'sha256'),
  });
  const seen: { stringToSign?: string; privateKey?: Uint8Array } = {};
  // The signer's own step (private in its types), wrapped to see what it signs.
  const inner = signer as unknown as { getSignature(privateKey: Uint8Array, stringToSign: string): Promise<string> };
  const getSignature = inner.getSignature.bind(signer);
  inner.getSignature = async (privateKey, stringToSign) => {
    Object.assign(seen, { privateKey, stringToSign });
    return getSignature(privateKey, stringToSign);
  };
  return { signer, seen };
}

const publicKeyOf = (accessKeyId: string, secretAccessKey: string) => {
  const point = sigV4aKey(accessKeyId, secretAccessKey).publicPoint;
  return createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
    format: 'jwk',
  });
};
const signatureIn = (authorization: string) => Buffer.from(/Signature=([0-9a-f]+)$/.exec(authorization)?.[1] ?? '', 'hex');
const withoutSignature = (authorization: string) => authorization.replace(/Signature=[0-9a-f]+$/, '');

const anyAccessKey = fc.stringMatching(/^(AKIA|ASIA)[A-Z0-9]{16}$/);
const anySecret = fc.stringMatching(/^[A-Za-z0-9/+]{40}$/);

describe('SigV4A', () => {
  it('derives the SDK’s signing key from any access key', async () => {
    await fc.assert(
      fc.asyncProperty(anyAccessKey, anySecret, async (accessKeyId, secretAccessKey) => {
        const sdk = sdkSigner({ accessKeyId, secretAccessKey }, '*');
        await sdk.signer.sign(new HttpRequest({ method: 'GET', hostname: 'x.example', path: '/', headers: { host: 'x.example' } }), {});
        expect(sigV4aPrivateKey(accessKeyId, secretAccessKey).toString('hex')).toBe(Buffer.from(sdk.seen.privateKey ?? []).toString('hex'));
      }),
      { numRuns: 40 },
    );
  });

  it('signs any request as the SDK does: the same headers and scope, a signature that verifies over the SDK’s string to sign', async () => {
    await fc.assert(
      fc.asyncProperty(
        anyAccessKey,
        anySecret,
        fc.option(fc.stringMatching(/^[A-Za-z0-9/+=]{20,80}$/), { nil: undefined }),
        fc.constantFrom('GET', 'POST'),
        fc.array(fc.stringMatching(/^[A-Za-z0-9._~:-]{1,12}$/), { minLength: 1, maxLength: 4 }),
        fc.string({ maxLength: 200 }),
        fc.date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2030-12-31T23:59:59Z'), noInvalidDate: true }),
        async (accessKeyId, secretAccessKey, sessionToken, method, segments, body, signingDate) => {
          const credentials = { accessKeyId, secretAccessKey, ...(sessionToken ? { sessionToken } : {}) };
          const request = () =>
            new HttpRequest({
              method,
              protocol: 'https:',
              hostname: '123456789012.cloudfront-kvs.global.api.aws',
              path: `/${segments.map(encodeURIComponent).join('/')}`,
              headers: { host: '123456789012.cloudfront-kvs.global.api.aws', 'content-type': 'application/json', 'if-match': 'E1' },
              ...(method === 'POST' ? { body } : {}),
            });
          const sdk = sdkSigner(credentials, '*');
          const theirs = await sdk.signer.sign(request(), { signingDate });
          const ours = await new SignatureV4a({
            credentials: async () => credentials,
            regionSet: '*',
            service: 'cloudfront-keyvaluestore',
          }).sign(request(), { signingDate });
          const { authorization: theirAuthorization, ...theirHeaders } = theirs.headers;
          const { authorization: ourAuthorization, ...ourHeaders } = ours.headers;
          expect(ourHeaders).toEqual(theirHeaders);
          expect(withoutSignature(String(ourAuthorization))).toBe(withoutSignature(String(theirAuthorization)));
          const key = publicKeyOf(accessKeyId, secretAccessKey);
          const stringToSign = Buffer.from(sdk.seen.stringToSign ?? '', 'utf8');
          expect(verify('sha256', stringToSign, { key, dsaEncoding: 'der' }, signatureIn(String(theirAuthorization)))).toBe(true);
          expect(verify('sha256', stringToSign, { key, dsaEncoding: 'der' }, signatureIn(String(ourAuthorization)))).toBe(true);
        },
      ),
      { numRuns: 30 },
    );
  });
});

/** What a request looked like at the HTTP handler, once signed. */
interface Taken {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** An HTTP handler both clients accept: it notes each signed request and answers from a script, then with `fallback`. */
function scripted(script: Answer[], fallback: Answer) {
  const taken: Taken[] = [];
  const handler: RequestHandler = {
    handle: async (request) => {
      const query = new URLSearchParams(request.query as Record<string, string>).toString();
      taken.push({
        method: request.method,
        url: `${request.protocol}//${request.hostname}${request.path}${query ? `?${query}` : ''}`,
        headers: Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name.toLowerCase(), value])),
        body: typeof request.body === 'string' ? request.body : request.body ? Buffer.from(request.body as Uint8Array).toString() : '',
      });
      const answer = script.shift() ?? fallback;
      if (answer.hangUp) throw Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' });
      const body = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
      return {
        response: {
          statusCode: answer.status,
          headers: { 'content-type': 'application/json', ...answer.headers },
          body: Readable.from([Buffer.from(body)]),
        },
      };
    },
  };
  return { handler, taken };
}

/**
 * The store's check of a request's signature: the string to sign computed again, by the SDK's
 * signer, from the request as it arrived (the headers it names as signed, its time, its region
 * set), and the signature verified over it with the public key of the access key.
 */
async function signatureHolds(request: Taken): Promise<boolean> {
  const authorization = request.headers.authorization ?? '';
  const names = (/SignedHeaders=([^,]+)/.exec(authorization)?.[1] ?? '').split(';');
  if (!names.includes('host') || !names.includes('x-amz-date') || !names.includes('x-amz-region-set')) return false;
  const url = new URL(request.url);
  const at = (request.headers['x-amz-date'] ?? '').replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z');
  const judge = sdkSigner(CREDENTIALS, request.headers['x-amz-region-set'] ?? '');
  await judge.signer.sign(
    new HttpRequest({
      method: request.method,
      protocol: url.protocol,
      hostname: url.hostname,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: Object.fromEntries(names.map((name) => [name, request.headers[name] ?? ''])),
      ...(request.body ? { body: request.body } : {}),
    }),
    { signingDate: new Date(at) },
  );
  const key = publicKeyOf(CREDENTIALS.accessKeyId, CREDENTIALS.secretAccessKey);
  return verify('sha256', Buffer.from(judge.seen.stringToSign ?? '', 'utf8'), { key, dsaEncoding: 'der' }, signatureIn(authorization));
}

const sdkClient = (handler: RequestHandler) =>
  new CloudFrontKeyValueStoreClient({ region: REGION, credentials: CREDENTIALS, maxAttempts: 3, requestHandler: handler as never });
const ourClient = (handler: RequestHandler) =>
  createKeyValueStoreApi(ARN, { region: REGION, maxAttempts: 3, credentials: () => CREDENTIALS, requestHandler: handler });

const SDK_OWN_HEADERS = new Set(['amz-sdk-invocation-id', 'amz-sdk-request', 'x-amz-user-agent']);
/** What the store reads of a request, beside its signature and the SDK's own headers. */
const wire = ({ method, url, headers, body }: Taken) => ({
  method,
  url,
  contentType: headers['content-type'],
  ifMatch: headers['if-match'],
  regionSet: headers['x-amz-region-set'],
  token: headers['x-amz-security-token'],
  contentHash: headers['x-amz-content-sha256'],
  body: body ? (JSON.parse(body) as unknown) : undefined,
  scope: /Credential=[^/]+\/\d{8}\/([^,]+),/.exec(headers.authorization ?? '')?.[1],
  // The SDK signs its own headers too (its invocation id, its attempt, its user agent), which the shop does not send.
  signedHeaders: (/SignedHeaders=([^,]+)/.exec(headers.authorization ?? '')?.[1] ?? '')
    .split(';')
    .filter((name) => !SDK_OWN_HEADERS.has(name)),
});

const described: Answer = {
  status: 200,
  body: { KvsARN: ARN, ItemCount: 2, TotalSizeInBytes: 40, Created: 1, Status: 'READY' },
  headers: { etag: 'ETAG1' },
};
const anyStoreKey = fc.string({ minLength: 1, maxLength: 40 });
const anyChange = fc.record({
  puts: fc.option(fc.array(fc.record({ Key: anyStoreKey, Value: fc.string({ maxLength: 60 }) }), { minLength: 1, maxLength: 5 }), {
    nil: undefined,
  }),
  deletes: fc.option(fc.array(fc.record({ Key: anyStoreKey }), { minLength: 1, maxLength: 5 }), { nil: undefined }),
});

describe('the key value store’s calls, as the store receives them', () => {
  it('DescribeKeyValueStore, GetKey and UpdateKeys are the SDK’s requests for any keys and values', async () => {
    await fc.assert(
      fc.asyncProperty(anyStoreKey, anyChange, fc.stringMatching(/^[A-Z0-9]{4,20}$/), async (key, change, ifMatch) => {
        // Describe, GetKey, then UpdateKeys' answer for every call after.
        const script = () =>
          scripted([described, { status: 200, body: { Key: key, Value: 'v', ItemCount: 1, TotalSizeInBytes: 9 } }], {
            status: 200,
            body: { ItemCount: 1, TotalSizeInBytes: 9 },
            headers: { etag: 'ETAG2' },
          });
        const theirs = script();
        const sdk = sdkClient(theirs.handler);
        const sdkRead = [
          (await sdk.send(new DescribeKeyValueStoreCommand({ KvsARN: ARN }))).ETag,
          (await sdk.send(new GetKeyCommand({ KvsARN: ARN, Key: key }))).Value,
          (await sdk.send(new UpdateKeysCommand({ KvsARN: ARN, IfMatch: ifMatch, Puts: change.puts, Deletes: change.deletes }))).ETag,
        ];
        const mine = script();
        const ours = ourClient(mine.handler);
        const ourRead = [
          (await ours.describe()).etag,
          (await ours.getKey(key)).value,
          (await ours.updateKeys({ ifMatch, ...change })).etag,
        ];
        expect(ourRead).toEqual(sdkRead);
        expect(mine.taken.map(wire)).toEqual(theirs.taken.map(wire));
        for (const request of [...mine.taken, ...theirs.taken]) expect(await signatureHolds(request)).toBe(true);
      }),
      { numRuns: 30 },
    );
  });
});

describe('what the store answers, as the SDK reads it', () => {
  const times = (n: number, answer: Answer) => Array.from({ length: n }, () => answer);
  const scripts: [string, Answer[]][] = [
    ['another writer first', [refusal(409, 'ConflictException', 'The ETag does not match.')]],
    ['a key that is not there', [refusal(404, 'ResourceNotFoundException', 'No such key.')]],
    ['a value too large', [refusal(400, 'ValidationException', 'Value too long.')]],
    ['a store full', [refusal(402, 'ServiceQuotaExceededException', 'The store is full.')]],
    ['a refusal of the grant', [refusal(403, 'AccessDeniedException', 'Not allowed.')]],
    ['a throttle, then success', [refusal(429, 'ThrottlingException', 'Rate exceeded.')]],
    ['an internal failure each time', times(3, refusal(500, 'InternalServerException', 'Internal error.'))],
    ['a connection closed each time', times(3, { status: 0, body: '', hangUp: true })],
    ['a connection closed once', [{ status: 0, body: '', hangUp: true }]],
  ];
  const outcome = (promise: Promise<unknown>) =>
    promise.then(
      (value) => ({ value }),
      (error: unknown) => ({ error: errorSeen(error) }),
    );
  it.each(scripts)('%s: the same answer or error after the same number of attempts', async (_case, script) => {
    const done: Answer = { status: 200, body: { ItemCount: 1, TotalSizeInBytes: 9 }, headers: { etag: 'ETAG2' } };
    const theirs = scripted([...script], done);
    const theirOutcome = await outcome(
      sdkClient(theirs.handler)
        .send(new UpdateKeysCommand({ KvsARN: ARN, IfMatch: 'ETAG1', Puts: [{ Key: '/', Value: '2026-12-01' }] }))
        .then(({ ETag }) => ETag),
    );
    const mine = scripted([...script], done);
    const ourOutcome = await outcome(
      ourClient(mine.handler)
        .updateKeys({ ifMatch: 'ETAG1', puts: [{ Key: '/', Value: '2026-12-01' }] })
        .then(({ etag }) => etag),
    );
    expect(mine.taken).toHaveLength(theirs.taken.length);
    expect(ourOutcome).toEqual(theirOutcome);
  });
});
