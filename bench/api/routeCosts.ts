import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { routes } from '../../lambdas/routes.ts';
import type { Call } from '../../lambdas/testing/invoke.ts';
import { type DynamoCost, type DynamoMeter, round } from '../dynamoMeter.ts';
import { type FixtureContext, fixtures, type PreparedCall, type RouteCase, type RouteKey, routeKey } from '../fixtures.ts';
import { median, percentile, timed } from '../stats.ts';
import { type ProviderCounter, countsSince } from './providerCalls.ts';

/**
 * Part 3's measuring, shared by `npm run bench` and the bench tests: every route of
 * lambdas/routes.ts called in this process through its real handler (an API Gateway v2 event,
 * as Lambda gives it), with DynamoDB counted by the meter and provider calls by the counter.
 */

const LAMBDAS_DIR = fileURLToPath(new URL('../../lambdas', import.meta.url));

type HttpHandler = Parameters<typeof import('../../lambdas/testing/invoke.ts').invoke>[0];

export interface Session {
  meter: DynamoMeter;
  providers: ProviderCounter;
  ctx: FixtureContext;
  handlers: Map<RouteKey, HttpHandler>;
}

/** Imports every route's handler module, as a cold start would (the environment must be set). */
export async function loadHandlers(): Promise<Map<RouteKey, HttpHandler>> {
  const handlers = new Map<RouteKey, HttpHandler>();
  for (const route of routes) {
    const module = (await import(pathToFileURL(path.join(LAMBDAS_DIR, `${route.handler}.ts`)).href)) as { handler: HttpHandler };
    handlers.set(routeKey(route), module.handler);
  }
  return handlers;
}

export interface CaseCost {
  route: RouteKey;
  case: string;
  note?: string;
  /** Requests measured (one at a time). */
  requests: number;
  statuses: number[];
  expectedStatus: number;
  /** Most DynamoDB calls one request made. */
  calls: number;
  /** Mean capacity units per request. */
  rcu: number;
  wcu: number;
  /** DynamoDB calls by operation, per request (the most of each). */
  operations: Record<string, number>;
  /** HTTP calls per request to the provider stand-ins, not counted as DynamoDB. */
  providerCalls: Record<string, number>;
  scan: boolean;
}

/** The routes of the table that have no fixture (they are listed, never measured). */
export const routesWithoutFixture = (): RouteKey[] => routes.map(routeKey).filter((key) => !fixtures[key]?.length);

async function callOnce(session: Session, key: RouteKey, prepared: PreparedCall) {
  const { invoke } = await import('../../lambdas/testing/invoke.ts');
  const handler = session.handlers.get(key);
  if (!handler) throw new Error(`no handler loaded for ${key}`);
  const [method, routePath] = key.split(' ') as [string, string];
  const call: Call = { method, path: routePath, ...prepared.call };
  const before = session.providers.counts();
  const { result, cost } = await session.meter.measure(() => invoke(handler, call));
  return { status: result.status, body: result.body, cost, providerCalls: countsSince(session.providers.counts(), before) };
}

/** Measures one case `requests` times, one request at a time, each prepared just before it. */
export async function costOfCase(session: Session, key: RouteKey, routeCase: RouteCase, requests: number): Promise<CaseCost> {
  const costs: DynamoCost[] = [];
  const statuses: number[] = [];
  const provider: Record<string, number> = {};
  let note: string | undefined;
  for (let i = 0; i < requests; i++) {
    const prepared = await routeCase.prepare(session.ctx);
    note = prepared.note;
    const outcome = await callOnce(session, key, prepared);
    statuses.push(outcome.status);
    costs.push(outcome.cost);
    for (const [name, n] of Object.entries(outcome.providerCalls)) provider[name] = Math.max(provider[name] ?? 0, n);
  }
  const operations: Record<string, number> = {};
  for (const c of costs) for (const [op, n] of Object.entries(c.operations)) operations[op] = Math.max(operations[op] ?? 0, n);
  const mean = (f: (c: DynamoCost) => number) => round(costs.reduce((sum, c) => sum + f(c), 0) / Math.max(1, costs.length));
  return {
    route: key,
    case: routeCase.name,
    note,
    requests,
    statuses,
    expectedStatus: routeCase.status ?? 200,
    calls: Math.max(0, ...costs.map((c) => c.calls)),
    rcu: mean((c) => c.rcu),
    wcu: mean((c) => c.wcu),
    operations,
    providerCalls: provider,
    scan: (operations.Scan ?? 0) > 0,
  };
}

