import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { OrderRequest, type OrderRequestInput } from '@shop/shared/contract/orders';
import { beforeEach, describe, expect, it } from 'vitest';
import { localMailFeedback, readInbox, startMailServer } from '../../local/mail.ts';
import { startLocalQueue } from '../../local/queue.ts';
import { testClock, TEST_START } from '../../test/clock.ts';
import { testStage } from '../../test/stage.ts';
import { clearTables, scanTable } from '../../test/tables.ts';
import { productKey } from '../catalog/catalogKeys.ts';
import { tableName } from '../platform/config.ts';
import { dynamo } from '../platform/dynamo.ts';
import { createFakeMailer, createSesMailer, type Mail, type SendResult } from '../platform/mailer.ts';
import { createSesApi } from '../platform/sesApi.ts';
import { awsClientOptions } from '../platform/aws.ts';
import { consumers } from '../routes.ts';
import type { PaymentGateway } from '../payments/paymentGateway.ts';
import { giftCardKey } from '../promotions/promotionItems.ts';
import { writeCatalog } from '../testing/catalogFixture.ts';
import { fakePayments } from '../testing/fakePayments.ts';
import { dieBeforeWrite, never } from '../testing/faults.ts';
import { runOutbox } from '../testing/outbox.ts';
import { invoke } from '../testing/invoke.ts';
import { cancelCheckout } from './cancelCheckout.ts';
import { handler as sendInvoiceEmailHandler } from './handlers/sendInvoiceEmail.ts';
import { myOrders } from './myOrders.ts';
import { CLAIM_SECONDS, performEffect } from './orderEffects.ts';
import type { OrderRecord } from './orderRecord.ts';
import { operatorStep } from './operatorSteps.ts';
import { shopOrderReader } from './orderAdapters.ts';
import { getOrder } from './orderStore.ts';
import { processPaymentEvent } from './paymentEvents.ts';
import { placeOrder } from './placeOrder.ts';
import { PLACED_GRACE_MINUTES, releaseAbandonedOrders } from './releaseAbandonedOrders.ts';

const clock = testClock();
const MINUTE = 60_000;
const address = {
  firstName: 'Ana',
  lastName: 'Horvat',
  street: 'Ilica',
  streetNo: '12',
  city: 'Zagreb',
  country: 'HR',
  zipCode: '10000',
  phone: '091 555 0100',
};
const request = (extra: Partial<OrderRequestInput> = {}) =>
  OrderRequest.parse({
    deliveryAddress: address,
    cartProducts: [{ productId: 'linen-shirt-oat', sizes: [{ size: 'M', quantity: 2 }] }],
    userEmail: 'ana@example.hr',
    ...extra,
  });

const shirtStock = async () =>
  (await dynamo().send(new GetCommand({ TableName: tableName('catalog'), Key: productKey('linen-shirt-oat') }))).Item?.stock;
const balance = async (code: string) =>
  (await dynamo().send(new GetCommand({ TableName: tableName('promotions'), Key: giftCardKey(code) }))).Item?.balance;
/** Waits until a function left running in the background (one that is to "die") has written its order. */
async function placedInBackground(): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if ((await scanTable('orders')).some((item) => String(item.pk).startsWith('O#'))) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('no order was placed');
}
const onlyOrder = async () => (await scanTable('orders')).find((i) => String(i.pk).startsWith('O#')) as OrderRecord;
const invoiceNumbers = async () =>
  (await scanTable('orders'))
    .filter((i) => String(i.pk).startsWith('I#'))
    .map((i) => i.sequence as number)
    .sort((a, b) => a - b);

function shop(overrides: Partial<PaymentGateway> = {}) {
  const payments = fakePayments();
  const mailer = createFakeMailer();
  const ports = { payments: { ...payments.gateway, ...overrides }, mailer, clock, shopUrl: 'https://shop.example' };
  return { payments, mailer, ports };
}

