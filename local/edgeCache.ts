import type http from 'node:http';
import { LANGUAGE_HEADER } from '@shop/shared/language';
import { EDGE_MAX_TTL_SECONDS } from '../lambdas/platform/edge.ts';
import { coveredBy, invalidationPaths } from '../lambdas/platform/edgeCache.ts';

/**
 * CloudFront's short cache of catalog answers, on one machine (docs/decisions/028): the local
 * server keeps a route's 200 answer when the route is `cachedAtTheEdge` and the answer says
 * `s-maxage`, for that long (at most the distribution's ceiling), keyed as CloudFront keys it,
 * by path, the shopper's language (the `X-Shop-Language` header, docs/decisions/049) and the
 * encoding the answer was compressed in, never by cookies, the session's header or the query. It answers CloudFront's CreateInvalidation call (the stream consumers'
 * `invalidatePaths` through the SDK, EDGE_ENDPOINT pointing here), which clears what it names.
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
  /** The answer kept for this path, language and encoding, if it is still fresh. */
  lookup(pathname: string, headers: EdgeKeyHeaders): unknown | undefined;
  /** Keeps the function's answer if it says the edge may, for as long as it says. */
  store(pathname: string, headers: EdgeKeyHeaders, result: unknown): void;
  /** Forgets every answer under these paths (a trailing `*` covers what starts with the rest). */
  invalidate(paths: readonly string[]): void;
  /** How many requests of cached paths were answered from the cache, and how many reached a function. */
  counts(): { hits: number; misses: number; invalidations: number };
}

export function createLocalEdgeCache(now: () => number = Date.now): LocalEdgeCache {
  const answers = new Map<string, CachedAnswer & { pathname: string }>();
  const counted = { hits: 0, misses: 0, invalidations: 0 };
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
    invalidate(paths) {
      counted.invalidations++;
      for (const [k, answer] of answers) if (coveredBy(answer.pathname, paths)) answers.delete(k);
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

/** CloudFront's CreateInvalidation path, as the SDK calls it at EDGE_ENDPOINT. */
export const INVALIDATION_PATH = /^\/2020-05-31\/distribution\/([A-Za-z0-9_-]+)\/invalidation$/;

/**
 * What CloudFront lets a distribution have in progress at once: 3,000 paths, and apart from them
 * 15 with a wildcard. The local edge clears at once, so only one call's paths are ever in
 * progress here; CloudFront's take up to minutes, during which further calls count too.
 */
export const MAX_PATHS_IN_PROGRESS = 3000;
export const MAX_WILDCARD_PATHS_IN_PROGRESS = 15;

/** Answers CreateInvalidation: clears the paths its XML body names and answers as CloudFront does (201, the invalidation). */
export function answerInvalidation(cache: LocalEdgeCache, distributionId: string, body: string, res: http.ServerResponse): void {
  const paths = [...body.matchAll(/<Path>([^<]*)<\/Path>/g)].map((m) => unescapeXml(m[1] as string));
  const reference = /<CallerReference>([^<]*)<\/CallerReference>/.exec(body)?.[1] ?? '';
  const refused = refusedInvalidation(paths, /<Quantity>([^<]*)<\/Quantity>/.exec(body)?.[1]);
  if (refused) {
    res.writeHead(400, { 'content-type': 'text/xml' });
    res.end(
      `<ErrorResponse xmlns="http://cloudfront.amazonaws.com/doc/2020-05-31/"><Error><Type>Sender</Type><Code>${refused.code}</Code><Message>${escapeXml(refused.message)}</Message></Error></ErrorResponse>`,
    );
    return;
  }
  cache.invalidate(invalidationPaths(paths));
  const id = `I${Date.now().toString(36).toUpperCase()}`;
  const items = paths.map((path) => `<Path>${escapeXml(path)}</Path>`).join('');
  res.writeHead(201, {
    'content-type': 'text/xml',
    location: `https://cloudfront.amazonaws.com/2020-05-31/distribution/${distributionId}/invalidation/${id}`,
  });
  res.end(
    `<?xml version="1.0" encoding="UTF-8"?><Invalidation xmlns="http://cloudfront.amazonaws.com/doc/2020-05-31/"><Id>${id}</Id><Status>Completed</Status><CreateTime>${new Date().toISOString()}</CreateTime><InvalidationBatch><Paths><Quantity>${paths.length}</Quantity><Items>${items}</Items></Paths><CallerReference>${reference}</CallerReference></InvalidationBatch></Invalidation>`,
  );
}

/** Why CloudFront refuses an invalidation (each a 400 from the sender), if it does. */
function refusedInvalidation(paths: string[], quantity: string | undefined): { code: string; message: string } | undefined {
  if (Number(quantity) !== paths.length) {
    const message = `The specified quantity of Paths (${quantity}) does not match the actual quantity supplied (${paths.length}).`;
    return { code: 'InconsistentQuantities', message };
  }
  const wildcards = paths.filter((path) => path.endsWith('*')).length;
  if (wildcards > MAX_WILDCARD_PATHS_IN_PROGRESS || paths.length - wildcards > MAX_PATHS_IN_PROGRESS) {
    const message = 'Processing your request will cause you to exceed the maximum number of in-progress invalidations.';
    return { code: 'TooManyInvalidationsInProgress', message };
  }
  try {
    invalidationPaths(paths);
  } catch (error) {
    return { code: 'InvalidArgument', message: (error as Error).message };
  }
  return undefined;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const unescapeXml = (text: string) => text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
