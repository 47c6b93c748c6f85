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

describe('Checkout Sessions through the stripe SDK', () => {
  it('creates a session shaped like Stripe’s, with its hosted page URL', async () => {
    const before = Math.floor(Date.now() / 1000);
    const session = await shop.stripe.checkout.sessions.create(checkoutParams());

    expect(session.id).toMatch(/^cs_test_[A-Za-z0-9]+$/);
    expect(session).toMatchObject({
      object: 'checkout.session',
      url: `${shop.simulator.url}/pay/${session.id}`,
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_subtotal: 8990,
      amount_total: 8990,
      currency: 'eur',
      customer_email: 'ana@example.com',
      customer_details: null,
      client_reference_id: 'order-1001',
      metadata: { orderId: 'order-1001' },
      payment_intent: null,
      payment_method_types: ['card', 'paypal', 'customer_balance'],
      allowed_payment_method_types: ['card', 'paypal', 'customer_balance'],
      payment_method_options: { customer_balance: { funding_type: 'bank_transfer' } },
      success_url: 'https://shop.test/order-success/order-1001?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://shop.test/checkout',
      livemode: false,
    });
    expect(session.created).toBeGreaterThanOrEqual(before);
    expect(session.expires_at - session.created).toBe(24 * 60 * 60);
  });

  it('retrieves a session and lists its line items', async () => {
    const { id } = await shop.stripe.checkout.sessions.create(checkoutParams());

    const session = await shop.stripe.checkout.sessions.retrieve(id, { expand: ['payment_intent'] });
    const lines = await shop.stripe.checkout.sessions.listLineItems(id);

    expect(session.id).toBe(id);
    expect(session.payment_intent).toBeNull();
    expect(lines.object).toBe('list');
    expect(lines.data.map((line) => [line.description, line.quantity, line.amount_total])).toEqual([
      ['Linen shirt', 2, 5990],
      ['Wool socks', 1, 3000],
    ]);
    expect(lines.data[0]?.price?.unit_amount).toBe(2995);
  });

  it('offers what allowed_payment_method_types allows, minus the excluded, or the older strict list', async () => {
    const filtered = await shop.stripe.checkout.sessions.create(
      checkoutParams({ allowed_payment_method_types: ['card', 'paypal', 'sepa_debit'], excluded_payment_method_types: ['paypal'] }),
    );
    const legacy = await shop.stripe.checkout.sessions.create({
      ...checkoutParams({ allowed_payment_method_types: undefined }),
      payment_method_types: ['paypal'],
    } as Stripe.Checkout.SessionCreateParams);

    expect(filtered.payment_method_types).toEqual(['card']);
    expect(legacy.payment_method_types).toEqual(['paypal']);
  });

  it('takes a gift card’s coupon off the total', async () => {
    const coupon = await shop.stripe.coupons.create({ amount_off: 2000, currency: 'eur', duration: 'once', name: 'Gift card' });
    const session = await shop.stripe.checkout.sessions.create(checkoutParams({ discounts: [{ coupon: coupon.id }] }));

    expect(await shop.stripe.coupons.retrieve(coupon.id)).toMatchObject({ amount_off: 2000, currency: 'eur', valid: true });
    expect(session).toMatchObject({ amount_subtotal: 8990, amount_total: 6990, total_details: { amount_discount: 2000 } });
    const lines = await shop.stripe.checkout.sessions.listLineItems(session.id);
    expect(lines.data.reduce((sum, line) => sum + line.amount_discount, 0)).toBe(2000);
  });

  it('takes a percentage coupon off, rounded to the cent', async () => {
    const coupon = await shop.stripe.coupons.create({ percent_off: 15 });
    const session = await shop.stripe.checkout.sessions.create(checkoutParams({ discounts: [{ coupon: coupon.id }] }));
    expect(session.amount_total).toBe(8990 - 1349);
  });

  it('expires an open session on request and tells the shop', async () => {
    const { id } = await shop.stripe.checkout.sessions.create(checkoutParams());

    const expired = await shop.stripe.checkout.sessions.expire(id);
    const event = await shop.receiver.waitFor('checkout.session.expired');

    expect(expired.status).toBe('expired');
    expect(expired.url).toBeNull();
    expect(event.data.object).toMatchObject({ id, status: 'expired' });
    await expect(shop.stripe.checkout.sessions.expire(id)).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 400,
    });
  });

  it('answers an unknown id with Stripe’s 404', async () => {
    await expect(shop.stripe.checkout.sessions.retrieve('cs_test_nope')).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 404,
      code: 'resource_missing',
      message: "No such checkout.session: 'cs_test_nope'",
    });
    await expect(shop.stripe.coupons.retrieve('NOPE')).rejects.toMatchObject({ statusCode: 404 });
  });
});

