/**
 * The shop's Stripe client judged by the official stripe SDK: for every call the gateway makes,
 * and for any parameters at all, both put the same request on the wire (method, path, query,
 * form body, version, key), and both take the same webhook signatures for genuine. A local
 * server stands in for api.stripe.com and records what arrives.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROVIDER_LIMITS } from './providerLimits.ts';
import {
  isAuthenticationError,
  isInvalidRequest,
  pathPart,
  STRIPE_API_VERSION,
  signedEvent,
  stripeApi,
  StripeApiError,
} from './stripeApi.ts';
import { type Arrived, type RecordingServer, startRecordingServer } from '../testing/recordingServer.ts';

const KEY = 'sk_test_judged_by_the_sdk';
/** Stands in for api.stripe.com; answers 200 with an object when not told otherwise. */
let server: RecordingServer;
let apiUrl: string;

beforeAll(async () => {
  server = await startRecordingServer(() => ({ status: 200, body: { id: 'x', object: 'thing' } }));
  apiUrl = server.url;
});
afterAll(() => server.close());

const sdk = () => {
  const { port } = new URL(apiUrl);
  return new Stripe(KEY, { host: '127.0.0.1', port: Number(port), protocol: 'http', maxNetworkRetries: 0 });
};
const ours = () => stripeApi({ secretKey: KEY, apiUrl, maxRetries: 0 });

/** The request each sends, as it arrived. */
async function sentBy(send: () => Promise<unknown>): Promise<Arrived> {
  server.expect();
  await send();
  expect(server.arrived).toHaveLength(1);
  return server.arrived[0] as Arrived;
}

/** What must be the same in both: what Stripe reads of a request. */
const wire = (request: Arrived) => ({
  method: request.method,
  url: request.url,
  body: request.body,
  contentType: request.headers['content-type'],
  version: request.headers['stripe-version'],
  authorization: request.headers.authorization,
  accept: request.headers.accept,
  idempotencyKey: request.headers['idempotency-key'],
});

const ORDER_SESSION: Stripe.Checkout.SessionCreateParams = {
  mode: 'payment',
  line_items: [
    {
      quantity: 2,
      price_data: {
        currency: 'eur',
        unit_amount: 4490,
        product_data: { name: "Lanena košulja 'Zob' (M) · 100% lan & more!", images: ['https://tkanica.example/i/a.avif'] },
        tax_behavior: 'inclusive',
      },
    },
    { quantity: 1, price_data: { currency: 'eur', unit_amount: 0, product_data: { name: 'Dostava' } } },
  ],
  customer_email: 'ana+test@example.hr',
  client_reference_id: '8pvq09k10rvxqs7wbdxdzq7a14',
  locale: 'hr',
  metadata: { orderId: '8pvq09k10rvxqs7wbdxdzq7a14', orderNumber: '2026-000123' },
  allowed_payment_method_types: ['card', 'paypal', 'customer_balance'],
  payment_method_options: {
    customer_balance: { funding_type: 'bank_transfer', bank_transfer: { type: 'eu_bank_transfer', eu_bank_transfer: { country: 'NL' } } },
  },
  customer_creation: 'always',
  success_url: 'https://tkanica.example/success?session_id={CHECKOUT_SESSION_ID}',
  cancel_url: 'https://tkanica.example/checkout?cancelled=1',
  expires_at: 1_798_000_000,
  discounts: [{ coupon: 'gift_1' }],
};