async function giftCard(code: string, amount: number) {
  await dynamo().send(
    new PutCommand({
      TableName: tableName('promotions'),
      Item: { ...giftCardKey(code), code, balance: amount, initialAmount: amount, expiresAt: '2099-01-01T00:00:00Z' },
    }),
  );
}

beforeEach(async () => {
  await clearTables();
  await writeCatalog();
  clock.set(TEST_START);
});

describe('no hold without an owner', () => {
  it('releases an order whose function died after taking the stock, before a payment page was opened', async () => {
    await giftCard('GIFT', 1000);
    const { payments, ports } = shop();
    const dying = { ...ports, payments: { ...ports.payments, createCheckout: () => never<never>() } };
    void placeOrder(request({ giftCardCode: 'GIFT' }), dying);
    await placedInBackground();
    expect(await shirtStock()).toEqual({ M: 3 });
    expect(await balance('GIFT')).toBe(0);

    clock.advance((PLACED_GRACE_MINUTES - 1) * MINUTE);
    expect((await releaseAbandonedOrders(ports)).released).toEqual([]);
    clock.advance(2 * MINUTE);
    const order = await onlyOrder();
    expect((await releaseAbandonedOrders(ports)).released).toEqual([order.id]);
    expect(await getOrder(order.id)).toMatchObject({ status: 'EXPIRED' });
    expect(await shirtStock()).toEqual({ M: 5 });
    expect(await balance('GIFT')).toBe(1000);
    // The page the sweeper opened to ask is closed: nobody can pay for the released order.
    expect(payments.sessions.get(payments.sessionOf(order.id) as string)?.status).toBe('expired');
  });

  it('finds the page of an order whose function died before recording it: closed when unpaid, settled when paid', async () => {
    for (const paid of [false, true]) {
      await clearTables();
      await writeCatalog();
      const { payments, ports } = shop();
      const crash = dieBeforeWrite(
        (command, input) => command === 'TransactWriteItemsCommand' && input.TransactItems?.[0]?.Put?.Item?.status === 'PENDING_PAYMENT',
      );
      await expect(placeOrder(request(), ports)).rejects.toThrow('the function died here');
      expect(crash.fired()).toBe(true);
      const order = await onlyOrder();
      expect(order).toMatchObject({ status: 'PLACED' });
      expect(order.paymentSessionId).toBeUndefined();
      if (paid) payments.payByCard(payments.sessionOf(order.id) as string);

      clock.advance((PLACED_GRACE_MINUTES + 1) * MINUTE);
      await releaseAbandonedOrders(ports);
      expect((await getOrder(order.id))?.status).toBe(paid ? 'PAID' : 'EXPIRED');
      expect(await shirtStock()).toEqual(paid ? { M: 3 } : { M: 5 });
      clock.set(TEST_START);
    }
  });

  it("settles an order whose page ended without the provider's word reaching the shop", async () => {
    const { payments, ports } = shop();
    await placeOrder(request(), ports);
    const order = await onlyOrder();
    payments.expire(order.paymentSessionId as string);
    clock.advance(45 * MINUTE);
    expect((await releaseAbandonedOrders(ports)).settled).toEqual([order.id]);
    expect((await getOrder(order.id))?.status).toBe('EXPIRED');
    expect(await shirtStock()).toEqual({ M: 5 });
  });

  it('waits for a provider that does not answer, then lets go once every page it could have had is gone', async () => {
    const { ports } = shop();
    const dying = { ...ports, payments: { ...ports.payments, createCheckout: () => never<never>() } };
    void placeOrder(request(), dying);
    await placedInBackground();
    const down = {
      ...ports,
      payments: { ...ports.payments, createCheckout: async () => ({ status: 'unavailable' as const, reason: 'down' }) },
    };
    clock.advance(10 * MINUTE);
    expect((await releaseAbandonedOrders(down)).waiting).toHaveLength(1);
    expect(await shirtStock()).toEqual({ M: 3 });
    clock.advance(31 * MINUTE);
    expect((await releaseAbandonedOrders(down)).released).toHaveLength(1);
    expect(await shirtStock()).toEqual({ M: 5 });
  });
});

