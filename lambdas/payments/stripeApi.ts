import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type Stripe from 'stripe';
import { PROVIDER_LIMITS } from './providerLimits.ts';

/**
 * Stripe's REST API as the shop calls it: the requests the official stripe SDK would send (its
 * form encoding, headers, idempotency keys, retries and errors), without the SDK's 240 KB in
 * every function that pays or refunds (docs/decisions/096-stripe-over-fetch.md). The SDK stays
 * the judge: stripeApi.test.ts has it and this client send the same bytes for every call the
 * gateway makes, and verify the same webhook signatures. Its types (`import type`, nothing
 * bundled) describe what comes back.
 */

/** The API version every request names, the one the stripe package's types describe (a new package that changes it fails the typecheck here). */
export const STRIPE_API_VERSION: Stripe.LatestApiVersion = '2026-10-28.endive';

const LIVE_API = 'https://api.stripe.com';
/** The SDK's pause before a retry: 0.5 s, doubled for each further one, at most 5 s, jittered down but never below the first. */
export const RETRY_PAUSE = { firstMs: 500, longestMs: 5_000 } as const;
/** Node's codes for a connection that closed under the request: retried once even without retries, as the SDK does (a kept-alive socket of a frozen Lambda). */
const CONNECTION_CLOSED = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET']);

/** A parameter value as Stripe takes it: form fields, nested with brackets. */
export type FormValue = string | number | boolean | null | undefined | Date | readonly FormValue[] | { readonly [key: string]: FormValue };
/** Parameters of a request; any of Stripe's `…Params` types fits. */
export type FormParams = object;

/** What the provider answered when it did not do what was asked, or why no answer came. */
export class StripeApiError extends Error {
  constructor(
    message: string,
    /** The HTTP status; undefined when no answer came (a timeout, a network error). */
    readonly statusCode: number | undefined,
    /** Stripe's error type (`invalid_request_error`, `idempotency_error`, `api_error`, …). */
    readonly type?: string,
    /** Stripe's error code (`resource_missing`, …). */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'StripeApiError';
  }
}

/** The key the request was made with is refused (401): the SDK's StripeAuthenticationError. */
export const isAuthenticationError = (error: unknown): boolean => error instanceof StripeApiError && error.statusCode === 401;

/** The request was refused as it stands (400 or 404, not an idempotency conflict): the SDK's StripeInvalidRequestError. */
export function isInvalidRequest(error: unknown): error is StripeApiError {
  return error instanceof StripeApiError && (error.statusCode === 400 || error.statusCode === 404) && error.type !== 'idempotency_error';
}

function formValue(value: FormValue): string {
  if (value instanceof Date) return Math.floor(value.getTime() / 1000).toString();
  return value === null ? '' : String(value);
}

