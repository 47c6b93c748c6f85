import { createHash } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { OrderRequest } from '@shop/shared/contract/orders';
import fc from 'fast-check';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testClock } from '../test/clock.ts';
import { clearTables } from '../test/tables.ts';
import { ADDRESS, PASSWORD, putAccount } from './accounts/accountFixture.ts';
import { issueToken } from './accounts/sessionToken.ts';
import { publishBlogPosts } from './content/blogPublish.ts';
import { shopBlog } from './content/contentAdapters.ts';
import { invoiceForOrder } from './orders/invoiceForOrder.ts';
import { placeOrder } from './orders/placeOrder.ts';
import { tableName } from './platform/config.ts';
import { dynamo } from './platform/dynamo.ts';
import { logger } from './platform/log.ts';
import { discountKey, giftCardKey } from './promotions/promotionItems.ts';
import { type RouteDef, routes } from './routes.ts';
import { smallCatalog, writeCatalog } from './testing/catalogFixture.ts';
import type { Hints } from './testing/contractValues.ts';
import type { Call } from './testing/invoke.ts';
import {
  bareRequests,
  contractOf,
  type FuzzCase,
  fuzzRoute,
  junkHeaders,
  requestsFor,
  type Tally,
  text,
  watchOutbound,
  watchWrites,
} from './testing/routeFuzz.ts';

/*
 * Every route of lambdas/routes.ts, fed generated requests (lambdas/testing/routeFuzz.ts):
 * bodies, path parameters and queries made from the contract its handler validates, the same
 * with one thing wrong, and junk. No answer is a 5xx; a 4xx has a JSON message, writes nothing
 * but per-client throttle counters, and sends no mail or queue message. Routes that need a
 * logged-in customer get a valid token about half the time.
 */

// The handlers' own contracts, kept as httpRoute makes each handler.
vi.mock('./platform/http.ts', async (importOriginal) => {
  const { contractsRemembered } = await import('./testing/routeFuzz.ts');
  return contractsRemembered(await importOriginal<typeof import('./platform/http.ts')>());
});

const payments = vi.hoisted(() => ({
  current: undefined as unknown as ReturnType<typeof import('./testing/fakePayments.ts').fakePayments>,
}));
vi.mock('./payments/paymentGateway.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('./payments/paymentGateway.ts')>();
  const { fakePayments } = await import('./testing/fakePayments.ts');
  payments.current = fakePayments();
  return { ...original, stripeGateway: () => payments.current.gateway };
});

// scrypt takes about a second here: a stand-in of the same shape keeps the password routes to
// what the fuzz is about, the bodies (lambdas/accounts/*.test.ts hash for real).
vi.mock('./accounts/passwordHash.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('./accounts/passwordHash.ts')>();
  const standIn = (password: string) => `fuzz$${createHash('sha256').update(password.normalize('NFKC')).digest('base64url')}`;
  return {
    ...original,
    hashPassword: async (password: string) => standIn(password),
    verifyPassword: async (password: string, stored: string) => standIn(password) === stored,
  };
});

/** Requests per route: more where a body is read. */
const RUNS_WITH_BODY = 60;
const RUNS_WITHOUT_BODY = 25;

/** The small catalog with stock for a few hundred orders, so that orders get as far as a payment page. */
const catalog = (() => {
  const small = smallCatalog();
  const plenty = (counts: Record<string, number> = {}) => Object.fromEntries(Object.keys(counts).map((size) => [size, 500]));
  for (const product of small.products) {
    for (const stock of Object.values(product.stock ?? {})) stock.quantities = plenty(stock.quantities);
  }
  return small;
})();
const productIds = catalog.products.map((p) => p.id);
const known = { orderId: 'no-order', paidOrderId: 'no-order', sessionId: 'no-session', invoiceId: 'no-invoice', token: 'no-token' };
const FUZZ_EMAIL = 'fuzz@example.hr';
const BLOG_IDS = ['fuzz-post-1', 'fuzz-post-2'];
const CODE = 'FUZZ10';
const GIFT_CARD = 'FUZZGIFT';