describe('back from the payment page', () => {
  it('closes the page at once and gives back stock and gift card, which then applies again', async () => {
    await giftCard('GIFT', 2000);
    const { payments, ports } = shop();
    const { url } = await placeOrder(request({ giftCardCode: 'gift' }), ports);
    const order = await onlyOrder();
    expect(url).toContain('pay.example');
    expect(await balance('GIFT')).toBe(0);
    const back = await cancelCheckout(order.id, ports);
    expect(back.status).toBe('CANCELLED');
    expect(payments.sessions.get(order.paymentSessionId as string)?.status).toBe('expired');
    expect(await balance('GIFT')).toBe(2000);
    expect(await shirtStock()).toEqual({ M: 5 });
    // A second press changes nothing; ordering again with the same gift card works.
    expect((await cancelCheckout(order.id, ports)).status).toBe('CANCELLED');
    await expect(placeOrder(request({ giftCardCode: 'GIFT' }), ports)).resolves.toMatchObject({ url: expect.any(String) });
  });

  it('keeps an order the shopper paid for in the instant before coming back', async () => {
    const { payments, ports } = shop();
    await placeOrder(request(), ports);
    const order = await onlyOrder();
    payments.payByCard(order.paymentSessionId as string);
    expect((await cancelCheckout(order.id, ports)).status).toBe('PAID');
    expect(await shirtStock()).toEqual({ M: 3 });
  });
});

describe('the provider is the truth', () => {
  it('ignores a failure event while the page is still open; the shopper then pays and gets the order and its invoice', async () => {
    const { payments, mailer, ports } = shop();
    await placeOrder(request(), ports);
    const order = await onlyOrder();
    const sessionId = order.paymentSessionId as string;
    await processPaymentEvent(payments.event(sessionId, 'checkout.session.async_payment_failed'), ports);
    expect((await getOrder(order.id))?.status).toBe('PENDING_PAYMENT');
    expect(await shirtStock()).toEqual({ M: 3 });
    payments.payByCard(sessionId);
    await processPaymentEvent(payments.event(sessionId, 'checkout.session.completed'), ports);
    await runOutbox(ports);
    expect((await getOrder(order.id))?.status).toBe('PAID');
    expect(await invoiceNumbers()).toEqual([1]);
    expect(mailer.sent.filter((m) => m.attachments?.length)).toHaveLength(1);
  });

  it('settles, invoices and mails an order the gift card pays whole, with no browser needed', async () => {
    await giftCard('WHOLE', 50_000);
    const { mailer, ports } = shop();
    const { url } = await placeOrder(request({ giftCardCode: 'WHOLE' }), ports);
    const order = await onlyOrder();
    expect(url).toBe(`https://shop.example/order-success/${order.id}`);
    expect(order).toMatchObject({ status: 'PAID', paymentMethod: 'GIFT_CARD', total: 0 });
    await runOutbox(ports);
    expect(await invoiceNumbers()).toEqual([1]);
    expect(mailer.sent.map((m) => m.subject)).toEqual([expect.stringMatching(/is confirmed/), expect.stringMatching(/invoice 1\/ZG1\/1/)]);
  });
});

