import { isServerError, isThrottlingError, isTransientError, StandardRetryStrategy } from '@smithy/core/retry';
import { Hash, streamCollector } from '@smithy/core/serde';
import { HttpRequest } from '@smithy/core/transport';
import { NodeHttpHandler } from '@smithy/node-http-handler';
import { SignatureV4 } from '@smithy/signature-v4';
import { functionEnv } from './functionScope.ts';

/**
 * One call to an AWS REST API, made with the SDK's own parts, which every function carries
 * already for DynamoDB: its SigV4 signer (with the SDK's sha256), its HTTP handler, its standard
 * retry strategy and its error classification. The operations the shop calls where a whole
 * client would weigh more than its function (SES's SendEmail, Lambda's Invoke) are written over
 * it (docs/decisions/097-aws-calls-without-their-clients.md); each is judged by its SDK
 * client in a test: the same request on the wire, and the same errors after as many attempts.
 */

/** The credentials a Lambda function (or the local stack) is given in its environment. */
export interface AwsCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}

/** The running function's credentials: in AWS its role's, in the environment Lambda gives it; locally the stack's, through the function's scope. */
function credentialsFromEnvironment(): AwsCredentials {
  const { AWS_ACCESS_KEY_ID: accessKeyId, AWS_SECRET_ACCESS_KEY: secretAccessKey, AWS_SESSION_TOKEN: sessionToken } = functionEnv();
  // The SDK's CredentialsProviderError, by its message's meaning: nothing to sign with.
  if (!accessKeyId || !secretAccessKey)
    throw new Error('Could not load credentials: AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY are not set.');
  return { accessKeyId, secretAccessKey, ...(sessionToken ? { sessionToken } : {}) };
}

/** What an AWS service answered when it did not do what was asked, shaped as the SDK's ServiceException (its `name` is the service's error code). */
export class AwsServiceError extends Error {
  readonly $fault: 'client' | 'server';
  readonly $metadata: { httpStatusCode?: number; requestId?: string };
  constructor(name: string, message: string, statusCode: number, requestId: string | undefined) {
    super(message);
    this.name = name;
    this.$fault = statusCode >= 500 ? 'server' : 'client';
    this.$metadata = { httpStatusCode: statusCode, requestId };
  }
}

/** What sends a signed request: the SDK's NodeHttpHandler, or a test's stand-in. */
export interface RequestHandler {
  handle(request: HttpRequest): Promise<{ response: { statusCode: number; headers: Record<string, string>; body?: unknown } }>;
}

export interface AwsApiOptions {
  region: string;
  /** The local stand-in's URL; in AWS, the service's regional endpoint, as the SDK resolves it. */
  endpoint?: string;
  maxAttempts: number;
  credentials?: () => AwsCredentials;
  requestHandler?: RequestHandler;
}

export interface AwsCall {
  /** POST unless said otherwise. */
  method?: 'GET' | 'HEAD' | 'PUT' | 'POST' | 'DELETE';
  path: string;
  /** The query string's parameters. */
  query?: Record<string, string>;
  /** Where the call goes when no endpoint is set, if not the service's regional one (SQS: the queue URL's origin, as the SDK's client sends it). */
  origin?: string;
  /** With a body; a call without one (a GET, a HEAD, a DELETE) sends neither. */
  contentType?: string;
  body?: string | Uint8Array;
  headers?: Record<string, string>;
}

/** How a service's protocol differs from the REST-JSON the shop's first calls spoke. */
export interface AwsProtocol {
  /** The error's code and message as the SDK reads them from an answer that is not a 2xx. */
  readError(answer: AwsAnswer): { code: string; message: string };
  /** The header that carries the request's id. */
  requestIdHeader: string;
  /** SigV4 as the service's client signs: S3 signs the path as it is sent and names the body's hash in a header. */
  signing?: { uriEscapePath?: boolean; applyChecksum?: boolean };
  /** Another signer than SigV4's (SigV4A for a global endpoint: lambdas/platform/sigV4a.ts). */
  signer?: (service: string, credentials: () => Promise<AwsCredentials>) => RequestSigner;
}

/** What signs a request for its service. */
export interface RequestSigner {
  sign(request: HttpRequest): Promise<unknown>;
}

export interface AwsAnswer {
  statusCode: number;
  headers: Record<string, string>;
  body: Uint8Array;
}

/** The service's error code, as the SDK reads it: the `x-amzn-errortype` header, else the body's `code` or `__type`, without namespace or URI. */
export function errorCode(header: string | undefined, body: Record<string, unknown>): string {
  const raw = header ?? (typeof body.code === 'string' ? body.code : typeof body.__type === 'string' ? body.__type : 'UnknownError');
  return (raw.split(':')[0] ?? raw).split('#').pop() ?? raw;
}