/** Each call the gateway makes (paymentGateway.ts), as the SDK's method and as the shop sends it. */
const CALLS: { name: string; sdk: (s: Stripe) => Promise<unknown>; ours: () => Promise<unknown> }[] = [
  {
    name: 'checkout.sessions.create',
    sdk: (s) => s.checkout.sessions.create(ORDER_SESSION, { idempotencyKey: 'checkout-o1' }),
    ours: () => ours().post('/v1/checkout/sessions', ORDER_SESSION, 'checkout-o1'),
  },
  {
    name: 'checkout.sessions.retrieve with expand',
    sdk: (s) => s.checkout.sessions.retrieve('cs_test_a1', { expand: ['payment_intent.payment_method'] }),
    ours: () => ours().get(`/v1/checkout/sessions/${pathPart('cs_test_a1')}`, { expand: ['payment_intent.payment_method'] }),
  },
  {
    name: 'checkout.sessions.retrieve',
    sdk: (s) => s.checkout.sessions.retrieve('cs_test_a1'),
    ours: () => ours().get(`/v1/checkout/sessions/${pathPart('cs_test_a1')}`),
  },
  {
    name: 'checkout.sessions.list',
    sdk: (s) => s.checkout.sessions.list({ customer: 'cus_1', limit: 1 }),
    ours: () => ours().get('/v1/checkout/sessions', { customer: 'cus_1', limit: 1 }),
  },
  {
    name: 'checkout.sessions.expire',
    sdk: (s) => s.checkout.sessions.expire('cs_test_a1', {}, { idempotencyKey: 'k' }),
    ours: () => ours().post(`/v1/checkout/sessions/${pathPart('cs_test_a1')}/expire`, undefined, 'k'),
  },
  {
    name: 'coupons.create',
    sdk: (s) =>
      s.coupons.create(
        { amount_off: 2500, currency: 'eur', duration: 'once', max_redemptions: 1, name: 'Gift card' },
        { idempotencyKey: 'gift-card-o1' },
      ),
    ours: () =>
      ours().post(
        '/v1/coupons',
        { amount_off: 2500, currency: 'eur', duration: 'once', max_redemptions: 1, name: 'Gift card' },
        'gift-card-o1',
      ),
  },
  {
    name: 'paymentIntents.retrieve with expand',
    sdk: (s) => s.paymentIntents.retrieve('pi_1', { expand: ['latest_charge'] }),
    ours: () => ours().get(`/v1/payment_intents/${pathPart('pi_1')}`, { expand: ['latest_charge'] }),
  },
  {
    name: 'paymentIntents.cancel',
    sdk: (s) => s.paymentIntents.cancel('pi_1', { cancellation_reason: 'abandoned' }, { idempotencyKey: 'cancel-pi_1' }),
    ours: () => ours().post(`/v1/payment_intents/${pathPart('pi_1')}/cancel`, { cancellation_reason: 'abandoned' }, 'cancel-pi_1'),
  },
  {
    name: 'refunds.create',
    sdk: (s) => s.refunds.create({ payment_intent: 'pi_1', amount: 1299 }, { idempotencyKey: 'refund-1' }),
    ours: () => ours().post('/v1/refunds', { payment_intent: 'pi_1', amount: 1299 }, 'refund-1'),
  },
  {
    name: 'refunds.create from a cash balance',
    sdk: (s) =>
      s.refunds.create(
        {
          origin: 'customer_balance',
          customer: 'cus_1',
          amount: 500,
          currency: 'eur',
          instructions_email: 'a@b.hr',
          metadata: { orderId: 'o1' },
        },
        { idempotencyKey: 'cash-1' },
      ),
    ours: () =>
      ours().post(
        '/v1/refunds',
        {
          origin: 'customer_balance',
          customer: 'cus_1',
          amount: 500,
          currency: 'eur',
          instructions_email: 'a@b.hr',
          metadata: { orderId: 'o1' },
        },
        'cash-1',
      ),
  },
  { name: 'refunds.retrieve', sdk: (s) => s.refunds.retrieve('re_1'), ours: () => ours().get(`/v1/refunds/${pathPart('re_1')}`) },
  {
    name: 'customers.retrieveCashBalance',
    sdk: (s) => s.customers.retrieveCashBalance('cus_1'),
    ours: () => ours().get(`/v1/customers/${pathPart('cus_1')}/cash_balance`),
  },
  {
    name: 'webhookEndpoints.list',
    sdk: (s) => s.webhookEndpoints.list({ limit: 100 }),
    ours: () => ours().get('/v1/webhook_endpoints', { limit: 100 }),
  },
];