/** Shop values by field name, for what a contract's refinements alone know; some are the route's own. */
function hintsFor(route: RouteDef): Hints {
  const hints: Record<string, fc.Arbitrary<unknown>> = {
    id: idsFor(route),
    productId: fc.constantFrom(...productIds, 'no-such-product'),
    email: fc.constantFrom(FUZZ_EMAIL, 'Fuzz@Example.HR', 'someone@example.hr'),
    userEmail: fc.constantFrom(FUZZ_EMAIL, 'guest@example.hr'),
    password: fc.constant(PASSWORD),
    confirmPassword: fc.constant(PASSWORD),
    country: fc.constantFrom('HR', 'DE', 'US', 'CS'),
    oib: fc.constantFrom('69435151530', '', null),
    birthDate: fc.integer({ min: Date.UTC(1930, 0, 1), max: Date.UTC(2010, 0, 1) }),
    dateOfBirth: fc.integer({ min: Date.UTC(2010, 0, 1), max: Date.UTC(2025, 0, 1) }),
    expectingBabyDate: fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2027, 0, 1) }),
    discountCodeName: fc.constantFrom(CODE, CODE.toLowerCase(), CODE, 'NOPE'),
    giftCardCode: fc.constantFrom(GIFT_CARD, GIFT_CARD.toLowerCase(), GIFT_CARD, 'NOPE'),
    categoryId: fc.constantFrom('adult-dresses', 'adult-tops'),
    collectionId: fc.constantFrom('autumn-linen', 'handknit'),
    invoiceId: fc.constant(known.invoiceId),
    session_id: fc.constantFrom(known.sessionId, 'cs_test_nope'),
  };
  // Elsewhere `size` is a page's length and `name` a search.
  if (route.path === '/api/orders' || route.path === '/api/orders/checkPreOrder') {
    hints.cartProducts = fc.array(cartLine, { minLength: 1, maxLength: 3 });
  }
  // Deleting the account would leave every later route without its customer: only wrong passwords here.
  if (route.path === '/api/auth/deleteMe') hints.password = fc.constantFrom('not-the-password', `${PASSWORD}-not`);
  if (route.path === '/api/productNotifications') hints.size = fc.constantFrom('S', 'M', 'L', 'XL');
  if (route.path === '/api/discountCodes/validation') hints.name = hints.discountCodeName as fc.Arbitrary<unknown>;
  if (route.path === '/api/giftCards/getByName') hints.code = hints.giftCardCode as fc.Arbitrary<unknown>;
  return hints;
}

/** A cart line as the checkout sends it: a product the shop sells, in sizes it comes in. */
const cartLine = fc.constantFrom(...catalog.products).chain((product) =>
  fc.record({
    productId: fc.constant(product.id),
    sizes: fc.uniqueArray(fc.record({ size: fc.constantFrom(...product.sizes), quantity: fc.integer({ min: 1, max: 2 }) }), {
      selector: (line) => line.size,
      minLength: 1,
      maxLength: product.sizes.length,
    }),
  }),
);

/** What `{id}` names on each route: the kind of thing that exists there. */
function idsFor(route: RouteDef): fc.Arbitrary<string> {
  if (route.path.startsWith('/api/products/')) return fc.constantFrom(...productIds);
  if (route.path.startsWith('/api/categories/')) return fc.constantFrom('adult-dresses', 'adult-tops');
  if (route.path.startsWith('/api/collections/')) return fc.constantFrom('autumn-linen', 'handknit');
  if (route.path.startsWith('/api/blogs/')) return fc.constantFrom(...BLOG_IDS);
  return fc.constantFrom(known.orderId, known.paidOrderId);
}

/** Half the requests of a route that wants a customer carry a valid token; the rest junk or none. */
const sessionHeaders = (route: RouteDef) =>
  route.uses.sessionKey ? fc.option(fc.constant({ authorization: `Bearer ${known.token}` }), { nil: {} }) : fc.constant({});

const uploadIdCalls: fc.Arbitrary<Call> = fc
  .oneof(
    fc.constantFrom(`products.linen-shirt.${'0'.repeat(32)}`, `blog.post.${'f'.repeat(32)}`, 'products.x.short', '../../etc/passwd'),
    text,
  )
  .map((uploadId) => ({ method: 'POST', params: { uploadId } }));

/** The payment provider's webhook reads no contract: provider events, signed or not, and junk. */
const webhookCalls = (route: RouteDef): fc.Arbitrary<Call> => {
  const event = fc.record({
    id: fc.oneof(fc.constantFrom('evt_1', 'evt_2'), text),
    type: fc.constantFrom('checkout.session.completed', 'checkout.session.expired', 'payment_intent.succeeded', 'nonsense'),
    data: fc.record({ object: fc.record({ id: fc.constantFrom(known.sessionId, 'cs_nope'), object: fc.constant('checkout.session') }) }),
  });
  return fc
    .record({
      body: fc.oneof(
        event.map((e) => JSON.stringify(e)),
        text,
      ),
      signed: fc.boolean(),
      headers: fc.record({ 'stripe-signature': fc.oneof(text, fc.constantFrom('t=1,v1=abc', 't=,v1=')) }, { requiredKeys: [] }),
      junk: junkHeaders,
    })
    .map(({ body, signed, headers, junk }) => ({
      method: route.method,
      path: route.path,
      body,
      headers: {
        ...junk,
        ...headers,
        ...(signed
          ? { 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload: body, secret: process.env.STRIPE_WEBHOOK_SECRET! }) }
          : {}),
      },
    }));
};

