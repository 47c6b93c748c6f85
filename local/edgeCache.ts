import type http from 'node:http';
import { LANGUAGE_HEADER } from '@shop/shared/language';
import { EDGE_MAX_TTL_SECONDS } from '../lambdas/platform/edge.ts';

/**
 * CloudFront's short cache of catalog answers, on one machine (docs/decisions/028): the local
 * server keeps a route's 200 answer when the route is `cachedAtTheEdge` and the answer says
 * `s-maxage`, for that long (at most the distribution's ceiling), keyed as CloudFront keys it,
 * by path, the shopper's language (the `X-Shop-Language` header, docs/decisions/049) and the
 * encoding the answer was compressed in and the answer's version, which CloudFront's viewer
 * function puts into the query from the key value store (docs/decisions/053), never by cookies,
 * the session's header or the rest of the query: a change writes a new version, and the answer
 * kept under the old one is never served again.
 * Every answer of a cached path says `x-cache: Hit from cloudfront` or `Miss from cloudfront`,
 * as CloudFront's do, so a test or the bench can count what reached a function. Unlike
 * CloudFront it serves nothing stale: an expired answer is fetched again before it is sent.
 */

export interface CachedAnswer {
  result: unknown;
  expiresAt: number;
}

/** The request headers the edge's cache key holds beside the path. */
export interface EdgeKeyHeaders {
  acceptEncoding: string | undefined;
  /** The `X-Shop-Language` header as sent: CloudFront keys by its value, whatever it is. */
  language: string | undefined;
}

/** What of a request's headers the cache key holds. */
export function edgeKeyHeaders(headers: http.IncomingHttpHeaders): EdgeKeyHeaders {
  const language = headers[LANGUAGE_HEADER.toLowerCase()];
  return { acceptEncoding: headers['accept-encoding'], language: Array.isArray(language) ? language.join(',') : language };
}

export interface LocalEdgeCache {
  /** The answer kept for this path (with its version, `/api/products/p1?v=…`), language and encoding, if it is still fresh. */
  lookup(pathname: string, headers: EdgeKeyHeaders): unknown | undefined;
  /** Keeps the function's answer if it says the edge may, for as long as it says. */
  store(pathname: string, headers: EdgeKeyHeaders, result: unknown): void;
  /** How many requests of cached paths were answered from the cache, and how many reached a function. */
  counts(): { hits: number; misses: number };
}

export function createLocalEdgeCache(now: () => number = Date.now): LocalEdgeCache {
  const answers = new Map<string, CachedAnswer & { pathname: string }>();
  const counted = { hits: 0, misses: 0 };
  const key = (pathname: string, headers: EdgeKeyHeaders) =>
    `${pathname} ${normalisedEncoding(headers.acceptEncoding)} ${JSON.stringify(headers.language ?? null)}`;
  return {
    lookup(pathname, headers) {
      const found = answers.get(key(pathname, headers));
      if (found && found.expiresAt > now()) {
        counted.hits++;
        return found.result;
      }
      counted.misses++;
      return undefined;
    },
    store(pathname, headers, result) {
      const seconds = edgeSeconds(result);
      if (seconds > 0) answers.set(key(pathname, headers), { pathname, result, expiresAt: now() + seconds * 1000 });
    },
    counts: () => ({ ...counted }),
  };
}

/** As CloudFront normalises Accept-Encoding for its cache key: br, else gzip, else none. */
function normalisedEncoding(acceptEncoding: string | undefined): string {
  const accepted = acceptEncoding ?? '';
  return /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : 'identity';
}

/** How long the edge may keep a function's answer: its `s-maxage` for a 200, within the policy's ceiling; else 0. */
export function edgeSeconds(result: unknown): number {
  const answer = result as { statusCode?: number; headers?: Record<string, unknown> } | undefined;
  if (answer?.statusCode !== 200) return 0;
  const control = Object.entries(answer.headers ?? {}).find(([name]) => name.toLowerCase() === 'cache-control')?.[1];
  if (typeof control !== 'string' || /\b(no-store|private|no-cache)\b/.test(control)) return 0;
  const seconds = /\bs-maxage=(\d+)/.exec(control)?.[1];
  return seconds ? Math.min(Number(seconds), EDGE_MAX_TTL_SECONDS) : 0;
}
