import { beforeEach, describe, expect, it } from 'vitest';
import { OrderRequest } from '@shop/shared/contract/orders';
import { invoiceForOrder } from './invoiceForOrder.ts';
import { ORDERS } from './messages.ts';
import { getOrder } from './orderStore.ts';
import { placeOrder } from './placeOrder.ts';
import { runOutbox } from '../testing/outbox.ts';
import { createFakeMailer } from '../platform/mailer.ts';
import { writeCatalog } from '../testing/catalogFixture.ts';
import { fakePayments } from '../testing/fakePayments.ts';
import { clearTables, scanTable } from '../../test/tables.ts';
import { processPaymentEvent } from './paymentEvents.ts';
import { testClock } from '../../test/clock.ts';

const clock = testClock();
const request = OrderRequest.parse({
  deliveryAddress: {
    firstName: 'Ana',
    lastName: 'Horvat',
    street: 'Ilica',
    streetNo: '12',
    city: 'Zagreb',
    country: 'HR',
    zipCode: '10000',
    phone: '091',
  },
  cartProducts: [{ productId: 'linen-shirt-oat', sizes: [{ size: 'M', quantity: 2 }] }],
  userEmail: 'ana@example.hr',
});

async function invoices() {
  const Items = await scanTable('orders');
  return (Items ?? []).filter((i) => String(i.pk).startsWith('I#'));
}

async function setup() {
  const payments = fakePayments();
  const mailer = createFakeMailer();
  const ports = { payments: payments.gateway, mailer, clock, shopUrl: 'https://shop.example' };
  const { url } = await placeOrder(request, ports);
  const sessionId = url.split('/').pop() as string;
  const orderId = payments.sessions.get(sessionId)?.orderId as string;
  return { payments, mailer, ports, sessionId, orderId };
}

beforeEach(async () => {
  await clearTables();
  await writeCatalog();
});

describe('payment events', () => {
  it('pay the order once, issue one invoice and send one email, however often they come', async () => {
    const { payments, mailer, ports, sessionId, orderId } = await setup();
    payments.payByCard(sessionId);
    const event = payments.event(sessionId, 'checkout.session.completed', 'evt_1');
    const results = [];
    for (let i = 0; i < 10; i++) results.push(await processPaymentEvent(event, ports));
    expect(results[0]).toBe('processed');
    expect(results.slice(1).every((r) => r === 'duplicate')).toBe(true);
    await runOutbox(ports);
    await runOutbox(ports);
    expect(await getOrder(orderId)).toMatchObject({ status: 'PAID', paymentMethod: 'CARD' });
    expect(await invoices()).toHaveLength(1);
    expect(mailer.sent.map((m) => m.subject)).toEqual([expect.stringMatching(/is confirmed/), expect.stringMatching(/invoice 1\/ZG1\/1/)]);
    expect(mailer.sent.every((m) => m.to === 'ana@example.hr')).toBe(true);
    expect(mailer.sent[1]?.attachments?.[0]).toMatchObject({ contentType: 'application/pdf' });
  });

  it('end the same way when different events about one payment arrive in any order, even at once', async () => {
    const { payments, mailer, ports, sessionId, orderId } = await setup();
    payments.payByCard(sessionId);
    await Promise.all([
      processPaymentEvent(payments.event(sessionId, 'checkout.session.async_payment_succeeded', 'evt_b'), ports),
      processPaymentEvent(payments.event(sessionId, 'checkout.session.completed', 'evt_a'), ports),
      invoiceForOrder(orderId, ports),
      runOutbox(ports),
    ]);
    await runOutbox(ports);
    expect((await getOrder(orderId))?.status).toBe('PAID');
    expect(await invoices()).toHaveLength(1);
    expect(mailer.sent.filter((m) => m.attachments?.length)).toHaveLength(1);
    expect(mailer.sent).toHaveLength(2);
  });

  it('number invoices without gaps', async () => {
    const first = await setup();
    const second = await setup();
    for (const { payments, ports, sessionId } of [first, second]) {
      payments.payByCard(sessionId);
      await processPaymentEvent(payments.event(sessionId, 'checkout.session.completed'), ports);
      await runOutbox(ports);
    }
    const numbers = (await invoices()).map((i) => i.document.number).sort();
    expect(numbers).toEqual(['1/ZG1/1', '2/ZG1/1']);
  });

  it('wait for a bank transfer, then pay on its arrival', async () => {
    const { payments, mailer, ports, sessionId, orderId } = await setup();
    payments.chooseBankTransfer(sessionId);
    await processPaymentEvent(payments.event(sessionId, 'checkout.session.completed'), ports);
    await runOutbox(ports);
    expect(await getOrder(orderId)).toMatchObject({ status: 'AWAITING_TRANSFER', statusKey: 'STATUS#AWAITING_TRANSFER' });
    expect(mailer.sent.map((m) => m.subject).join()).toMatch(/transfer/i);
    await expect(invoiceForOrder(orderId, ports)).rejects.toMatchObject({ statusCode: 409, said: ORDERS.notPaidYet });

    payments.transferArrives(sessionId);
    await processPaymentEvent(payments.event(sessionId, 'checkout.session.async_payment_succeeded'), ports);
    await runOutbox(ports);
    const paid = await getOrder(orderId);
    expect(paid?.status).toBe('PAID');
    expect(paid?.statusKey).toBe('STATUS#PAID');
    expect(await invoices()).toHaveLength(1);
  });

  it('give the stock back when the payment page expires', async () => {
    const { payments, ports, sessionId, orderId } = await setup();
    payments.expire(sessionId);
    await processPaymentEvent(payments.event(sessionId, 'checkout.session.expired'), ports);
    await processPaymentEvent(payments.event(sessionId, 'checkout.session.expired'), ports);
    expect((await getOrder(orderId))?.status).toBe('EXPIRED');
    const Items = (await scanTable('catalog')).filter((item) => item.pk === 'P#linen-shirt-oat');
    expect(Items?.[0]?.stock).toEqual({ M: 5 });
  });
});
