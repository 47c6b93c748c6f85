import { HttpRequest } from '@smithy/core/transport';
import { awsClientOptions } from './aws.ts';
import { type AwsAnswer, type AwsApiOptions, type AwsProtocol, awsApi, awsSigner, pathLabel } from './awsRequest.ts';
import { PerFunction } from './functionScope.ts';

/**
 * S3's GetObject, PutObject, DeleteObject and HeadObject on one bucket, and a presigned PutObject,
 * as the SDK's S3Client sends them (its URL, headers, SigV4 with the body's hash, retries and
 * errors), made with the SDK's own parts (lambdas/platform/awsRequest.ts), without the client's
 * 120 KB with its S3 middleware and checksums in the functions that draw the pages and take the
 * back office's photos (docs/decisions/097-aws-calls-without-their-clients.md). s3Api.test.ts
 * judges it by the SDK's client and presigner.
 *
 * What the SDK adds that the shop leaves out: a CRC32 of each body put (S3 computes and keeps its
 * own checksum of what arrives whether or not one is sent) and, on reads, the check of an
 * object's stored checksum (a read over TLS of a page or an upload the shop wrote itself).
 */

/** An object as GetObject gives it. */
export interface S3Object {
  body: Uint8Array;
  etag?: string;
  /** As S3 names it in the answer's headers. */
  contentLength?: number;
}

export interface PutObjectOptions {
  contentType: string;
  cacheControl?: string;
  /** Write only over this version (412 PreconditionFailed otherwise). */
  ifMatch?: string;
  /** Write only where there is no object yet. */
  ifNoneMatch?: '*';
}

export interface PresignedPut {
  contentType: string;
  contentLength: number;
  expiresInSeconds: number;
  signingDate: Date;
}

/** The port the shop's buckets are reached through; errors are AwsServiceError, named by S3's code (NoSuchKey, AccessDenied, PreconditionFailed…). */
export interface S3Api {
  getObject(key: string): Promise<S3Object>;
  putObject(key: string, body: string | Uint8Array, options: PutObjectOptions): Promise<{ etag?: string }>;
  deleteObject(key: string): Promise<void>;
  headObject(key: string): Promise<{ etag?: string; contentLength?: number }>;
  /** A URL the browser PUTs a file to; the type and length are signed into it. */
  presignPut(key: string, put: PresignedPut): Promise<string>;
}

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const xmlText = (xml: string, element: string) =>
  new RegExp(`<${element}>([^<]*)</${element}>`)
    .exec(xml)?.[1]
    ?.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => XML_ENTITIES[name] ?? '');

/** S3's REST-XML: an error is `<Error><Code>…</Code><Message>…</Message></Error>`; a HEAD's has no body, and the SDK then names a 404 NotFound, anything else Unknown, each with the message UnknownError. */
export const S3_PROTOCOL: AwsProtocol = {
  readError({ statusCode, body }: AwsAnswer) {
    const xml = new TextDecoder().decode(body);
    const code = xmlText(xml, 'Code') ?? (statusCode === 404 ? 'NotFound' : 'Unknown');
    return { code, message: xmlText(xml, 'Message') ?? 'UnknownError' };
  },
  requestIdHeader: 'x-amz-request-id',
  signing: { uriEscapePath: false, applyChecksum: true },
};

/** A key in a URL's path, as the SDK writes it: each segment encoded, the slashes kept. */
export const keyPath = (key: string) => key.split('/').map(pathLabel).join('/');

/** A query string as the SDK formats a presigned URL's: keys in order, each part encoded. */
const queryString = (query: Record<string, string | string[] | null> = {}) =>
  Object.keys(query)
    .sort()
    .map((name) => `${pathLabel(name)}=${pathLabel(String(query[name]))}`)
    .join('&');

