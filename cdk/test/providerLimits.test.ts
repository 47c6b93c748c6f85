/**
 * Every function that calls the payment provider must outlast the provider's worst case with
 * room to write what came of it: the sums of lambdas/payments/providerLimits.ts, held against
 * the timeouts the CDK app really gives those functions and the pauses the shop's Stripe client
 * takes between tries, which are the stripe SDK's. Builds the app with only those functions and
 * reads their timeouts from the constructs, without bundling or synthesizing, so it takes a
 * second.
 */
import Stripe from 'stripe';
import { beforeAll, expect, it } from 'vitest';
import { PROVIDER_LIMITS } from '@shop/lambdas/payments/providerLimits';
import { RETRY_PAUSE, retryPauseMs } from '@shop/lambdas/payments/stripeApi';
import type { ShopFunction } from '../lib/constructs/shop-function.ts';
import { REAL_ROUTE_TABLE, type RouteTable } from '../lib/route-table.ts';
import { createShopApp } from '../lib/shop-app.ts';
import { appWithContext } from './testApp.ts';

const STAGE = 'limits';
const paying = <T extends { uses: { payments?: boolean } }>(defs: readonly T[] | undefined) => (defs ?? []).filter((d) => d.uses.payments);
const table: RouteTable = {
  ...REAL_ROUTE_TABLE,
  routes: paying(REAL_ROUTE_TABLE.routes),
  consumers: paying(REAL_ROUTE_TABLE.consumers),
  jobs: paying(REAL_ROUTE_TABLE.jobs),
  streams: paying(REAL_ROUTE_TABLE.streams),
  invoked: paying(REAL_ROUTE_TABLE.invoked),
};

/** Function name → its timeout in milliseconds, as the app configures it. */
const timeouts = new Map<string, number>();
beforeAll(() => {
  // An empty bundling-stacks list makes NodejsFunction skip esbuild.
  const { contexts } = createShopApp(appWithContext({ stage: STAGE, 'aws:cdk:bundling-stacks': [] }), { routeTable: table });
  const functions: ShopFunction[] = Object.values(contexts).flatMap((context) => Object.values(context.functions));
  for (const fn of functions) timeouts.set(fn.functionName, fn.fn.timeout?.toMilliseconds() ?? 3_000);
}, 60_000);

it('knows which functions call the payment provider', () => {
  const count = new Set([...table.routes.map((route) => route.handler), ...table.consumers, ...table.jobs, ...(table.streams ?? [])]).size;
  expect(timeouts.size).toBe(count);
  expect([...timeouts.keys()]).toEqual(expect.arrayContaining([`shop-${STAGE}-createOrder`, `shop-${STAGE}-sessionStatus`]));
});

it('gives every one of them time for the whole deadline and the room around it', () => {
  for (const [name, timeoutMs] of timeouts) {
    expect(PROVIDER_LIMITS.deadlineMs + PROVIDER_LIMITS.roomMs, name).toBeLessThanOrEqual(timeoutMs);
  }
});

it('lets one call with all its retries finish within the deadline, pausing between tries as the SDK does', () => {
  const sdk = new Stripe('sk_test_limits');
  expect(RETRY_PAUSE.firstMs).toBe(sdk.getInitialNetworkRetryDelay() * 1000);
  expect(RETRY_PAUSE.longestMs).toBe(sdk.getMaxNetworkRetryDelay() * 1000);
  // The longest pauses the jitter can give.
  let pauses = 0;
  for (let retry = 1; retry <= PROVIDER_LIMITS.retries; retry++) pauses += retryPauseMs(retry, () => 1);

  expect((PROVIDER_LIMITS.retries + 1) * PROVIDER_LIMITS.perTryMs + pauses).toBeLessThanOrEqual(PROVIDER_LIMITS.deadlineMs);
});
