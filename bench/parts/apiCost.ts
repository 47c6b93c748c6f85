/**
 * Part 3, API cost: every route of lambdas/routes.ts in this process against DynamoDB Local,
 * at two catalog sizes made by local/seed/generateCatalog.ts. DynamoDB calls and capacity
 * units per request come from the meter; provider calls (payment simulator, local SES, the
 * queue stand-in) are made for real against local stand-ins and counted apart, so they are in
 * the latencies but not in the DynamoDB figures.
 */
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
import { routes } from '../../lambdas/routes.ts';
import { dynamoClient, startDynamo } from '../../local/dynamo.ts';
import { generateCatalog } from '../../local/seed/generateCatalog.ts';
import { freshTables } from '../api/benchTables.ts';
import { startApiHarness } from '../api/harness.ts';
import {
  bareGetItemLatency,
  type CaseCost,
  costOfAllRoutes,
  interleavedLatency,
  type Latency,
  latencyOfCase,
  routesWithoutFixture,
} from '../api/routeCosts.ts';
import { openSession, seedCatalog } from '../api/session.ts';
import { fixtures, routeKey } from '../fixtures.ts';
import { log, partArgs, writeResult } from './io.ts';

export interface ApiSizeResult {
  products: number;
  items: number;
  seedMs: number;
  costs: CaseCost[];
  /** By "route|case". */
  latency: { c1: Record<string, Latency>; c20: Record<string, Latency> };
  baseline: { c1: Latency; c20: Latency };
}

export interface ApiCostResult {
  sizes: ApiSizeResult[];
  routesWithoutFixture: string[];
  handlers: { route: string; handler: string }[];
  settings: { requestsForCost: number; c1: number; c20: number; statefulC1: number; statefulC20: number };
}

const args = partArgs();
const STAGE = 'bench';
const sizes = args.quick ? [1000, 1500] : [1000, 20_000];
const settings = args.quick
  ? { requestsForCost: 2, c1: 8, c20: 30, statefulC1: 2, statefulC20: 6 }
  : { requestsForCost: 3, c1: 40, c20: 100, statefulC1: 10, statefulC20: 40 };

const dynamo = await startDynamo({ port: 0 });
const admin = dynamoClient(dynamo.endpoint);
const harness = await startApiHarness({ stage: STAGE, dynamoEndpoint: dynamo.endpoint });
try {
  const results: ApiSizeResult[] = [];
  let session: Awaited<ReturnType<typeof openSession>> | undefined;
  for (const products of sizes) {
    await freshTables(admin, STAGE);
    const catalog = generateCatalog(products);
    const seeded = await seedCatalog(catalog);
    log(`api: ${products} products seeded as ${seeded.items} items in ${(seeded.ms / 1000).toFixed(1)} s`);
    if (!session) session = await openSession(harness, catalog);
    else {
      session.ctx.catalog = catalog;
      session.ctx.takeStock = (await import('../fixtures.ts')).stockAllocator(catalog);
    }
    session.meter.reset();
    const costs = await costOfAllRoutes(session, settings.requestsForCost);
    const { dynamo: shopClient } = await import('../../lambdas/platform/dynamo.ts');
    const { tableName } = await import('../../lambdas/platform/config.ts');
    const baseline = {
      c1: await bareGetItemLatency(shopClient(), tableName('catalog'), settings.c1 * 2, 1),
      c20: await bareGetItemLatency(shopClient(), tableName('catalog'), settings.c20 * 2, 20),
    };
    const latency: ApiSizeResult['latency'] = { c1: {}, c20: {} };
    const all = routes
      .flatMap((route) => (fixtures[routeKey(route)] ?? []).map((routeCase) => ({ key: routeKey(route), routeCase })))
      .filter(({ routeCase }) => !routeCase.catalogIndependent || products === sizes[0]);
    // Stateless cases at concurrency 1 in interleaved rounds; stateful ones (each request needs its own order) one by one.
    Object.assign(
      latency.c1,
      await interleavedLatency(
        session,
        all.filter((c) => !c.routeCase.stateful),
        settings.c1,
      ),
    );
    for (const { key, routeCase } of all) {
      const id = `${key}|${routeCase.name}`;
      if (routeCase.stateful) latency.c1[id] = await latencyOfCase(session, key, routeCase, settings.statefulC1, 1);
      latency.c20[id] = await latencyOfCase(session, key, routeCase, routeCase.stateful ? settings.statefulC20 : settings.c20, 20);
      log(`api: ${products} ${id}: p50 ${latency.c1[id]?.p50.toFixed(1)} ms, c20 p95 ${latency.c20[id].p95.toFixed(1)} ms`);
    }
    results.push({ products, items: seeded.items, seedMs: seeded.ms, costs, latency, baseline });
  }
  const result: ApiCostResult = {
    sizes: results,
    routesWithoutFixture: routesWithoutFixture(),
    handlers: routes.map((r) => ({ route: routeKey(r), handler: r.handler })),
    settings,
  };
  writeResult(args, result);
} finally {
  await harness.stop();
  admin.destroy();
  await dynamo.stop();
}
process.exit(0);