/**
 * The bucket at its virtual host in the region (`<bucket>.s3.<region>.amazonaws.com`), as the SDK
 * addresses a bucket named as the shop's are; with an endpoint (a test's stand-in), the bucket
 * is the path's first segment, as the SDK sends it with `forcePathStyle`.
 */
export function createS3Api(bucket: string, options: AwsApiOptions): S3Api {
  const call = awsApi('s3', 's3', options, S3_PROTOCOL);
  const origin = options.endpoint ? undefined : `https://${bucket}.s3.${options.region}.amazonaws.com`;
  const pathOf = (key: string) => (origin ? `/${keyPath(key)}` : `/${bucket}/${keyPath(key)}`);
  const etagOf = (answer: AwsAnswer) => answer.headers.etag;
  const lengthOf = (answer: AwsAnswer) => {
    const length = answer.headers['content-length'];
    return length === undefined ? undefined : Number(length);
  };
  const signer = awsSigner('s3', options, { uriEscapePath: false, applyChecksum: false });

  return {
    async getObject(key) {
      const answer = await call({ method: 'GET', path: pathOf(key), query: { 'x-id': 'GetObject' }, origin });
      return { body: answer.body, etag: etagOf(answer), contentLength: lengthOf(answer) };
    },
    async putObject(key, body, put) {
      const answer = await call({
        method: 'PUT',
        path: pathOf(key),
        query: { 'x-id': 'PutObject' },
        origin,
        contentType: put.contentType,
        body,
        headers: {
          ...(put.cacheControl ? { 'cache-control': put.cacheControl } : {}),
          ...(put.ifMatch ? { 'if-match': put.ifMatch } : {}),
          ...(put.ifNoneMatch ? { 'if-none-match': put.ifNoneMatch } : {}),
        },
      });
      return { etag: etagOf(answer) };
    },
    async deleteObject(key) {
      await call({ method: 'DELETE', path: pathOf(key), query: { 'x-id': 'DeleteObject' }, origin });
    },
    async headObject(key) {
      const answer = await call({ method: 'HEAD', path: pathOf(key), origin });
      return { etag: etagOf(answer), contentLength: lengthOf(answer) };
    },
    async presignPut(key, put) {
      const target = new URL(origin ?? (options.endpoint as string));
      const port = target.port ? Number(target.port) : undefined;
      const presigned = await signer.presign(
        new HttpRequest({
          method: 'PUT',
          protocol: target.protocol,
          hostname: target.hostname,
          port,
          path: pathOf(key),
          query: { 'x-id': 'PutObject' },
          headers: {
            host: target.host,
            'content-type': put.contentType,
            'content-length': String(put.contentLength),
            'X-Amz-Content-Sha256': 'UNSIGNED-PAYLOAD',
          },
        }),
        {
          expiresIn: put.expiresInSeconds,
          signingDate: put.signingDate,
          unsignableHeaders: new Set(['content-type']),
          signableHeaders: new Set(['content-type', 'content-length']),
        },
      );
      return `${target.protocol}//${target.host}${presigned.path}?${queryString(presigned.query)}`;
    },
  };
}

let standIn: ((bucket: string) => S3Api) | undefined;
const buckets = new PerFunction<Map<string, S3Api>>();

/**
 * A bucket of the running function's stage, reached with its credentials, made once per function
 * and bucket (its connections kept alive from one invocation to the next, as the queues' sends
 * are); a test's stand-in where one is put (`useS3Api`).
 */
export function s3Bucket(bucket: string): S3Api {
  if (standIn) return standIn(bucket);
  const made = buckets.get(() => new Map());
  let api = made.get(bucket);
  if (!api) {
    api = createS3Api(bucket, awsClientOptions());
    made.set(bucket, api);
  }
  return api;
}

/** Puts a stand-in in S3's place for every bucket reached through `s3Bucket` (undefined: S3 again). */
export function useS3Api(makeApi: ((bucket: string) => S3Api) | undefined): void {
  standIn = makeApi;
}