describe('the requests', () => {
  it.each(CALLS)('$name goes out as the SDK sends it', async ({ sdk: bySdk, ours: byUs }) => {
    const expected = wire(await sentBy(() => bySdk(sdk())));
    expect(wire(await sentBy(byUs))).toEqual(expected);
    expect(expected.version).toBe(STRIPE_API_VERSION);
  });

  it('keys every POST, as the SDK does, with a key of its own when the caller gives none', async () => {
    const bySdk = await sentBy(() => sdk().customers.create({ email: 'a@b.hr' }));
    const byUs = await sentBy(() => ours().post('/v1/customers', { email: 'a@b.hr' }));
    expect(bySdk.headers['idempotency-key']).toBeTruthy();
    expect(byUs.headers['idempotency-key']).toMatch(/^shop-retry-[0-9a-f-]{36}$/);
    expect({ ...wire(byUs), idempotencyKey: 'any' }).toEqual({ ...wire(bySdk), idempotencyKey: 'any' });
  });

  it('encodes any parameters as the SDK does: nesting, lists, empty values, dates and every character', async () => {
    const leaf = fc.oneof(
      fc.string({ unit: 'binary' }),
      fc.string(),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.constant(undefined),
      fc.date({ min: new Date(0), max: new Date(4e12), noInvalidDate: true }),
    );
    const { value } = fc.letrec<{ value: unknown }>((tie) => ({
      value: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        leaf,
        fc.array(tie('value'), { maxLength: 3 }),
        fc.dictionary(fc.string({ minLength: 1 }), tie('value'), { maxKeys: 3 }),
      ),
    }));
    const params = fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), value, { minKeys: 1, maxKeys: 4 });
    await fc.assert(
      fc.asyncProperty(params, async (p) => {
        const bySdk = await sentBy(() => sdk().customers.update('cus_1', p as Stripe.CustomerUpdateParams, { idempotencyKey: 'k' }));
        const byUs = await sentBy(() => ours().post(`/v1/customers/${pathPart('cus_1')}`, p, 'k'));
        expect(byUs.body).toBe(bySdk.body);
        const queryBySdk = await sentBy(() => sdk().customers.list(p as Stripe.CustomerListParams));
        const queryByUs = await sentBy(() => ours().get('/v1/customers', p));
        // Parameters that encode to nothing leave the SDK's URL ending in an empty query (`?`),
        // which fetch leaves out: the same request to Stripe.
        expect(queryByUs.url).toBe(queryBySdk.url.replace(/\?$/, ''));
      }),
      { numRuns: 60 },
    );
  });

  it('puts an id into the path as the SDK does', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ minLength: 1, maxLength: 20 }).filter((id) => id !== '.' && id !== '..'),
        async (id) => {
          const bySdk = await sentBy(() => sdk().refunds.retrieve(id));
          const byUs = await sentBy(() => ours().get(`/v1/refunds/${pathPart(id)}`));
          expect(byUs.url).toBe(bySdk.url);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('refuses an id of dots alone, which a URL reads as a step up the path, without sending anything', () => {
    for (const id of ['.', '..']) {
      const refusal = (() => {
        try {
          return pathPart(id);
        } catch (error) {
          return error;
        }
      })();
      expect(isInvalidRequest(refusal)).toBe(true);
      expect(refusal).toMatchObject({ statusCode: 404, code: 'resource_missing' });
    }
  });
});