/** Every case of every route with a fixture. */
export async function costOfAllRoutes(session: Session, requestsPerCase: number): Promise<CaseCost[]> {
  const results: CaseCost[] = [];
  for (const route of routes) {
    const key = routeKey(route);
    for (const routeCase of fixtures[key] ?? []) results.push(await costOfCase(session, key, routeCase, requestsPerCase));
  }
  return results;
}

export interface Latency {
  concurrency: number;
  requests: number;
  p50: number;
  p95: number;
  /** Requests that did not get the expected status. */
  failures: number;
}

/**
 * Times `requests` calls of one case at a concurrency. Stateful requests (orders, invoices)
 * are all prepared first, so the timed part is only the handler.
 */
export async function latencyOfCase(
  session: Session,
  key: RouteKey,
  routeCase: RouteCase,
  requests: number,
  concurrency: number,
): Promise<Latency> {
  const { invoke } = await import('../../lambdas/testing/invoke.ts');
  const handler = session.handlers.get(key) as HttpHandler;
  const [method, routePath] = key.split(' ') as [string, string];
  const calls: Call[] = [];
  for (let i = 0; i < requests; i++) calls.push({ method, path: routePath, ...(await routeCase.prepare(session.ctx)).call });
  let failures = 0;
  const expected = routeCase.status ?? 200;
  const durations = await timed(requests, concurrency, async (i) => {
    const { status } = await invoke(handler, calls[i] as Call);
    if (status !== expected) failures++;
  });
  return { concurrency, requests, p50: median(durations), p95: percentile(durations, 95), failures };
}

/**
 * Times stateless cases at concurrency 1 in rounds — one request of each case per round — so
 * drift in the machine (JIT, garbage collection, other work) spreads over all cases alike and
 * page 50 is compared with page 1 under the same conditions.
 */
export async function interleavedLatency(
  session: Session,
  cases: { key: RouteKey; routeCase: RouteCase }[],
  rounds: number,
): Promise<Record<string, Latency>> {
  const { invoke } = await import('../../lambdas/testing/invoke.ts');
  const prepared = await Promise.all(
    cases.map(async ({ key, routeCase }) => {
      const [method, routePath] = key.split(' ') as [string, string];
      return {
        id: `${key}|${routeCase.name}`,
        handler: session.handlers.get(key) as HttpHandler,
        expected: routeCase.status ?? 200,
        call: { method, path: routePath, ...(await routeCase.prepare(session.ctx)).call } as Call,
      };
    }),
  );
  const samples = new Map<string, number[]>(prepared.map((p) => [p.id, []]));
  const failures = new Map<string, number>();
  for (let round = 0; round < rounds; round++) {
    for (const p of prepared) {
      const started = performance.now();
      const { status } = await invoke(p.handler, p.call);
      samples.get(p.id)?.push(performance.now() - started);
      if (status !== p.expected) failures.set(p.id, (failures.get(p.id) ?? 0) + 1);
    }
  }
  return Object.fromEntries(
    prepared.map((p) => {
      const d = samples.get(p.id) ?? [];
      return [p.id, { concurrency: 1, requests: d.length, p50: median(d), p95: percentile(d, 95), failures: failures.get(p.id) ?? 0 }];
    }),
  );
}

/** The floor of every latency: one GetItem of a small item through the shop's client. */
export async function bareGetItemLatency(
  client: import('@aws-sdk/lib-dynamodb').DynamoDBDocumentClient,
  table: string,
  requests: number,
  concurrency: number,
): Promise<Latency> {
  const durations = await timed(requests, concurrency, async () => {
    await client.send(new GetCommand({ TableName: table, Key: { pk: 'HOME', sk: 'HOME' }, ProjectionExpression: 'pk' }));
  });
  return { concurrency, requests, p50: median(durations), p95: percentile(durations, 95), failures: 0 };
}
