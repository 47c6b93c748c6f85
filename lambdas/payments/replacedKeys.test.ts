/**
 * The payment keys of a warm function replaced in Secrets Manager (the placeholder of a first
 * deploy, a rolled key): the gateway, against the payment simulator, reads them again as soon
 * as the provider refuses the key it has, instead of failing until the container is replaced.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_KEY, startTestShop, type TestShop } from '../../local/simulators/payments/test-support.ts';
import { resetConfigForTests } from '../platform/config.ts';
import { resetSecretsForTests } from '../platform/secrets.ts';
import { type SecretsExtensionStandIn, startSecretsExtension } from '../testing/secretsExtension.ts';
import { type CheckoutOrder, stripeGateway } from './paymentGateway.ts';

let secrets: SecretsExtensionStandIn;
const saved = { ...process.env };
let shop: TestShop;
const gateway = stripeGateway();

beforeAll(async () => {
  shop = await startTestShop();
  secrets = await startSecretsExtension();
});
afterAll(async () => {
  await shop.close();
  await secrets.close();
});
beforeEach(() => {
  delete process.env.STRIPE_SECRET_KEY;
  delete process.env.STRIPE_WEBHOOK_SECRET;
  process.env.PAYMENT_SECRETS_ARN = 'arn:aws:secretsmanager:eu-central-1:123456789012:secret:shop-prod-payment-keys';
  process.env.STRIPE_API_URL = shop.simulator.url;
  Object.assign(process.env, secrets.environment);
  resetConfigForTests();
  resetSecretsForTests();
});
afterEach(() => {
  secrets.reset();
  process.env = { ...saved };
  resetConfigForTests();
  resetSecretsForTests();
});

const keys = (secretKey: string) => JSON.stringify({ secretKey, webhookSecret: 'whsec_x' });
const reads = () => secrets.reads.length;

let orders = 0;
function order(): CheckoutOrder {
  orders += 1;
  return {
    id: `order-keys-${orders}-${Date.now()}`,
    number: `TK-261123-${String(orders).padStart(5, '0')}`,
    email: 'ana@example.hr',
    lines: [{ productName: 'Linen shirt', productColorName: 'Oat', size: 'M', quantity: 1, unitPriceAfterDiscount: 3000, amount: 3000 }],
    subtotal: 3000,
    shipping: 490,
    giftCard: null,
    total: 3490,
  } as unknown as CheckoutOrder;
}
const urls = { success: 'https://shop.test/order-success/1', cancel: 'https://shop.test/checkout' };
const inAnHour = () => new Date(Date.now() + 60 * 60_000);

describe('a key the provider refuses', () => {
  it('is read again at once: a warm function that read the placeholder opens payment pages once the real key is put in', async () => {
    secrets.answers(keys('sk_replace_me'), keys(API_KEY));

    const first = await gateway.createCheckout(order(), urls, inAnHour());
    expect(first).toMatchObject({ status: 'created', url: expect.stringContaining('/pay/cs_test_') });
    expect(reads()).toBe(2);

    // The new key made a new client: the next calls use it without reading the secret again.
    const sessionId = (first as { sessionId: string }).sessionId;
    expect(await gateway.getSession(sessionId)).toMatchObject({ status: 'found', session: { id: sessionId } });
    expect(reads()).toBe(2);
  });

  it('when it stays refused, the call answers unavailable, and the secret is not read on every call', async () => {
    secrets.answers(keys('sk_replace_me'));
    for (let i = 0; i < 3; i++) {
      const answer = await gateway.createCheckout(order(), urls, inAnHour());
      expect(answer).toMatchObject({ status: 'unavailable', reason: expect.stringMatching(/Invalid API Key/) });
    }
    expect(reads()).toBe(2);
  });
});
