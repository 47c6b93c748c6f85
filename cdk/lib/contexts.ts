import type { ConsumerDef, InvokedDef, JobDef, RouteDef, RouteTable, StreamDef } from './route-table.ts';

/**
 * The shop's bounded contexts, each deployed as a stack of its own (`shop-<stage>-<context>`):
 * a function goes to the context of its handler module's folder below lambdas/, so adding a
 * route, job, stream consumer or queue consumer lands in its context's stack without a line
 * here; a new folder must be given a context, or the synth says which one is missing.
 * docs/decisions/050-stacks-by-context.md.
 */
export interface ContextDef {
  /** Folders of lambdas/ whose handlers deploy here. */
  readonly folders: readonly string[];
  /** What the stack holds, for its CloudFormation description. */
  readonly holds: string;
}

export type Contexts = Readonly<Record<string, ContextDef>>;

export const SHOP_CONTEXTS: Contexts = {
  catalog: {
    folders: ['catalog', 'reviews', 'notifications', 'promotions'],
    holds: 'the catalog, reviews, back-in-stock notices, codes and gift cards',
  },
  orders: {
    folders: ['orders', 'payments', 'invoices', 'fiscal', 'withdrawals'],
    holds: 'orders and their outbox, payments, invoices and their fiscalisation, withdrawals',
  },
  accounts: {
    // mail/: SES's bounces and complaints onto the suppression list, which lives in the customers table.
    folders: ['accounts', 'personalData', 'mail'],
    holds: "customers' accounts and personal data, and mail's bounces and complaints",
  },
  content: {
    folders: ['content', 'pages'],
    holds: 'the blog, the newsletter, contact messages, and the prerendered pages of the catalog and the blog',
  },
  admin: {
    folders: ['admin', 'staff'],
    holds: "the back office's desks and its sign-in, as routes on the shop's API",
  },
};

/** The context whose stack deploys a handler module (`catalog/handlers/getProduct` → `catalog`). */
export function contextOf(handler: string, contexts: Contexts = SHOP_CONTEXTS): string {
  const folder = handler.includes('/') ? handler.slice(0, handler.indexOf('/')) : '';
  const found = Object.entries(contexts).find(([, def]) => def.folders.includes(folder));
  if (!found) {
    throw new Error(
      `No context deploys lambdas/${folder || handler}: add "${folder || handler}" to a context's folders in cdk/lib/contexts.ts.`,
    );
  }
  return found[0];
}

/** The part of the route table one context deploys. */
export interface ContextSlice {
  readonly routes: readonly RouteDef[];
  readonly consumers: readonly ConsumerDef[];
  readonly jobs: readonly JobDef[];
  readonly streams: readonly StreamDef[];
  readonly invoked: readonly InvokedDef[];
}

/** The route table cut by context; every entry lands in exactly one slice. */
export function sliceByContext(table: RouteTable, contexts: Contexts = SHOP_CONTEXTS): Map<string, ContextSlice> {
  const slices = new Map<
    string,
    { routes: RouteDef[]; consumers: ConsumerDef[]; jobs: JobDef[]; streams: StreamDef[]; invoked: InvokedDef[] }
  >(Object.keys(contexts).map((name) => [name, { routes: [], consumers: [], jobs: [], streams: [], invoked: [] }]));
  const into = (handler: string) => slices.get(contextOf(handler, contexts)) as NonNullable<ReturnType<typeof slices.get>>;
  for (const route of table.routes) into(route.handler).routes.push(route);
  for (const consumer of table.consumers) into(consumer.handler).consumers.push(consumer);
  for (const job of table.jobs) into(job.handler).jobs.push(job);
  for (const stream of table.streams ?? []) into(stream.handler).streams.push(stream);
  for (const def of table.invoked ?? []) into(def.handler).invoked.push(def);
  return slices;
}

export const isEmptySlice = (slice: ContextSlice) =>
  slice.routes.length + slice.consumers.length + slice.jobs.length + slice.streams.length + slice.invoked.length === 0;
