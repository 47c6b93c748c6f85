import { createHash, timingSafeEqual } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy, { type MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { COMMON_TEXTS_IN_CROATIAN } from '@shop/shared/contract/inCroatian/common';
import { LANGUAGE_HEADER, type Language } from '@shop/shared/language';
import { booksJoined, type CroatianBook } from '@shop/shared/messageTranslation';
import type * as z from 'zod/mini';
import { answerLanguage, bodyIn, languageHeaders } from './answerLanguage.ts';
import { EDGE_CACHE_CONTROL, ORIGIN_SECRET_HEADER } from './edge.ts';
import { HTTP, HttpError } from './errors.ts';
import { headerOf } from './headers.ts';
import { correlate, log, logger } from './log.ts';
import { isOutOfTime, tooBusy } from './overload.ts';
import { originSecret } from './secrets.ts';

type Event = APIGatewayProxyEventV2;
type Result = APIGatewayProxyStructuredResultV2;
type Schema = z.ZodMiniType;
type Parsed<S> = S extends Schema ? z.output<S> : undefined;

/** A handler's answer when it needs a status or headers other than 200 JSON. */
export class HttpResponse {
  constructor(
    readonly statusCode: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {}
}

export interface RouteInput<B, P, Q> {
  body: B;
  params: P;
  query: Q;
  headers: Record<string, string | undefined>;
  event: Event;
}

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

function json(statusCode: number, body: unknown, headers: Record<string, string> = {}): Result {
  return { statusCode, headers: { ...JSON_HEADERS, ...headers }, body: body === undefined ? '' : JSON.stringify(body) };
}

/** A JSON answer to a call, its message and field messages in the call's language (answerLanguage.ts). */
function answer(event: Event, statusCode: number, body: unknown, headers: Record<string, string> = {}): Result {
  const language = answerLanguage(event);
  return json(statusCode, bodyIn(language, body), { ...languageHeaders(event, language), ...headers });
}

/** Field → first message, with nested paths joined by dots (`deliveryAddress.city`). */
export function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || '(body)';
    errors[field] ??= issue.message;
  }
  return errors;
}

const WHERE = { body: HTTP.invalidBody, path: HTTP.invalidPath, query: HTTP.invalidQuery } as const;

/** A route's Croatian: its own contract's texts, and those every route's schemas share (ids, email, a listing's page, zod's own message). */
export const routeBook = (croatian: CroatianBook | undefined): CroatianBook =>
  croatian ? booksJoined(croatian, COMMON_TEXTS_IN_CROATIAN) : COMMON_TEXTS_IN_CROATIAN;

/**
 * A 400 of a route's schema: the first field that is wrong and what is wrong with it, and each
 * field's text, in both languages from the route's book. A text the book lacks stays English,
 * and the log says which (lambdas/routesInCroatian.test.ts keeps there from being any).
 */
function invalid(where: keyof typeof WHERE, error: z.core.$ZodError, croatian: CroatianBook, language: Language): HttpError {
  const said = Object.entries(fieldErrors(error)).map(([field, en]) => {
    const hr = croatian.croatianOf(en);
    if (hr === undefined && language === 'hr') log.warn('a message without its Croatian', { text: en });
    return [field, { en, hr: hr ?? en }] as const;
  });
  const [first] = said;
  const message = first ? HTTP.invalid({ field: first[0], ...first[1] }) : WHERE[where];
  return new HttpError(400, message, Object.fromEntries(said.map(([field, text]) => [field, HTTP.fieldText(text)])));
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * The first check of every call of the API: the request came through the edge, which sends
 * the origin secret (lambdas/platform/edge.ts). Anything else reached the API some other way
 * (its own execute-api address) and could have written the viewer's address itself.
 */
async function cameThroughTheEdge(event: Event): Promise<boolean> {
  const sent = headerOf(event, ORIGIN_SECRET_HEADER);
  // Digests are of equal length, so the comparison takes the same time whatever was sent.
  return sent !== undefined && timingSafeEqual(digest(sent), digest(await originSecret()));
}

/**
 * Only a body declared as JSON is read: a page on another site can post text/plain, form fields
 * or no type at all without the browser asking first, but not application/json.
 */
function declaredJson(event: Event): boolean {
  const type = headerOf(event, 'content-type')?.split(';')[0]?.trim().toLowerCase();
  return type === 'application/json';
}

/**
 * What every call of the API is refused before anything is done for it: 403 when it did not come
 * through the edge, 415 when it takes a body and does not declare it JSON. For the few functions
 * that answer without httpRoute (the payment webhook).
 */
export async function refusedAtTheDoor(event: Event, { takesBody }: { takesBody: boolean }): Promise<Result | undefined> {
  if (!(await cameThroughTheEdge(event))) return answer(event, 403, { message: HTTP.onlyThroughTheShop });
  if (takesBody && !declaredJson(event)) return answer(event, 415, { message: HTTP.bodyNotDeclaredJson });
  return undefined;
}

const atTheDoor = (takesBody: boolean): MiddlewareObj<Event, Result> => ({
  before: ({ event }) => refusedAtTheDoor(event, { takesBody }),
});

/** Parses a body declared as JSON (atTheDoor checked that); an empty body is `{}`. A route without a body schema reads none. */
const jsonBody = (takesBody: boolean): MiddlewareObj<Event, Result> => ({
  before: ({ event }) => {
    if (!takesBody) return;
    const raw = event.isBase64Encoded && event.body ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
    if (!raw || raw.trim() === '') {
      (event as { parsedBody?: unknown }).parsedBody = {};
      return;
    }
    try {
      (event as { parsedBody?: unknown }).parsedBody = JSON.parse(raw);
    } catch {
      throw new HttpError(400, HTTP.bodyNotJson);
    }
  },
});

/** Every log line of the request carries API Gateway's request id, which its access log has too. */
const correlated = (): MiddlewareObj<Event, Result> => ({
  before: ({ event }) => correlate(event.requestContext?.requestId),
});

/** Answers of at least this size are compressed when the caller accepts it. */
const COMPRESS_FROM_BYTES = 1024;

/**
 * API Gateway's HTTP API does not compress, and CloudFront does not compress what it may not
 * cache; so the function does: a listing of ten products shrinks to about a fifth.
 */
const compressedAnswers = (): MiddlewareObj<Event, Result> => ({
  after: ({ event, response }) => {
    if (!response || typeof response.body !== 'string' || response.isBase64Encoded) return;
    if (Buffer.byteLength(response.body) < COMPRESS_FROM_BYTES) return;
    const accepted = headerOf(event, 'accept-encoding') ?? '';
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
    if (!encoding) return;
    const raw = Buffer.from(response.body, 'utf8');
    const packed = encoding === 'br' ? brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }) : gzipSync(raw);
    response.body = packed.toString('base64');
    response.isBase64Encoded = true;
    const vary = [response.headers?.vary, 'accept-encoding'].filter(Boolean).join(', ');
    response.headers = { ...response.headers, 'content-encoding': encoding, vary };
  },
});

