/**
 * The gateway against the payment simulator (local/simulators/payments/), through the real stripe SDK:
 * what each call answers in each state of a payment, and that a failing or slow provider
 * gives `unavailable` within the deadline instead of an exception or a hung function.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, submitForm, type TestShop } from '../../local/simulators/payments/test-support.ts';
import { resetConfigForTests } from '../platform/config.ts';
import type Stripe from 'stripe';
import { type CheckoutOrder, type CheckoutSession, sessionView, stripeGateway } from './paymentGateway.ts';
import { PROVIDER_LIMITS } from './providerLimits.ts';
import { invoke } from '../testing/invoke.ts';
import { handler as sessionStatus } from './handlers/sessionStatus.ts';

let shop: TestShop;
const gateway = stripeGateway();

beforeAll(async () => {
  shop = await startTestShop();
  process.env.STRIPE_API_URL = shop.simulator.url;
  resetConfigForTests();
});
afterEach(() => {
  shop.simulator.clearFaults();
});
afterAll(async () => {
  await shop.close();
});

let orders = 0;
/** An order of 2 × 30,00 € and 4,90 € shipping; a gift card takes `giftCard` cents off. */
function order(giftCard = 0): CheckoutOrder {
  orders += 1;
  const line = { productName: 'Linen shirt', productColorName: 'Oat', size: 'M', quantity: 2, unitPriceAfterDiscount: 3000, amount: 6000 };
  return {
    id: `order-${orders}-${Date.now()}`,
    number: `TK-261123-${String(orders).padStart(5, '0')}`,
    email: 'ana@example.hr',
    lines: [line],
    subtotal: 6000,
    shipping: 490,
    giftCard: giftCard ? { code: 'GIFT', applied: giftCard } : null,
    total: 6490 - giftCard,
  } as unknown as CheckoutOrder;
}

const urls = { success: 'https://shop.test/order-success/1', cancel: 'https://shop.test/checkout' };
const inAnHour = () => new Date(Date.now() + 60 * 60_000);

async function openPage(giftCard = 0): Promise<string> {
  const created = await gateway.createCheckout(order(giftCard), urls, inAnHour());
  if (created.status !== 'created') throw new Error(created.reason);
  return created.sessionId;
}

async function paid(way: 'card' | 'apple-pay' | 'google-pay' | 'bank-transfer'): Promise<string> {
  const sessionId = await openPage();
  await submitForm(`${shop.simulator.url}/pay/${sessionId}/${way}`, { card_number: '4242 4242 4242 4242' });
  return sessionId;
}

async function view(sessionId: string): Promise<CheckoutSession> {
  const found = await gateway.getSession(sessionId);
  if (found.status !== 'found') throw new Error(`no session ${sessionId}`);
  return found.session;
}

describe('createCheckout', () => {
  it('opens the same page for the same order, gift card and all, however often it is asked', async () => {
    const sameOrder = order(1500);
    // The shop derives the page's end from the order (placeOrder.checkoutTerms), so it is the same each time.
    const ends = inAnHour();
    const first = await gateway.createCheckout(sameOrder, urls, ends);
    const again = await gateway.createCheckout(sameOrder, urls, ends);

    expect(first).toMatchObject({ status: 'created', url: expect.stringContaining('/pay/cs_test_') });
    expect(again).toEqual(first);
    const session = await view((first as { sessionId: string }).sessionId);
    expect(session).toMatchObject({ status: 'open', paymentIntentId: null, paymentIntentStatus: null, amountPaid: 0 });
  });

  it('opens the page in the language the shopper ordered in, English unless it was Croatian', async () => {
    const croatian = await gateway.createCheckout({ ...order(), language: 'hr' }, urls, inAnHour());
    const english = await gateway.createCheckout(order(), urls, inAnHour());
    const localeOf = async (created: typeof croatian) =>
      (await shop.stripe.checkout.sessions.retrieve((created as { sessionId: string }).sessionId)).locale;
    expect(await localeOf(croatian)).toBe('hr');
    expect(await localeOf(english)).toBe('en');
  });
});

