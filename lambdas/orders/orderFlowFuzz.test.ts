import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { OrderRequest } from '@shop/shared/contract/orders';
import { mockClient } from 'aws-sdk-client-mock';
import fc from 'fast-check';
import Stripe from 'stripe';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { testClock } from '../../test/clock.ts';
import { ADDRESS } from '../accounts/accountFixture.ts';
import { clearTables, scanTable } from '../../test/tables.ts';
import { tableName } from '../platform/config.ts';
import { dynamo } from '../platform/dynamo.ts';
import { discountKey, giftCardKey } from '../promotions/promotionItems.ts';
import { type RouteDef, routes } from '../routes.ts';
import type { TableName } from '../tables.ts';
import { smallCatalog, writeCatalog } from '../testing/catalogFixture.ts';
import { type Call, invoke } from '../testing/invoke.ts';
import { placeOrder } from './placeOrder.ts';

/*
 * Generated bodies against every route of the order flow, as API Gateway would hand them to
 * the functions: well-formed orders, orders with one thing wrong, and garbage. Whatever comes
 * in, the answer is never a 5xx; a 4xx carries a JSON `message` and leaves every table as it
 * was, but for the per-client counters of failed code look-ups (THROTTLE# items, which exist
 * to count exactly those answers), and sends no mail and no queue message.
 */

const payments = vi.hoisted(() => ({
  current: undefined as unknown as ReturnType<typeof import('../testing/fakePayments.ts').fakePayments>,
}));
vi.mock('../payments/paymentGateway.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../payments/paymentGateway.ts')>();
  const { fakePayments } = await import('../testing/fakePayments.ts');
  payments.current = fakePayments();
  return { ...original, stripeGateway: () => payments.current.gateway };
});

const sqs = mockClient(SQSClient);
const ses = mockClient(SESv2Client);
beforeEach(() => {
  sqs.on(SendMessageCommand).resolves({ MessageId: 'message-1' });
  ses.on(SendEmailCommand).resolves({ MessageId: 'mail-1' });
});
afterEach(() => {
  sqs.reset();
  ses.reset();
});

const FLOW = /^\/(api\/orders|api\/discountCodes|api\/giftCards|api\/invoices|api\/payments|session-status)/;
const flowRoutes = routes.filter((route) => FLOW.test(route.path));
const RUNS_PER_ROUTE = 100;

const catalog = smallCatalog();
const productIds = catalog.products.map((p) => p.id);
let knownOrderId = 'no-order';

// ---- generated values ----------------------------------------------------------------------

const nastyStrings = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  '\ud800',
  'x\udfffy',
  '🧵'.repeat(40),
  'Đurđa Šimić',
  'P#dress-01',
  '../../etc/passwd',
  "'; DROP TABLE orders; --",
  '<script>alert(1)</script>',
  '__proto__',
  'a'.repeat(300),
  'é'.repeat(3000),
  'x'.repeat(100_000),
);
const text = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
  nastyStrings,
);
const numbers = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, -0, 1.5, 1e-9, 99, 100, 1e308, -1e308, Number.MAX_SAFE_INTEGER, 2 ** 53 + 1),
);
const scalar = fc.oneof(text, numbers, fc.boolean(), fc.constant(null));
const anyJson = fc.oneof(
  scalar,
  fc.jsonValue({ maxDepth: 3 }),
  fc.array(scalar, { maxLength: 5 }),
  fc.dictionary(text, scalar, { maxKeys: 5 }),
);

const address = fc
  .record({
    firstName: fc.constantFrom('Ana', 'Đurđa'),
    lastName: fc.constantFrom('Horvat', 'Šimić'),
    country: fc.constantFrom('HR', 'DE', 'US', 'CS'),
  })
  .map((changes) => ({ ...ADDRESS, ...changes }));

const sizesOf = new Map(catalog.products.map((p) => [p.id, p.sizes]));

