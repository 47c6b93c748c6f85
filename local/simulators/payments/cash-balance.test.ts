/**
 * The customer's cash balance as the simulator keeps it, through the real stripe SDK: what a
 * transfer leaves there, and returning it to the sender's bank with a refund from the balance.
 */
import type Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkoutParams, startTestShop, submitForm, type TestShop } from './test-support.ts';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(async () => {
  await shop.close();
});
beforeEach(() => {
  shop.receiver.received.length = 0;
});

/** 89,90 € by bank transfer, awaiting the money. */
async function awaitingTransfer(): Promise<Stripe.Checkout.Session> {
  const session = await shop.stripe.checkout.sessions.create(checkoutParams());
  await submitForm(`${shop.simulator.url}/pay/${session.id}/bank-transfer`);
  return shop.stripe.checkout.sessions.retrieve(session.id);
}

const customerOf = async (sessionId: string) => (await shop.stripe.checkout.sessions.retrieve(sessionId)).customer as string;
const available = async (customer: string) => (await shop.stripe.customers.retrieveCashBalance(customer)).available?.eur ?? 0;
const cashEvents = () =>
  shop.receiver.received
    .map((webhook) => webhook.event)
    .filter((event) => event?.type === 'customer_cash_balance_transaction.created')
    .map((event) => event?.data.object as Stripe.CustomerCashBalanceTransaction);
const refundEvents = (type: string) =>
  shop.receiver.received.filter((webhook) => webhook.event?.type === type).map((webhook) => webhook.event?.data.object as Stripe.Refund);

async function until(check: () => boolean): Promise<void> {
  const deadline = Date.now() + 3000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('not within 3 s');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('a transfer in the customer’s cash balance', () => {
  it('funds the balance, and the payment waiting takes what it needs: the rest of an over-payment stays', async () => {
    const session = await awaitingTransfer();
    const customer = await customerOf(session.id);
    expect(customer).toMatch(/^cus_/);

    expect(await shop.simulator.transferReceived(session.id, 10_000)).toBe('paid');

    expect(await shop.stripe.checkout.sessions.retrieve(session.id)).toMatchObject({ payment_status: 'paid' });
    expect(await available(customer)).toBe(10_000 - 8990);
    await until(() => cashEvents().length === 2);
    expect(cashEvents()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'funded', net_amount: 10_000, customer, ending_balance: 10_000 }),
        expect.objectContaining({
          type: 'applied_to_payment',
          net_amount: -8990,
          ending_balance: 1010,
          applied_to_payment: { payment_intent: session.payment_intent },
        }),
      ]),
    );
    // The shop finds whose money it is from the Customer.
    const found = await shop.stripe.checkout.sessions.list({ customer });
    expect(found.data.map((s) => s.client_reference_id)).toEqual(['order-1001']);
  });

  it('refuses a transfer of less than awaited: the simulator plays whole transfers', async () => {
    const session = await awaitingTransfer();
    await expect(shop.simulator.transferReceived(session.id, 100)).rejects.toMatchObject({
      message: expect.stringContaining('at least €89.90'),
    });
    expect(await shop.stripe.checkout.sessions.retrieve(session.id)).toMatchObject({ payment_status: 'unpaid' });
  });
});

describe('returning a cash balance with POST /v1/refunds, origin=customer_balance', () => {
  async function lateTransfer(): Promise<{ customer: string; session: Stripe.Checkout.Session }> {
    const session = await awaitingTransfer();
    await shop.stripe.paymentIntents.cancel(session.payment_intent as string);
    expect(await shop.simulator.transferReceived(session.id)).toBe('held_in_cash_balance');
    return { customer: await customerOf(session.id), session };
  }

  it('refuses more than the balance holds, as Stripe does', async () => {
    const { customer } = await lateTransfer();
    await expect(shop.stripe.refunds.create({ origin: 'customer_balance', customer, amount: 8991, currency: 'eur' })).rejects.toMatchObject(
      {
        statusCode: 400,
        code: 'amount_too_large',
        message: "Refund amount (€89.91) is greater than the customer's available cash balance (€89.90).",
      },
    );
    expect(await available(customer)).toBe(8990);
  });

  it('takes the money out of the balance at once and waits for the customer’s bank details; the same key gives the same refund', async () => {
    const { customer } = await lateTransfer();
    const params = {
      origin: 'customer_balance' as const,
      customer,
      amount: 8990,
      currency: 'eur',
      instructions_email: 'ana@example.com',
      metadata: { orderId: 'order-1001' },
    };

    const refund = await shop.stripe.refunds.create(params, { idempotencyKey: 'cash-return-1' });
    const again = await shop.stripe.refunds.create(params, { idempotencyKey: 'cash-return-1' });

    expect(again.id).toBe(refund.id);
    expect(refund).toMatchObject({
      status: 'requires_action',
      amount: 8990,
      customer,
      charge: null,
      payment_intent: null,
      metadata: { orderId: 'order-1001' },
      next_action: { type: 'display_details', display_details: { email_sent: { email_sent_to: 'ana@example.com' } } },
    });
    expect(await available(customer)).toBe(0);
    await until(() => cashEvents().some((t) => t.type === 'return_initiated'));
    expect(cashEvents().find((t) => t.type === 'return_initiated')).toMatchObject({ net_amount: -8990, ending_balance: 0 });
    expect(refundEvents('refund.created').map((r) => r.id)).toEqual([refund.id]);
    await expect(shop.stripe.refunds.create({ ...params, amount: 1 })).rejects.toMatchObject({ code: 'amount_too_large' });
  });

  it('moves to pending when the customer gives the account, succeeded when it arrives; unanswered, it is cancelled and the money is back', async () => {
    const { customer } = await lateTransfer();
    const first = await shop.stripe.refunds.create({ origin: 'customer_balance', customer, amount: 4000, currency: 'eur' });
    const second = await shop.stripe.refunds.create({ origin: 'customer_balance', customer, amount: 4990, currency: 'eur' });
    expect(first.next_action?.display_details?.email_sent.email_sent_to).toBe('ana@example.com');

    const page = await (await fetch(`${shop.simulator.url}/_simulator`)).text();
    expect(page).toContain(`aria-label="Customer gives bank details: ${first.id}"`);
    expect((await submitForm(`${shop.simulator.url}/_simulator/refunds/${first.id}/bank-details-given`)).status).toBe(303);
    expect((await shop.stripe.refunds.retrieve(first.id)).status).toBe('pending');
    shop.simulator.moveReturn(first.id, 'arrives');
    shop.simulator.moveReturn(second.id, 'expires');

    expect(await shop.stripe.refunds.retrieve(first.id)).toMatchObject({ status: 'succeeded' });
    expect(await shop.stripe.refunds.retrieve(second.id)).toMatchObject({ status: 'canceled' });
    expect(await available(customer)).toBe(4990);
    await until(() => refundEvents('refund.updated').length === 3);
    expect(refundEvents('refund.updated').map((r) => [r.id, r.status])).toEqual([
      [first.id, 'pending'],
      [first.id, 'succeeded'],
      [second.id, 'canceled'],
    ]);
    expect(cashEvents().find((t) => t.type === 'return_canceled')).toMatchObject({ net_amount: 4990, ending_balance: 4990 });
    const refused = await fetch(`${shop.simulator.url}/_simulator/refunds/${first.id}/expires`, {
      method: 'POST',
      headers: { Accept: 'application/json' },
    });
    expect(refused.status).toBe(400);
  });
});
