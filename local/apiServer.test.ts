import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SECURITY_HEADERS } from '../cdk/lib/securityHeaders.ts';
import type { RouteDef } from '../lambdas/routes.ts';
import { type ApiServer, startApiServer } from './apiServer.ts';
import { REPO_ROOT } from './handlers.ts';

const routes: RouteDef[] = [
  { method: 'POST', path: '/api/things/{id}', handler: 'api/echo', uses: {} },
  { method: 'GET', path: '/api/things/{id}/parts/{partId}', handler: 'api/echo', uses: {} },
  { method: 'GET', path: '/session-status', handler: 'api/echo', uses: {} },
  { method: 'GET', path: '/api/plain', handler: 'api/plain', uses: {} },
  { method: 'GET', path: '/api/boom', handler: 'api/throws', uses: {} },
  { method: 'GET', path: '/api/not-written-yet', handler: 'api/missing', uses: {} },
  { method: 'GET', path: '/api/framed', handler: 'api/framed', uses: {} },
  { method: 'GET', path: '/api/environment', handler: 'api/environment', uses: { tables: { catalog: 'read' } } },
];
const appJs = `console.log(${JSON.stringify('slow fashion '.repeat(300))});\n`;

describe('the local API server', () => {
  let server: ApiServer;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'api-test-'));
    mkdirSync(path.join(dir, 'dist', 'assets'), { recursive: true });
    mkdirSync(path.join(dir, 'images', 'products'), { recursive: true });
    writeFileSync(path.join(dir, 'dist', 'index.html'), '<!doctype html><title>Shop</title><div id="root"></div>');
    writeFileSync(path.join(dir, 'dist', 'assets', 'index-abc123.js'), appJs);
    writeFileSync(path.join(dir, 'images', 'products', 'dress.jpg'), Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]));
    mkdirSync(path.join(dir, 'imported', 'products'), { recursive: true });
    writeFileSync(path.join(dir, 'imported', 'products', 'shirt-0123456789-320w.avif'), 'avif bytes');
    server = await startApiServer({
      port: 0,
      routes,
      handlersDir: path.join(REPO_ROOT, 'local', 'test-fixtures'),
      webDist: path.join(dir, 'dist'),
      imagesDir: path.join(dir, 'images'),
      importedImagesDir: path.join(dir, 'imported'),
      health: async () => ({ status: 'ok', dynamo: { status: 'up' } }),
      bodyLimitBytes: 1024,
      quiet: true,
    });
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('builds an API Gateway v2 event from the request and writes the handler result back', async () => {
    const response = await fetch(`${server.url}/api/things/a%20b?size=M&size=L&color=sage`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Sale-Spot-Id': '7', Cookie: 'a=1; b=2' },
      body: '{"quantity":2}',
    });

    expect(response.status).toBe(201);
    expect(response.headers.get('x-echo')).toBe('yes');
    expect(response.headers.getSetCookie()).toEqual(['session=abc; Path=/; HttpOnly', 'theme=dark; Path=/']);
    const event = (await response.json()) as APIGatewayProxyEventV2;
    expect(event).toMatchObject({
      version: '2.0',
      routeKey: 'POST /api/things/{id}',
      rawPath: '/api/things/a%20b',
      rawQueryString: 'size=M&size=L&color=sage',
      pathParameters: { id: 'a b' },
      queryStringParameters: { size: 'M,L', color: 'sage' },
      cookies: ['a=1', 'b=2'],
      body: '{"quantity":2}',
      isBase64Encoded: false,
      requestContext: {
        routeKey: 'POST /api/things/{id}',
        stage: '$default',
        http: { method: 'POST', path: '/api/things/a%20b', sourceIp: '127.0.0.1' },
      },
    });
    expect(event.headers).toMatchObject({ 'content-type': 'application/json', 'x-sale-spot-id': '7' });
    expect(event.headers.cookie).toBeUndefined();
    expect(event.requestContext.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('gives every request its own request id and maps several path parameters', async () => {
    const first = (await (await fetch(`${server.url}/api/things/7/parts/9`)).json()) as APIGatewayProxyEventV2;
    const second = (await (await fetch(`${server.url}/api/things/7/parts/9`)).json()) as APIGatewayProxyEventV2;
    expect(first.pathParameters).toEqual({ id: '7', partId: '9' });
    expect(first.body).toBeUndefined();
    expect(first.queryStringParameters).toBeUndefined();
    expect(first.requestContext.requestId).not.toBe(second.requestContext.requestId);
  });

  it('serves routes outside /api too (/session-status)', async () => {
    const response = await fetch(`${server.url}/session-status?session_id=cs_test_1`);
    const event = (await response.json()) as APIGatewayProxyEventV2;
    expect(event.queryStringParameters).toEqual({ session_id: 'cs_test_1' });
  });

  it('turns a result without statusCode into a 200 JSON response', async () => {
    const response = await fetch(`${server.url}/api/plain`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.json()).toEqual({ hello: 'world' });
  });

  it('answers 404 JSON for unknown /api paths and for a known path with another method', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing/here'],
      ['DELETE', '/api/plain'],
      ['GET', '/api'],
    ] as const) {
      const response = await fetch(`${server.url}${url}`, { method });
      expect(response.status, `${method} ${url}`).toBe(404);
      expect(await response.json()).toEqual({ message: 'Not Found' });
    }
  });

  it('answers 500 with a plain message when a handler throws (or is missing) and logs the stack', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      for (const url of ['/api/boom', '/api/not-written-yet']) {
        const response = await fetch(`${server.url}${url}`);
        expect(response.status).toBe(500);
        expect(await response.json()).toEqual({ message: 'Internal error' });
      }
      expect(String(logged.mock.calls[0]?.[1])).toContain('fixture handler failed on purpose');
      expect(String(logged.mock.calls[1]?.[1])).toContain('api/missing.ts does not exist');
    } finally {
      logged.mockRestore();
    }
  });

  it('refuses bodies over the limit with 413', async () => {
    const response = await fetch(`${server.url}/api/things/1`, { method: 'POST', body: 'x'.repeat(2048) });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: 'Request body too large' });
  });

  it('serves index.html, uncached, for client-side routes', async () => {
    for (const url of ['/', '/user/profile', '/wishlist', '/hr/login', '/admin/orders']) {
      const response = await fetch(`${server.url}${url}`);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('<div id="root">');
    }
  });

  it('answers a path of no route, and an id with no drawn page, with 404 and the shell, whose router shows the not-found page', async () => {
    for (const url of ['/no-such-page', '/product/does-not-exist', '/products/adult-linen-wrap-dress', '/hr/no-such-page']) {
      const response = await fetch(`${server.url}${url}`);
      expect(response.status, url).toBe(404);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('<div id="root">');
    }
    const head = await fetch(`${server.url}/no-such-page`, { method: 'HEAD' });
    expect(head.status).toBe(404);
    // The API keeps its own answers.
    expect((await fetch(`${server.url}/api/no-such-route`)).status).toBe(404);
    expect(await (await fetch(`${server.url}/api/no-such-route`)).json()).toEqual({ message: 'Not Found' });
  });

  it('serves hashed assets cached for a year and compressed', async () => {
    const response = await fetch(`${server.url}/assets/index-abc123.js`, { headers: { 'Accept-Encoding': 'br' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(await response.text()).toBe(appJs);

    const raw = await rawGet(`${server.url}/assets/index-abc123.js`, { 'accept-encoding': 'gzip' });
    expect(raw.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(raw.body).toString()).toBe(appJs);
    expect(raw.body.length).toBeLessThan(appJs.length / 10);

    const again = await fetch(`${server.url}/assets/index-abc123.js`, {
      headers: { 'If-None-Match': response.headers.get('etag') ?? '' },
    });
    expect(again.status).toBe(304);
  });

  it('answers 404 for a missing file with an extension instead of the app', async () => {
    expect((await fetch(`${server.url}/assets/gone-123.js`)).status).toBe(404);
  });

  it('serves the demo images under /images and does not leave its folders', async () => {
    const image = await fetch(`${server.url}/images/products/dress.jpg`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await image.arrayBuffer()).length).toBe(7);
    const outside = await rawGet(`${server.url}/images/..%2f..%2fdist/index.html`);
    expect(outside.status).toBe(404);
  });

  it('serves the photos the catalog import stored under /images too, for a year, beside the demo images', async () => {
    const variant = await fetch(`${server.url}/images/products/shirt-0123456789-320w.avif`);
    expect(variant.status).toBe(200);
    expect(variant.headers.get('content-type')).toBe('image/avif');
    expect(variant.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await variant.text()).toBe('avif bytes');
    expect((await fetch(`${server.url}/images/products/dress.jpg`)).headers.get('cache-control')).toBe('public, max-age=86400');
    expect((await fetch(`${server.url}/images/products/shirt-0123456789-640w.avif`)).status).toBe(404);
  });

  it('reports health', async () => {
    const response = await fetch(`${server.url}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', dynamo: { status: 'up' } });
  });

  it("passes the shopper's address and the origin secret, over any the caller sent under those names, as CloudFront does", async () => {
    const response = await fetch(`${server.url}/api/things/1`, {
      method: 'POST',
      headers: { 'X-Shop-Viewer-Address': '203.0.113.66', 'X-Shop-Origin-Secret': 'guessed' },
    });
    const event = (await response.json()) as APIGatewayProxyEventV2;
    expect(event.headers['x-shop-viewer-address']).toBe('127.0.0.1');
    expect(event.headers['x-shop-origin-secret']).toBe(process.env.ORIGIN_SECRET);
    expect(Object.keys(event.headers).filter((name) => /viewer-address|origin-secret/i.test(name))).toHaveLength(2);
  });

  it("passes the page's language header on as API Gateway does, its name in lower case", async () => {
    const response = await fetch(`${server.url}/api/things/1`, { method: 'POST', headers: { 'X-Shop-Language': 'hr' } });
    const event = (await response.json()) as APIGatewayProxyEventV2;
    expect(event.headers['x-shop-language']).toBe('hr');
  });

  it("sends CloudFront's security headers on API answers, pages, assets, images and errors, over a handler's own", async () => {
    expect(SECURITY_HEADERS['content-security-policy']).toContain("default-src 'self'");
    for (const url of ['/api/plain', '/api/framed', '/api/nothing/here', '/', '/assets/index-abc123.js', '/images/products/dress.jpg']) {
      const response = await fetch(`${server.url}${url}`);
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(response.headers.get(name), `${url} ${name}`).toBe(value);
      // HSTS means something only over HTTPS: plain http://localhost does not send it.
      expect(response.headers.get('strict-transport-security'), url).toBeNull();
    }
  });

  it('runs each handler, from its cold start on, with only the variables its uses grant', async () => {
    const { atColdStart, now, orders } = (await (await fetch(`${server.url}/api/environment`)).json()) as {
      atColdStart: string[];
      now: string[];
      orders: string;
    };
    for (const seen of [atColdStart, now]) {
      expect(seen).toEqual(expect.arrayContaining(['TABLE_CATALOG', 'DYNAMODB_ENDPOINT', 'SHOP_URL', 'STAGE']));
      for (const absent of ['TABLE_ORDERS', 'QUEUE_PAYMENT_EVENTS_URL', 'MAIL_FROM', 'STRIPE_SECRET_KEY', 'JWT_SECRET']) {
        expect(seen).not.toContain(absent);
      }
    }
    expect(orders).toBe(
      'Missing configuration: environment variable TABLE_ORDERS is not set for GET /api/environment: its uses in lambdas/routes.ts do not grant table orders.',
    );
  });
});

describe('the local API server without a built web app', () => {
  it('says how to build it', async () => {
    const server = await startApiServer({ port: 0, routes: [], webDist: path.join(os.tmpdir(), 'no-such-dist'), quiet: true });
    try {
      const response = await fetch(`${server.url}/products/1`);
      expect(response.status).toBe(503);
      expect(await response.text()).toContain('npm run build -w web');
    } finally {
      await server.stop();
    }
  });
});

/** fetch() always decompresses; this shows the bytes on the wire. */
async function rawGet(url: string, headers: Record<string, string> = {}) {
  const http = await import('node:http');
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}