/** Mostly a product and sizes the shop sells, sometimes one it does not, or a size too many. */
const cartProduct = fc.oneof(
  {
    weight: 9,
    arbitrary: fc.constantFrom(...productIds).chain((productId) =>
      fc.record({
        productId: fc.constant(productId),
        sizes: fc.array(fc.record({ size: fc.constantFrom(...sizesOf.get(productId)!), quantity: fc.integer({ min: 1, max: 3 }) }), {
          minLength: 1,
          maxLength: 2,
        }),
      }),
    ),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      productId: fc.constantFrom('no-such-product', 'dress-99', ...productIds),
      sizes: fc.array(
        fc.record({ size: fc.constantFrom('S', 'M', 'L', 'XL', 'm'), quantity: fc.oneof(fc.integer({ min: 1, max: 4 }), fc.constant(99)) }),
        {
          minLength: 1,
          maxLength: 3,
        },
      ),
    }),
  },
);

/** An order as the checkout could send it: known or unknown products and sizes, duplicates, codes and cards that exist or not. */
const orderBody = fc.record(
  {
    deliveryAddress: address,
    billingAddress: fc.option(address, { nil: undefined }),
    cartProducts: fc.array(cartProduct, { minLength: 1, maxLength: 5 }),
    deliveryMethod: fc.constantFrom('DELIVERY', 'PICK_UP'),
    deliveryLocation: fc.constantFrom('OFFICE', 'STORE_KAPTOL'),
    discountCodeName: fc.option(fc.constantFrom('FUZZ10', 'fuzz10', 'FUZZ10', 'NOPE'), { nil: undefined }),
    giftCardCode: fc.option(fc.constantFrom('FUZZGIFT', 'fuzzgift', 'FUZZGIFT', 'NOPE'), { nil: undefined }),
    userEmail: fc.constantFrom('fuzz@example.hr', 'Fuzz@Example.HR'),
  },
  { requiredKeys: ['deliveryAddress', 'cartProducts', 'userEmail'] },
);

const ORDER_PATHS: (string | number)[][] = [
  [],
  ['deliveryAddress'],
  ['deliveryAddress', 'country'],
  ['deliveryAddress', 'firstName'],
  ['deliveryAddress', 'zipCode'],
  ['billingAddress'],
  ['billingAddress', 'street'],
  ['cartProducts'],
  ['cartProducts', 0],
  ['cartProducts', 0, 'productId'],
  ['cartProducts', 0, 'sizes'],
  ['cartProducts', 0, 'sizes', 0],
  ['cartProducts', 0, 'sizes', 0, 'size'],
  ['cartProducts', 0, 'sizes', 0, 'quantity'],
  ['deliveryMethod'],
  ['deliveryLocation'],
  ['discountCodeName'],
  ['giftCardCode'],
  ['userEmail'],
];
const REMOVE = Symbol('remove');

/** A copy of `value` with the thing at `path` replaced (or removed, or a field added beside it). */
function mutated(value: unknown, path: (string | number)[], replacement: unknown, extraKey: string | undefined): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  if (path.length === 0) return extraKey === undefined ? replacement : { ...copy, [extraKey]: replacement };
  let parent: any = copy;
  for (const key of path.slice(0, -1)) {
    if (parent?.[key] === undefined || parent[key] === null || typeof parent[key] !== 'object') return copy;
    parent = parent[key];
  }
  const last = path[path.length - 1]!;
  if (extraKey !== undefined && typeof parent[last] === 'object' && parent[last] !== null) parent[last][extraKey] = replacement;
  else if (replacement === REMOVE) delete parent[last];
  else parent[last] = replacement;
  return copy;
}

const nearValidOrder = fc
  .tuple(
    orderBody,
    fc.constantFrom(...ORDER_PATHS),
    fc.oneof(anyJson, fc.constant(REMOVE)),
    fc.option(fc.constantFrom('extra', '__proto__', 'constructor', 'price', 'total'), { nil: undefined }),
  )
  .map(([body, path, replacement, extraKey]) => mutated(body, path, replacement, extraKey));

