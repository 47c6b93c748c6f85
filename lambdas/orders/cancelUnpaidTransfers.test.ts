import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { OrderRequest } from '@shop/shared/contract/orders';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearTables } from '../../test/tables.ts';
import { productKey } from '../catalog/catalogKeys.ts';
import { processPaymentEvent } from './paymentEvents.ts';
import { runOutbox } from '../testing/outbox.ts';
import { fixedClock } from '../platform/clock.ts';
import { tableName } from '../platform/config.ts';
import { dynamo } from '../platform/dynamo.ts';
import { createFakeMailer } from '../platform/mailer.ts';
import { giftCardKey } from '../promotions/promotionItems.ts';
import { writeCatalog } from '../testing/catalogFixture.ts';
import { fakePayments } from '../testing/fakePayments.ts';
import { cancelUnpaidTransfers } from './cancelUnpaidTransfers.ts';
import { getOrder } from './orderStore.ts';
import { placeOrder } from './placeOrder.ts';

const PLACED = '2026-11-02T09:00:00Z';
const DAY = 86_400_000;
const clock = fixedClock(PLACED);
const mailer = createFakeMailer();
const payments = fakePayments();
const ports = { payments: payments.gateway, mailer, clock, shopUrl: 'https://shop.example' };
const none = { cancelled: [], skipped: [], settled: [], waiting: [] };

const request = (giftCardCode?: string, quantity = 2) =>
  OrderRequest.parse({
    deliveryAddress: {
      firstName: 'Ana',
      lastName: 'Horvat',
      street: 'Ilica',
      streetNo: '12',
      city: 'Zagreb',
      country: 'HR',
      zipCode: '10000',
      phone: '091 555 0100',
    },
    cartProducts: [{ productId: 'linen-shirt-oat', sizes: [{ size: 'M', quantity }] }],
    userEmail: 'ana@example.hr',
    giftCardCode,
  });

/** An order paid by bank transfer whose money has not arrived. */
async function awaitingTransfer(giftCardCode?: string, quantity?: number): Promise<string> {
  const { url } = await placeOrder(request(giftCardCode, quantity), ports);
  const sessionId = url.split('/').pop() as string;
  payments.chooseBankTransfer(sessionId);
  await processPaymentEvent(payments.event(sessionId, 'checkout.session.completed'), ports);
  await runOutbox(ports);
  const orderId = payments.sessions.get(sessionId)?.orderId as string;
  expect((await getOrder(orderId))?.status).toBe('AWAITING_TRANSFER');
  return orderId;
}

const shirtStock = async () =>
  (await dynamo().send(new GetCommand({ TableName: tableName('catalog'), Key: productKey('linen-shirt-oat') }))).Item?.stock;
const giftCardBalance = async (code: string) =>
  (await dynamo().send(new GetCommand({ TableName: tableName('promotions'), Key: giftCardKey(code) }))).Item?.balance;

beforeEach(async () => {
  await clearTables();
  await writeCatalog();
  clock.set(PLACED);
  mailer.sent.length = 0;
  payments.setAvailable(true);
  payments.refunds.length = 0;
});

