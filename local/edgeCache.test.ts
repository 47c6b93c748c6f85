import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { functionScope } from '../lambdas/grants.ts';
import { productAnswer } from '../lambdas/catalog/edgeVersionKeys.ts';
import { LISTINGS_VERSION_KEY } from '../lambdas/platform/edge.ts';
import { keyValueStoreEdgeVersions } from '../lambdas/platform/edgeVersions.ts';
import { runAsFunction } from '../lambdas/platform/functionScope.ts';
import type { RouteDef } from '../lambdas/routes.ts';
import { type ApiServer, startApiServer } from './apiServer.ts';
import { createLocalEdgeCache, edgeSeconds } from './edgeCache.ts';
import { LOCAL_CREDENTIALS } from './environment.ts';
import { LOCAL_PAGE_INDEX_ARN } from './pageIndex.ts';
import { REPO_ROOT } from './handlers.ts';

const routes: RouteDef[] = [
  { method: 'GET', path: '/api/products/{id}', handler: 'api/counted', uses: {}, cachedAtTheEdge: true },
  { method: 'GET', path: '/api/collections/{id}', handler: 'api/counted', uses: {}, cachedAtTheEdge: true },
  { method: 'GET', path: '/api/passed/{id}', handler: 'api/counted', uses: {} },
];

describe('the local edge cache', () => {
  let server: ApiServer;
  const get = async (pathname: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${server.url}${pathname}`, { headers });
    return {
      cache: response.headers.get('x-cache'),
      browserKeeps: response.headers.get('cache-control'),
      body: (await response.json()) as { calls?: number; language?: string | null },
      status: response.status,
    };
  };
  /** New versions through the key value store's SDK, as the catalog's edge consumer writes them, at the local server. */
  const bump = (keys: string[]) => {
    const scope = functionScope(
      'consumer catalogEdgeCache',
      { pageIndex: true },
      {
        PAGE_INDEX_ARN: LOCAL_PAGE_INDEX_ARN,
        PAGE_INDEX_ENDPOINT: server.url,
        AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
        AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
      },
    );
    return runAsFunction(scope, () => keyValueStoreEdgeVersions().bump(keys));
  };

  beforeAll(async () => {
    process.env.AWS_ACCESS_KEY_ID ??= LOCAL_CREDENTIALS.accessKeyId;
    process.env.AWS_SECRET_ACCESS_KEY ??= LOCAL_CREDENTIALS.secretAccessKey;
    server = await startApiServer({
      port: 0,
      routes,
      handlersDir: path.join(REPO_ROOT, 'local', 'test-fixtures'),
      originSecret: 'test-origin-secret',
      quiet: true,
    });
  });
  afterAll(() => server?.stop());

  it('answers a kept route from the cache whoever asks, until its answer gets a new version', async () => {
    const first = await get('/api/products/a');
    expect(first.cache).toBe('Miss from cloudfront');
    // The edge keeps it; the browser is told to ask again every time, never to show it stale meanwhile.
    expect(first.browserKeeps).toBe('no-cache');
    // Another shopper, signed in: cookies and the session's header are not in the key.
    const again = await get('/api/products/a', { cookie: 'x=1', authorization: 'Bearer t' });
    expect(again).toEqual({ ...first, cache: 'Hit from cloudfront' });
    expect((await get('/api/products/b')).cache).toBe('Miss from cloudfront');
    expect((await get('/api/collections/summer')).cache).toBe('Miss from cloudfront');

    await bump([productAnswer('a')]);
    const fresh = await get('/api/products/a');
    expect(fresh.cache).toBe('Miss from cloudfront');
    expect(fresh.body.calls).toBeGreaterThan(first.body.calls ?? 0);
    expect((await get('/api/products/a')).cache).toBe('Hit from cloudfront');
    expect((await get('/api/products/b')).cache).toBe('Hit from cloudfront');
    expect((await get('/api/collections/summer')).cache).toBe('Hit from cloudfront');

    // Every listing's answer shares one version.
    await bump([LISTINGS_VERSION_KEY]);
    expect((await get('/api/collections/summer')).cache).toBe('Miss from cloudfront');
    expect((await get('/api/products/b')).cache).toBe('Hit from cloudfront');
  });

  it('keeps each language apart: a Croatian answer never goes to an English request', async () => {
    const croatian = await get('/api/products/language', { 'X-Shop-Language': 'hr' });
    expect([croatian.cache, croatian.body.language]).toEqual(['Miss from cloudfront', 'hr']);
    const english = await get('/api/products/language');
    expect([english.cache, english.body.language]).toEqual(['Miss from cloudfront', null]);
    const again = await get('/api/products/language', { 'X-Shop-Language': 'hr' });
    expect([again.cache, again.body.language]).toEqual(['Hit from cloudfront', 'hr']);
    expect((await get('/api/products/language', { 'X-Shop-Language': 'en' })).body.language).toBe('en');
    expect((await get('/api/products/language')).body).toEqual({ ...english.body });
  });

  it('keeps no error and nothing of a route the edge may not cache', async () => {
    expect((await get('/api/products/missing')).status).toBe(404);
    expect((await get('/api/products/missing')).cache).toBe('Miss from cloudfront');
    const first = await get('/api/passed/a');
    const second = await get('/api/passed/a');
    expect([first.cache, second.cache]).toEqual([null, null]);
    expect(second.body.calls).toBe((first.body.calls ?? 0) + 1);
  });

  it("keeps an answer for its s-maxage, within the policy's ceiling", () => {
    let now = 0;
    const cache = createLocalEdgeCache(() => now);
    const answer = (control: string) => ({ statusCode: 200, headers: { 'Cache-Control': control }, body: '{}' });
    const sent = (acceptEncoding: string, language?: string) => ({ acceptEncoding, language });
    cache.store('/api/products/p1', sent('br'), answer('public, max-age=0, s-maxage=60'));
    expect(cache.lookup('/api/products/p1', sent('gzip, br'))).toBeDefined();
    expect(cache.lookup('/api/products/p1', sent('gzip'))).toBeUndefined();
    now = 60_000;
    expect(cache.lookup('/api/products/p1', sent('br'))).toBeUndefined();
    expect(edgeSeconds(answer('s-maxage=86400'))).toBe(300);
    expect(edgeSeconds(answer('private, s-maxage=60'))).toBe(0);
    expect(edgeSeconds({ statusCode: 404, headers: { 'cache-control': 's-maxage=60' } })).toBe(0);
  });
});