/** Many lines of the same product and size: merged, or refused when they pass the limit. */
const duplicatedLines = fc
  .tuple(orderBody, fc.constantFrom(...productIds), fc.integer({ min: 2, max: 60 }), fc.integer({ min: 1, max: 60 }))
  .map(([body, productId, copies, quantity]) => ({
    ...body,
    cartProducts: Array.from({ length: copies }, () => ({ productId, sizes: [{ size: 'M', quantity }] })),
  }));

/** A body: JSON of some value, or text that may not be JSON at all, or none. */
const bodyOf = (valueArb: fc.Arbitrary<unknown>) =>
  fc.oneof(
    { weight: 6, arbitrary: valueArb },
    {
      weight: 1,
      arbitrary: fc
        .oneof(text, fc.constantFrom('{', '[1,', '{"a":}', 'null', '""', 'true', '1e999', '{"__proto__":{"x":1}}'))
        .map((raw) => ({ raw })),
    },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );

const idLike = fc.oneof(
  fc.constant('KNOWN'),
  fc.constantFrom('unknown-order', 'inv_1', 'a', '0'),
  fc.stringMatching(/^[A-Za-z0-9_-]{1,70}$/),
  text,
);

const headers = fc.record(
  {
    authorization: fc.oneof(
      fc.constant('Bearer '),
      text.map((t) => `Bearer ${t}`),
      text,
    ),
    'x-shop-viewer-address': fc.oneof(fc.constantFrom('203.0.113.7', '2001:db8::1'), text),
    'content-type': fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', ''),
    'stripe-signature': fc.oneof(text, fc.constantFrom('t=1,v1=abc', 't=,v1=')),
  },
  { requiredKeys: [] },
);

function bodyFor(route: RouteDef): fc.Arbitrary<unknown> {
  if (route.path === '/api/orders' || route.path === '/api/orders/checkPreOrder') {
    return bodyOf(
      fc.oneof(
        { weight: 3, arbitrary: orderBody },
        { weight: 3, arbitrary: nearValidOrder },
        { weight: 1, arbitrary: duplicatedLines },
        anyJson,
      ),
    );
  }
  if (route.path === '/api/discountCodes/validation') {
    return bodyOf(fc.oneof(fc.record({ name: fc.oneof(fc.constantFrom('FUZZ10', 'fuzz10', 'NOPE'), text, numbers) }), anyJson));
  }
  if (route.path === '/api/giftCards/getByName') {
    return bodyOf(fc.oneof(fc.record({ code: fc.oneof(fc.constantFrom('FUZZGIFT', 'NOPE'), text, numbers) }), anyJson));
  }
  if (route.path.startsWith('/api/invoices/')) return bodyOf(fc.oneof(fc.record({ email: fc.oneof(text, fc.constant(null)) }), anyJson));
  return bodyOf(anyJson);
}

/** A request to one route: its path parameters, query, headers and body, all generated. */
function callFor(route: RouteDef): fc.Arbitrary<Call> {
  const paramNames = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  return fc
    .record({
      params: fc.tuple(...paramNames.map(() => idLike)),
      omitParams: fc.boolean(),
      query: fc.oneof(
        fc.record({ session_id: fc.oneof(fc.constantFrom('cs_test_1', 'cs_test_nope'), fc.stringMatching(/^[A-Za-z0-9_]{1,300}$/), text) }),
        fc.dictionary(text, text, { maxKeys: 3 }),
      ),
      headers,
      body: route.method === 'GET' ? fc.constant(undefined) : bodyFor(route),
      signBody: fc.boolean(),
    })
    .map(({ params, omitParams, query, headers, body, signBody }) => {
      const raw =
        body === undefined
          ? undefined
          : typeof body === 'object' && body !== null && 'raw' in body
            ? String(body.raw)
            : JSON.stringify(body);
      const withSignature =
        route.path === '/api/payments/webhook' && signBody && raw !== undefined
          ? {
              ...headers,
              'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload: raw, secret: process.env.STRIPE_WEBHOOK_SECRET! }),
            }
          : headers;
      return {
        method: route.method,
        path: route.path,
        params: omitParams
          ? undefined
          : Object.fromEntries(paramNames.map((name, i) => [name, params[i] === 'KNOWN' ? knownOrderId : params[i]!])),
        query: route.path === '/session-status' ? (query as Record<string, string>) : undefined,
        headers: withSignature as Record<string, string>,
        body: raw,
      };
    });
}

