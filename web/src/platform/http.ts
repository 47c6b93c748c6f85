import type { ApiError } from '@shop/shared/contract/common';
import { LANGUAGE_HEADER, pathIn } from '@shop/shared/language';
import { pageLanguage } from '../i18n/language.ts';
import { SALE_SPOT_ID } from './config.ts';
import { readToken } from './token.ts';

/** A call that answered with a status other than 2xx; `body` is the API's `{ message, code, errors }`. */
export class HttpError extends Error {
  readonly status: number;
  readonly body: ApiError | null;

  constructor(status: number, body: ApiError | null, fallback = `Request failed with status ${status}`) {
    super(body?.message || fallback);
    this.name = 'HttpError';
    this.status = status;
    this.body = body;
  }
}

/** Whether a call was refused with one of these codes (the API's `code`, shared/src/messages.ts): what a page branches on. */
export function refusedWith(error: unknown, ...codes: readonly string[]): boolean {
  const code = error instanceof HttpError ? error.body?.code : undefined;
  return code !== undefined && codes.includes(code);
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Whether the call carries the `saleSpotId` header (marked "saleSpotId" in SPEC §7). */
  saleSpot?: boolean;
  signal?: AbortSignal;
}

/**
 * Who a call is made as: the headers that say so, what a 401 means for them, and the words of a
 * refusal whose body says nothing. The shop's shopper and the back office's staff are the two.
 */
export interface Caller {
  headers(): Record<string, string>;
  unauthorized(path: string): void;
  /** The words of a refusal whose body says nothing; the client's own when not given. */
  refused?(status: number): string;
}

/** A 401 from these two is an answer about the credentials, not a reason to leave the page. */
const SESSION_CALLS = new Set(['/api/auth/me', '/api/auth/login']);

let onUnauthorized: () => void = () => {
  const login = pathIn(pageLanguage(), '/login');
  if (window.location.pathname !== login) window.location.assign(login);
};

/** The router registers a navigation that keeps the SPA loaded instead of reloading the page. */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

/** The shopper: the user application type, the page's language, the customer's token when stored. */
const SHOPPER: Caller = {
  headers() {
    // The API answers its messages and content in the page's language, and keeps it on orders and accounts.
    const headers: Record<string, string> = { applicationType: 'user', [LANGUAGE_HEADER]: pageLanguage() };
    const token = readToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    return headers;
  },
  unauthorized(path) {
    if (!SESSION_CALLS.has(path.split('?')[0] ?? path)) onUnauthorized();
  },
};

/** Every call of the shop, as the shopper. */
export const request = <T>(path: string, options: RequestOptions = {}): Promise<T> => requestAs<T>(SHOPPER, path, options);

/** A call as the caller: JSON in and out; a refusal thrown as an HttpError with the API's words. */
export async function requestAs<T>(caller: Caller, path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...caller.headers() };
  if (options.saleSpot) headers.saleSpotId = SALE_SPOT_ID;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  const response = await fetch(path, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: options.signal,
  });

  if (response.status === 401) caller.unauthorized(path);
  const payload = await readJson(response);
  if (isThrottled(response.status, payload)) {
    // Loaded only when it happens: every page's first load would carry the two sentences otherwise.
    const { THROTTLED } = await import('./throttled.ts');
    throw new HttpError(429, { message: THROTTLED[pageLanguage()] });
  }
  if (!response.ok) throw new HttpError(response.status, isApiError(payload) ? payload : null, caller.refused?.(response.status));
  return payload as T;
}

/** API Gateway's answer past the stage's throttle (docs/decisions/069): a 429 that says only this, in English. */
const GATEWAY_THROTTLED = 'Too Many Requests';

/**
 * A 429 from the stage's throttle rather than from the shop: its body is API Gateway's own (or none
 * at all). The shop's own 429s say in the page's language what was tried too often and keep their words.
 */
function isThrottled(status: number, payload: unknown): boolean {
  if (status !== 429) return false;
  return !isApiError(payload) || (payload.message.trim() === GATEWAY_THROTTLED && !payload.errors);
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isApiError(value: unknown): value is ApiError {
  return typeof value === 'object' && value !== null && typeof (value as ApiError).message === 'string';
}