/** The fuzz of every route: from its handler's contract, or a case of its own. */
function caseFor(route: RouteDef, handler: object): FuzzCase | undefined {
  const examples = bareRequests(route);
  if (route.path === '/api/payments/webhook') return { calls: webhookCalls(route), runs: RUNS_WITH_BODY, examples };
  // fast-check's generator for the upload id's pattern runs away: upload ids of the route's own, well-formed and not, and junk.
  if (route.path === '/api/admin/images/{uploadId}/process') return { calls: uploadIdCalls, runs: RUNS_WITHOUT_BODY, examples };
  // A desk of the back office answers several routes, each with its own contract (lambdas/staff/staffRoute.ts).
  const contract = contractOf((handler as { desk?: Record<string, object> }).desk?.[`${route.method} ${route.path}`] ?? handler);
  if (!contract) return undefined;
  return {
    calls: requestsFor(route, contract, { hints: hintsFor(route), headers: sessionHeaders(route) }),
    runs: contract.body || contract.query ? RUNS_WITH_BODY : RUNS_WITHOUT_BODY,
    examples,
  };
}

const handlers = new Map<RouteDef, { handler: any }>();
const tallies: Tally[] = [];
let writes: ReturnType<typeof watchWrites>;
let outbound: ReturnType<typeof watchOutbound>;
let started = 0;

beforeAll(async () => {
  logger.setLogLevel('ERROR');
  for (const route of routes) handlers.set(route, await import(/* @vite-ignore */ new URL(`./${route.handler}.ts`, import.meta.url).href));
  await clearTables();
  await writeCatalog(catalog);
  const promotions = tableName('promotions');
  await dynamo().send(
    new PutCommand({ TableName: promotions, Item: { ...discountKey(CODE), name: CODE, percent: 10, productIds: null, used: 0 } }),
  );
  await dynamo().send(
    new PutCommand({
      TableName: promotions,
      Item: { ...giftCardKey(GIFT_CARD), code: GIFT_CARD, balance: 1_000_000, initialAmount: 1_000_000, expiresAt: '2099-01-01T00:00:00Z' },
    }),
  );
  const account = await putAccount({ id: 'fuzz-customer', email: FUZZ_EMAIL });
  known.token = await issueToken(account, new Date());
  await publishBlogPosts(
    BLOG_IDS.map((id, i) => ({
      id,
      name: `Post ${i}`,
      shortDescription: 'Short.',
      longDescription: '<p>Long.</p>',
      mainImage: `blog/${id}.svg`,
      images: [],
      createdAt: new Date(Date.UTC(2025, 0, 1 + i)).toISOString(),
    })),
    shopBlog,
  );
  // One order waiting for its payment and one paid with its invoice, so generated ids name some that exist.
  const ports = { payments: payments.current.gateway, clock: testClock(), shopUrl: 'https://shop.example' };
  const order = (productId: string) =>
    placeOrder(
      OrderRequest.parse({
        deliveryAddress: ADDRESS,
        cartProducts: [{ productId, sizes: [{ size: 'S', quantity: 1 }] }],
        userEmail: FUZZ_EMAIL,
      }),
      ports,
    );
  known.sessionId = (await order('dress-02')).url.split('/').pop() as string;
  known.orderId = payments.current.sessions.get(known.sessionId)?.orderId as string;
  const paidSession = (await order('dress-03')).url.split('/').pop() as string;
  payments.current.payByCard(paidSession);
  known.paidOrderId = payments.current.sessions.get(paidSession)?.orderId as string;
  known.invoiceId = (await invoiceForOrder(known.paidOrderId, ports)).id;

  writes = watchWrites();
  outbound = watchOutbound();
  started = performance.now();
});

afterAll(() => {
  writes?.stop();
  outbound?.stop();
  const total = tallies.reduce((sum, t) => sum + t.requests, 0);
  const lines = tallies.map((t) => `  ${String(t.requests).padStart(4)}  ${t.route}  ${JSON.stringify(t.answers)}`);
  console.log(
    `Fuzzed ${tallies.length} routes with ${total} requests in ${((performance.now() - started) / 1000).toFixed(1)} s:\n${lines.join('\n')}`,
  );
});

describe('every route of lambdas/routes.ts, fed generated requests', () => {
  it('has a fuzz case: its handler’s contract, or one of its own', () => {
    const missing = routes.filter((route) => !caseFor(route, handlers.get(route)?.handler)).map((r) => `${r.method} ${r.path}`);
    expect(missing, 'routes whose handler is not made by httpRoute need a case of their own in caseFor').toEqual([]);
  });

  it.each(routes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s answers no 5xx, and a 4xx with a message and no change',
    async (_name, route) => {
      const { handler } = handlers.get(route) as { handler: any };
      const fuzz = caseFor(route, handler);
      if (!fuzz) return; // the test above names it
      tallies.push(await fuzzRoute(route, handler, fuzz, { writes, outbound }));
    },
    60_000,
  );
});
