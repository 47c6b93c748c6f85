import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type Stripe from 'stripe';
import { afterEach, expect, it } from 'vitest';
import { checkoutParams, startTestShop, submitForm, type TestShop } from './test-support.ts';

const directory = mkdtempSync(join(tmpdir(), 'payments-state-'));
let shop: TestShop | undefined;
afterEach(async () => {
  await shop?.close();
  rmSync(directory, { recursive: true, force: true });
});

it('keeps sessions, payment intents and coupons across a restart', async () => {
  const stateFile = join(directory, 'nested', 'payments.json');
  shop = await startTestShop({ stateFile });
  const coupon = await shop.stripe.coupons.create({ amount_off: 500, currency: 'eur', id: 'GIFT-5' });
  const session = await shop.stripe.checkout.sessions.create(checkoutParams({ discounts: [{ coupon: coupon.id }] }));
  await submitForm(`${shop.simulator.url}/pay/${session.id}/bank-transfer`);
  await shop.close();
  expect(JSON.parse(readFileSync(stateFile, 'utf8')).sessions[session.id].status).toBe('complete');

  shop = await startTestShop({ stateFile });
  const again = await shop.stripe.checkout.sessions.retrieve(session.id, { expand: ['payment_intent'] });
  expect(again).toMatchObject({ status: 'complete', payment_status: 'unpaid', amount_total: 8490 });
  expect((again.payment_intent as Stripe.PaymentIntent).status).toBe('requires_action');
  expect(await shop.stripe.coupons.retrieve('GIFT-5')).toMatchObject({ amount_off: 500, times_redeemed: 1 });

  await shop.simulator.transferReceived(session.id);
  expect((await shop.receiver.waitFor('checkout.session.async_payment_succeeded')).data.object).toMatchObject({ payment_status: 'paid' });
  const intentId = (again.payment_intent as Stripe.PaymentIntent).id;
  const paid = await shop.stripe.paymentIntents.retrieve(intentId);
  const refund = await shop.stripe.refunds.create({ payment_intent: intentId, amount: 490 });
  await shop.close();

  shop = await startTestShop({ stateFile });
  expect(await shop.stripe.refunds.retrieve(refund.id)).toMatchObject({ amount: 490, status: 'succeeded' });
  expect(await shop.stripe.charges.retrieve(paid.latest_charge as string)).toMatchObject({ amount: 8490, amount_refunded: 490 });
});

it('brings a state file from before refunds up to date: a waiting transfer still waits, a payment has its charge', async () => {
  const stateFile = join(directory, 'old.json');
  shop = await startTestShop({ stateFile });
  const waiting = await shop.stripe.checkout.sessions.create(checkoutParams());
  await submitForm(`${shop.simulator.url}/pay/${waiting.id}/bank-transfer`);
  const card = await shop.stripe.checkout.sessions.create(checkoutParams());
  await submitForm(`${shop.simulator.url}/pay/${card.id}/card`, { card_number: '4242424242424242' });
  await shop.close();
  // What an older simulator wrote: no charges, and a waiting transfer as `processing`.
  const old = JSON.parse(readFileSync(stateFile, 'utf8'));
  for (const intent of Object.values(old.paymentIntents) as Record<string, unknown>[]) {
    if (intent.status === 'requires_action') intent.status = 'processing';
    delete intent.latest_charge;
    delete intent.canceled_at;
    delete intent.cancellation_reason;
  }
  delete old.charges;
  delete old.refunds;
  delete old.cashBalance;
  writeFileSync(stateFile, JSON.stringify(old));

  shop = await startTestShop({ stateFile });
  const stillWaiting = await shop.stripe.checkout.sessions.retrieve(waiting.id, { expand: ['payment_intent'] });
  expect((stillWaiting.payment_intent as Stripe.PaymentIntent).status).toBe('requires_action');
  expect(await shop.simulator.transferReceived(waiting.id)).toBe('paid');
  const paid = await shop.stripe.checkout.sessions.retrieve(card.id, { expand: ['payment_intent.latest_charge'] });
  expect((paid.payment_intent as Stripe.PaymentIntent).latest_charge).toMatchObject({ amount: 8990, refunded: false });
  expect(await shop.stripe.refunds.create({ payment_intent: (paid.payment_intent as Stripe.PaymentIntent).id })).toMatchObject({
    amount: 8990,
  });
});

it('brings a state file from before wallets up to date: a card paid before says card, and no wallet', async () => {
  const stateFile = join(directory, 'before-wallets.json');
  shop = await startTestShop({ stateFile });
  const card = await shop.stripe.checkout.sessions.create(checkoutParams());
  await submitForm(`${shop.simulator.url}/pay/${card.id}/card`, { card_number: '4242424242424242' });
  await shop.close();
  // What an older simulator wrote: a card without `wallet`, a charge without `payment_method_details`.
  const old = JSON.parse(readFileSync(stateFile, 'utf8'));
  for (const method of Object.values(old.paymentMethods) as { card?: Record<string, unknown> }[]) delete method.card?.wallet;
  for (const charge of Object.values(old.charges) as Record<string, unknown>[]) delete charge.payment_method_details;
  writeFileSync(stateFile, JSON.stringify(old));

  shop = await startTestShop({ stateFile });
  const paid = await shop.stripe.checkout.sessions.retrieve(card.id, {
    expand: ['payment_intent.latest_charge', 'payment_intent.payment_method'],
  });
  const intent = paid.payment_intent as Stripe.PaymentIntent;
  expect(intent.payment_method).toMatchObject({ type: 'card', card: { last4: '4242', wallet: null } });
  expect((intent.latest_charge as Stripe.Charge).payment_method_details).toMatchObject({
    type: 'card',
    card: { last4: '4242', wallet: null },
  });
});
