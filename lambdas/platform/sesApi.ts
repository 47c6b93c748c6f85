import type { SendEmailCommandInput, SendEmailCommandOutput } from '@aws-sdk/client-sesv2';
import { isServerError, isThrottlingError, isTransientError, StandardRetryStrategy } from '@smithy/core/retry';
import { Hash, streamCollector } from '@smithy/core/serde';
import { HttpRequest } from '@smithy/core/transport';
import { NodeHttpHandler } from '@smithy/node-http-handler';
import { SignatureV4 } from '@smithy/signature-v4';

/**
 * SES v2's SendEmail as the shop calls it: the request the SDK's SESv2Client would send (its
 * path, JSON body, SigV4 signature, retries and errors), without the client's 62 KB in every
 * function that sends mail (docs/decisions/097-ses-without-its-client.md). It is built from the
 * SDK's own parts, which every function carries already for DynamoDB: its signer
 * (`@smithy/signature-v4` with the SDK's sha256), its HTTP handler, its standard retry strategy
 * and its error classification. The SDK stays the judge: sesApi.test.ts has it and this client
 * send the same request for any mail, and SES's errors come back as the SDK's exceptions would
 * (same name, message, status and fault) after as many attempts.
 */

/** The one operation the shop calls. */
export type SendEmailRequest = SendEmailCommandInput;
export type SendEmailResponse = Pick<SendEmailCommandOutput, 'MessageId'>;

/** The port the mailer sends through: SES, or a test's recorder. */
export interface SesApi {
  sendEmail(request: SendEmailRequest): Promise<SendEmailResponse>;
}

/** What SES answered when it did not send, shaped as the SDK's ServiceException (its `name` is SES's error code). */
export class SesError extends Error {
  readonly $fault: 'client' | 'server';
  readonly $metadata: { httpStatusCode?: number; requestId?: string; attempts?: number };
  constructor(name: string, message: string, statusCode: number, requestId: string | undefined) {
    super(message);
    this.name = name;
    this.$fault = statusCode >= 500 ? 'server' : 'client';
    this.$metadata = { httpStatusCode: statusCode, requestId };
  }
}

/** The credentials a Lambda function (or the local stack) is given in its environment. */
export interface AwsCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}

function credentialsFromEnvironment(): AwsCredentials {
  const { AWS_ACCESS_KEY_ID: accessKeyId, AWS_SECRET_ACCESS_KEY: secretAccessKey, AWS_SESSION_TOKEN: sessionToken } = process.env;
  // The SDK's CredentialsProviderError, by its message's meaning: nothing to sign with.
  if (!accessKeyId || !secretAccessKey)
    throw new Error('Could not load credentials: AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY are not set.');
  return { accessKeyId, secretAccessKey, ...(sessionToken ? { sessionToken } : {}) };
}

/** What sends a signed request: the SDK's NodeHttpHandler, or a test's stand-in. */
export interface RequestHandler {
  handle(request: HttpRequest): Promise<{ response: { statusCode: number; headers: Record<string, string>; body?: unknown } }>;
}

export interface SesApiOptions {
  region: string;
  /** The local stand-in's URL; in AWS, SES's regional endpoint, as the SDK resolves it. */
  endpoint?: string;
  maxAttempts: number;
  credentials?: () => AwsCredentials;
  requestHandler?: RequestHandler;
}

const SEND_EMAIL_PATH = '/v2/email/outbound-emails';

/**
 * The JSON body of a request, as SES's REST-JSON protocol takes it: blobs in base64, nothing
 * undefined. The blob is read from its holder, as a Buffer's own toJSON runs before a replacer sees it.
 */
export function requestBody(request: SendEmailRequest): string {
  return JSON.stringify(request, function (this: Record<string, unknown>, key, value: unknown) {
    const original = this[key];
    return original instanceof Uint8Array
      ? Buffer.from(original.buffer, original.byteOffset, original.byteLength).toString('base64')
      : value;
  });
}

/** SES's error code, as the SDK reads it: the `x-amzn-errortype` header, else the body's `code` or `__type`, without namespace or URI. */
export function errorCode(header: string | null, body: Record<string, unknown>): string {
  const raw = header ?? (typeof body.code === 'string' ? body.code : typeof body.__type === 'string' ? body.__type : 'UnknownError');
  return (raw.split(':')[0] ?? raw).split('#').pop() ?? raw;
}

function errorOf(statusCode: number, headers: Record<string, string>, text: string): SesError {
  let body: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object') body = parsed as Record<string, unknown>;
  } catch {
    // A body that is not JSON (a proxy's page): the status alone names the error.
  }
  const message =
    typeof body.message === 'string' ? body.message : typeof body.Message === 'string' ? body.Message : `SES answered ${statusCode}`;
  return new SesError(errorCode(headers['x-amzn-errortype'] ?? null, body), message, statusCode, headers['x-amzn-requestid']);
}

/** The SDK's reading of an error for its retry strategy. */
function retryErrorType(error: unknown): 'THROTTLING' | 'TRANSIENT' | 'SERVER_ERROR' | 'CLIENT_ERROR' {
  const sdkError = error as Parameters<typeof isThrottlingError>[0];
  if (isThrottlingError(sdkError)) return 'THROTTLING';
  if (isTransientError(sdkError)) return 'TRANSIENT';
  if (isServerError(sdkError)) return 'SERVER_ERROR';
  return 'CLIENT_ERROR';
}

/** SES v2's SendEmail, signed, sent and retried as the SDK's client does. */
export function createSesApi(options: SesApiOptions): SesApi {
  const url = new URL(SEND_EMAIL_PATH, options.endpoint ?? `https://email.${options.region}.amazonaws.com`);
  const credentials = options.credentials ?? credentialsFromEnvironment;
  const handler: RequestHandler = options.requestHandler ?? new NodeHttpHandler();
  // One strategy per client, as the SDK keeps one: its retry capacity is shared by every call.
  const retries = new StandardRetryStrategy(options.maxAttempts);

  async function attempt(body: string): Promise<SendEmailResponse> {
    const signer = new SignatureV4({
      credentials: credentials(),
      region: options.region,
      service: 'ses',
      sha256: Hash.bind(null, 'sha256'),
    });
    const signed = await signer.sign(
      new HttpRequest({
        method: 'POST',
        protocol: url.protocol,
        hostname: url.hostname,
        port: url.port ? Number(url.port) : undefined,
        path: url.pathname,
        headers: { host: url.host, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
        body,
      }),
    );
    const { response } = await handler.handle(signed as HttpRequest);
    const text = response.body
      ? new TextDecoder().decode(await streamCollector(response.body as Parameters<typeof streamCollector>[0]))
      : '';
    if (response.statusCode < 200 || response.statusCode > 299) throw errorOf(response.statusCode, response.headers, text);
    const answer = JSON.parse(text) as SendEmailResponse;
    return { MessageId: answer.MessageId };
  }

  return {
    async sendEmail(request) {
      const body = requestBody(request);
      let token = await retries.acquireInitialRetryToken('ses');
      for (;;) {
        try {
          const answer = await attempt(body);
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
    },
  };
}