describe('cancelling bank-transfer orders left unpaid', () => {
  it('leaves an order alone for 7 days, then cancels it, gives back stock and gift card, and tells the customer once', async () => {
    await dynamo().send(
      new PutCommand({
        TableName: tableName('promotions'),
        Item: { ...giftCardKey('GIFT'), code: 'GIFT', balance: 1000, initialAmount: 1000, expiresAt: '2027-05-01T00:00:00Z' },
      }),
    );
    const orderId = await awaitingTransfer('gift');
    expect(await shirtStock()).toEqual({ M: 3 });
    expect(await giftCardBalance('GIFT')).toBe(0);
    mailer.sent.length = 0;

    clock.set(new Date(Date.parse(PLACED) + 7 * DAY - 60_000));
    expect(await cancelUnpaidTransfers(ports)).toEqual(none);
    expect((await getOrder(orderId))?.status).toBe('AWAITING_TRANSFER');

    clock.set(new Date(Date.parse(PLACED) + 7 * DAY + 60_000));
    expect(await cancelUnpaidTransfers(ports)).toEqual({ ...none, cancelled: [orderId] });
    expect(await cancelUnpaidTransfers(ports)).toEqual(none);
    await runOutbox(ports);
    await runOutbox(ports);

    const order = await getOrder(orderId);
    expect(order).toMatchObject({ status: 'CANCELLED', cancelledAt: clock.now().toISOString() });
    expect(order).not.toHaveProperty('statusKey');
    expect(await shirtStock()).toEqual({ M: 5 });
    expect(await giftCardBalance('GIFT')).toBe(1000);
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]).toMatchObject({ to: 'ana@example.hr', subject: `Tkanica order ${order?.number} is cancelled` });
    // A guest's order: its mails greet nobody by the name its placer typed.
    expect(mailer.sent[0]?.text.startsWith('Hello,\n')).toBe(true);
    expect(mailer.sent[0]?.text).not.toContain('Ana Horvat');
    expect(mailer.sent[0]?.text).toContain(`for your order ${order?.number} of 2 November 2026`);
    // The payment is cancelled at the provider too, so a transfer sent now goes back to its sender.
    expect(payments.sessions.get(order?.paymentSessionId as string)?.paymentIntentStatus).toBe('canceled');
  });

  it('does not cancel an order whose transfer arrived', async () => {
    const orderId = await awaitingTransfer();
    const sessionId = (await getOrder(orderId))?.paymentSessionId as string;
    payments.transferArrives(sessionId);
    await processPaymentEvent(payments.event(sessionId, 'checkout.session.async_payment_succeeded'), ports);
    clock.advance(8 * DAY);
    expect((await cancelUnpaidTransfers(ports)).cancelled).toEqual([]);
    expect((await getOrder(orderId))?.status).toBe('PAID');
  });

  it('cancels only the orders older than 7 days, and two runs at once cancel each order once', async () => {
    const old = [await awaitingTransfer(undefined, 1), await awaitingTransfer(undefined, 1)];
    clock.advance(3 * DAY);
    const recent = await awaitingTransfer(undefined, 1);
    clock.set(new Date(Date.parse(PLACED) + 8 * DAY));
    mailer.sent.length = 0;
    const [first, second] = await Promise.all([cancelUnpaidTransfers(ports), cancelUnpaidTransfers(ports)]);
    expect([...(first?.cancelled ?? []), ...(second?.cancelled ?? [])].sort()).toEqual([...old].sort());
    await Promise.all([runOutbox(ports), runOutbox(ports)]);
    expect(mailer.sent).toHaveLength(2);
    expect((await getOrder(recent))?.status).toBe('AWAITING_TRANSFER');
  });

  it('keeps the order cancelled when the mail service is down, and mails the customer once it is back', async () => {
    const orderId = await awaitingTransfer();
    clock.advance(8 * DAY);
    mailer.sent.length = 0;
    mailer.failWith(new Error('SES is down'));
    try {
      expect(await cancelUnpaidTransfers(ports)).toEqual({ ...none, cancelled: [orderId] });
      await runOutbox(ports);
    } finally {
      mailer.failWith(undefined);
    }
    expect((await getOrder(orderId))?.status).toBe('CANCELLED');
    expect(mailer.sent).toHaveLength(0);
    clock.advance(60 * 60_000);
    await runOutbox(ports);
    expect(mailer.sent.map((m) => m.subject)).toEqual([expect.stringMatching(/is cancelled/)]);
  });

  it('refunds a transfer that arrives after the order was cancelled, and tells the customer', async () => {
    const orderId = await awaitingTransfer();
    const sessionId = (await getOrder(orderId))?.paymentSessionId as string;
    clock.advance(8 * DAY);
    await cancelUnpaidTransfers(ports);
    // The cancellation of the payment at the provider has not happened yet when the money comes.
    payments.transferArrives(sessionId);
    await processPaymentEvent(payments.event(sessionId, 'checkout.session.async_payment_succeeded'), ports);
    await runOutbox(ports);
    const order = await getOrder(orderId);
    expect(order).toMatchObject({ status: 'REFUNDED', refunded: order?.total });
    expect(payments.refunds).toEqual([expect.objectContaining({ sessionId, amount: order?.total })]);
    expect(mailer.sent.map((m) => m.subject)).toContain(`Your payment for order ${order?.number} is on its way back`);
    expect(await shirtStock()).toEqual({ M: 5 });
  });

  it('settles as paid, invoices and mails once, and refunds nothing, when the money reached the provider but its event never reached the shop', async () => {
    const orderId = await awaitingTransfer();
    const sessionId = (await getOrder(orderId))?.paymentSessionId as string;
    // The transfer arrives; its event fails on every delivery and waits in the dead-letter queue.
    payments.transferArrives(sessionId);
    mailer.sent.length = 0;

    clock.advance(8 * DAY);
    expect(await cancelUnpaidTransfers(ports)).toEqual({ ...none, settled: [orderId] });
    expect(await cancelUnpaidTransfers(ports)).toEqual(none);
    await runOutbox(ports);
    await runOutbox(ports);

    const order = await getOrder(orderId);
    expect(order).toMatchObject({ status: 'PAID', paymentMethod: 'BANK_TRANSFER', invoiceId: expect.any(String) });
    expect(mailer.sent.map((m) => m.subject)).toEqual([expect.stringMatching(/invoice/)]);
    expect(payments.refunds).toEqual([]);
    expect(payments.sessions.get(sessionId)?.paymentIntentStatus).toBe('succeeded');
    expect(await shirtStock()).toEqual({ M: 3 });

    // The dead letter replayed later changes nothing.
    await processPaymentEvent(payments.event(sessionId, 'checkout.session.async_payment_succeeded'), ports);
    await runOutbox(ports);
    expect((await getOrder(orderId))?.status).toBe('PAID');
    expect(mailer.sent).toHaveLength(1);
    expect(payments.refunds).toEqual([]);
  });

  it('leaves the order as it is for the next run when the provider does not answer, then cancels it once it says nothing came', async () => {
    const orderId = await awaitingTransfer();
    clock.advance(8 * DAY);
    mailer.sent.length = 0;
    payments.setAvailable(false);
    expect(await cancelUnpaidTransfers(ports)).toEqual({ ...none, waiting: [orderId] });
    await runOutbox(ports);
    expect((await getOrder(orderId))?.status).toBe('AWAITING_TRANSFER');
    expect(await shirtStock()).toEqual({ M: 3 });
    expect(mailer.sent).toEqual([]);

    payments.setAvailable(true);
    clock.advance(60 * 60_000);
    expect(await cancelUnpaidTransfers(ports)).toEqual({ ...none, cancelled: [orderId] });
    expect((await getOrder(orderId))?.status).toBe('CANCELLED');
  });
});