describe('the session view', () => {
  it('names the payment and what it took: nothing while a transfer is awaited, the whole total once paid', async () => {
    const awaiting = await view(await paid('bank-transfer'));
    const byCard = await view(await paid('card'));

    expect(awaiting).toMatchObject({ paymentMethod: 'BANK_TRANSFER', paymentIntentStatus: 'requires_action', amountPaid: 0 });
    expect(awaiting.paymentIntentId).toMatch(/^pi_/);
    expect(awaiting.transfer).toMatchObject({ amountRemaining: 6490 });
    expect(byCard).toMatchObject({ paymentStatus: 'paid', paymentIntentStatus: 'succeeded', amountPaid: 6490 });
  });

  it('takes Apple Pay and Google Pay for what they are, a card: paid by card, refunded like a card', async () => {
    const byApplePay = await paid('apple-pay');
    const byGooglePay = await paid('google-pay');
    const card = { paymentMethod: 'CARD', paymentStatus: 'paid', paymentIntentStatus: 'succeeded', amountPaid: 6490 };

    expect(await view(byApplePay)).toMatchObject(card);
    expect(await view(byGooglePay)).toMatchObject(card);
    expect(await gateway.refund(byApplePay, 1000, 'refund-apple-pay')).toMatchObject({ status: 'refunded', amount: 1000 });
  });

  it('takes a card from a wallet it does not know for a card, and one with no wallet at all', () => {
    const paidWith = (card: Record<string, unknown>) =>
      sessionView({
        id: 'cs_test_wallet',
        status: 'complete',
        payment_status: 'paid',
        client_reference_id: 'order-wallet',
        payment_intent: { id: 'pi_wallet', status: 'succeeded', amount_received: 6490, payment_method: { type: 'card', card } },
      } as unknown as Stripe.Checkout.Session).paymentMethod;

    expect(paidWith({ brand: 'visa', wallet: { type: 'a_wallet_not_yet_made', a_wallet_not_yet_made: {} } })).toBe('CARD');
    expect(paidWith({ brand: 'visa', wallet: null })).toBe('CARD');
  });
});

describe('refund', () => {
  it('refunds part, then at most what is left, then says there is nothing left', async () => {
    const sessionId = await paid('card');

    expect(await gateway.refund(sessionId, 1000, 'refund-a')).toMatchObject({ status: 'refunded', amount: 1000 });
    expect(await gateway.refund(sessionId, 9000, 'refund-b')).toMatchObject({ status: 'refunded', amount: 5490 });
    expect(await gateway.refund(sessionId, 100, 'refund-c')).toEqual({ status: 'nothing_to_refund' });
    // The session still says what was paid; the refunds are on the charge.
    expect((await view(sessionId)).amountPaid).toBe(6490);
  });

  it('gives the same refund for the same key, and takes the PaymentIntent as well as the session', async () => {
    const sessionId = await paid('card');
    const intentId = (await view(sessionId)).paymentIntentId as string;

    const once = await gateway.refund(intentId, 2000, 'refund-once');
    const again = await gateway.refund(sessionId, 2000, 'refund-once');

    expect(again).toEqual(once);
    expect(await gateway.refund(intentId, 10_000, 'refund-rest')).toMatchObject({ status: 'refunded', amount: 4490 });
  });

  it('has nothing to refund while a transfer is awaited, nor for an amount of 0', async () => {
    const sessionId = await paid('bank-transfer');
    expect(await gateway.refund(sessionId, 6490, 'refund-unpaid')).toEqual({ status: 'nothing_to_refund' });
    expect(await gateway.refund(await paid('card'), 0, 'refund-zero')).toEqual({ status: 'nothing_to_refund' });
  });

  it('is unavailable while the provider fails, and goes through when a retry meets it working again', async () => {
    const sessionId = await paid('card');

    shop.simulator.injectFault({ kind: 'error', next: PROVIDER_LIMITS.retries + 1, paths: ['/v1/refunds'] });
    expect(await gateway.refund(sessionId, 500, 'refund-down')).toMatchObject({ status: 'unavailable', reason: expect.any(String) });

    shop.simulator.injectFault({ kind: 'error', next: 1, paths: ['/v1/refunds'] });
    expect(await gateway.refund(sessionId, 500, 'refund-flaky')).toMatchObject({ status: 'refunded', amount: 500 });
  });
});

describe('cancelPayment', () => {
  it('cancels an awaited transfer once; a transfer that comes later does not pay the order', async () => {
    const sessionId = await paid('bank-transfer');

    expect(await gateway.cancelPayment(sessionId)).toEqual({ status: 'cancelled' });
    expect(await gateway.cancelPayment(sessionId)).toEqual({ status: 'cancelled' });

    expect(await shop.simulator.transferReceived(sessionId)).toBe('held_in_cash_balance');
    expect(await view(sessionId)).toMatchObject({ paymentStatus: 'unpaid', paymentIntentStatus: 'canceled', amountPaid: 0 });
  });

  it('says when the money came first, and leaves alone what is no awaited transfer', async () => {
    const transferred = await paid('bank-transfer');
    await shop.simulator.transferReceived(transferred);
    const open = await openPage();

    expect(await gateway.cancelPayment(transferred)).toEqual({ status: 'already_paid' });
    expect(await gateway.cancelPayment(await paid('card'))).toEqual({ status: 'already_paid' });
    expect(await gateway.cancelPayment(open)).toEqual({ status: 'not_cancellable' });
  });
});

