import type Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkoutParams, formActionFor, startTestShop, submitForm, type TestShop } from './test-support.ts';

let shop: TestShop;
beforeEach(async () => {
  shop = await startTestShop();
});
afterEach(async () => {
  await shop.close();
});

async function openPage(session: Stripe.Checkout.Session): Promise<string> {
  const response = await fetch(session.url as string);
  expect(response.status).toBe(200);
  return response.text();
}

async function pay(session: Stripe.Checkout.Session, button: string, fields: Record<string, string> = {}): Promise<Response> {
  const action = formActionFor(await openPage(session), button);
  return submitForm(new URL(action, shop.simulator.url).toString(), fields);
}

describe('the hosted payment page', () => {
  it('shows the shop, the lines, the total in German format and the three ways to pay', async () => {
    const session = await shop.stripe.checkout.sessions.create(checkoutParams());
    const page = await openPage(session);

    expect(page).toContain('<h1>Test Shop</h1>');
    expect(page).toContain('Linen shirt');
    expect(page).toMatch(/data-testid="total">89,90\s€</);
    expect(page).toContain('<label for="card-number">Card number</label>');
    expect(page).toContain('value="4242 4242 4242 4242"');
    for (const button of ['Pay by card', 'Pay with PayPal', 'Pay by bank transfer']) expect(page).toContain(`>${button}</button>`);
    expect(page).toContain('<a href="https://shop.test/checkout">Cancel and return to the shop</a>');
    expect(page).not.toMatch(/<script|<link|src="http/);
  });

  it('offers only the ways to pay the session allows', async () => {
    const session = await shop.stripe.checkout.sessions.create(checkoutParams({ allowed_payment_method_types: ['card'] }));
    const page = await openPage(session);
    expect(page).toContain('>Pay by card</button>');
    expect(page).not.toContain('Pay with PayPal');
  });

  it('offers Apple Pay and Google Pay, first, wherever it takes cards, and neither where it does not', async () => {
    const withCards = await openPage(await shop.stripe.checkout.sessions.create(checkoutParams()));
    const withoutCards = await openPage(
      await shop.stripe.checkout.sessions.create(checkoutParams({ allowed_payment_method_types: ['paypal', 'customer_balance'] })),
    );

    expect(withCards).toContain('>Pay with Apple Pay</button>');
    expect(withCards).toContain('>Pay with Google Pay</button>');
    expect(withCards.indexOf('Pay with Apple Pay')).toBeLessThan(withCards.indexOf('Pay by card'));
    expect(withoutCards).toContain('>Pay with PayPal</button>');
    expect(withoutCards).not.toMatch(/Apple Pay|Google Pay/);
  });

  it('pays by card: completes the session, tells the shop, then sends the shopper back', async () => {
    const session = await shop.stripe.checkout.sessions.create(checkoutParams());

    const response = await pay(session, 'Pay by card', { card_number: '4242 4242 4242 4242' });

    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`https://shop.test/order-success/order-1001?session_id=${session.id}`);
    // The first delivery is awaited before the redirect, so the shop has it already.
    const event = shop.receiver.received.find((webhook) => webhook.event?.type === 'checkout.session.completed')?.event;
    expect(event?.data.object).toMatchObject({ id: session.id, status: 'complete', payment_status: 'paid' });

    const paid = await shop.stripe.checkout.sessions.retrieve(session.id, { expand: ['payment_intent.payment_method'] });
    expect(paid).toMatchObject({ status: 'complete', payment_status: 'paid', customer_details: { email: 'ana@example.com' } });
    const intent = paid.payment_intent as Stripe.PaymentIntent;
    expect(intent).toMatchObject({ object: 'payment_intent', amount: 8990, currency: 'eur', status: 'succeeded' });
    expect(intent.payment_method).toMatchObject({
      object: 'payment_method',
      type: 'card',
      card: { last4: '4242', brand: 'visa', wallet: null },
    });

    const retrieved = await shop.stripe.paymentIntents.retrieve(intent.id, { expand: ['payment_method'] });
    expect((retrieved.payment_method as Stripe.PaymentMethod).type).toBe('card');
    expect(await openPage(session)).toContain('This payment is complete.');
  });

  it('declines card 4000 0000 0000 0002 and keeps the session open', async () => {
    const session = await shop.stripe.checkout.sessions.create(checkoutParams());

    const response = await pay(session, 'Pay by card', { card_number: '4000 0000 0000 0002' });

    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain('Your card was declined.');
    expect(page).toContain('>Pay by card</button>');
    const after = await shop.stripe.checkout.sessions.retrieve(session.id, { expand: ['payment_intent'] });
    expect(after).toMatchObject({ status: 'open', payment_status: 'unpaid' });
    expect((after.payment_intent as Stripe.PaymentIntent).status).toBe('requires_payment_method');
    expect(shop.receiver.received).toHaveLength(0);

    const retry = await pay(session, 'Pay by card', { card_number: '4242424242424242' });
    expect(retry.status).toBe(303);
    const paid = await shop.stripe.checkout.sessions.retrieve(session.id, { expand: ['payment_intent'] });
    expect((paid.payment_intent as Stripe.PaymentIntent).id).toBe((after.payment_intent as Stripe.PaymentIntent).id);
    expect((paid.payment_intent as Stripe.PaymentIntent).status).toBe('succeeded');
  });

  it('asks again for a card number that cannot be one', async () => {
    const session = await shop.stripe.checkout.sessions.create(checkoutParams());
    const page = await (await pay(session, 'Pay by card', { card_number: '1234' })).text();
    expect(page).toContain('Your card number is invalid.');
  });

  it('pays with Apple Pay or Google Pay as with a card: the same event, a card payment method naming the wallet', async () => {
    for (const [button, wallet] of [
      ['Pay with Apple Pay', 'apple_pay'],
      ['Pay with Google Pay', 'google_pay'],
    ] as const) {
      const session = await shop.stripe.checkout.sessions.create(checkoutParams());

      const response = await pay(session, button);

      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe(`https://shop.test/order-success/order-1001?session_id=${session.id}`);
      const events = shop.receiver.received.filter(
        (webhook) => (webhook.event?.data.object as { id?: string } | undefined)?.id === session.id,
      );
      expect(events.map((webhook) => webhook.event?.type)).toEqual(['checkout.session.completed']);
      expect(events[0]?.event?.data.object).toMatchObject({ status: 'complete', payment_status: 'paid' });

      const paid = await shop.stripe.checkout.sessions.retrieve(session.id, { expand: ['payment_intent.payment_method'] });
      // A wallet is no payment method type of its own: the session and its payment still say card.
      expect(paid.payment_method_types).toEqual(['card', 'paypal', 'customer_balance']);
      const intent = paid.payment_intent as Stripe.PaymentIntent;
      expect(intent).toMatchObject({ status: 'succeeded', amount_received: 8990 });
      expect(intent.payment_method_types).toEqual(['card', 'paypal', 'customer_balance']);
      expect(intent.payment_method).toMatchObject({ type: 'card', card: { brand: 'visa', wallet: { type: wallet } } });
    }
  });

  it('pays with PayPal', async () => {
    const session = await shop.stripe.checkout.sessions.create(checkoutParams());

    const response = await pay(session, 'Pay with PayPal');

    expect(response.status).toBe(303);
    const paid = await shop.stripe.checkout.sessions.retrieve(session.id, { expand: ['payment_intent.payment_method'] });
    expect(paid.payment_status).toBe('paid');
    expect(((paid.payment_intent as Stripe.PaymentIntent).payment_method as Stripe.PaymentMethod).type).toBe('paypal');
  });

  it('says so instead of offering payment once a session has expired', async () => {
    const session = await shop.stripe.checkout.sessions.create(checkoutParams());
    const action = formActionFor(await openPage(session), 'Pay with PayPal');
    await shop.stripe.checkout.sessions.expire(session.id);

    const page = await (await fetch(`${shop.simulator.url}/pay/${session.id}`)).text();
    expect(page).toContain('This payment page has expired.');
    expect(page).not.toContain('Pay by card');
    const late = await submitForm(new URL(action, shop.simulator.url).toString());
    expect(late.headers.get('location')).toBe(`/pay/${session.id}`);
    expect((await shop.stripe.checkout.sessions.retrieve(session.id)).status).toBe('expired');
  });
});

