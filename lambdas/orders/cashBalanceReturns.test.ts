/**
 * A bank transfer that comes after the shop cancelled its order, or for more than the order's
 * total, end to end: the payment simulator (local/simulators/payments/) plays Stripe and the bank, its
 * signed webhooks go through the shop's webhook handler onto the payment queue, and the
 * queue's consumer, the outbox, the mail and Today do the rest.
 */
import { OrderRequest } from '@shop/shared/contract/orders';
import { formatEuro } from '@shop/shared/money';
import { recordSqs } from '../testing/sqsRecorder.ts';
import type Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type PaymentSimulator, startPaymentSimulator } from '../../local/simulators/payments/simulator.ts';
import { startWebhookReceiver, submitForm, type WebhookReceiver } from '../../local/simulators/payments/test-support.ts';
import { clearTables } from '../../test/tables.ts';
import { readAudit } from '../staff/auditLog.ts';
import { shopAuditReader } from '../staff/staffAdapters.ts';
import { today } from '../admin/orderDesk.ts';
import { shopOrderReader } from './orderAdapters.ts';
import { handler as webhook } from '../payments/handlers/paymentWebhook.ts';
import { stripeGateway } from '../payments/paymentGateway.ts';
import { fixedClock } from '../platform/clock.ts';
import { resetConfigForTests } from '../platform/config.ts';
import { createFakeMailer } from '../platform/mailer.ts';
import { writeCatalog } from '../testing/catalogFixture.ts';
import { invoke } from '../testing/invoke.ts';
import { runOutbox } from '../testing/outbox.ts';
import { cancelUnpaidTransfers } from './cancelUnpaidTransfers.ts';
import { handleCashBalanceTransaction } from './cashBalanceReturns.ts';
import { type PaymentEvent, processPaymentEvent } from './paymentEvents.ts';
import { getOrder } from './orderStore.ts';
import { placeOrder } from './placeOrder.ts';
import { ZAGREB_ADDRESS } from '../testing/addressFixture.ts';

const PLACED = '2026-11-02T09:00:00Z';
const DAY = 86_400_000;
const clock = fixedClock(PLACED);
const mailer = createFakeMailer();
const payments = stripeGateway();
const ports = { payments, mailer, clock, shopUrl: 'https://shop.example' };
const sqs = recordSqs();

let simulator: PaymentSimulator;
let receiver: WebhookReceiver;
/** Webhooks the shop has been given so far. */
let delivered = 0;

beforeAll(async () => {
  // The shop verifies the simulator's signatures with its own webhook secret.
  const secret = process.env.STRIPE_WEBHOOK_SECRET as string;
  receiver = await startWebhookReceiver(secret);
  simulator = await startPaymentSimulator({
    port: 0,
    webhookUrl: receiver.url,
    webhookSecret: secret,
    retryDelaysMs: [],
    // The provider's clock is the shop's: a page opened on the order's day ends 31 minutes later.
    now: () => clock.now().getTime(),
  });
  process.env.STRIPE_API_URL = simulator.url;
  resetConfigForTests();
});
afterAll(async () => {
  await simulator.close();
  await receiver.close();
  sqs.restore();
});
beforeEach(async () => {
  await clearTables();
  await writeCatalog();
  clock.set(PLACED);
  mailer.sent.length = 0;
  sqs.reset();
});

/**
 * Gives the shop every webhook the simulator sent since the last call, as Stripe would: through
 * the webhook handler, which puts it on the payment queue, whose consumer processes it. Then
 * performs what the outbox holds.
 */
async function deliver(): Promise<string[]> {
  // Some of the simulator's events are sent without waiting: let them land.
  let seen = -1;
  while (seen !== receiver.received.length) {
    seen = receiver.received.length;
    await new Promise((resolve) => setTimeout(resolve, 60));
  }
  const types: string[] = [];
  for (const { raw, signature } of receiver.received.slice(delivered)) {
    delivered += 1;
    sqs.reset();
    const { status } = await invoke(webhook, { body: raw, headers: { 'stripe-signature': signature } });
    expect(status).toBe(200);
    const queued = JSON.parse(sqs.sent[0]?.MessageBody ?? '{}') as PaymentEvent;
    types.push(queued.type);
    await processPaymentEvent(queued, ports);
  }
  await runOutbox(ports);
  return types;
}

const request = () =>
  OrderRequest.parse({
    deliveryAddress: { ...ZAGREB_ADDRESS, firstName: 'Ana', lastName: 'Horvat' },
    cartProducts: [{ productId: 'linen-shirt-oat', sizes: [{ size: 'M', quantity: 1 }] }],
    userEmail: 'ana@example.hr',
  });

/** An order whose shopper chose a bank transfer on the provider's page; its money has not come. */
async function awaitingTransfer(): Promise<{ orderId: string; sessionId: string; total: number }> {
  const { url } = await placeOrder(request(), ports);
  const sessionId = url.split('/').pop() as string;
  expect((await submitForm(`${simulator.url}/pay/${sessionId}/bank-transfer`)).status).toBe(303);
  await deliver();
  const session = await payments.getSession(sessionId);
  const orderId = session.status === 'found' ? (session.session.orderId as string) : '';
  const order = await getOrder(orderId);
  expect(order?.status).toBe('AWAITING_TRANSFER');
  return { orderId, sessionId, total: order?.total ?? 0 };
}

