import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_KEY, checkoutParams, startTestShop, submitForm, type TestShop } from './test-support.ts';

let shop: TestShop;
beforeEach(async () => {
  shop = await startTestShop();
});
afterEach(async () => {
  await shop.close();
});

/** A client that does not retry, so each call meets the simulator once. */
function clientWithoutRetries(options: Partial<Stripe.StripeConfig> = {}): Stripe {
  return new Stripe(API_KEY, { host: 'localhost', port: shop.simulator.port, protocol: 'http', maxNetworkRetries: 0, ...options });
}

async function faults(init: RequestInit = {}): Promise<Response> {
  return fetch(`${shop.simulator.url}/_simulator/faults`, {
    ...init,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...init.headers },
  });
}

describe('error faults', () => {
  it('fails the next N matching calls with a 500 api_error, then answers as usual', async () => {
    const response = await faults({ method: 'POST', body: JSON.stringify({ next: 2, kind: 'error', paths: ['/v1/checkout/sessions'] }) });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ kind: 'error', remaining: 2, paths: ['/v1/checkout/sessions'] });
    const stripe = clientWithoutRetries();

    for (let call = 0; call < 2; call++) {
      const failure = await stripe.checkout.sessions.create(checkoutParams()).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(Stripe.errors.StripeAPIError);
      expect(failure).toMatchObject({ statusCode: 500, type: 'StripeAPIError' });
    }
    expect((await stripe.checkout.sessions.create(checkoutParams())).status).toBe('open');
    expect(await (await faults()).json()).toEqual([]);
  });

  it('leaves calls to other paths alone', async () => {
    shop.simulator.injectFault({ kind: 'error', next: 1, paths: ['/v1/refunds'] });
    const stripe = clientWithoutRetries();

    const session = await stripe.checkout.sessions.create(checkoutParams());
    await submitForm(`${shop.simulator.url}/pay/${session.id}/paypal`);
    const { payment_intent: intent } = await stripe.checkout.sessions.retrieve(session.id);

    await expect(stripe.refunds.create({ payment_intent: intent as string })).rejects.toMatchObject({ statusCode: 500 });
    expect((await stripe.refunds.create({ payment_intent: intent as string })).status).toBe('succeeded');
  });

  it('is weathered by the SDK’s retry, which repeats the same Idempotency-Key: one session, not two', async () => {
    shop.simulator.injectFault({ kind: 'error', next: 1, paths: ['/v1/checkout/sessions'] });
    const stripe = clientWithoutRetries({ maxNetworkRetries: 1 });

    const session = await stripe.checkout.sessions.create(checkoutParams(), { idempotencyKey: 'checkout-order-1001' });
    const again = await stripe.checkout.sessions.create(checkoutParams(), { idempotencyKey: 'checkout-order-1001' });

    expect(again.id).toBe(session.id);
  });

  it('is cleared by DELETE, and by the operator page’s button', async () => {
    shop.simulator.injectFault({ kind: 'error', next: 5 });
    expect(await (await faults({ method: 'DELETE' })).json()).toEqual({ cleared: 1 });
    expect((await clientWithoutRetries().coupons.create({ percent_off: 10 })).valid).toBe(true);

    shop.simulator.injectFault({ kind: 'error', next: 5 });
    expect(await (await fetch(`${shop.simulator.url}/_simulator`)).text()).toContain('error for the next 5 call(s) to /v1/');
    expect((await submitForm(`${shop.simulator.url}/_simulator/faults/clear`)).status).toBe(303);
    expect(await (await faults()).json()).toEqual([]);
  });
});

describe('slow faults', () => {
  it('answers only after the delay, having done the work at once', async () => {
    shop.simulator.injectFault({ kind: 'slow', next: 1, delayMs: 300, paths: ['/v1/coupons'] });
    const stripe = clientWithoutRetries();

    const started = Date.now();
    const coupon = await stripe.coupons.create({ percent_off: 10 });

    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(coupon.valid).toBe(true);
  });

  it('makes a client with a shorter timeout give up, while the call still takes effect', async () => {
    shop.simulator.injectFault({ kind: 'slow', next: 1, delayMs: 5_000, paths: ['/v1/checkout/sessions'] });
    const stripe = clientWithoutRetries({ timeout: 200 });

    const started = Date.now();
    const failure = await stripe.checkout.sessions.create(checkoutParams(), { idempotencyKey: 'slow-1' }).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(Stripe.errors.StripeConnectionError);
    expect(Date.now() - started).toBeLessThan(2_000);
    const retried = await stripe.checkout.sessions.create(checkoutParams(), { idempotencyKey: 'slow-1' });
    expect(retried.lastResponse.headers['idempotent-replayed']).toBe('true');
  });
});

describe('setting faults', () => {
  it('takes the operator page’s form, with comma-separated paths', async () => {
    const page = await (await fetch(`${shop.simulator.url}/_simulator`)).text();
    expect(page).toContain('action="/_simulator/faults"');

    const response = await submitForm(`${shop.simulator.url}/_simulator/faults`, {
      kind: 'slow',
      next: '3',
      delayMs: '20000',
      paths: '/v1/checkout/sessions, /v1/refunds',
    });

    expect(response.status).toBe(303);
    expect(await (await faults()).json()).toMatchObject([
      { kind: 'slow', remaining: 3, delayMs: 20000, paths: ['/v1/checkout/sessions', '/v1/refunds'] },
    ]);
  });

  it('refuses a fault it cannot understand, saying why', async () => {
    const bad = [{ kind: 'boom' }, { kind: 'error', next: 0 }, { kind: 'slow', delayMs: -1 }, { kind: 'error', paths: ['/pay'] }];
    for (const body of bad) {
      const response = await faults({ method: 'POST', body: JSON.stringify(body) });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { message: string } }).error.message).toEqual(expect.any(String));
    }
    const form = await submitForm(`${shop.simulator.url}/_simulator/faults`, { kind: 'error', next: 'many' });
    expect(form.status).toBe(400);
    expect(await form.text()).toContain('next must be a whole number from 1 to 1000.');
    expect(await (await faults()).json()).toEqual([]);
  });
});
