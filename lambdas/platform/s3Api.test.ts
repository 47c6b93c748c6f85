/**
 * The shop's S3 calls judged by the SDK's S3Client and presigner: for any key and body, both put
 * the same request on the wire (method, path and query, the headers S3 reads, the body's bytes,
 * token), both carry a signature that holds as S3 checks it (the path signed as sent, the body's
 * hash named), both go to the bucket's virtual host in the region, both presign the very same
 * URL, and S3's refusals (in XML, or none at all for a HEAD), throttles and failures come back
 * the same after as many attempts. A local server stands in for S3 and records what arrives.
 */
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CREDENTIALS, errorSeen, FAILURES, REGION, type Sent, sameOnTheWire, sentTo, urlCalled } from '../testing/awsJudge.ts';
import { type Answer, type Arrived, type RecordingServer, startRecordingServer } from '../testing/recordingServer.ts';
import { createS3Api } from './s3Api.ts';

const BUCKET = 'shop-test-site';
const STORED = '<!doctype html><p>Drawn</p>';
/** S3's answer to a read: the object with its ETag; to a write, the new ETag; to a delete, nothing. */
function stored(arrived: Arrived[]): Answer {
  const method = arrived.at(-1)?.method;
  if (method === 'GET' || method === 'HEAD')
    return {
      status: 200,
      body: method === 'GET' ? STORED : '',
      headers: { etag: '"v1"', 'content-type': 'text/html', 'content-length': String(Buffer.byteLength(STORED)) },
    };
  return method === 'DELETE' ? { status: 204, body: '' } : { status: 200, body: '', headers: { etag: '"v2"' } };
}

let server: RecordingServer;
beforeAll(async () => {
  server = await startRecordingServer(stored);
});
afterAll(() => server.close());

const sdkClient = () =>
  new S3Client({ region: REGION, endpoint: server.url, forcePathStyle: true, maxAttempts: 3, credentials: CREDENTIALS });
const withSdk = (send: (client: S3Client) => Promise<unknown>, script?: Answer[]) =>
  sentTo(
    server,
    async () => {
      const client = sdkClient();
      try {
        return await send(client);
      } finally {
        client.destroy();
      }
    },
    script,
  );
const ours = () => createS3Api(BUCKET, { region: REGION, endpoint: server.url, maxAttempts: 3, credentials: () => CREDENTIALS });

/** What S3 reads of a request, beside its signature and the checksums the SDK adds of its own. */
const wire = (request: Arrived) => ({
  method: request.method,
  url: request.url,
  contentType: request.headers['content-type'],
  contentLength: request.headers['content-length'],
  cacheControl: request.headers['cache-control'],
  ifMatch: request.headers['if-match'],
  ifNoneMatch: request.headers['if-none-match'],
  body: request.raw.toString('base64'),
  token: request.headers['x-amz-security-token'],
});
const S3_SIGNING = { uriEscapePath: false };

/** Keys as the shop names them (pages, images, uploads), and beyond: any text in each segment but a lone dot or two. */
const anyKey = fc
  .array(fc.oneof(fc.stringMatching(/^[A-Za-z0-9._-]{1,20}$/), fc.string({ minLength: 1, maxLength: 12, unit: 'grapheme' })), {
    minLength: 1,
    maxLength: 4,
  })
  .filter((segments) => segments.every((s) => s !== '.' && s !== '..' && !s.includes('/') && !s.includes('?') && !s.includes('#')))
  .map((segments) => segments.join('/'));