const cashReturns = async () => (await (await fetch(`${simulator.url}/_simulator/refunds`)).json()) as Stripe.Refund[];
const returnsOf = async (orderId: string) => (await cashReturns()).filter((refund) => refund.metadata?.orderId === orderId);
const todayRows = async (orderId: string) =>
  (await today(clock.now(), shopOrderReader)).lateTransfers.filter((row) => row.orderId === orderId);

describe('a bank transfer that arrives after the shop cancelled its order', () => {
  it('is returned from the customer’s cash balance, the customer is told, and Today shows it until the money is back', async () => {
    const { orderId, sessionId, total } = await awaitingTransfer();
    clock.set(new Date(Date.parse(PLACED) + 7 * DAY + 60_000));
    await cancelUnpaidTransfers(ports);
    await deliver();
    expect((await getOrder(orderId))?.status).toBe('CANCELLED');
    mailer.sent.length = 0;

    expect(await simulator.transferReceived(sessionId)).toBe('held_in_cash_balance');
    expect(await deliver()).toContain('customer_cash_balance_transaction.created');

    const [returned, ...more] = await returnsOf(orderId);
    expect(more).toEqual([]);
    expect(returned).toMatchObject({ amount: total, status: 'requires_action', instructions_email: 'ana@example.hr' });
    expect((await getOrder(orderId))?.status).toBe('CANCELLED');
    const [mail, ...otherMail] = mailer.sent;
    expect(otherMail).toEqual([]);
    expect(mail?.to).toBe('ana@example.hr');
    expect(mail?.subject).toContain('We have returned your late transfer');
    expect(mail?.text).toContain(`We have returned your late transfer of ${formatEuro(total)}.`);
    expect(await todayRows(orderId)).toEqual([
      expect.objectContaining({ amount: total, reason: 'late', status: 'requires_action', refundId: returned?.id }),
    ]);

    // The shop decided to send the money back by itself: the audit log says so.
    expect((await readAudit(shopAuditReader, { subject: `order#${orderId}` }, clock.now())).data).toContainEqual(
      expect.objectContaining({
        action: 'orders.returnCashBalance',
        staff: expect.objectContaining({ id: 'shop' }),
        after: expect.objectContaining({ amount: total, reason: 'late' }),
      }),
    );

    simulator.moveReturn(returned?.id as string, 'bank-details-given');
    expect(await deliver()).toContain('refund.updated');
    expect(await todayRows(orderId)).toEqual([expect.objectContaining({ status: 'pending' })]);

    simulator.moveReturn(returned?.id as string, 'arrives');
    await deliver();
    expect(await todayRows(orderId)).toEqual([]);
    expect(mailer.sent).toHaveLength(1);
  });

  it('is returned once however often the provider tells of it', async () => {
    const { orderId, sessionId, total } = await awaitingTransfer();
    clock.set(new Date(Date.parse(PLACED) + 7 * DAY + 60_000));
    await cancelUnpaidTransfers(ports);
    await deliver();
    mailer.sent.length = 0;
    await simulator.transferReceived(sessionId);
    const funded = simulator
      .events()
      .find((sent) => sent.sessionId === sessionId && sent.type === 'customer_cash_balance_transaction.created')?.event;
    const event = JSON.parse(JSON.stringify(funded)) as PaymentEvent;

    await deliver();
    // The same event again, and its transaction as if it were news (a ledger lost, a second worker).
    expect(await processPaymentEvent(event, ports)).toBe('duplicate');
    await handleCashBalanceTransaction(event.data.object, ports);
    await handleCashBalanceTransaction({ ...event.data.object, id: 'ccsbtxn_another_look' }, ports);
    await runOutbox(ports);

    expect((await returnsOf(orderId)).map((refund) => refund.amount)).toEqual([total]);
    expect(mailer.sent.map((sent) => sent.subject)).toEqual([expect.stringContaining('We have returned your late transfer')]);
    expect(await todayRows(orderId)).toHaveLength(1);
  });
});

describe('a bank transfer of more than the order’s total', () => {
  it('pays the order, and what was more goes back to the customer with a mail', async () => {
    const { orderId, sessionId, total } = await awaitingTransfer();
    mailer.sent.length = 0;

    expect(await simulator.transferReceived(sessionId, total + 500)).toBe('paid');
    await deliver();

    expect((await getOrder(orderId))?.status).toBe('PAID');
    expect((await returnsOf(orderId)).map((refund) => refund.amount)).toEqual([500]);
    const mail = mailer.sent.find((sent) => sent.subject.includes('beyond order'));
    expect(mail?.text).toContain(`we have returned the ${formatEuro(500)} beyond it`);
    expect(await todayRows(orderId)).toEqual([expect.objectContaining({ amount: 500, reason: 'overpaid' })]);
  });

  it('leaves a transfer of exactly the total alone', async () => {
    const { orderId, sessionId } = await awaitingTransfer();
    await simulator.transferReceived(sessionId);
    expect(await deliver()).toContain('customer_cash_balance_transaction.created');
    expect((await getOrder(orderId))?.status).toBe('PAID');
    expect(await returnsOf(orderId)).toEqual([]);
    expect(await todayRows(orderId)).toEqual([]);
  });
});
