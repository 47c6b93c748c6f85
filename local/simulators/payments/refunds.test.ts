import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkoutParams, startTestShop, submitForm, type TestShop } from './test-support.ts';

let shop: TestShop;
beforeEach(async () => {
  shop = await startTestShop();
});
afterEach(async () => {
  await shop.close();
});

/** A session of 89,90 € paid by card; its PaymentIntent's id. */
async function paidByCard(): Promise<{ session: Stripe.Checkout.Session; intentId: string }> {
  const session = await shop.stripe.checkout.sessions.create(checkoutParams());
  await submitForm(`${shop.simulator.url}/pay/${session.id}/card`, { card_number: '4242 4242 4242 4242' });
  const paid = await shop.stripe.checkout.sessions.retrieve(session.id);
  return { session, intentId: paid.payment_intent as string };
}

async function awaitingTransfer(): Promise<{ session: Stripe.Checkout.Session; intentId: string }> {
  const session = await shop.stripe.checkout.sessions.create(checkoutParams());
  await submitForm(`${shop.simulator.url}/pay/${session.id}/bank-transfer`);
  const completed = await shop.stripe.checkout.sessions.retrieve(session.id);
  return { session, intentId: completed.payment_intent as string };
}

async function operator(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${shop.simulator.url}/_simulator${path}`, { ...init, headers: { Accept: 'application/json', ...init.headers } });
}

describe('refunds', () => {
  it('gives back part of a payment, then the rest when no amount is named, and shows both on the charge', async () => {
    const { session, intentId } = await paidByCard();

    const first = await shop.stripe.refunds.create({ payment_intent: intentId, amount: 2000, reason: 'requested_by_customer' });
    const rest = await shop.stripe.refunds.create({ payment_intent: intentId });

    expect(first).toMatchObject({ object: 'refund', amount: 2000, payment_intent: intentId, status: 'succeeded', currency: 'eur' });
    expect(first.id).toMatch(/^re_/);
    expect(rest.amount).toBe(6990);
    expect(await shop.stripe.refunds.retrieve(first.id)).toEqual(first);
    const viewed = await shop.stripe.checkout.sessions.retrieve(session.id, { expand: ['payment_intent.latest_charge'] });
    const intent = viewed.payment_intent as Stripe.PaymentIntent;
    expect(intent.amount_received).toBe(8990);
    expect(intent.latest_charge).toMatchObject({ id: first.charge, amount: 8990, amount_refunded: 8990, refunded: true });
    expect(viewed.payment_status).toBe('paid');
  });

  it('refuses more than is left, in Stripe’s words and shape', async () => {
    const { intentId } = await paidByCard();
    await shop.stripe.refunds.create({ payment_intent: intentId, amount: 8000 });

    const tooMuch = await shop.stripe.refunds.create({ payment_intent: intentId, amount: 1000 }).catch((error: unknown) => error);
    expect(tooMuch).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(tooMuch).toMatchObject({
      statusCode: 400,
      code: 'amount_too_large',
      param: 'amount',
      message: 'Refund amount (€10.00) is greater than unrefunded amount on charge (€9.90)',
    });
    await shop.stripe.refunds.create({ payment_intent: intentId });
    await expect(shop.stripe.refunds.create({ payment_intent: intentId })).rejects.toMatchObject({ code: 'charge_already_refunded' });
  });

  it('refuses a payment that took no money, and a request naming neither payment nor charge', async () => {
    const { intentId } = await awaitingTransfer();

    await expect(shop.stripe.refunds.create({ payment_intent: intentId })).rejects.toMatchObject({
      statusCode: 400,
      param: 'payment_intent',
      message: `This PaymentIntent (${intentId}) does not have a successful charge to refund.`,
    });
    await expect(shop.stripe.refunds.create({})).rejects.toMatchObject({ statusCode: 400 });
    await expect(shop.stripe.refunds.retrieve('re_missing')).rejects.toMatchObject({ statusCode: 404, code: 'resource_missing' });
  });

  it('refunds once for one Idempotency-Key, however often the request is sent', async () => {
    const { intentId } = await paidByCard();

    const once = await shop.stripe.refunds.create({ payment_intent: intentId, amount: 1500 }, { idempotencyKey: 'refund-order-1' });
    const again = await shop.stripe.refunds.create({ payment_intent: intentId, amount: 1500 }, { idempotencyKey: 'refund-order-1' });

    expect(again.id).toBe(once.id);
    expect((await shop.stripe.charges.retrieve(once.charge as string)).amount_refunded).toBe(1500);
    await expect(
      shop.stripe.refunds.create({ payment_intent: intentId, amount: 1000 }, { idempotencyKey: 'refund-order-1' }),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
  });

  it('tells the shop with charge.refunded and refund.created, and lists refunds for the operator', async () => {
    const { session, intentId } = await paidByCard();
    const refund = await shop.stripe.refunds.create({ payment_intent: intentId, amount: 990 });

    const charged = await shop.receiver.waitFor('charge.refunded');
    expect(charged.data.object).toMatchObject({ object: 'charge', amount_refunded: 990, refunded: false, payment_intent: intentId });
    expect((await shop.receiver.waitFor('refund.created')).data.object).toMatchObject({ id: refund.id, amount: 990 });
    expect(shop.simulator.events().find((event) => event.type === 'refund.created')?.sessionId).toBe(session.id);
    expect(await (await operator('/refunds')).json()).toMatchObject([{ id: refund.id, amount: 990 }]);
    const page = await (await fetch(`${shop.simulator.url}/_simulator`)).text();
    expect(page).toContain(`<td>${refund.id}</td>`);
    expect(page).toMatch(/9,90\s€ refunded/);
  });
});

describe('cancelling a bank transfer that has not arrived', () => {
  it('cancels the waiting PaymentIntent and tells the shop; the session stays complete and unpaid', async () => {
    const { session, intentId } = await awaitingTransfer();

    const cancelled = await shop.stripe.paymentIntents.cancel(intentId, { cancellation_reason: 'abandoned' });

    expect(cancelled).toMatchObject({ status: 'canceled', cancellation_reason: 'abandoned', next_action: null, amount_received: 0 });
    expect(cancelled.canceled_at).toEqual(expect.any(Number));
    expect((await shop.receiver.waitFor('payment_intent.canceled')).data.object).toMatchObject({ id: intentId, status: 'canceled' });
    expect(await shop.stripe.checkout.sessions.retrieve(session.id)).toMatchObject({ status: 'complete', payment_status: 'unpaid' });
    expect(await (await fetch(session.url as string)).text()).toContain('This payment was cancelled.');
  });

  it('refuses to cancel a payment that succeeded, one cancelled already, and one whose session is still open', async () => {
    const { intentId: paid } = await paidByCard();
    const open = await shop.stripe.checkout.sessions.create(checkoutParams());
    await submitForm(`${shop.simulator.url}/pay/${open.id}/card`, { card_number: '4000 0000 0000 0002' });
    const declined = (await shop.stripe.checkout.sessions.retrieve(open.id)).payment_intent as string;
    const { intentId: waiting } = await awaitingTransfer();
    await shop.stripe.paymentIntents.cancel(waiting);

    await expect(shop.stripe.paymentIntents.cancel(paid)).rejects.toMatchObject({
      statusCode: 400,
      code: 'payment_intent_unexpected_state',
      message: expect.stringContaining('it has a status of succeeded'),
    });
    await expect(shop.stripe.paymentIntents.cancel(waiting)).rejects.toMatchObject({ code: 'payment_intent_unexpected_state' });
    await expect(shop.stripe.paymentIntents.cancel(declined)).rejects.toMatchObject({
      message: expect.stringContaining('Expire the Checkout Session instead'),
    });
  });
});

describe('a transfer that arrives late', () => {
  it('still pays a payment nobody cancelled, so the shop has to give the money back itself', async () => {
    const { session } = await awaitingTransfer();

    const response = await operator(`/sessions/${session.id}/transfer-received`, { method: 'POST' });

    expect(await response.json()).toMatchObject({ status: 'paid', session: { id: session.id, payment_status: 'paid' } });
    expect((await shop.receiver.waitFor('checkout.session.async_payment_succeeded')).data.object).toMatchObject({ id: session.id });
  });

  it('after the payment was cancelled, goes to the customer’s cash balance instead of paying', async () => {
    const { session, intentId } = await awaitingTransfer();
    await shop.stripe.paymentIntents.cancel(intentId);

    const response = await operator(`/sessions/${session.id}/transfer-received`, { method: 'POST' });

    const outcome = (await response.json()) as { transaction: { id: string } };
    expect(outcome).toMatchObject({
      status: 'held_in_cash_balance',
      session: { payment_status: 'unpaid' },
      transaction: { object: 'customer_cash_balance_transaction', type: 'funded', net_amount: 8990, customer_email: 'ana@example.com' },
    });
    expect((await shop.stripe.paymentIntents.retrieve(intentId)).status).toBe('canceled');
    const funded = await shop.receiver.waitFor('customer_cash_balance_transaction.created');
    expect(funded.data.object).toMatchObject({ net_amount: 8990, checkout_session: session.id });
    expect(shop.receiver.received.some((webhook) => webhook.event?.type === 'checkout.session.async_payment_succeeded')).toBe(false);
    expect(await (await operator('/cash-balance')).json()).toMatchObject([{ id: outcome.transaction.id, returned_by: null }]);
  });

  it('after the session expired, goes to the cash balance too; the operator can send it back', async () => {
    const session = await shop.stripe.checkout.sessions.create(checkoutParams());
    await shop.stripe.checkout.sessions.expire(session.id);
    const page = await (await fetch(`${shop.simulator.url}/_simulator`)).text();
    expect(page).toContain('aria-label="Late transfer arrives for ana@example.com"');

    expect(await shop.simulator.transferReceived(session.id)).toBe('held_in_cash_balance');
    const [held] = (await (await operator('/cash-balance')).json()) as { id: string }[];
    const returned = await submitForm(`${shop.simulator.url}/_simulator/cash-balance/${held?.id}/return`);

    expect(returned.status).toBe(303);
    const [transaction] = (await (await operator('/cash-balance')).json()) as { returned_by: string }[];
    expect(transaction?.returned_by).toMatch(/^re_/);
    expect(await shop.stripe.refunds.retrieve(transaction?.returned_by ?? '')).toMatchObject({ amount: 8990, charge: null });
  });

  it('lets the operator cancel a waiting payment from the page, as the shop would', async () => {
    const { session, intentId } = await awaitingTransfer();
    const page = await (await fetch(`${shop.simulator.url}/_simulator`)).text();
    expect(page).toContain('aria-label="Cancel payment for ana@example.com"');

    expect((await submitForm(`${shop.simulator.url}/_simulator/sessions/${session.id}/cancel-payment`)).status).toBe(303);

    expect((await shop.stripe.paymentIntents.retrieve(intentId)).status).toBe('canceled');
    const after = await (await fetch(`${shop.simulator.url}/_simulator`)).text();
    expect(after).not.toContain('aria-label="Transfer received for ana@example.com"');
    expect(after).toContain('aria-label="Late transfer arrives for ana@example.com"');
  });

  it('shows the operator why an action was refused', async () => {
    const { session } = await paidByCard();
    const response = await submitForm(`${shop.simulator.url}/_simulator/sessions/${session.id}/transfer-failed`);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('This Checkout Session is not awaiting a bank transfer.');
  });
});

describe('expiring a session', () => {
  it('expires an open session and tells the shop; a complete or expired one is refused', async () => {
    const open = await shop.stripe.checkout.sessions.create(checkoutParams());
    const { session: paid } = await paidByCard();

    expect(await shop.stripe.checkout.sessions.expire(open.id)).toMatchObject({ status: 'expired', url: null });
    expect((await shop.receiver.waitFor('checkout.session.expired')).data.object).toMatchObject({ id: open.id });
    await expect(shop.stripe.checkout.sessions.expire(open.id)).rejects.toMatchObject({
      message: expect.stringContaining('has a status of "expired"'),
    });
    await expect(shop.stripe.checkout.sessions.expire(paid.id)).rejects.toMatchObject({
      message: expect.stringContaining('has a status of "complete"'),
    });
  });
});