describe('history belongs to the account', () => {
  it("lists an order in a customer's history only when that customer placed it logged in", async () => {
    const { ports } = shop();
    const one = { cartProducts: [{ productId: 'linen-shirt-oat', sizes: [{ size: 'M', quantity: 1 }] }] };
    await placeOrder(request({ ...one, userEmail: 'Ana@Example.hr' }), ports);
    expect((await myOrders('ana@example.hr', { size: 10, start: 0 }, shopOrderReader)).total).toBe(0);
    await placeOrder(request({ ...one, userEmail: 'ana@example.hr' }), ports, { customerEmail: 'someone@else.hr' });
    expect((await myOrders('ana@example.hr', { size: 10, start: 0 }, shopOrderReader)).total).toBe(0);
    await placeOrder(request({ ...one, userEmail: 'ANA@example.hr' }), ports, { customerEmail: 'ana@example.hr' });
    expect((await myOrders('ana@example.hr', { size: 10, start: 0 }, shopOrderReader)).total).toBe(1);
    // A checkout left with "Cancel and return to the shop" is no order of theirs.
    await placeOrder(request({ ...one, userEmail: 'ana@example.hr' }), ports, { customerEmail: 'ana@example.hr' });
    const [latest] = (await myOrders('ana@example.hr', { size: 10, start: 0 }, shopOrderReader)).data;
    await cancelCheckout(latest?.id as string, ports);
    expect((await myOrders('ana@example.hr', { size: 10, start: 0 }, shopOrderReader)).total).toBe(1);
  });
});

/** The local SES with its configuration set's events on a local mailEvents queue, as `npm start` runs them. */
async function localSes() {
  const events = await startLocalQueue({
    port: 0,
    stage: testStage(),
    consumers: consumers.filter((c) => c.queue === 'mailEvents'),
    quiet: true,
  });
  const mail = await startMailServer({
    port: 0,
    feedback: localMailFeedback(testStage(), (notification) => events.send('mailEvents', notification)),
  });
  const ses = createSesApi(awsClientOptions(mail.url));
  return {
    ses,
    events,
    inboxOf: async (to: string) => (await readInbox(mail.url)).filter((m) => m.destination.to.includes(to)),
    stop: async () => {
      await mail.stop();
      await events.stop();
    },
  };
}