// ---- what the tables hold --------------------------------------------------------------------

type Snapshot = Map<string, string>;

/**
 * Every item of the tables a route may write (its `uses`, which lambdas/uses.test.ts holds to
 * the code), but the per-client look-up counters, keyed by table and key.
 */
async function snapshot(route: RouteDef): Promise<Snapshot> {
  const items = new Map<string, string>();
  const writable = Object.entries(route.uses.tables ?? {}).filter(([, access]) => access === 'readWrite');
  for (const table of writable.map(([name]) => name as TableName)) {
    for (const item of await scanTable(table)) {
      if (String(item.pk).startsWith('THROTTLE#')) continue;
      items.set(`${table} ${item.pk} ${item.sk}`, JSON.stringify(item));
    }
  }
  return items;
}

function changes(before: Snapshot, after: Snapshot): string[] {
  const keys = new Set([...before.keys(), ...after.keys()]);
  return [...keys].filter((key) => before.get(key) !== after.get(key));
}

beforeAll(async () => {
  await import('../payments/paymentGateway.ts');
  await clearTables();
  await writeCatalog(catalog);
  const promotions = tableName('promotions');
  await dynamo().send(
    new PutCommand({ TableName: promotions, Item: { ...discountKey('FUZZ10'), name: 'FUZZ10', percent: 10, productIds: null, used: 0 } }),
  );
  await dynamo().send(
    new PutCommand({
      TableName: promotions,
      Item: {
        ...giftCardKey('FUZZGIFT'),
        code: 'FUZZGIFT',
        balance: 1_000_000,
        initialAmount: 1_000_000,
        expiresAt: '2099-01-01T00:00:00Z',
      },
    }),
  );
  // One order placed the ordinary way, so that some generated ids name an order that exists.
  const placed = await placeOrder(
    OrderRequest.parse({
      deliveryAddress: ADDRESS,
      cartProducts: [{ productId: 'dress-02', sizes: [{ size: 'S', quantity: 1 }] }],
      userEmail: 'fuzz@example.hr',
    }),
    { payments: payments.current.gateway, clock: testClock(), shopUrl: 'https://shop.example' },
  );
  const sessionId = placed.url.split('/').pop()!;
  knownOrderId = payments.current.sessions.get(sessionId)!.orderId!;
});

describe('the order flow, fed generated requests', () => {
  it.each(flowRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s answers no 5xx, and a 4xx with a message and no change',
    async (_name, route) => {
      const { handler } = await import(/* @vite-ignore */ new URL(`../${route.handler}.ts`, import.meta.url).href);
      let before = await snapshot(route);
      await fc.assert(
        fc.asyncProperty(callFor(route), async (call) => {
          sqs.resetHistory();
          ses.resetHistory();
          const answer = await invoke(handler, call);
          expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500);
          if (answer.status >= 400) {
            expect(typeof answer.body?.message).toBe('string');
            expect(answer.body.message.length).toBeGreaterThan(0);
            const after = await snapshot(route);
            expect(changes(before, after)).toEqual([]);
            expect(sqs.calls()).toHaveLength(0);
            expect(ses.calls()).toHaveLength(0);
          } else {
            before = await snapshot(route);
          }
        }),
        { numRuns: RUNS_PER_ROUTE },
      );
    },
    120_000,
  );
});
