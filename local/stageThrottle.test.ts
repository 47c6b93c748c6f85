import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { API_THROTTLE } from '../cdk/lib/stageThrottle.ts';
import type { RouteDef } from '../lambdas/routes.ts';
import { type ApiServer, type ApiServerOptions, startApiServer } from './apiServer.ts';
import { REPO_ROOT } from './handlers.ts';
import { createStageThrottle, throttleSetting } from './stageThrottle.ts';

const routes: RouteDef[] = [
  { method: 'GET', path: '/api/passed/{id}', handler: 'api/counted', uses: {} },
  { method: 'GET', path: '/api/plain', handler: 'api/plain', uses: {} },
  { method: 'GET', path: '/api/products/{id}', handler: 'api/counted', uses: {}, cachedAtTheEdge: true },
];

describe("the local API server's stage throttle", () => {
  let server: ApiServer | undefined;
  /** The throttle's clock, in milliseconds: it moves only when a test moves it. */
  let now = 0;
  const start = async (options: Partial<ApiServerOptions> = {}) => {
    now = 0;
    server = await startApiServer({
      port: 0,
      routes,
      handlersDir: path.join(REPO_ROOT, 'local', 'test-fixtures'),
      originSecret: 'test-origin-secret',
      throttleClock: () => now,
      quiet: true,
      ...options,
    });
    return server;
  };
  const get = async (pathname: string) => {
    const response = await fetch(`${server?.url}${pathname}`);
    return { status: response.status, retryAfter: response.headers.get('retry-after'), body: await response.json().catch(() => null) };
  };
  /** How many of `n` calls in a row answered 200. */
  const passed = async (pathname: string, n: number) => {
    let ok = 0;
    for (let i = 0; i < n; i++) if ((await get(pathname)).status === 200) ok++;
    return ok;
  };
  afterEach(async () => {
    await server?.stop();
    server = undefined;
  });

  it("refuses a route's requests past its burst with API Gateway's 429 and a Retry-After, runs no function for them, and takes them again as the bucket refills", async () => {
    await start({ throttle: { rateLimit: 2, burstLimit: 3 } });
    const before = (await get('/api/passed/x')).body.calls as number;
    expect(await passed('/api/passed/x', 2)).toBe(2);

    const refused = await get('/api/passed/x');
    expect(refused).toEqual({ status: 429, retryAfter: '1', body: { message: 'Too Many Requests' } });
    // Another route has a bucket of its own; the site, the health check and the images have none.
    expect((await get('/api/plain')).status).toBe(200);
    expect(await passed('/health', 10)).toBe(10);

    // Half a second brings one token at 2 a second: one request, and the next is refused again.
    now += 500;
    const next = await get('/api/passed/x');
    expect(next).toMatchObject({ status: 200, body: { calls: before + 3 } });
    expect((await get('/api/passed/x')).status).toBe(429);

    // A quiet while fills the bucket to its burst and no further.
    now += 60_000;
    expect(await passed('/api/passed/x', 4)).toBe(3);
    // The refused calls never reached the function.
    now += 1_000;
    expect((await get('/api/passed/x')).body.calls).toBe(before + 7);
  });

  it('counts no answer the edge keeps: those never reach API Gateway', async () => {
    await start({ throttle: { rateLimit: 1, burstLimit: 2 } });
    expect((await get('/api/products/a')).status).toBe(200);
    // Kept at the edge: answered however many ask.
    expect(await passed('/api/products/a', 10)).toBe(10);
    expect((await get('/api/products/b')).status).toBe(200);
    expect((await get('/api/products/c')).status).toBe(429);
  });

  it("applies the CDK app's stage throttle unless told otherwise, and none when told so", async () => {
    await start();
    expect(await passed('/api/plain', API_THROTTLE.burstLimit + 1)).toBe(API_THROTTLE.burstLimit);
    expect(await get('/api/plain')).toMatchObject({ status: 429, retryAfter: '1' });
    await server?.stop();

    await start({ throttle: false });
    expect(await passed('/api/plain', API_THROTTLE.burstLimit + 1)).toBe(API_THROTTLE.burstLimit + 1);
  });
});

describe('the token bucket', () => {
  it('says in whole seconds, at least one, when the next token comes', () => {
    let now = 0;
    const bucket = createStageThrottle({ rateLimit: 0.25, burstLimit: 1 }, () => now);
    expect(bucket.take('GET /api/plain')).toEqual({ allowed: true });
    expect(bucket.take('GET /api/plain')).toEqual({ allowed: false, retryAfterSeconds: 4 });
    now += 3_500;
    expect(bucket.take('GET /api/plain')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    now += 500;
    expect(bucket.take('GET /api/plain')).toEqual({ allowed: true });
  });
});

describe('LOCAL_API_THROTTLE', () => {
  it("leaves the CDK app's throttle when unset, turns it off, or sets a load test's numbers, and refuses anything else", () => {
    expect(throttleSetting(undefined)).toBeUndefined();
    expect(throttleSetting(' ')).toBeUndefined();
    expect(throttleSetting('off')).toBe(false);
    expect(throttleSetting('200/400')).toEqual({ rateLimit: 200, burstLimit: 400 });
    expect(throttleSetting('0.5/1')).toEqual({ rateLimit: 0.5, burstLimit: 1 });
    for (const wrong of ['0/10', '10/0', '10', 'fast', '10/2.5']) expect(() => throttleSetting(wrong), wrong).toThrow(/LOCAL_API_THROTTLE/);
  });
});
