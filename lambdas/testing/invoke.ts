import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { functionScope } from '../grants.ts';
import { dynamo } from '../platform/dynamo.ts';
import { ORIGIN_SECRET_HEADER } from '../platform/edge.ts';
import { runAsFunction } from '../platform/functionScope.ts';
import { guardTableAccess } from '../platform/tableAccess.ts';
import { type HttpMethod, routes } from '../routes.ts';

type HttpHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2 | string | undefined>;

export interface Call {
  method?: string;
  path?: string;
  params?: Record<string, string>;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  /** An object is sent as JSON; a string as it is. */
  body?: unknown;
  /** The client address API Gateway saw (what per-client rate limits count); 127.0.0.1 unless said. */
  sourceIp?: string;
}

const context = { functionName: 'test', awsRequestId: 'test', getRemainingTimeInMillis: () => 30_000 } as unknown as Context;

/**
 * Calls a route handler with an API Gateway HTTP API (v2) event, as the local server and AWS do:
 * through the edge (the origin secret of the test environment) and with a JSON body unless the
 * call's headers say otherwise.
 */
export async function invoke(
  handler: HttpHandler,
  call: Call = {},
): Promise<{ status: number; body: any; headers: Record<string, unknown> }> {
  const method = call.method ?? (call.body === undefined ? 'GET' : 'POST');
  const event = {
    version: '2.0',
    routeKey: `${method} ${call.path ?? '/'}`,
    rawPath: call.path ?? '/',
    rawQueryString: new URLSearchParams(call.query ?? {}).toString(),
    headers: { 'content-type': 'application/json', [ORIGIN_SECRET_HEADER]: process.env.ORIGIN_SECRET, ...call.headers },
    queryStringParameters: call.query,
    pathParameters: call.params,
    requestContext: { http: { method, path: call.path ?? '/', sourceIp: call.sourceIp ?? '127.0.0.1' }, requestId: 'test-request' },
    body: call.body === undefined ? undefined : typeof call.body === 'string' ? call.body : JSON.stringify(call.body),
    isBase64Encoded: false,
  } as unknown as APIGatewayProxyEventV2;
  const result = (await handler(event, context)) as APIGatewayProxyStructuredResultV2;
  const text = result.body ?? '';
  return { status: result.statusCode ?? 200, body: text ? JSON.parse(text) : undefined, headers: result.headers ?? {} };
}

/**
 * Calls a route's handler as its function runs in AWS: with only the variables and table
 * access that the route's `uses` in routes.ts grants (lambdas/grants.ts), so a grant missing
 * there fails the test, with the reason instead of a bare 500.
 */
export async function invokeRoute(
  routeKey: `${HttpMethod} ${string}`,
  handler: HttpHandler,
  call: Call = {},
): Promise<{ status: number; body: any; headers: Record<string, unknown> }> {
  const route = routes.find((r) => `${r.method} ${r.path}` === routeKey);
  if (!route) throw new Error(`lambdas/routes.ts has no route ${routeKey}`);
  guardTableAccess(dynamo());
  const scope = functionScope(routeKey, route.uses);
  const answer = await runAsFunction(scope, () => invoke(handler, { method: route.method, path: route.path, ...call }));
  if (scope.refused.length > 0) {
    throw new Error(`${routeKey} was refused what its uses in lambdas/routes.ts do not grant:\n${scope.refused.join('\n')}`);
  }
  return answer;
}
