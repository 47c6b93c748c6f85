import Stripe from 'stripe';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { checkoutParams, startTestShop, submitForm, type TestShop, WEBHOOK_SECRET } from './test-support.ts';
import { signatureHeader } from './webhooks.ts';

let shop: TestShop;
beforeEach(async () => {
  shop = await startTestShop();
});
afterEach(async () => {
  await shop.close();
});

async function payWithPayPal(): Promise<Stripe.Checkout.Session> {
  const session = await shop.stripe.checkout.sessions.create(checkoutParams());
  await submitForm(`${shop.simulator.url}/pay/${session.id}/paypal`);
  return session;
}

it('sends an event shaped like Stripe’s, signed so constructEvent accepts it', async () => {
  const session = await payWithPayPal();

  const webhook = shop.receiver.received[0];
  if (!webhook?.event) throw new Error('no verified webhook');
  expect(webhook.verificationError).toBeNull();
  expect(webhook.signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
  expect(webhook.event).toMatchObject({
    object: 'event',
    type: 'checkout.session.completed',
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object: { id: session.id, object: 'checkout.session', payment_status: 'paid', client_reference_id: 'order-1001' } },
  });
  expect(webhook.event.id).toMatch(/^evt_/);
  expect(typeof (webhook.event.data.object as Stripe.Checkout.Session).payment_intent).toBe('string');
});

it('signs as Stripe does, and a tampered payload or signature fails verification', async () => {
  await payWithPayPal();
  const stripe = new Stripe('sk_test_x');
  const { raw, signature } = shop.receiver.received[0] as { raw: string; signature: string };

  expect(signatureHeader(raw, WEBHOOK_SECRET, 1_700_000_000)).toBe(
    stripe.webhooks.generateTestHeaderString({ payload: raw, secret: WEBHOOK_SECRET, timestamp: 1_700_000_000 }),
  );
  expect(() => stripe.webhooks.constructEvent(raw.replace('"paid"', '"unpaid"'), signature, WEBHOOK_SECRET)).toThrow(
    Stripe.errors.StripeSignatureVerificationError,
  );
  const tampered = signature.replace(/v1=(.)/, (_, first: string) => `v1=${first === '0' ? '1' : '0'}`);
  expect(() => stripe.webhooks.constructEvent(raw, tampered, WEBHOOK_SECRET)).toThrow(Stripe.errors.StripeSignatureVerificationError);
  expect(() => stripe.webhooks.constructEvent(raw, signature, 'whsec_other')).toThrow(Stripe.errors.StripeSignatureVerificationError);
});

it('retries a delivery the shop answered with 500 until it gets a 2xx, logging each attempt', async () => {
  shop.receiver.answers.push(500);
  const session = await payWithPayPal();

  await expect.poll(() => shop.simulator.events()[0]?.delivered, { timeout: 2000 }).toBe(true);
  const [sent] = shop.simulator.events();
  expect(sent).toMatchObject({ type: 'checkout.session.completed', sessionId: session.id });
  expect(sent?.deliveries.map((delivery) => delivery.status)).toEqual([500, 200]);
  const verified = shop.receiver.received.filter((webhook) => webhook.event);
  expect(verified.map((webhook) => webhook.event?.id)).toEqual([sent?.id, sent?.id]);
});

it('gives up after the configured retries when the shop cannot be reached', async () => {
  await shop.close();
  shop = await startTestShop({ webhookUrl: 'http://127.0.0.1:1/unreachable', retryDelaysMs: [10, 10] });

  await payWithPayPal();

  await expect.poll(() => shop.simulator.events()[0]?.deliveries.length, { timeout: 2000 }).toBe(3);
  const [sent] = shop.simulator.events();
  expect(sent?.delivered).toBe(false);
  expect(sent?.deliveries.every((delivery) => delivery.status === null && delivery.error)).toBe(true);
});
