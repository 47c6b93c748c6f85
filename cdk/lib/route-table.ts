import { consumers, type HttpMethod, invoked, jobs, routes, type StreamEventName, streams } from '@shop/lambdas/routes';
import { INVOKED, QUEUES } from '@shop/lambdas/queues';
import type { FunctionDef, Uses } from './constructs/shop-function.ts';

/** The shapes of lambdas/routes.ts, with names as plain strings so tests can pass their own. */
export interface RouteDef {
  readonly method: HttpMethod;
  readonly path: string;
  readonly handler: string;
  readonly uses: Uses;
  /** Whether CloudFront keeps its GET answers as long as they say (lambdas/routes.ts). */
  readonly cachedAtTheEdge?: boolean;
  /** A back-office route's least staff role (lambdas/routes.ts). */
  readonly staffRole?: 'owner' | 'staff';
}
export interface ConsumerDef extends FunctionDef {
  readonly queue: string;
}
export interface QueueDef {
  readonly envVar: string;
  readonly deadLetterEnvVar: string;
  /** Kept in order per message group (SQS FIFO): a stream consumer's feed (docs/decisions/051). */
  readonly fifo?: boolean;
}
export interface JobDef extends FunctionDef {
  readonly everyMinutes: number;
}
/** A function other functions call and wait for; `envVar` carries its name to them. */
export interface InvokedDef extends FunctionDef {
  readonly envVar: string;
}
export interface StreamDef extends FunctionDef {
  readonly table: string;
  readonly only?: { readonly events: readonly StreamEventName[]; readonly pkPrefix?: string };
}

/** A route of the back office (docs/decisions/036-back-office.md), which the admin's own stack deploys. */
export const isBackOfficeRoute = (route: Pick<RouteDef, 'path'>) => /^\/api\/(admin|staff)\//.test(route.path);

/** The route table of lambdas/routes.ts; tests may pass their own. */
export interface RouteTable {
  readonly routes: readonly RouteDef[];
  readonly consumers: readonly ConsumerDef[];
  readonly jobs: readonly JobDef[];
  /** Functions fed by a table's stream (none when absent). */
  readonly streams?: readonly StreamDef[];
  readonly queues: Readonly<Record<string, QueueDef>>;
  /** Functions the others invoke (none when absent). */
  readonly invoked?: readonly InvokedDef[];
}

export const REAL_ROUTE_TABLE: RouteTable = {
  routes,
  consumers,
  jobs,
  streams,
  queues: QUEUES,
  invoked: invoked.map((def) => ({ ...def, envVar: INVOKED[def.name].envVar })),
};