describe('the answers', () => {
  async function refusedBoth(status: number, error: Record<string, string>) {
    server.expect([{ status, body: { error } }]);
    const bySdk = await sdk()
      .refunds.retrieve('re_1')
      .catch((e: unknown) => e);
    server.expect([{ status, body: { error } }]);
    const byUs = await ours()
      .get('/v1/refunds/re_1')
      .catch((e: unknown) => e);
    return { bySdk, byUs };
  }

  it.each([
    [400, { type: 'invalid_request_error', message: 'Amount too large' }],
    [404, { type: 'invalid_request_error', code: 'resource_missing', message: 'No such refund' }],
    [400, { type: 'idempotency_error', message: 'Keys for idempotent requests can only be used with the same parameters' }],
    [401, { type: 'invalid_request_error', message: 'Invalid API Key provided' }],
    [402, { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' }],
    [500, { type: 'api_error', message: 'Something went wrong' }],
  ])('a %i is the same refusal as the SDK’s error class says', async (status, error) => {
    const { bySdk, byUs } = await refusedBoth(status, error);
    expect(byUs).toBeInstanceOf(StripeApiError);
    expect(byUs).toMatchObject({ statusCode: status, type: error.type, message: error.message });
    expect(isInvalidRequest(byUs)).toBe(bySdk instanceof Stripe.errors.StripeInvalidRequestError);
    expect(isAuthenticationError(byUs)).toBe(bySdk instanceof Stripe.errors.StripeAuthenticationError);
    expect((byUs as StripeApiError).code).toBe((bySdk as Stripe.errors.StripeError).code);
  });

  it('tries again after a 5xx, a 409 or when Stripe asks, and not when Stripe says not to, as the SDK does', async () => {
    const tries = async (first: { status: number; headers?: Record<string, string> }) => {
      server.expect([
        { ...first, body: { error: { type: 'api_error', message: 'busy' } } },
        { status: 200, body: { id: 're_1' } },
      ]);
      await stripeApi({ secretKey: KEY, apiUrl, maxRetries: 1 })
        .post('/v1/refunds', { amount: 1 }, 'k')
        .catch(() => undefined);
      return { count: server.arrived.length, keys: server.arrived.map((a) => a.headers['idempotency-key']) };
    };
    expect(await tries({ status: 503 })).toEqual({ count: 2, keys: ['k', 'k'] });
    expect(await tries({ status: 409 })).toEqual({ count: 2, keys: ['k', 'k'] });
    expect(await tries({ status: 400, headers: { 'stripe-should-retry': 'true' } })).toMatchObject({ count: 2 });
    expect(await tries({ status: 503, headers: { 'stripe-should-retry': 'false' } })).toMatchObject({ count: 1 });
    expect(await tries({ status: 400 })).toMatchObject({ count: 1 });
  });

  it('gives up a try that outlasts its time, and says the provider could not be reached', async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
      const started = Date.now();
      const error = await stripeApi({ secretKey: KEY, apiUrl: url, timeoutMs: 200, maxRetries: 0 })
        .get('/v1/refunds/re_1')
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(StripeApiError);
      expect(error).toMatchObject({ statusCode: undefined, message: expect.stringContaining('could not be reached') });
      expect(Date.now() - started).toBeLessThan(PROVIDER_LIMITS.perTryMs);
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });
});

describe('webhook signatures', () => {
  const sdkVerdict = (payload: string, header: string, secret: string) => {
    try {
      return Stripe.webhooks.constructEvent(payload, header, secret, 300);
    } catch {
      return undefined;
    }
  };

  it('takes for genuine exactly what the SDK takes, signed, forged, altered, stale or malformed', () => {
    const now = Math.floor(Date.now() / 1000);
    const event = fc.record({
      id: fc.string(),
      type: fc.string(),
      data: fc.record({ object: fc.record({ id: fc.string(), amount: fc.integer() }) }),
    });
    const header = fc.oneof(
      // Genuine, with the timestamp and payload as signed.
      fc
        .record({ age: fc.integer({ min: -200, max: 900 }), secret: fc.constantFrom('whsec_a', 'whsec_b') })
        .map(({ age, secret }) => ({ age, secret, tamper: 'none' as const })),
      fc.record({
        age: fc.integer({ min: 0, max: 100 }),
        secret: fc.constant('whsec_a'),
        tamper: fc.constantFrom('payload', 'signature', 'timestamp', 'scheme', 'empty', 'extra-signature' as const),
      }),
    );
    fc.assert(
      fc.property(event, header, fc.constantFrom('whsec_a', 'whsec_b'), (e, { age, secret, tamper }, verifyWith) => {
        const payload = JSON.stringify(e, null, 2);
        const timestamp = now - age;
        let signed = Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
        let sent = payload;
        if (tamper === 'payload') sent = `${payload} `;
        if (tamper === 'signature') signed = signed.replace(/v1=(.)/, (_, c: string) => `v1=${c === 'a' ? 'b' : 'a'}`);
        if (tamper === 'timestamp') signed = signed.replace(/t=(\d+)/, (_, t: string) => `t=${Number(t) + 1}`);
        if (tamper === 'scheme') signed = signed.replace('v1=', 'v0=');
        if (tamper === 'empty') signed = '';
        if (tamper === 'extra-signature') signed = `${signed},v1=${'0'.repeat(64)}`;
        const expected = sdkVerdict(sent, signed, verifyWith);
        const got = signedEvent(sent, signed, verifyWith, 300);
        expect(got).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });
});
