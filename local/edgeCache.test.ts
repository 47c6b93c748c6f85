import path from 'node:path';
import { CloudFrontClient, CreateInvalidationCommand } from '@aws-sdk/client-cloudfront';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { functionScope } from '../lambdas/grants.ts';
import { createCloudFrontEdgeCache } from '../lambdas/platform/edgeCache.ts';
import { runAsFunction } from '../lambdas/platform/functionScope.ts';
import type { RouteDef } from '../lambdas/routes.ts';
import { type ApiServer, startApiServer } from './apiServer.ts';
import { createLocalEdgeCache, edgeSeconds, MAX_PATHS_IN_PROGRESS, MAX_WILDCARD_PATHS_IN_PROGRESS } from './edgeCache.ts';
import { LOCAL_CREDENTIALS, LOCAL_DISTRIBUTION_ID } from './environment.ts';
import { REPO_ROOT } from './handlers.ts';

const routes: RouteDef[] = [
  { method: 'GET', path: '/api/kept/{id}', handler: 'api/counted', uses: {}, cachedAtTheEdge: true },
  { method: 'GET', path: '/api/passed/{id}', handler: 'api/counted', uses: {} },
];

describe('the local edge cache', () => {
  let server: ApiServer;
  const get = async (pathname: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${server.url}${pathname}`, { headers });
    return {
      cache: response.headers.get('x-cache'),
      body: (await response.json()) as { calls?: number; language?: string | null },
      status: response.status,
    };
  };
  /** Invalidates through CloudFront's SDK, as a stream consumer does, at the local server. */
  const invalidate = (paths: string[]) => {
    const scope = functionScope(
      'stream catalogEdgeCache',
      { edgeCache: true },
      {
        EDGE_DISTRIBUTION_ID: LOCAL_DISTRIBUTION_ID,
        EDGE_ENDPOINT: server.url,
        AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
        AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
      },
    );
    return runAsFunction(scope, () => createCloudFrontEdgeCache().invalidatePaths(paths));
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

  it('answers a cached route from the cache whoever asks, and until an invalidation names it', async () => {
    const first = await get('/api/kept/a');
    expect(first.cache).toBe('Miss from cloudfront');
    // Another shopper, signed in: cookies and the session's header are not in the key.
    const again = await get('/api/kept/a', { cookie: 'x=1', authorization: 'Bearer t' });
    expect(again).toEqual({ ...first, cache: 'Hit from cloudfront' });
    expect((await get('/api/kept/b')).cache).toBe('Miss from cloudfront');

    await invalidate(['/api/kept/a']);
    const fresh = await get('/api/kept/a');
    expect(fresh.cache).toBe('Miss from cloudfront');
    expect(fresh.body.calls).toBeGreaterThan(first.body.calls ?? 0);
    expect((await get('/api/kept/b')).cache).toBe('Hit from cloudfront');

    await invalidate(['/api/kept/*']);
    expect((await get('/api/kept/b')).cache).toBe('Miss from cloudfront');
  });

  it('keeps each language apart: a Croatian answer never goes to an English request', async () => {
    const croatian = await get('/api/kept/language', { 'X-Shop-Language': 'hr' });
    expect([croatian.cache, croatian.body.language]).toEqual(['Miss from cloudfront', 'hr']);
    const english = await get('/api/kept/language');
    expect([english.cache, english.body.language]).toEqual(['Miss from cloudfront', null]);
    const again = await get('/api/kept/language', { 'X-Shop-Language': 'hr' });
    expect([again.cache, again.body.language]).toEqual(['Hit from cloudfront', 'hr']);
    expect((await get('/api/kept/language', { 'X-Shop-Language': 'en' })).body.language).toBe('en');
    expect((await get('/api/kept/language')).body).toEqual({ ...english.body });
  });

  it('keeps no error and nothing of a route the edge may not cache', async () => {
    expect((await get('/api/kept/missing')).status).toBe(404);
    expect((await get('/api/kept/missing')).cache).toBe('Miss from cloudfront');
    const first = await get('/api/passed/a');
    const second = await get('/api/passed/a');
    expect([first.cache, second.cache]).toEqual([null, null]);
    expect(second.body.calls).toBe((first.body.calls ?? 0) + 1);
  });

  it('refuses an invalidation as CloudFront does: more paths than may be in progress, or a quantity that is not the count', async () => {
    const cloudFront = new CloudFrontClient({ endpoint: server.url, region: 'us-east-1', credentials: LOCAL_CREDENTIALS });
    const paths = (count: number, wildcard = false) => Array.from({ length: count }, (_, i) => `/api/kept/${i}${wildcard ? '/*' : ''}`);
    const send = (Items: string[], Quantity = Items.length) =>
      cloudFront.send(
        new CreateInvalidationCommand({
          DistributionId: LOCAL_DISTRIBUTION_ID,
          InvalidationBatch: { CallerReference: `${Items.length}-${Quantity}`, Paths: { Quantity, Items } },
        }),
      );
    const tooMany = { name: 'TooManyInvalidationsInProgress', $metadata: { httpStatusCode: 400 } };
    try {
      await expect(send(paths(MAX_WILDCARD_PATHS_IN_PROGRESS + 1, true))).rejects.toMatchObject(tooMany);
      await expect(send(paths(MAX_PATHS_IN_PROGRESS + 1))).rejects.toMatchObject(tooMany);
      await expect(send(['/api/kept/a'], 2)).rejects.toMatchObject({ name: 'InconsistentQuantities', $metadata: { httpStatusCode: 400 } });
      const most = [...paths(MAX_PATHS_IN_PROGRESS), ...paths(MAX_WILDCARD_PATHS_IN_PROGRESS, true)];
      await expect(send(most)).resolves.toMatchObject({ Invalidation: { Status: 'Completed' } });
      // The shop's own client meets the same refusal.
      await expect(invalidate(paths(MAX_WILDCARD_PATHS_IN_PROGRESS + 1, true))).rejects.toMatchObject(tooMany);
    } finally {
      cloudFront.destroy();
    }
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
