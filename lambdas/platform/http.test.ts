import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { ORIGIN_SECRET_HEADER } from './edge.ts';
import { httpRoute } from './http.ts';
import { log } from './log.ts';

/** What the edge adds to every request (the test environment's origin secret, as the local server sends it). */
const fromTheEdge = { [ORIGIN_SECRET_HEADER]: process.env.ORIGIN_SECRET as string };

const products = Array.from({ length: 10 }, (_, i) => ({
  id: `linen-dress-${i}`,
  name: 'Linen Wrap Dress',
  description: 'Washed linen from Zagorje, cut to wrap and tie.',
  price: 8900,
}));
const listing = httpRoute({}, async () => ({ data: products, total: 10 }));
const small = httpRoute({}, async () => ({ total: 10 }));

async function call(handler: typeof listing, headers: Record<string, string>) {
  const event = {
    headers: { ...fromTheEdge, ...headers },
    requestContext: { http: { method: 'GET' } },
    rawPath: '/api/x',
  } as unknown as APIGatewayProxyEventV2;
  return (await handler(event, {} as Context)) as APIGatewayProxyStructuredResultV2;
}

describe('answers of the API', () => {
  it('are gzip- or brotli-compressed when the caller accepts it and they are large enough', async () => {
    const gzip = await call(listing, { 'Accept-Encoding': 'gzip, deflate' });
    expect(gzip.headers).toMatchObject({ 'content-encoding': 'gzip', 'content-type': 'application/json; charset=utf-8' });
    expect(gzip.isBase64Encoded).toBe(true);
    expect(JSON.parse(gunzipSync(Buffer.from(gzip.body as string, 'base64')).toString())).toEqual({ data: products, total: 10 });

    const br = await call(listing, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers).toMatchObject({ 'content-encoding': 'br' });
    expect(JSON.parse(brotliDecompressSync(Buffer.from(br.body as string, 'base64')).toString())).toEqual({ data: products, total: 10 });
    expect(Buffer.from(br.body as string, 'base64').length).toBeLessThan(JSON.stringify({ data: products, total: 10 }).length / 3);
  });

  it('are plain JSON when the caller does not accept compression, or they are small', async () => {
    for (const answer of [await call(listing, {}), await call(small, { 'accept-encoding': 'br' })]) {
      expect(answer.isBase64Encoded).toBeFalsy();
      expect(answer.headers).not.toHaveProperty('content-encoding');
      expect(JSON.parse(answer.body as string)).toHaveProperty('total', 10);
    }
  });
});

describe('log lines of a request', () => {
  it('carry the request id of API Gateway as the correlation id, and the function', async () => {
    const lines: string[] = [];
    const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      lines.push(String(chunk));
      return true;
    });
    const logging = httpRoute({}, async () => {
      log.info('order looked up', { orderId: 'o-1' });
      return {};
    });
    const event = {
      headers: fromTheEdge,
      requestContext: { requestId: 'req-7f3a', http: { method: 'GET' } },
    } as unknown as APIGatewayProxyEventV2;
    await logging(event, { functionName: 'shop-prod-getOrder', awsRequestId: 'lambda-1' } as Context);
    write.mockRestore();
    const line = JSON.parse(lines.find((l) => l.includes('order looked up')) ?? '{}');
    expect(line).toMatchObject({
      level: 'INFO',
      message: 'order looked up',
      orderId: 'o-1',
      correlation_id: 'req-7f3a',
      function_name: 'shop-prod-getOrder',
      service: 'tkanica-shop',
    });
  });
});

/** A request as API Gateway passes it on, with only the headers given. */
async function send(handler: ReturnType<typeof httpRoute>, request: { method?: string; headers: Record<string, string>; body?: string }) {
  const event = {
    headers: request.headers,
    requestContext: { http: { method: request.method ?? 'POST' }, requestId: 'req-1' },
    rawPath: '/api/x',
    body: request.body,
    isBase64Encoded: false,
  } as unknown as APIGatewayProxyEventV2;
  const answer = (await handler(event, {} as Context)) as APIGatewayProxyStructuredResultV2;
  return { status: answer.statusCode, body: JSON.parse(String(answer.body)) as { message?: string } };
}

describe('a call that did not come through the edge', () => {
  it('is refused with 403 before the route does anything, whatever it sends', async () => {
    const work = vi.fn(async () => ({ done: true }));
    const route = httpRoute({ body: z.object({ email: z.string() }) }, work);
    const body = '{"email":"ana@example.hr"}';
    const json = { 'content-type': 'application/json' };
    for (const headers of [json, { ...json, [ORIGIN_SECRET_HEADER]: 'guessed' }, { ...json, [ORIGIN_SECRET_HEADER]: '' }]) {
      const answer = await send(route, { headers, body });
      expect(answer.status, JSON.stringify(headers)).toBe(403);
      expect(answer.body.message).toMatch(/only through the shop/);
    }
    expect(work).not.toHaveBeenCalled();
    expect(
      (await send(route, { headers: { ...json, 'X-Shop-Origin-Secret': fromTheEdge[ORIGIN_SECRET_HEADER] as string }, body })).status,
    ).toBe(200);
    expect(work).toHaveBeenCalledTimes(1);
  });
});

describe('a body', () => {
  it('is read only when declared as application/json; text/plain, a form or no type get 415 and change nothing', async () => {
    const work = vi.fn(async () => ({ subscribed: true }));
    const route = httpRoute({ body: z.object({ email: z.string() }) }, work);
    const body = '{"email":"ana@example.hr"}';
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', undefined]) {
      const answer = await send(route, { headers: { ...fromTheEdge, ...(type ? { 'content-type': type } : {}) }, body });
      expect(answer.status, String(type)).toBe(415);
      expect(answer.body.message).toMatch(/application\/json/);
    }
    expect(work).not.toHaveBeenCalled();
    for (const type of ['application/json', 'Application/JSON; charset=utf-8']) {
      expect((await send(route, { headers: { ...fromTheEdge, 'Content-Type': type }, body })).status, type).toBe(200);
    }
  });

  it('needs no type on a call that takes none: a GET, or a POST without a body schema', async () => {
    const route = httpRoute({}, async () => ({ cancelled: true }));
    expect((await send(route, { method: 'GET', headers: fromTheEdge })).status).toBe(200);
    expect((await send(route, { headers: fromTheEdge })).status).toBe(200);
    expect((await send(route, { headers: { ...fromTheEdge, 'content-type': 'text/plain' }, body: 'not json' })).status).toBe(200);
  });
});