describe('sessions that run out of time', () => {
  it('expires a session once expires_at has passed, and sends the webhook', async () => {
    let now = Date.now();
    await shop.close();
    shop = await startTestShop({ now: () => now });
    const { id } = await shop.stripe.checkout.sessions.create(checkoutParams({ expires_at: Math.floor(now / 1000) + 3600 }));

    now += 3599 * 1000;
    expect((await shop.stripe.checkout.sessions.retrieve(id)).status).toBe('open');
    now += 2 * 1000;
    expect((await shop.stripe.checkout.sessions.retrieve(id)).status).toBe('expired');
    const event = await shop.receiver.waitFor('checkout.session.expired');
    expect(event.data.object).toMatchObject({ id, status: 'expired' });
  });
});

describe('bad requests fail as they would at Stripe', () => {
  const cases: [string, Partial<Stripe.Checkout.SessionCreateParams> | Record<string, unknown>, string][] = [
    ['no mode', { mode: undefined }, 'mode'],
    ['no line items', { line_items: [] }, 'line_items'],
    [
      'a negative unit amount',
      { line_items: [{ quantity: 1, price_data: { currency: 'eur', unit_amount: -5, product_data: { name: 'x' } } }] },
      'line_items[0][price_data][unit_amount]',
    ],
    [
      'a zero quantity',
      { line_items: [{ quantity: 0, price_data: { currency: 'eur', unit_amount: 500, product_data: { name: 'x' } } }] },
      'line_items[0][quantity]',
    ],
    [
      'a missing product name',
      { line_items: [{ quantity: 1, price_data: { currency: 'eur', unit_amount: 500, product_data: { description: 'no name' } } }] },
      'line_items[0][price_data][product_data][name]',
    ],
    ['no success_url', { success_url: undefined }, 'success_url'],
    ['a malformed success_url', { success_url: 'not a url' }, 'success_url'],
    ['a bad email', { customer_email: 'ana' }, 'customer_email'],
    ['only payment methods the simulator lacks', { allowed_payment_method_types: ['ideal'] }, 'allowed_payment_method_types'],
    [
      'an unknown payment method in the older strict list',
      { allowed_payment_method_types: undefined, payment_method_types: ['ideal'] },
      'payment_method_types[0]',
    ],
    ['an unknown parameter', { shipping_options: [{ shipping_rate: 'shr_1' }] }, 'shipping_options'],
    ['an unknown coupon', { discounts: [{ coupon: 'NOPE' }] }, 'discounts[0][coupon]'],
    ['an expiry beyond 24 hours', { expires_at: Math.floor(Date.now() / 1000) + 25 * 3600 }, 'expires_at'],
  ];

  it.each(cases)('rejects %s, naming the param', async (_, overrides, param) => {
    const error = await shop.stripe.checkout.sessions
      .create(checkoutParams(overrides as Partial<Stripe.Checkout.SessionCreateParams>))
      .catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({ statusCode: 400, param });
  });

  it('rejects a total below Stripe’s minimum charge', async () => {
    const coupon = await shop.stripe.coupons.create({ amount_off: 8970, currency: 'eur' });
    await expect(shop.stripe.checkout.sessions.create(checkoutParams({ discounts: [{ coupon: coupon.id }] }))).rejects.toMatchObject({
      statusCode: 400,
      code: 'amount_too_small',
    });
  });

  it('rejects a coupon without an amount', async () => {
    await expect(shop.stripe.coupons.create({ duration: 'once' })).rejects.toMatchObject({ statusCode: 400, param: 'amount_off' });
    await expect(shop.stripe.coupons.create({ amount_off: 100 })).rejects.toMatchObject({ statusCode: 400, param: 'currency' });
  });

  it('refuses a request without a test secret key', async () => {
    const noKey = await fetch(`${shop.simulator.url}/v1/coupons/X`);
    expect(noKey.status).toBe(401);
    expect(await noKey.json()).toMatchObject({ error: { type: 'invalid_request_error' } });

    const live = new Stripe('sk_live_123456789012', { host: 'localhost', port: shop.simulator.port, protocol: 'http' });
    await expect(live.coupons.retrieve('X')).rejects.toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
  });

  it('tells on the charge how it was paid: a card, with the wallet it came from or none, and refunds it like any card', async () => {
    const paidWith = async (way: string): Promise<Stripe.Charge> => {
      const session = await shop.stripe.checkout.sessions.create(checkoutParams());
      await submitForm(`${shop.simulator.url}/pay/${session.id}/${way}`, { card_number: '4242 4242 4242 4242' });
      const { payment_intent } = await shop.stripe.checkout.sessions.retrieve(session.id, { expand: ['payment_intent.latest_charge'] });
      return (payment_intent as Stripe.PaymentIntent).latest_charge as Stripe.Charge;
    };

    const applePay = await paidWith('apple-pay');
    const googlePay = await paidWith('google-pay');
    const card = await paidWith('card');
    const payPal = await paidWith('paypal');

    expect(applePay.payment_method_details).toMatchObject({ type: 'card', card: { brand: 'visa', wallet: { type: 'apple_pay' } } });
    expect(googlePay.payment_method_details).toMatchObject({ type: 'card', card: { wallet: { type: 'google_pay' } } });
    expect(card.payment_method_details).toMatchObject({ type: 'card', card: { last4: '4242', wallet: null } });
    expect(payPal.payment_method_details).toMatchObject({ type: 'paypal', paypal: { payer_email: 'ana@example.com' } });
    expect(await shop.stripe.charges.retrieve(applePay.id)).toEqual(applePay);
    expect(await shop.stripe.refunds.create({ charge: applePay.id, amount: 1000 })).toMatchObject({ status: 'succeeded', amount: 1000 });
  });

  it('replays the first answer for a repeated idempotency key', async () => {
    const first = await shop.stripe.checkout.sessions.create(checkoutParams(), { idempotencyKey: 'order-1001-attempt-1' });
    const again = await shop.stripe.checkout.sessions.create(checkoutParams(), { idempotencyKey: 'order-1001-attempt-1' });
    expect(again.id).toBe(first.id);
  });
});

it('accepts the SDK’s key in the Authorization header only', async () => {
  const response = await fetch(`${shop.simulator.url}/v1/checkout/sessions/cs_test_x`, { headers: { Authorization: `Bearer ${API_KEY}` } });
  expect(response.status).toBe(404);
});

it('accepts an expiry of exactly 30 minutes computed just before the call, but not one well under', async () => {
  const thirtyMinutes = () => Math.floor((Date.now() + 30 * 60_000) / 1000);
  await expect(shop.stripe.checkout.sessions.create(checkoutParams({ expires_at: thirtyMinutes() }))).resolves.toMatchObject({
    status: 'open',
  });
  await expect(shop.stripe.checkout.sessions.create(checkoutParams({ expires_at: thirtyMinutes() - 60 }))).rejects.toMatchObject({
    statusCode: 400,
    param: 'expires_at',
  });
});