function jsonError({ statusCode, headers, body }: AwsAnswer): { code: string; message: string } {
  let fields: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(new TextDecoder().decode(body));
    if (parsed && typeof parsed === 'object') fields = parsed as Record<string, unknown>;
  } catch {
    // A body that is not JSON (a proxy's page): the status alone names the error.
  }
  const message =
    typeof fields.message === 'string'
      ? fields.message
      : typeof fields.Message === 'string'
        ? fields.Message
        : `AWS answered ${statusCode}`;
  return { code: errorCode(headers['x-amzn-errortype'], fields), message };
}

/** AWS's REST-JSON and JSON protocols (SES, Lambda, SQS). */
export const JSON_PROTOCOL: AwsProtocol = { readError: jsonError, requestIdHeader: 'x-amzn-requestid' };

/** The SDK's reading of an error for its retry strategy. */
function retryErrorType(error: unknown): 'THROTTLING' | 'TRANSIENT' | 'SERVER_ERROR' | 'CLIENT_ERROR' {
  const sdkError = error as Parameters<typeof isThrottlingError>[0];
  if (isThrottlingError(sdkError)) return 'THROTTLING';
  if (isTransientError(sdkError)) return 'TRANSIENT';
  if (isServerError(sdkError)) return 'SERVER_ERROR';
  return 'CLIENT_ERROR';
}

/** `encodeURIComponent` and what the SDK encodes besides in a path's label (`!'()*`). */
export const pathLabel = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** The credentials a call signs with: the options', else the running function's, read at each signing. */
const credentialsFor = (options: AwsApiOptions) => {
  const credentials = options.credentials ?? credentialsFromEnvironment;
  return async () => credentials();
};

/**
 * A signer as the SDK's client keeps one, one per client (it caches the day's signing key); the
 * credentials are read at each signing, in the scope of the function that calls.
 */
export function awsSigner(service: string, options: AwsApiOptions, signing?: AwsProtocol['signing']): SignatureV4 {
  return new SignatureV4({
    credentials: credentialsFor(options),
    region: options.region,
    service,
    sha256: Hash.bind(null, 'sha256'),
    ...signing,
  });
}

/**
 * Calls one AWS service (`service` as SigV4 names it, `host` its regional endpoint's first
 * label, `protocol` how it signs and says no): requests signed, sent and retried as the SDK's
 * client does; a 2xx is the answer, anything else an AwsServiceError after the strategy gives up.
 */
export function awsApi(
  service: string,
  host: string,
  options: AwsApiOptions,
  protocol: AwsProtocol = JSON_PROTOCOL,
): (call: AwsCall) => Promise<AwsAnswer> {
  const base = new URL(options.endpoint ?? `https://${host}.${options.region}.amazonaws.com`);
  const handler: RequestHandler = options.requestHandler ?? new NodeHttpHandler();
  // One strategy per client, as the SDK keeps one: its retry capacity is shared by every call.
  const retries = new StandardRetryStrategy(options.maxAttempts);
  const signer = protocol.signer?.(service, credentialsFor(options)) ?? awsSigner(service, options, protocol.signing);
  const errorOf = (answer: AwsAnswer) => {
    const { code, message } = protocol.readError(answer);
    return new AwsServiceError(code, message, answer.statusCode, answer.headers[protocol.requestIdHeader]);
  };

  async function attempt(call: AwsCall): Promise<AwsAnswer> {
    const target = !options.endpoint && call.origin ? new URL(call.origin) : base;
    const { body } = call;
    const sent: Record<string, string> =
      body === undefined
        ? {}
        : {
            'content-type': call.contentType ?? 'application/octet-stream',
            'content-length': String(typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength),
          };
    const signed = await signer.sign(
      new HttpRequest({
        method: call.method ?? 'POST',
        protocol: target.protocol,
        hostname: target.hostname,
        port: target.port ? Number(target.port) : undefined,
        path: call.path,
        ...(call.query ? { query: call.query } : {}),
        headers: { host: target.host, ...sent, ...call.headers },
        body,
      }),
    );
    const { response } = await handler.handle(signed as HttpRequest);
    const answer: AwsAnswer = {
      statusCode: response.statusCode,
      headers: response.headers,
      body: response.body ? await streamCollector(response.body as Parameters<typeof streamCollector>[0]) : new Uint8Array(),
    };
    if (answer.statusCode < 200 || answer.statusCode > 299) throw errorOf(answer);
    return answer;
  }

  return async (call) => {
    let token = await retries.acquireInitialRetryToken(service);
    for (;;) {
      try {
        const answer = await attempt(call);
        retries.recordSuccess(token);
        return answer;
      } catch (error) {
        try {
          token = await retries.refreshRetryTokenForRetry(token, { errorType: retryErrorType(error) });
        } catch {
          throw error;
        }
      }
    }
  };
}