describe('expireSession', () => {
  it('expires an open page once, and says what became of one the shopper finished', async () => {
    const open = await openPage();

    expect(await gateway.expireSession(open)).toEqual({ status: 'expired' });
    expect(await gateway.expireSession(open)).toEqual({ status: 'already_expired' });
    expect(await gateway.expireSession(await paid('bank-transfer'))).toEqual({ status: 'already_complete' });
    expect(await gateway.expireSession('cs_test_unknown')).toMatchObject({ status: 'unavailable' });
  });
});

describe('a slow provider', () => {
  // One try waits perTryMs, the retry another perTryMs: createCheckout gives up within the deadline.
  it(
    'answers createCheckout with unavailable in time instead of hanging',
    async () => {
      shop.simulator.injectFault({ kind: 'slow', next: 10, delayMs: 20_000, paths: ['/v1/checkout/sessions'] });

      const started = Date.now();
      const created = await gateway.createCheckout(order(), urls, inAnHour());
      const took = Date.now() - started;

      expect(created).toMatchObject({ status: 'unavailable' });
      expect(took).toBeGreaterThanOrEqual(PROVIDER_LIMITS.perTryMs);
      expect(took).toBeLessThan(PROVIDER_LIMITS.deadlineMs + 500);
    },
    PROVIDER_LIMITS.deadlineMs + 5_000,
  );

  it(
    'stops a createCheckout of two slow calls at the deadline, whatever is still under way',
    async () => {
      // The coupon comes back just within a try; the session's two tries then run past the deadline.
      shop.simulator.injectFault({ kind: 'slow', next: 1, delayMs: PROVIDER_LIMITS.perTryMs - 500, paths: ['/v1/coupons'] });
      shop.simulator.injectFault({ kind: 'slow', next: 10, delayMs: 20_000, paths: ['/v1/checkout/sessions'] });

      const started = Date.now();
      const created = await gateway.createCheckout(order(1000), urls, inAnHour());
      const took = Date.now() - started;

      expect(created).toEqual({
        status: 'unavailable',
        reason: `The payment provider did not answer within ${PROVIDER_LIMITS.deadlineMs / 1000} s.`,
      });
      expect(took).toBeGreaterThanOrEqual(PROVIDER_LIMITS.deadlineMs - 50);
      expect(took).toBeLessThan(PROVIDER_LIMITS.deadlineMs + 500);
    },
    PROVIDER_LIMITS.deadlineMs + 5_000,
  );

  it('makes getSession throw a 502, so that a browser is told to try again and a queue tries again later', async () => {
    shop.simulator.injectFault({ kind: 'error', next: PROVIDER_LIMITS.retries + 1, paths: ['/v1/checkout/sessions'] });
    await expect(gateway.getSession('cs_test_any')).rejects.toMatchObject({
      statusCode: 502,
      message: 'The payment provider is not answering. Please try again in a moment.',
      said: { code: 'payments.providerNotAnswering' },
    });
    shop.simulator.injectFault({ kind: 'error', next: PROVIDER_LIMITS.retries + 1, paths: ['/v1/checkout/sessions'] });
    const answer = await invoke(sessionStatus, { query: { session_id: 'cs_test_any' }, headers: { 'X-Shop-Language': 'hr' } });
    expect(answer).toMatchObject({
      status: 502,
      body: { message: 'Pružatelj usluge plaćanja ne odgovara. Pokušajte ponovno za trenutak.', code: 'payments.providerNotAnswering' },
    });
  });
});

describe('GET /session-status', () => {
  it('answers 404 for a checkout session the provider does not know, in the shopper’s language', async () => {
    const english = await invoke(sessionStatus, { query: { session_id: 'cs_test_nosuch' } });
    expect(english).toMatchObject({
      status: 404,
      body: { message: 'There is no such checkout session.', code: 'payments.noSuchCheckoutSession' },
    });
    const croatian = await invoke(sessionStatus, { query: { session_id: 'cs_test_nosuch' }, headers: { 'X-Shop-Language': 'hr' } });
    expect(croatian.body).toEqual({ message: 'Ta sesija plaćanja ne postoji.', code: 'payments.noSuchCheckoutSession' });
  });
});

describe('a payment page that cannot be', () => {
  it('is refused when the order never had one and its page would end too soon: no page exists, and none is made', async () => {
    const tooSoon = new Date(Date.now() + 20 * 60_000);
    expect(await gateway.createCheckout(order(), urls, tooSoon)).toMatchObject({ status: 'rejected' });
  });
});
