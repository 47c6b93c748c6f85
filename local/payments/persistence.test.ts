import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
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
  expect((again.payment_intent as Stripe.PaymentIntent).status).toBe('processing');
  expect(await shop.stripe.coupons.retrieve('GIFT-5')).toMatchObject({ amount_off: 500, times_redeemed: 1 });

  await shop.simulator.transferReceived(session.id);
  expect((await shop.receiver.waitFor('checkout.session.async_payment_succeeded')).data.object).toMatchObject({ payment_status: 'paid' });
});
