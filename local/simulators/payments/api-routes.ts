import type { IncomingMessage } from 'node:http';
import { cashBalanceObject, cashBalanceTransaction } from './cash-balance.ts';
import type { CheckoutFlow } from './checkout-flow.ts';
import { createCoupon, deleteCoupon } from './coupons.ts';
import { createCheckoutSession } from './create-session.ts';
import { StripeApiError, unauthorized } from './errors.ts';
import { expandIntent, expandSession, lineItemList } from './expand.ts';
import { type FormObject, parseForm } from './form.ts';
import { newId } from './ids.ts';
import { expansions, optionalString } from './params.ts';
import { cancelPaymentIntent } from './payment-intents.ts';
import { createRefund } from './refunds.ts';
import type { SimulatorStore } from './store.ts';
import type { WebhookSender } from './webhooks.ts';

export interface ApiContext {
  store: SimulatorStore;
  flow: CheckoutFlow;
  webhooks: WebhookSender;
  publicUrl: string;
}

const parts = (c: ApiContext) => ({ store: c.store, webhooks: c.webhooks, nowSeconds: c.flow.nowSeconds() });

export interface ApiAnswer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

type Route = [method: string, pattern: RegExp, handle: (id: string, params: FormObject, context: ApiContext, second: string) => unknown];

const ID = '([A-Za-z0-9_-]+)';
const routes: Route[] = [
  [
    'POST',
    /^\/v1\/checkout\/sessions$/,
    (_, params, c) => createCheckoutSession(params, { store: c.store, publicUrl: c.publicUrl, nowSeconds: c.flow.nowSeconds() }),
  ],
  ['GET', /^\/v1\/checkout\/sessions$/, (_, params, c) => sessionList(params, c)],
  ['GET', new RegExp(`^/v1/checkout/sessions/${ID}$`), (id, params, c) => expandSession(c.store.session(id), expansions(params), c.store)],
  ['GET', new RegExp(`^/v1/checkout/sessions/${ID}/line_items$`), (id, _, c) => lineItemList(c.store.session(id).id, c.store)],
  [
    'POST',
    new RegExp(`^/v1/checkout/sessions/${ID}/expire$`),
    (id, params, c) => expandSession(c.flow.expire(id), expansions(params), c.store),
  ],
  [
    'GET',
    new RegExp(`^/v1/payment_intents/${ID}$`),
    (id, params, c) => expandIntent(c.store.paymentIntent(id), expansions(params), c.store),
  ],
  [
    'POST',
    new RegExp(`^/v1/payment_intents/${ID}/cancel$`),
    (id, params, c) => expandIntent(cancelPaymentIntent(id, params, parts(c)), expansions(params), c.store),
  ],
  ['GET', new RegExp(`^/v1/charges/${ID}$`), (id, _, c) => c.store.charge(id)],
  ['POST', /^\/v1\/refunds$/, (_, params, c) => createRefund(params, parts(c))],
  ['GET', new RegExp(`^/v1/refunds/${ID}$`), (id, _, c) => c.store.refund(id)],
  ['GET', new RegExp(`^/v1/customers/${ID}$`), (id, _, c) => c.store.customer(id)],
  ['GET', new RegExp(`^/v1/customers/${ID}/cash_balance$`), (id, _, c) => cashBalanceObject(c.store, id)],
  [
    'GET',
    new RegExp(`^/v1/customers/${ID}/cash_balance_transactions/${ID}$`),
    (id, _, c, transactionId) => cashBalanceTransaction(c.store, id, transactionId),
  ],
  ['POST', /^\/v1\/coupons$/, (_, params, c) => createCoupon(params, c.store, c.flow.nowSeconds())],
  ['GET', new RegExp(`^/v1/coupons/${ID}$`), (id, _, c) => c.store.coupon(id)],
  ['DELETE', new RegExp(`^/v1/coupons/${ID}$`), (id, _, c) => deleteCoupon(id, c.store)],
];

/**
 * Answers seen per Idempotency-Key: the SDK puts one on every POST and re-sends it when it
 * retries, and Stripe then replays the first answer instead of creating a second session.
 */
