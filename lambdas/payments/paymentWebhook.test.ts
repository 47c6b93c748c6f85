import { recordSqs } from '../testing/sqsRecorder.ts';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSecretsForTests } from '../platform/secrets.ts';
import { type SecretsExtensionStandIn, startSecretsExtension } from '../testing/secretsExtension.ts';
import { invoke } from '../testing/invoke.ts';
import { handler } from './handlers/paymentWebhook.ts';

const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'checkout.session.completed', data: { object: { id: 'cs_test_1' } } });

const sqs = recordSqs();
afterEach(() => sqs.reset());
// The files after this one in the worker get SQS back.
afterAll(() => sqs.restore());

describe('POST /api/payments/webhook', () => {
  it('puts a genuine event on the payment queue and answers 200', async () => {
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: process.env.STRIPE_WEBHOOK_SECRET as string });
    const { status } = await invoke(handler, { body: payload, headers: { 'stripe-signature': signature } });
    expect(status).toBe(200);
    const sent = sqs.sent;
    expect(sent).toHaveLength(1);
    expect(sent[0]?.QueueUrl).toBe(process.env.QUEUE_PAYMENT_EVENTS_URL);
    expect(JSON.parse(sent[0]?.MessageBody ?? '{}')).toMatchObject({
      id: 'evt_1',
      type: 'checkout.session.completed',
      data: { object: { id: 'cs_test_1' } },
    });
  });

  it('refuses a missing signature and changes nothing', async () => {
    const { status, body } = await invoke(handler, { body: payload });
    expect(status).toBe(400);
    expect(body).toEqual({ message: 'The webhook signature is missing or not valid.', code: 'payments.webhookUnsigned' });
    expect(sqs.sent).toHaveLength(0);
  });

  it('refuses a signature made with another secret, or over another body', async () => {
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    expect((await invoke(handler, { body: payload, headers: { 'stripe-signature': forged } })).status).toBe(400);
    const genuine = Stripe.webhooks.generateTestHeaderString({ payload, secret: process.env.STRIPE_WEBHOOK_SECRET as string });
    const tampered = payload.replace('evt_1', 'evt_2');
    expect((await invoke(handler, { body: tampered, headers: { 'stripe-signature': genuine } })).status).toBe(400);
    expect(sqs.sent).toHaveLength(0);
  });
});

describe('the signed time of a webhook', () => {
  // Time stands still within a test, half a second into a second: a signed time 301 s away is
  // 300.5 s from the handler's now, whatever the machine's speed (with the clock running, a
  // second passing between signing and checking made it 300 s, and accepted).
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: Math.floor(Date.now() / 1000) * 1000 + 500 }));
  afterEach(() => vi.useRealTimers());
  const signedAt = (seconds: number) =>
    Stripe.webhooks.generateTestHeaderString({ payload, secret: process.env.STRIPE_WEBHOOK_SECRET as string, timestamp: seconds });
  const now = () => Math.floor(Date.now() / 1000);

  it('is refused an hour in the future as an hour in the past, and nothing is queued', async () => {
    for (const signature of [signedAt(now() + 3600), signedAt(now() - 3600), signedAt(now() + 301)]) {
      const { status, body } = await invoke(handler, { body: payload, headers: { 'stripe-signature': signature } });
      expect(status).toBe(400);
      expect(body.message).toMatch(/signature/);
    }
    // The library takes the last time the header names: a second, future one counts too.
    const twice = signedAt(now() + 3600).replace(/^t=\d+/, (t) => `t=${now()},${t}`);
    expect((await invoke(handler, { body: payload, headers: { 'stripe-signature': twice } })).status).toBe(400);
    expect(sqs.sent).toHaveLength(0);
  });

  it('is accepted within five minutes either way, as clocks differ', async () => {
    for (const signature of [signedAt(now() + 240), signedAt(now() - 240)]) {
      expect((await invoke(handler, { body: payload, headers: { 'stripe-signature': signature } })).status).toBe(200);
    }
  });
});

describe('a webhook call', () => {
  it('is refused with 403 when it did not come through the edge, and with 415 when its body is not declared JSON', async () => {
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: process.env.STRIPE_WEBHOOK_SECRET as string });
    const direct = await invoke(handler, { body: payload, headers: { 'stripe-signature': signature, 'x-shop-origin-secret': 'guessed' } });
    expect(direct.status).toBe(403);
    const asText = await invoke(handler, { body: payload, headers: { 'stripe-signature': signature, 'content-type': 'text/plain' } });
    expect(asText.status).toBe(415);
    expect(sqs.sent).toHaveLength(0);
  });
});

describe('a webhook secret replaced while the function is warm', () => {
  let secrets: SecretsExtensionStandIn;
  const saved = { ...process.env };
  beforeAll(async () => {
    secrets = await startSecretsExtension();
  });
  afterEach(() => {
    secrets.reset();
    process.env = { ...saved };
    resetSecretsForTests();
  });
  afterAll(() => secrets.close());

  it('is read again when a signature fails with the one read before, once a minute at most', async () => {
    resetSecretsForTests();
    delete process.env.STRIPE_SECRET_KEY;
    delete process.env.STRIPE_WEBHOOK_SECRET;
    process.env.PAYMENT_SECRETS_ARN = 'arn:aws:secretsmanager:eu-central-1:123456789012:secret:shop-prod-payment-keys';
    Object.assign(process.env, secrets.environment);
    const keys = (webhookSecret: string) => JSON.stringify({ secretKey: 'sk_replace_me', webhookSecret });
    secrets.answers(keys('whsec_placeholder'), keys('whsec_real'));
    const placeholderSigned = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_placeholder' });
    expect((await invoke(handler, { body: payload, headers: { 'stripe-signature': placeholderSigned } })).status).toBe(200);

    // The real secret is put in; the provider signs with it.
    const genuine = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_real' });
    expect((await invoke(handler, { body: payload, headers: { 'stripe-signature': genuine } })).status).toBe(200);
    expect(secrets.reads).toHaveLength(2);

    // Forged signatures do not make every call read the secret.
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    for (let i = 0; i < 3; i++) {
      expect((await invoke(handler, { body: payload, headers: { 'stripe-signature': forged } })).status).toBe(400);
    }
    expect(secrets.reads).toHaveLength(2);
  });
});