describe('a read, a write and a delete, as S3 receives them', () => {
  it('GetObject is the request the SDK sends for any key, and reads the same object', async () => {
    await fc.assert(
      fc.asyncProperty(anyKey, async (key) => {
        const theirs = await withSdk(async (client) => {
          const { Body, ETag, ContentLength } = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: key }));
          return { body: await Body?.transformToString(), etag: ETag, contentLength: ContentLength };
        });
        const mine = await sentTo(server, async () => {
          const { body, etag, contentLength } = await ours().getObject(key);
          return { body: new TextDecoder().decode(body), etag, contentLength };
        });
        await sameOnTheWire(theirs, mine, wire, server.url, 's3', S3_SIGNING);
        expect(mine.outcome).toEqual(theirs.outcome);
      }),
      { numRuns: 30 },
    );
  });

  it('PutObject is the request the SDK sends for any key, body, type and condition', async () => {
    type Condition = { ifMatch?: string; ifNoneMatch?: '*' };
    const condition: fc.Arbitrary<Condition> = fc.oneof(
      fc.constant({}),
      fc.constant({ ifNoneMatch: '*' as const }),
      fc.stringMatching(/^[0-9a-f]{8,32}$/).map((v) => ({ ifMatch: `"${v}"` })),
    );
    await fc.assert(
      fc.asyncProperty(
        anyKey,
        fc.oneof(fc.string({ maxLength: 300 }), fc.uint8Array({ maxLength: 300 })),
        fc.constantFrom('text/html; charset=utf-8', 'application/xml', 'image/avif'),
        fc.option(fc.constantFrom('public, max-age=0, must-revalidate', 'public, max-age=31536000, immutable'), { nil: undefined }),
        condition,
        async (key, body, contentType, cacheControl, { ifMatch, ifNoneMatch }) => {
          const theirs = await withSdk(async (client) => {
            const { ETag } = await client.send(
              new PutObjectCommand({
                Bucket: BUCKET,
                Key: key,
                Body: body,
                ContentType: contentType,
                CacheControl: cacheControl,
                IfMatch: ifMatch,
                IfNoneMatch: ifNoneMatch,
              }),
            );
            return { etag: ETag };
          });
          const mine = await sentTo(server, () => ours().putObject(key, body, { contentType, cacheControl, ifMatch, ifNoneMatch }));
          await sameOnTheWire(theirs, mine, wire, server.url, 's3', S3_SIGNING);
          expect(mine.outcome).toEqual(theirs.outcome);
        },
      ),
      { numRuns: 30 },
    );
  });

  it('DeleteObject and HeadObject are the requests the SDK sends', async () => {
    await fc.assert(
      fc.asyncProperty(anyKey, async (key) => {
        const theirDelete = await withSdk((client) =>
          client.send(new DeleteObjectCommand({ Bucket: BUCKET, Key: key })).then(() => 'deleted'),
        );
        const myDelete = await sentTo(server, () =>
          ours()
            .deleteObject(key)
            .then(() => 'deleted'),
        );
        await sameOnTheWire(theirDelete, myDelete, wire, server.url, 's3', S3_SIGNING);
        expect(myDelete.outcome).toEqual(theirDelete.outcome);

        const theirHead = await withSdk(async (client) => {
          const { ETag, ContentLength } = await client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }));
          return { etag: ETag, contentLength: ContentLength };
        });
        const myHead = await sentTo(server, () => ours().headObject(key));
        await sameOnTheWire(theirHead, myHead, wire, server.url, 's3', S3_SIGNING);
        expect(myHead.outcome).toEqual(theirHead.outcome);
      }),
      { numRuns: 15 },
    );
  });

  it('goes to the bucket at its virtual host in the region, as the SDK does', async () => {
    const key = 'pages/products/adult-linen-wrap-dress-sage.html';
    for (const region of ['eu-central-1', 'us-east-1', 'eu-west-3']) {
      const sdkUrl = await urlCalled(STORED, (requestHandler) =>
        new S3Client({ region, credentials: CREDENTIALS, requestHandler: requestHandler as never }).send(
          new GetObjectCommand({ Bucket: 'shop-prod-site', Key: key }),
        ),
      );
      const ourUrl = await urlCalled(STORED, (requestHandler) =>
        createS3Api('shop-prod-site', { region, maxAttempts: 1, credentials: () => CREDENTIALS, requestHandler }).getObject(key),
      );
      expect(ourUrl).toBe(sdkUrl);
    }
  });
});

