import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableName } from '../lambdas/platform/config.ts';
import { dynamo } from '../lambdas/platform/dynamo.ts';
import { routes } from '../lambdas/routes.ts';
import { generateCatalog } from '../local/seed/generateCatalog.ts';
import { testStage } from '../test/stage.ts';
import { dynamoClient } from '../local/dynamo.ts';
import { freshTables } from './api/benchTables.ts';
import { costOfAllRoutes, costOfCase, type CaseCost, routesWithoutFixture } from './api/routeCosts.ts';
import type { Session } from './api/routeCosts.ts';
import { type ApiHarness, startApiHarness } from './api/harness.ts';
import { openSession, seedCatalog } from './api/session.ts';
import { checkApiBudgets } from './checks.ts';
import { fixtures, routeKey } from './fixtures.ts';

/**
 * Part 3 of `npm run bench` on small catalogs, asserting only what is deterministic: DynamoDB
 * calls and capacity units per request, never times. The sizes are the smallest at which the
 * budgets mean something: 1,000 products give a listing of 1,000 (page 50 exists) and fill a
 * name search's window; 1,500 is the "larger" catalog for search.
 */
const SMALL = 1000;
const LARGER = 1500;

const endpoint = () => process.env.DYNAMODB_ENDPOINT as string;
const stage = `bench-${testStage()}`;
async function freshBenchTables() {
  const client = dynamoClient(endpoint());
  try {
    await freshTables(client, stage);
  } finally {
    client.destroy();
  }
}
let harness: ApiHarness;
let session: Session;
let costs: CaseCost[];

beforeAll(async () => {
  // Tables of its own, without streams (see benchTables.ts): seeding is ten times faster.
  await freshBenchTables();
  harness = await startApiHarness({ stage, dynamoEndpoint: endpoint() });
  const catalog = generateCatalog(SMALL);
  await seedCatalog(catalog);
  session = await openSession(harness, catalog);
  costs = await costOfAllRoutes(session, 2);
}, 120_000);

afterAll(async () => {
  session?.meter.detach();
  session?.providers.stop();
  await harness?.stop();
});

describe('every route of lambdas/routes.ts', () => {
  it('has a fixture of representative requests in bench/fixtures.ts', () => {
    expect(routesWithoutFixture()).toEqual([]);
    expect(Object.keys(fixtures).sort()).toEqual(routes.map(routeKey).sort());
  });

  it('answers each representative request as expected', () => {
    const wrong = costs
      .filter((c) => c.statuses.some((s) => s !== c.expectedStatus))
      .map((c) => `${c.route} (${c.case}): ${c.statuses.join(', ')}`);
    expect(wrong).toEqual([]);
  });

  it('sends no Scan', () => {
    expect(costs.filter((c) => c.scan).map((c) => `${c.route} (${c.case})`)).toEqual([]);
  });
});

describe('the Scan guard of the test setup', () => {
  it('refuses a Scan through the shop’s client', async () => {
    await expect(dynamo().send(new ScanCommand({ TableName: tableName('catalog'), Limit: 1 }))).rejects.toThrow(/Scan/);
  });
});

describe('DynamoDB cost per request within budget', () => {
  it('keeps every budget of part 3 that does not depend on time', async () => {
    const larger = generateCatalog(LARGER);
    await freshBenchTables();
    await seedCatalog(larger);
    session.ctx.catalog = larger;
    const searchKey = 'POST /api/products/search' as const;
    const nameSearch = fixtures[searchKey]?.find((c) => c.name === 'name search');
    if (!nameSearch) throw new Error('the search fixture has no "name search" case');
    const searchAtLarger = await costOfCase(session, searchKey, nameSearch, 2);
    const problems = checkApiBudgets({ small: costs, large: [searchAtLarger] })
      .filter((check) => check.kind !== 'latency' && !check.ok)
      .map((check) => `${check.name}: ${check.figure} (budget ${check.budget})`);
    expect(problems).toEqual([]);
  }, 60_000);

  it('reads a product with one call and the home data with at most two', () => {
    const product = costs.find((c) => c.route === 'GET /api/products/{id}');
    const home = costs.find((c) => c.route === 'GET /api/homePage/collections');
    expect(product?.calls).toBe(1);
    expect(product?.operations).toEqual({ GetItem: 1 });
    expect(home?.calls).toBeLessThanOrEqual(2);
  });

  it('reads page 50 of a listing with the calls and capacity of page 1', () => {
    const search = (name: string) => costs.find((c) => c.route === 'POST /api/products/search' && c.case === name) as CaseCost;
    const first = search('all products page 1');
    const deep = search('all products page 50');
    expect(deep.note).toMatch(/page 50$/);
    expect(deep.calls).toBe(first.calls);
    expect(deep.rcu).toBe(first.rcu);
  });
});
