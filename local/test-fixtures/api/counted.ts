import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { EDGE_CACHE_CONTROL } from '../../../lambdas/platform/edge.ts';

let calls = 0;

/** Counts the calls that reach it and says which language was asked for; says the edge may keep a 200, and answers 404 for `missing`. */
export async function handler(event: APIGatewayProxyEventV2) {
  calls++;
  if (event.pathParameters?.id === 'missing') return { statusCode: 404, headers: { 'cache-control': 'no-store' }, body: '{}' };
  return {
    statusCode: 200,
    headers: { 'content-type': 'application/json', 'cache-control': EDGE_CACHE_CONTROL },
    body: JSON.stringify({ id: event.pathParameters?.id, calls, language: event.headers?.['x-shop-language'] ?? null }),
  };
}