describe('a crash at every step of a mail', () => {
  async function paidOrder() {
    const { payments, mailer, ports } = shop();
    await placeOrder(request(), ports);
    const order = await onlyOrder();
    payments.payByCard(order.paymentSessionId as string);
    await processPaymentEvent(payments.event(order.paymentSessionId as string, 'checkout.session.completed'), ports);
    return { order, payments, mailer, ports };
  }
  /** The worker dies after the effect was performed, before its done-mark is written. */
  const dieBeforeDoneMark = (effectId: string) =>
    dieBeforeWrite(
      (command, input) =>
        command === 'UpdateItemCommand' && input.Key?.pk === `EFFECT#${effectId}` && input.ExpressionAttributeValues?.[':done'] === 'done',
    );
  const confirmationEffect = async () =>
    (await scanTable('orders')).find((i) => String(i.pk).startsWith('EFFECT#') && i.effect?.mail === 'confirmation')?.id as string;

  it('after the claim, before the send: the mail goes out once the claim runs out, once', async () => {
    const { mailer, ports } = await paidOrder();
    const confirmation = await confirmationEffect();
    const dying = { ...ports, mailer: { ...mailer, send: () => never<SendResult>() } };
    void performEffect(confirmation, dying);
    for (let i = 0; i < 100 && !(await scanTable('orders')).some((e) => e.id === confirmation && e.claimedUntil); i++) {
      await new Promise((r) => setTimeout(r, 50));
    }
    await runOutbox(ports);
    expect(mailer.sent.filter((m: Mail) => /confirmed/.test(m.subject))).toHaveLength(0);
    clock.advance((CLAIM_SECONDS + 1) * 1000);
    await runOutbox(ports);
    await runOutbox(ports);
    expect(mailer.sent.filter((m: Mail) => /confirmed/.test(m.subject))).toHaveLength(1);
    expect(mailer.sent.filter((m: Mail) => m.attachments?.length)).toHaveLength(1);
  });

  it('after the send, before the mark: the retry finds SES took the mail and sends nothing', async () => {
    const { mailer, ports } = await paidOrder();
    const confirmation = await confirmationEffect();
    const crash = dieBeforeDoneMark(confirmation);
    await runOutbox(ports).catch(() => {});
    expect(crash.fired()).toBe(true);
    clock.advance((CLAIM_SECONDS + 1) * 1000);
    await runOutbox(ports);
    await runOutbox(ports);
    expect(mailer.sent.filter((m: Mail) => /confirmed/.test(m.subject))).toHaveLength(1);
    expect((await scanTable('orders')).find((e) => e.id === confirmation)).toMatchObject({ status: 'done', doneAs: 'alreadySent' });
  });

  it('after SES took the mail, before the mark, with SES itself: its Send event through the queue keeps the customer to one mail', async () => {
    const { ses, events, inboxOf, stop } = await localSes();
    try {
      const { ports } = await paidOrder();
      const sesPorts = { ...ports, mailer: createSesMailer(ses) };
      const confirmation = await confirmationEffect();
      const crash = dieBeforeDoneMark(confirmation);
      await runOutbox(sesPorts).catch(() => {});
      expect(crash.fired()).toBe(true);
      await events.drain(10_000);
      clock.advance((CLAIM_SECONDS + 1) * 1000);
      await runOutbox(sesPorts);
      await runOutbox(sesPorts);
      expect((await inboxOf('ana@example.hr')).filter((m) => /confirmed/.test(m.subject))).toHaveLength(1);
      expect((await scanTable('orders')).find((e) => e.id === confirmation)).toMatchObject({ status: 'done', doneAs: 'alreadySent' });
      // The invoice's mail, sent once and marked at once, went out once too.
      expect((await inboxOf('ana@example.hr')).filter((m) => m.attachments.length > 0)).toHaveLength(1);
    } finally {
      await stop();
    }
  });

  it('sends the invoice mail once whoever asks: the success page asking again minutes later sends nothing', async () => {
    const { mailer, ports } = await paidOrder();
    await runOutbox(ports);
    await runOutbox(ports);
    const invoice = (await scanTable('orders')).find((i) => String(i.pk).startsWith('I#'));
    clock.advance(10 * MINUTE);
    const answer = await invoke(sendInvoiceEmailHandler, { method: 'POST', params: { invoiceId: invoice?.id }, body: {} });
    expect(answer).toMatchObject({ status: 200, body: { sent: false, email: 'ana@example.hr' } });
    expect(mailer.sent.filter((m: Mail) => m.attachments?.length)).toHaveLength(1);
  });

  it('a refund done twice by a worker that died before marking it is paid back once', async () => {
    const { order, payments, ports } = await paidOrder();
    await runOutbox(ports);
    const refund = await operatorStep((await getOrder(order.id)) as OrderRecord, { step: 'refund', amount: 1000 }, clock.now());
    expect(refund.status).toBe('moved');
    const crash = dieBeforeWrite(
      (command, input) => command === 'UpdateItemCommand' && input.ExpressionAttributeValues?.[':done'] === 'done',
    );
    await runOutbox(ports).catch(() => {});
    expect(crash.fired()).toBe(true);
    clock.advance((CLAIM_SECONDS + 1) * 1000);
    await runOutbox(ports);
    expect(payments.refunds).toHaveLength(1);
    expect(payments.refunds[0]?.amount).toBe(1000);
    expect((await getOrder(order.id))?.status).toBe('PARTLY_REFUNDED');
  });

  it('keeps invoice numbers without gaps when issuing dies half-way, for many orders at once', async () => {
    const paid = [];
    for (let i = 0; i < 4; i++) {
      await writeCatalog();
      paid.push(await paidOrder());
    }
    const crash = dieBeforeWrite(
      (command, input) => command === 'TransactWriteItemsCommand' && String(input.TransactItems?.[1]?.Put?.Item?.pk).startsWith('I#'),
    );
    await Promise.all(paid.map(({ ports }) => runOutbox(ports).catch(() => {})));
    expect(crash.fired()).toBe(true);
    clock.advance((CLAIM_SECONDS + 1) * 1000);
    await runOutbox(paid[0]!.ports);
    await runOutbox(paid[0]!.ports);
    expect(await invoiceNumbers()).toEqual([1, 2, 3, 4]);
  });
});