/** Registered first so that it runs last: every error becomes a JSON answer. */
const jsonErrors = (): MiddlewareObj<Event, Result> => ({
  onError: (request) => {
    // Out of time is what API Gateway answers 503 for: the caller may try again.
    const outOfTime = isOutOfTime(request.error);
    if (outOfTime) log.warn('out of time', { path: request.event.rawPath, requestId: request.event.requestContext?.requestId });
    const error = outOfTime ? tooBusy() : request.error;
    if (error instanceof HttpError) {
      const body = { message: error.said ?? error.message, ...(error.errors ? { errors: error.errors } : {}) };
      request.response = answer(request.event, error.statusCode, body, error.headers);
      return;
    }
    log.error('unhandled error', { error, path: request.event.rawPath, requestId: request.event.requestContext?.requestId });
    request.response = answer(request.event, 500, { message: HTTP.ourSide });
  },
});

/**
 * A refusal's message is the schema's own, or zod's bare "Invalid input" (which the answer's
 * language translates), whatever else shares the process: a module that loads zod's classic
 * build sets its English locale for every schema (the local SES inbox does), and a parse's own
 * `error` comes before that locale.
 */
const OWN_MESSAGES = { error: () => 'Invalid input' };

/**
 * Wraps a route's function: the edge's check, JSON body parsing, zod validation of body, path
 * parameters and query, JSON answers, and errors as `{ message, code, errors }`. A route with a body
 * schema takes only application/json; one without reads no body.
 */
export function httpRoute<
  B extends Schema | undefined = undefined,
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
>(
  spec: {
    body?: B;
    params?: P;
    query?: Q;
    /** Whether the edge may keep its answers a short while (`cachedAtTheEdge` of routes.ts; docs/decisions/028); errors never. */
    cachedAtTheEdge?: boolean;
    /**
     * The Croatian of the texts its schemas write beyond those every route shares
     * (shared/src/contract/inCroatian/): the book of the contract it validates with.
     */
    croatian?: CroatianBook;
  },
  fn: (input: RouteInput<Parsed<B>, Parsed<P>, Parsed<Q>>) => Promise<unknown>,
) {
  const takesBody = spec.body !== undefined;
  const croatian = routeBook(spec.croatian);
  return middy<Event, Result>()
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(correlated())
    .use(jsonErrors())
    .use(atTheDoor(takesBody))
    .use(compressedAnswers())
    .use(jsonBody(takesBody))
    .handler(async (event) => {
      const parse = <S extends Schema | undefined>(schema: S, value: unknown, where: keyof typeof WHERE): Parsed<S> => {
        if (!schema) return undefined as Parsed<S>;
        const result = schema.safeParse(value, OWN_MESSAGES);
        if (!result.success) throw invalid(where, result.error, croatian, answerLanguage(event));
        return result.data as Parsed<S>;
      };
      const body = parse(spec.body, (event as { parsedBody?: unknown }).parsedBody, 'body');
      const params = parse(spec.params, event.pathParameters ?? {}, 'path');
      const query = parse(spec.query, event.queryStringParameters ?? {}, 'query');
      const headers = Object.fromEntries(Object.entries(event.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
      const result = await fn({ body, params, query, headers, event } as RouteInput<Parsed<B>, Parsed<P>, Parsed<Q>>);
      if (result instanceof HttpResponse) return answer(event, result.statusCode, result.body, result.headers);
      // What the edge keeps is in the shopper's language, which its cache key holds (docs/decisions/049).
      return answer(event, 200, result ?? {}, spec.cachedAtTheEdge ? { 'cache-control': EDGE_CACHE_CONTROL, vary: LANGUAGE_HEADER } : {});
    });
}
