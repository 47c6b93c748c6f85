import fc from 'fast-check';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type * as z from 'zod/mini';
import { routeBook } from './platform/http.ts';
import { type RouteDef, routes } from './routes.ts';
import { type Contract, contractOf, valuesAround } from './testing/routeFuzz.ts';

/*
 * Every message a shopper's route can answer a bad body, path or query with has Croatian in the
 * book the route names (httpRoute's `croatian`, joined with the texts every route shares, as the
 * route joins them: docs/decisions/092): the contract each handler validates, fed the values
 * around it that lambdas/routesFuzz.test.ts sends (valid, one thing wrong, junk), with every
 * issue zod finds looked up. The back office answers in English only (docs/decisions/048), and
 * the payment webhook answers the provider, so they are left out.
 */

vi.mock('./platform/http.ts', async (importOriginal) => {
  const { contractsRemembered } = await import('./testing/routeFuzz.ts');
  return contractsRemembered(await importOriginal<typeof import('./platform/http.ts')>());
});

const RUNS = 300;
const shopperRoutes = routes.filter(
  (route) => !route.staffRole && !route.path.startsWith('/api/staff/') && route.path !== '/api/payments/webhook',
);
const contracts = new Map<RouteDef, Contract | undefined>();

beforeAll(async () => {
  for (const route of shopperRoutes) {
    const module = await import(/* @vite-ignore */ new URL(`./${route.handler}.ts`, import.meta.url).href);
    contracts.set(route, contractOf(module.handler));
  }
});

describe('a shopper’s route refusing what it was sent', () => {
  it.each(shopperRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))('%s says it in Croatian', (_name, route) => {
    const contract = contracts.get(route);
    expect(contract, 'the handler is made by httpRoute').toBeDefined();
    const book = routeBook(contract?.croatian);
    const schemas = [contract?.body, contract?.params, contract?.query].filter((schema) => schema !== undefined) as z.ZodMiniType[];
    const missing = new Set<string>();
    for (const schema of schemas) {
      const values = [undefined, null, [], 0, '', {}, ...fc.sample(valuesAround(schema, {}), { numRuns: RUNS, seed: 48 })];
      for (const value of values) {
        const result = schema.safeParse(value);
        for (const issue of result.error?.issues ?? []) if (book.croatianOf(issue.message) === undefined) missing.add(issue.message);
      }
    }
    expect([...missing].join('\n'), 'add each to the book the route names (shared/src/contract/inCroatian/)').toBe('');
  });
});