/** encodeURIComponent, and what `qs` encodes besides, with brackets left readable: the SDK's encoding. */
function encodeFormPart(text: string): string {
  return encodeURIComponent(text)
    .replace(/!/g, '%21')
    .replace(/\*/g, '%2A')
    .replace(/\(/g, '%28')
    .replace(/\)/g, '%29')
    .replace(/'/g, '%27')
    .replace(/%5B/g, '[')
    .replace(/%5D/g, ']');
}

/** Parameters as Stripe's form body or query: `line_items[0][price_data][currency]=eur&…`; undefined is left out, null sent empty (which unsets). */
export function formEncoded(params: FormParams | undefined): string {
  const pairs: string[] = [];
  const add = (key: string, value: FormValue) => {
    if (value === undefined) return;
    if (value === null || typeof value !== 'object' || value instanceof Date) {
      pairs.push(`${encodeFormPart(key)}=${encodeFormPart(formValue(value))}`);
    } else if (Array.isArray(value)) {
      for (const [index, item] of (value as readonly FormValue[]).entries()) add(`${key}[${index}]`, item);
    } else {
      for (const [name, item] of Object.entries(value)) add(`${key}[${name}]`, item as FormValue);
    }
  };
  for (const [key, value] of Object.entries(params ?? {})) add(key, value as FormValue);
  return pairs.join('&');
}

export interface StripeApiOptions {
  secretKey: string;
  /** Where the API answers: Stripe's own, or the local payment simulator. */
  apiUrl?: string;
  /** One try, from sending to the end of the answer. */
  timeoutMs?: number;
  /** Tries after the first that failed on the network, with a 409 or 5xx, or that Stripe asked to repeat. */
  maxRetries?: number;
}

export interface StripeApi {
  /** GET: the query holds the parameters (`expand[0]=…`). */
  get<T>(path: string, query?: FormParams): Promise<T>;
  /** POST under an idempotency key: the caller's, or one of its own, so that a retry cannot do it twice. */
  post<T>(path: string, params?: FormParams, idempotencyKey?: string): Promise<T>;
}

/** A path segment named by the caller (an id), encoded as the SDK encodes it. */
export function pathPart(id: string): string {
  // An id of dots alone ('.', '..', encoded or not) is read by a URL as a step in the path, so a
  // request for it would reach another resource. No Stripe id is one: answered as Stripe answers
  // an id it does not know, without asking it.
  if (id === '.' || id === '..') throw new StripeApiError(`No such object: '${id}'`, 404, 'invalid_request_error', 'resource_missing');
  return encodeURIComponent(id);
}

type Answer = { status: number; headers: Headers; body: string };

function shouldRetry(answer: Answer | undefined, error: unknown, tries: number, maxRetries: number): boolean {
  const code = (error as { cause?: { code?: string } } | undefined)?.cause?.code;
  if (!answer && tries === 1 && code && CONNECTION_CLOSED.has(code)) return true;
  if (tries > maxRetries) return false;
  if (!answer) return true;
  const asked = answer.headers.get('stripe-should-retry');
  if (asked === 'false') return false;
  if (asked === 'true') return true;
  return answer.status === 409 || answer.status >= 500;
}

/** The pause before retry `retry` (1 for the first); `random` in [0, 1) jitters it. */
export function retryPauseMs(retry: number, random: () => number = Math.random): number {
  const backedOff = Math.min(RETRY_PAUSE.firstMs * 2 ** (retry - 1), RETRY_PAUSE.longestMs);
  return Math.max(RETRY_PAUSE.firstMs, backedOff * 0.5 * (1 + random()));
}

function refusal(answer: Answer): StripeApiError {
  let error: { message?: string; type?: string; code?: string } | undefined;
  try {
    error = (JSON.parse(answer.body) as { error?: typeof error }).error;
  } catch {
    error = undefined;
  }
  return new StripeApiError(error?.message ?? `The payment provider answered ${answer.status}.`, answer.status, error?.type, error?.code);
}

export function stripeApi(options: StripeApiOptions): StripeApi {
  const base = (options.apiUrl ?? LIVE_API).replace(/\/$/, '');
  const timeoutMs = options.timeoutMs ?? PROVIDER_LIMITS.perTryMs;
  const maxRetries = options.maxRetries ?? PROVIDER_LIMITS.retries;
  const headers = {
    Accept: 'application/json',
    // On a GET as well, as the SDK sends it.
    'Content-Type': 'application/x-www-form-urlencoded',
    Authorization: `Bearer ${options.secretKey}`,
    'Stripe-Version': STRIPE_API_VERSION,
  };

  async function once(method: 'GET' | 'POST', url: string, body: string | undefined, idempotencyKey: string | undefined) {
    const response = await fetch(url, {
      method,
      headers: {
        ...headers,
        ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
      },
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { status: response.status, headers: response.headers, body: await response.text() };
  }

  async function send<T>(method: 'GET' | 'POST', path: string, params: FormParams | undefined, idempotencyKey?: string): Promise<T> {
    const encoded = formEncoded(params);
    const url = method === 'GET' && encoded ? `${base}${path}?${encoded}` : `${base}${path}`;
    const body = method === 'POST' ? encoded : undefined;
    for (let tries = 1; ; tries += 1) {
      let answer: Answer | undefined;
      let failure: unknown;
      try {
        answer = await once(method, url, body, idempotencyKey);
      } catch (error) {
        failure = error;
      }
      if (answer && answer.status >= 200 && answer.status < 300) return JSON.parse(answer.body) as T;
      if (!shouldRetry(answer, failure, tries, maxRetries)) {
        if (answer) throw refusal(answer);
        throw new StripeApiError(`The payment provider could not be reached: ${(failure as Error).message}`, undefined);
      }
      await new Promise((resolve) => setTimeout(resolve, retryPauseMs(tries)));
    }
  }

  return {
    get: (path, query) => send('GET', path, query),
    post: (path, params, idempotencyKey) => send('POST', path, params, idempotencyKey ?? `shop-retry-${randomUUID()}`),
  };
}

/**
 * The event of a webhook whose `Stripe-Signature` is genuine, as the SDK's
 * `webhooks.constructEvent` checks it: an HMAC-SHA256 of `<t>.<payload>` with the endpoint's
 * secret among the header's `v1` signatures, compared in constant time, signed no longer than
 * `toleranceSeconds` ago. Undefined when it is not.
 */
export function signedEvent(payload: string, header: string, secret: string, toleranceSeconds: number): Stripe.Event | undefined {
  let timestamp = Number.NaN;
  const signatures: string[] = [];
  for (const item of header.split(',')) {
    const [key, value = ''] = item.split('=');
    if (key === 't') timestamp = Number.parseInt(value, 10);
    if (key === 'v1') signatures.push(value);
  }
  if (Number.isNaN(timestamp) || signatures.length === 0) return undefined;
  const expected = Buffer.from(createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex'));
  const genuine = signatures.some((signature) => {
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!genuine || Math.floor(Date.now() / 1000) - timestamp > toleranceSeconds) return undefined;
  try {
    return JSON.parse(payload) as Stripe.Event;
  } catch {
    return undefined;
  }
}