const IDEMPOTENCY_LIMIT = 1000;

export class StripeApi {
  private readonly answered = new Map<string, { body: string; answer: ApiAnswer }>();

  constructor(private readonly context: ApiContext) {}

  handle(request: IncomingMessage, url: URL, body: string): ApiAnswer {
    const headers = { 'Request-Id': newId('req', 14), 'Stripe-Version': String(request.headers['stripe-version'] ?? '2025-01-01') };
    const denied = authenticationError(request.headers.authorization);
    if (denied) return { ...errorAnswer(denied), headers };
    const key = request.method === 'POST' ? request.headers['idempotency-key'] : undefined;
    const replayKey = typeof key === 'string' ? `${url.pathname} ${key}` : undefined;
    const previous = replayKey ? this.answered.get(replayKey) : undefined;
    if (previous) {
      if (previous.body !== body) {
        return errorAnswer(
          new StripeApiError(400, {
            error: {
              type: 'idempotency_error',
              message: 'Keys for idempotent requests can only be used with the same parameters they were first used with.',
            },
          }),
        );
      }
      return { ...previous.answer, headers: { ...headers, 'Idempotent-Replayed': 'true' } };
    }
    const answer = { ...this.answer(request, url, body), headers };
    // Stripe does not store answers to requests that failed validation before doing anything.
    if (replayKey && answer.status < 400) {
      if (this.answered.size >= IDEMPOTENCY_LIMIT) this.answered.delete(this.answered.keys().next().value as string);
      // A copy: the replay must show the object as it was first returned, not as it is now. Through
      // JSON, as it goes out: the store's objects are views that note their changes (stateFile.ts).
      this.answered.set(replayKey, { body, answer: { ...answer, body: JSON.parse(JSON.stringify(answer.body)) } });
    }
    return answer;
  }

  private answer(request: IncomingMessage, url: URL, body: string): ApiAnswer {
    try {
      const method = request.method ?? 'GET';
      const params = parseForm(method === 'GET' || method === 'DELETE' ? url.search.slice(1) : body);
      for (const [routeMethod, pattern, handle] of routes) {
        const match = routeMethod === method ? pattern.exec(url.pathname) : null;
        if (match) return { status: 200, body: handle(match[1] ?? '', params, this.context, match[2] ?? '') };
      }
      throw new StripeApiError(404, {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${url.pathname}).` },
      });
    } catch (error) {
      if (error instanceof StripeApiError) return errorAnswer(error);
      throw error;
    }
  }
}

/**
 * `GET /v1/checkout/sessions` filtered by `customer` or `payment_intent`, newest first: one
 * page, as the sessions the shop asks about are one or a few.
 */
function sessionList(params: FormObject, c: ApiContext) {
  const customer = optionalString(params.customer, 'customer');
  const intent = optionalString(params.payment_intent, 'payment_intent');
  const limit = Math.min(Number(optionalString(params.limit, 'limit') ?? 10) || 10, 100);
  const data = Object.values(c.store.state.sessions)
    .filter((session) => (!customer || session.customer === customer) && (!intent || session.payment_intent === intent))
    .sort((a, b) => b.created - a.created);
  return { object: 'list', url: '/v1/checkout/sessions', has_more: data.length > limit, data: data.slice(0, limit) };
}

function authenticationError(header: string | undefined): StripeApiError | null {
  if (!header) {
    return unauthorized(
      "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
    );
  }
  const key = /^Bearer (\S+)$/.exec(header)?.[1];
  // A live key must never be used against a simulator; say so rather than pretend.
  if (!key?.startsWith('sk_test_')) {
    return unauthorized(`Invalid API Key provided: ${maskKey(key ?? header)}. The payment simulator takes test keys (sk_test_...) only.`);
  }
  return null;
}

function maskKey(key: string): string {
  return key.length > 12 ? `${key.slice(0, 8)}${'*'.repeat(key.length - 12)}${key.slice(-4)}` : '****';
}

function errorAnswer(error: StripeApiError): ApiAnswer {
  return { status: error.statusCode, body: error.body };
}
