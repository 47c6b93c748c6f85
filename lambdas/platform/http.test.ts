import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { describe, expect, it, vi } from 'vitest';
import { httpRoute } from './http.ts';
import { log } from './log.ts';

const products = Array.from({ length: 10 }, (_, i) => ({
  id: `linen-dress-${i}`,
  name: 'Linen Wrap Dress',
  description: 'Washed linen from Zagorje, cut to wrap and tie.',
  price: 8900,
}));
const listing = httpRoute({}, async () => ({ data: products, total: 10 }));
const small = httpRoute({}, async () => ({ total: 10 }));

async function call(handler: typeof listing, headers: Record<string, string>) {
  const event = { headers, requestContext: { http: { method: 'GET' } }, rawPath: '/api/x' } as unknown as APIGatewayProxyEventV2;
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
    const event = { headers: {}, requestContext: { requestId: 'req-7f3a', http: { method: 'GET' } } } as unknown as APIGatewayProxyEventV2;
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