const bare = (status: number): Answer => ({ status, body: '', headers: { 'x-amz-request-id': 'R1' } });
/** A refusal as S3 sends it: XML naming the code, or (to a HEAD) the status alone. */
const s3Refusal = (status: number, code: string, message: string): Answer => ({
  status,
  body: `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message><RequestId>R1</RequestId><HostId>H1</HostId></Error>`,
  headers: { 'content-type': 'application/xml', 'x-amz-request-id': 'R1' },
});
describe('what S3 answers, as the SDK reads it', () => {
  const seen = ({ value, error }: Sent['outcome']) => (error ? errorSeen(error) : value);
  const reads: [string, Answer[]][] = [
    ['a key that is not there', [s3Refusal(404, 'NoSuchKey', 'The specified key does not exist.')]],
    ['a read the grant refuses', [s3Refusal(403, 'AccessDenied', 'Access Denied')]],
    ['a bucket that is not there', [s3Refusal(404, 'NoSuchBucket', 'The specified bucket does not exist')]],
    ['a message with an entity', [s3Refusal(400, 'InvalidArgument', 'Size &amp; type &lt;mismatch&gt;')]],
    ['a slow down, then the object', [s3Refusal(503, 'SlowDown', 'Please reduce your request rate.')]],
    ['an internal error each time', Array.from({ length: 3 }, () => s3Refusal(500, 'InternalError', 'We encountered an internal error.'))],
    ['an empty 500 each time', Array.from({ length: 3 }, () => bare(500))],
    // S3 speaks XML, not the JSON refusals of the others' list: its pages and closed connections.
    ...FAILURES.filter(([failure]) => /gateway|connection/.test(failure)),
  ];
  it.each(reads)('GetObject, %s: the same object or error after the same number of attempts', async (_case, script) => {
    const theirs = await withSdk(async (client) => {
      const { Body } = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: 'sitemap.xml' }));
      return Body?.transformToString();
    }, script);
    const mine = await sentTo(server, async () => new TextDecoder().decode((await ours().getObject('sitemap.xml')).body), script);
    expect(mine.requests).toHaveLength(theirs.requests.length);
    expect(seen(mine.outcome)).toEqual(seen(theirs.outcome));
  });

  const writes: [string, Answer[]][] = [
    [
      'a version written meanwhile',
      [s3Refusal(412, 'PreconditionFailed', 'At least one of the pre-conditions you specified did not hold')],
    ],
    ['a conditional write under way', [s3Refusal(409, 'ConditionalRequestConflict', 'A conflicting operation occurred.')]],
    ['a signature refused', [s3Refusal(403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match')]],
  ];
  it.each(writes)('PutObject, %s: the same error after the same number of attempts', async (_case, script) => {
    const put = { Bucket: BUCKET, Key: 'pages/index.html', Body: STORED, ContentType: 'text/html', IfMatch: '"v1"' };
    const theirs = await withSdk((client) => client.send(new PutObjectCommand(put)).then(({ ETag }) => ETag), script);
    const mine = await sentTo(
      server,
      async () => (await ours().putObject(put.Key, put.Body, { contentType: put.ContentType, ifMatch: put.IfMatch })).etag,
      script,
    );
    expect(mine.requests).toHaveLength(theirs.requests.length);
    expect(seen(mine.outcome)).toEqual(seen(theirs.outcome));
  });

  const heads: [string, Answer[]][] = [
    ['a key that is not there', [bare(404)]],
    ['a key the grant may not read', [bare(403)]],
    ['a throttle, then the object', [bare(503)]],
  ];
  it.each(heads)('HeadObject, %s (no body): the same error after the same number of attempts', async (_case, script) => {
    const theirs = await withSdk(
      (client) => client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: 'images/a.avif' })).then(({ ETag }) => ETag),
      script,
    );
    const mine = await sentTo(server, async () => (await ours().headObject('images/a.avif')).etag, script);
    expect(mine.requests).toHaveLength(theirs.requests.length);
    expect(seen(mine.outcome)).toEqual(seen(theirs.outcome));
  });
});

describe('a presigned PUT, as the browser is given it', () => {
  it('is the URL the SDK’s presigner makes for any key, type, length, time and region, byte for byte', async () => {
    await fc.assert(
      fc.asyncProperty(
        anyKey,
        fc.constantFrom('image/jpeg', 'image/png', 'image/webp', 'image/avif'),
        fc.integer({ min: 1, max: 25 * 1024 * 1024 }),
        fc.date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2030-12-31T23:59:59Z'), noInvalidDate: true }),
        fc.constantFrom('eu-central-1', 'us-east-1', 'eu-west-3'),
        async (key, contentType, bytes, now, region) => {
          const client = new S3Client({ region, credentials: CREDENTIALS, requestChecksumCalculation: 'WHEN_REQUIRED' });
          const theirs = await getSignedUrl(
            client,
            new PutObjectCommand({ Bucket: 'shop-prod-images', Key: key, ContentType: contentType, ContentLength: bytes }),
            {
              expiresIn: 900,
              signableHeaders: new Set(['content-type', 'content-length']),
              signingDate: now,
            },
          );
          const mine = await createS3Api('shop-prod-images', { region, maxAttempts: 3, credentials: () => CREDENTIALS }).presignPut(key, {
            contentType,
            contentLength: bytes,
            expiresInSeconds: 900,
            signingDate: now,
          });
          expect(mine).toBe(theirs);
        },
      ),
      { numRuns: 60 },
    );
  });
});
