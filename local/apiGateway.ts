import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { RouteDef } from '../lambdas/routes.ts';
import { LOCAL_ACCOUNT_ID } from './environment.ts';

/**
 * What API Gateway (HTTP API, payload format 2.0) does around a Lambda handler: match the
 * route, build the event, and turn the handler's result into the HTTP response.
 */

export interface CompiledRoute {
  route: RouteDef;
  routeKey: string;
  pattern: RegExp;
  params: string[];
}

export function compileRoutes(routes: readonly RouteDef[]): CompiledRoute[] {
  return routes.map((route) => {
    const params: string[] = [];
    const source = route.path
      .split('/')
      .map((segment) => {
        const greedy = /^\{(\w+)\+\}$/.exec(segment);
        if (greedy?.[1]) {
          params.push(greedy[1]);
          return '(.+)';
        }
        const param = /^\{(\w+)\}$/.exec(segment);
        if (param?.[1]) {
          params.push(param[1]);
          return '([^/]+)';
        }
        return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      })
      .join('/');
    return { route, routeKey: `${route.method} ${route.path}`, pattern: new RegExp(`^${source}$`), params };
  });
}

export interface RouteMatch {
  compiled: CompiledRoute;
  pathParameters: Record<string, string>;
}

/** The route for a method and path; `pathMatched` tells a wrong method from an unknown path. */
export function matchRoute(routes: CompiledRoute[], method: string, pathname: string): { match?: RouteMatch; pathMatched: boolean } {
  let pathMatched = false;
  for (const compiled of routes) {
    const found = compiled.pattern.exec(pathname);
    if (!found) continue;
    pathMatched = true;
    if (compiled.route.method !== method) continue;
    const pathParameters: Record<string, string> = {};
    compiled.params.forEach((name, i) => {
      pathParameters[name] = safeDecode(found[i + 1] ?? '');
    });
    return { match: { compiled, pathParameters }, pathMatched };
  }
  return { pathMatched };
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export function toApiGatewayEvent(req: http.IncomingMessage, url: URL, body: string, match: RouteMatch): APIGatewayProxyEventV2 {
  const headers: Record<string, string> = {};
  let cookies: string[] | undefined;
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    const name = (req.rawHeaders[i] ?? '').toLowerCase();
    const value = req.rawHeaders[i + 1] ?? '';
    if (name === 'cookie') {
      cookies = [
        ...(cookies ?? []),
        ...value
          .split(';')
          .map((c) => c.trim())
          .filter(Boolean),
      ];
      continue;
    }
    headers[name] = headers[name] === undefined ? value : `${headers[name]},${value}`;
  }
  const sourceIp = (req.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
  headers['x-forwarded-for'] ??= sourceIp;
  headers['x-forwarded-proto'] ??= 'http';
  headers['x-forwarded-port'] ??= String(req.socket.localPort ?? '');

  const query: Record<string, string> = {};
  for (const [key, value] of url.searchParams) {
    query[key] = query[key] === undefined ? value : `${query[key]},${value}`;
  }

  const now = new Date();
  const method = req.method ?? 'GET';
  return {
    version: '2.0',
    routeKey: match.compiled.routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    cookies,
    headers,
    queryStringParameters: Object.keys(query).length ? query : undefined,
    pathParameters: Object.keys(match.pathParameters).length ? match.pathParameters : undefined,
    requestContext: {
      accountId: LOCAL_ACCOUNT_ID,
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: (headers.host ?? 'localhost').split('.')[0] ?? 'localhost',
      http: {
        method,
        path: url.pathname,
        protocol: `HTTP/${req.httpVersion}`,
        sourceIp,
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey: match.compiled.routeKey,
      stage: '$default',
      time: formatRequestTime(now),
      timeEpoch: now.getTime(),
    },
    body: body === '' ? undefined : body,
    isBase64Encoded: false,
  };
}

/** API Gateway's `requestContext.time`, e.g. `12/Mar/2020:19:03:58 +0000`. */
function formatRequestTime(date: Date): string {
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getUTCDate())}/${months[date.getUTCMonth()]}/${date.getUTCFullYear()}:${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())} +0000`;
}

/**
 * A structured result (one with statusCode) is written as given. Anything else is, as in API
 * Gateway's payload format 2.0, a 200 with content type application/json: a string as the
 * body itself, any other value as its JSON.
 */
export function writeResult(res: http.ServerResponse, result: unknown): void {
  if (isStructured(result)) {
    const headers: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(result.headers ?? {})) headers[name.toLowerCase()] = String(value);
    if (result.cookies?.length) headers['set-cookie'] = result.cookies;
    const body =
      result.body === undefined
        ? undefined
        : result.isBase64Encoded
          ? Buffer.from(result.body, 'base64')
          : Buffer.from(result.body, 'utf8');
    if (body) headers['content-length'] = String(body.length);
    res.writeHead(result.statusCode ?? 200, headers);
    res.end(body);
    return;
  }
  const body = Buffer.from(typeof result === 'string' ? result : (JSON.stringify(result) ?? ''), 'utf8');
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(body.length) });
  res.end(body);
}

function isStructured(result: unknown): result is APIGatewayProxyStructuredResultV2 {
  return typeof result === 'object' && result !== null && typeof (result as { statusCode?: unknown }).statusCode === 'number';
}

export function writeJson(res: http.ServerResponse, status: number, payload: unknown, extra: Record<string, string> = {}) {
  const body = Buffer.from(JSON.stringify(payload));
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': String(body.length), ...extra });
  res.end(body);
}