describe('paying by bank transfer', () => {
  it('completes unpaid, shows the transfer details, and is paid when the operator sees the money', async () => {
    const session = await shop.stripe.checkout.sessions.create(checkoutParams());

    const response = await pay(session, 'Pay by bank transfer');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/pay/${session.id}`);
    const instructions = await openPage(session);
    expect(instructions).toMatch(/data-testid="transfer-iban">HR\d\d /);
    expect(instructions).toMatch(/data-testid="transfer-amount">89,90\s€/);
    expect(instructions).toMatch(/data-testid="transfer-reference">[A-Z0-9]{12}</);
    // As Stripe names it: the business that owns the account the money goes to, by its legal name
    // (the seller on the shop's invoices), not the name the payment page greets with.
    expect(instructions).toContain('<dt>Account holder</dt><dd>Tkanica d.o.o.</dd>');
    expect(instructions).not.toContain('Test Shop</dd>');
    expect(instructions).toContain(`<a href="https://shop.test/order-success/order-1001?session_id=${session.id}">Return to the shop</a>`);

    const completed = await shop.receiver.waitFor('checkout.session.completed');
    expect(completed.data.object).toMatchObject({ status: 'complete', payment_status: 'unpaid' });
    const pending = await shop.stripe.checkout.sessions.retrieve(session.id, { expand: ['payment_intent.payment_method'] });
    const intent = pending.payment_intent as Stripe.PaymentIntent;
    expect(intent.status).toBe('requires_action');
    expect(intent.next_action?.type).toBe('display_bank_transfer_instructions');
    expect((intent.payment_method as Stripe.PaymentMethod).type).toBe('customer_balance');
    expect(intent.next_action?.display_bank_transfer_instructions?.financial_addresses?.[0]?.iban).toMatchObject({
      account_holder_name: 'Tkanica d.o.o.',
      country: 'HR',
    });
    expect(await (await fetch(`${shop.simulator.url}/_simulator`)).text()).toContain('>Transfer received</button>');

    expect(await shop.simulator.transferReceived(session.id)).toBe('paid');

    const succeeded = await shop.receiver.waitFor('checkout.session.async_payment_succeeded');
    expect(succeeded.data.object).toMatchObject({ id: session.id, payment_status: 'paid' });
    const paid = await shop.stripe.paymentIntents.retrieve(intent.id, { expand: ['latest_charge'] });
    expect(paid).toMatchObject({ status: 'succeeded', amount_received: 8990, latest_charge: { amount: 8990, amount_refunded: 0 } });
    // The same transfer sent twice finds nothing left to pay: the second stays with the customer.
    expect(await shop.simulator.transferReceived(session.id)).toBe('held_in_cash_balance');
    await expect(shop.simulator.transferFailed(session.id)).rejects.toThrow('not awaiting a bank transfer');
  });

  it('reports a failed transfer from the operator page as JSON', async () => {
    const session = await shop.stripe.checkout.sessions.create(checkoutParams());
    await pay(session, 'Pay by bank transfer');

    const response = await fetch(`${shop.simulator.url}/_simulator/sessions/${session.id}/transfer-failed`, {
      method: 'POST',
      headers: { Accept: 'application/json' },
    });

    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: session.id, payment_status: 'unpaid' });
    await shop.receiver.waitFor('checkout.session.async_payment_failed');
    const events = (await (await fetch(`${shop.simulator.url}/_simulator/events`)).json()) as {
      type: string;
      deliveries: { status: number }[];
    }[];
    expect(events.map((event) => [event.type, event.deliveries[0]?.status])).toEqual([
      ['checkout.session.completed', 200],
      ['checkout.session.async_payment_failed', 200],
    ]);
  });

  it('redirects the operator’s form back to the list', async () => {
    const session = await shop.stripe.checkout.sessions.create(checkoutParams());
    await pay(session, 'Pay by bank transfer');
    const response = await submitForm(`${shop.simulator.url}/_simulator/sessions/${session.id}/transfer-received`);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/_simulator');
    expect((await shop.stripe.checkout.sessions.retrieve(session.id)).payment_status).toBe('paid');
  });
});

describe('less common sessions', () => {
  it('asks for an email when the shop gave none, and records it', async () => {
    const session = await shop.stripe.checkout.sessions.create(checkoutParams({ customer_email: undefined }));
    const page = await openPage(session);
    expect(page).toContain('<label for="email-paypal">Email (PayPal)</label>');
    expect(page).toContain('<label for="email-apple-pay">Email (Apple Pay)</label>');

    expect(await (await pay(session, 'Pay with PayPal')).text()).toContain('Please enter your email address.');
    expect((await pay(session, 'Pay with PayPal', { email: 'guest@example.com' })).status).toBe(303);
    const paid = await shop.stripe.checkout.sessions.retrieve(session.id);
    expect(paid.customer_details?.email).toBe('guest@example.com');
  });

  it('completes a session a coupon made free without taking a payment', async () => {
    const coupon = await shop.stripe.coupons.create({ percent_off: 100, max_redemptions: 1 });
    const session = await shop.stripe.checkout.sessions.create(checkoutParams({ discounts: [{ coupon: coupon.id }] }));

    const response = await pay(session, 'Complete order');

    expect(response.status).toBe(303);
    const done = await shop.stripe.checkout.sessions.retrieve(session.id);
    expect(done).toMatchObject({ status: 'complete', payment_status: 'no_payment_required', payment_intent: null });
    expect((await shop.stripe.coupons.retrieve(coupon.id)).valid).toBe(false);
  });

  it('escapes what the shop sends before showing it', async () => {
    const session = await shop.stripe.checkout.sessions.create(
      checkoutParams({
        line_items: [
          { quantity: 1, price_data: { currency: 'eur', unit_amount: 500, product_data: { name: '<img src=x onerror=alert(1)>' } } },
        ],
      }),
    );
    const page = await openPage(session);
    expect(page).toContain('&#60;img src=x onerror=alert(1)&#62;');
    expect(page).not.toContain('<img');
  });
});
