import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { OrderRequest, type OrderRequestInput } from '@shop/shared/contract/orders';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { testClock } from '../../test/clock.ts';
import { clearTables, scanTable } from '../../test/tables.ts';
import { productKey } from '../catalog/catalogKeys.ts';
import { tableName } from '../platform/config.ts';
import { dynamo } from '../platform/dynamo.ts';
import { createFakeMailer } from '../platform/mailer.ts';
import { putAccount } from '../accounts/accountFixture.ts';
import type { PaymentGateway } from '../payments/paymentGateway.ts';
import { ZAGREB_ADDRESS } from '../testing/addressFixture.ts';
import { writeCatalog } from '../testing/catalogFixture.ts';
import { invokeRoute } from '../testing/invoke.ts';
import { runOutbox } from '../testing/outbox.ts';
import { handler as createOrderHandler } from './handlers/createOrder.ts';
import { ORDERS } from './messages.ts';
import type { OrderRecord } from './orderRecord.ts';
import { getOrder, transition } from './orderStore.ts';
import { processPaymentEvent } from './paymentEvents.ts';
import { CHECKOUT_SESSION_MINUTES, type OrderPlacer, placeOrder } from './placeOrder.ts';
import { releaseAbandonedOrders } from './releaseAbandonedOrders.ts';
import { UNPAID_ORDERS_PER_CLIENT, UNPAID_ORDERS_PER_EMAIL, UNPAID_RETRY_AFTER_MAX_SECONDS } from './unpaidOrders.ts';

// The route's function calls the provider through stripeGateway(): here, the fake one.
const payments = vi.hoisted(() => ({
  current: undefined as unknown as ReturnType<typeof import('../testing/fakePayments.ts').fakePayments>,
}));
vi.mock('../payments/paymentGateway.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../payments/paymentGateway.ts')>();
  const { fakePayments } = await import('../testing/fakePayments.ts');
  payments.current = fakePayments();
  return { ...original, stripeGateway: () => payments.current.gateway };
});

const clock = testClock();
const MINUTE = 60_000;
const mailer = createFakeMailer();
const ports = () => ({ payments: payments.current.gateway, mailer, clock, shopUrl: 'https://shop.example' });
const body = (extra: Partial<OrderRequestInput> = {}): OrderRequestInput => ({
  deliveryAddress: ZAGREB_ADDRESS,
  cartProducts: [{ productId: 'linen-shirt-oat', sizes: [{ size: 'M', quantity: 1 }] }],
  userEmail: 'ana@example.hr',
  ...extra,
});
const order = (placer: OrderPlacer, extra: Partial<OrderRequestInput> = {}) => placeOrder(OrderRequest.parse(body(extra)), ports(), placer);
const orderIdOf = (url: string) => payments.current.sessions.get(url.split('/').pop() as string)?.orderId as string;
const sessionOf = (url: string) => url.split('/').pop() as string;
/** The shopper chooses bank transfer on the payment page, and the shop hears of it. */
const chooseTransfer = async (url: string) => {
  payments.current.chooseBankTransfer(sessionOf(url));
  await processPaymentEvent(payments.current.event(sessionOf(url), 'checkout.session.completed'), ports());
};
/** The orders table's items, in key order, to compare before and after. */
const ordersTable = async () => (await scanTable('orders')).sort((a, b) => `${a.pk}|${a.sk}`.localeCompare(`${b.pk}|${b.sk}`));

const shirtStock = async () =>
  (await dynamo().send(new GetCommand({ TableName: tableName('catalog'), Key: productKey('linen-shirt-oat') }))).Item?.stock?.M;
const orderCount = async () => (await scanTable('orders')).filter((i) => String(i.pk).startsWith('O#')).length;

beforeEach(async () => {
  await clearTables();
  await writeCatalog();
  // Enough shirts for every order a test places.
  await dynamo().send(
    new UpdateCommand({
      TableName: tableName('catalog'),
      Key: productKey('linen-shirt-oat'),
      UpdateExpression: 'SET stock.M = :n',
      ExpressionAttributeValues: { ':n': 100 },
    }),
  );
  mailer.sent.length = 0;
});

describe('unpaid orders an email may have open', () => {
  it(`refuses order ${UNPAID_ORDERS_PER_EMAIL + 1} with 429, writes nothing, and takes one again once an order is let go`, async () => {
    const placed = [];
    for (let i = 0; i < UNPAID_ORDERS_PER_EMAIL; i++) placed.push(await order({ client: `192.0.2.${i}` }));
    const refused = order({ client: '192.0.2.50' }, { userEmail: 'ANA@example.hr' });
    await expect(refused).rejects.toMatchObject({
      statusCode: 429,
      message: `There are already ${UNPAID_ORDERS_PER_EMAIL} unpaid orders for this email address. Please pay for one of them, or wait until it is cancelled, before ordering again.`,
      said: { code: 'orders.tooManyUnpaidForEmail' },
      errors: { userEmail: ORDERS.tooManyUnpaidForEmail({ count: UNPAID_ORDERS_PER_EMAIL }) },
    });
    expect(await orderCount()).toBe(UNPAID_ORDERS_PER_EMAIL);
    expect(await shirtStock()).toBe(100 - UNPAID_ORDERS_PER_EMAIL);

    // The shopper comes back from one payment page: that order lets go, and a new one is taken.
    const first = (await getOrder(orderIdOf(placed[0]!.url))) as OrderRecord;
    await transition(first, { type: 'checkoutCancelled' }, clock.now());
    await expect(order({ client: '192.0.2.50' })).resolves.toHaveProperty('url');
  });

  it('counts a paid order out, and an order whose transfer is awaited in', async () => {
    const { url } = await order({ client: '192.0.2.1' });
    const sessionId = url.split('/').pop() as string;
    payments.current.chooseBankTransfer(sessionId);
    await processPaymentEvent(payments.current.event(sessionId, 'checkout.session.completed'), ports());
    expect((await getOrder(orderIdOf(url)))?.status).toBe('AWAITING_TRANSFER');
    for (let i = 1; i < UNPAID_ORDERS_PER_EMAIL; i++) await order({ client: '192.0.2.1' });
    await expect(order({ client: '192.0.2.1' })).rejects.toMatchObject({ statusCode: 429 });

    payments.current.transferArrives(sessionId);
    await processPaymentEvent(payments.current.event(sessionId, 'checkout.session.async_payment_succeeded'), ports());
    expect((await getOrder(orderIdOf(url)))?.status).toBe('PAID');
    await expect(order({ client: '192.0.2.1' })).resolves.toHaveProperty('url');
  });

  it('never stops the owner of the email, logged in, because of orders strangers placed with it', async () => {
    for (let i = 0; i < UNPAID_ORDERS_PER_EMAIL; i++) await order({ client: `203.0.113.${i}` });
    await expect(order({ client: '203.0.113.9' })).rejects.toMatchObject({ statusCode: 429 });
    await expect(order({ client: '192.0.2.7', customerEmail: 'ana@example.hr' })).resolves.toHaveProperty('url');
  });
});

describe('unpaid orders a client may have open', () => {
  it(`refuses order ${UNPAID_ORDERS_PER_CLIENT + 1} from one client, whatever the emails, and leaves other clients alone`, async () => {
    for (let i = 0; i < UNPAID_ORDERS_PER_CLIENT; i++) await order({ client: '198.51.100.5' }, { userEmail: `guest${i}@example.hr` });
    await expect(order({ client: '198.51.100.5' }, { userEmail: 'someone.new@example.hr' })).rejects.toMatchObject({
      statusCode: 429,
      message:
        'There are already too many unpaid orders from your connection. Please pay for one of them, or wait until it is cancelled, before ordering again.',
      said: ORDERS.tooManyUnpaidFromConnection,
    });
    expect(await orderCount()).toBe(UNPAID_ORDERS_PER_CLIENT);
    await expect(order({ client: '198.51.100.6' }, { userEmail: 'someone.new@example.hr' })).resolves.toHaveProperty('url');
  });

  it('answers 429 with a JSON message through POST /api/orders, for the address the request came from', async () => {
    const call = (email: string, sourceIp: string) =>
      invokeRoute('POST /api/orders', createOrderHandler, { body: body({ userEmail: email }), sourceIp });
    for (let i = 0; i < UNPAID_ORDERS_PER_EMAIL; i++) expect((await call('ana@example.hr', `192.0.2.${i}`)).status).toBe(200);
    const refused = await call('ana@example.hr', '192.0.2.99');
    // The checkout shows it under the email field.
    expect(refused).toMatchObject({
      status: 429,
      body: {
        message: expect.stringMatching(/^There are already 3 unpaid orders/),
        code: 'orders.tooManyUnpaidForEmail',
        errors: { userEmail: refused.body.message },
      },
      // The first order's payment page, placed just now, ends first.
      headers: { 'retry-after': String(CHECKOUT_SESSION_MINUTES * 60) },
    });
    expect(await orderCount()).toBe(UNPAID_ORDERS_PER_EMAIL);
  });
});

describe('a full counter is looked into before the shopper is refused', () => {
  it('places the order when a counted order was paid at the provider but its event has not come, and that order is PAID', async () => {
    const placed = [];
    for (let i = 0; i < UNPAID_ORDERS_PER_EMAIL; i++) placed.push(await order({ client: `192.0.2.${i}` }));
    const first = placed[0]?.url as string;
    // Paid on the provider's page; the webhook's event is still on its way.
    payments.current.payByCard(sessionOf(first));

    await expect(order({ client: '192.0.2.50' })).resolves.toHaveProperty('url');
    expect((await getOrder(orderIdOf(first)))?.status).toBe('PAID');
    expect(await orderCount()).toBe(UNPAID_ORDERS_PER_EMAIL + 1);
    expect(await shirtStock()).toBe(100 - UNPAID_ORDERS_PER_EMAIL - 1);
  });

  it('refuses a counter truly full with 429, a Retry-After until its earliest order stops holding, and nothing written', async () => {
    // Waiting for a bank transfer: it holds for days.
    await chooseTransfer((await order({ client: '192.0.2.1' })).url);
    clock.advance(5 * MINUTE);
    // On its payment page until 31 minutes after it was placed: the earliest to end.
    await order({ client: '192.0.2.2' });
    clock.advance(5 * MINUTE);
    await order({ client: '192.0.2.3' });
    clock.advance(10 * MINUTE);
    const before = await ordersTable();
    const pages = payments.current.sessions.size;

    await expect(order({ client: '192.0.2.4' })).rejects.toMatchObject({
      statusCode: 429,
      said: { code: 'orders.tooManyUnpaidForEmail' },
      errors: {
        userEmail: { code: 'orders.tooManyUnpaidForEmail', text: { en: expect.stringMatching(/^There are already 3 unpaid orders/) } },
      },
      headers: { 'retry-after': String((5 + CHECKOUT_SESSION_MINUTES - 20) * 60) },
    });
    expect(await ordersTable()).toEqual(before);
    expect(payments.current.sessions.size).toBe(pages);
    expect(await shirtStock()).toBe(100 - UNPAID_ORDERS_PER_EMAIL);
  });

  it('names at most an hour when every counted order waits for a bank transfer', async () => {
    for (let i = 0; i < UNPAID_ORDERS_PER_EMAIL; i++) await chooseTransfer((await order({ client: `192.0.2.${i}` })).url);
    await expect(order({ client: '192.0.2.9' })).rejects.toMatchObject({
      statusCode: 429,
      headers: { 'retry-after': String(UNPAID_RETRY_AFTER_MAX_SECONDS) },
    });
  });
});

describe('how long an unpaid card order holds its stock', () => {
  it(`asks the provider for a page open ${CHECKOUT_SESSION_MINUTES} minutes, and lets the order go 5 minutes after, should the page's end not be heard of`, async () => {
    const asked: Date[] = [];
    const gateway: PaymentGateway = {
      ...payments.current.gateway,
      createCheckout: (o, urls, expiresAt) => {
        asked.push(expiresAt);
        return payments.current.gateway.createCheckout(o, urls, expiresAt);
      },
    };
    const placedAt = clock.now();
    const { url } = await placeOrder(OrderRequest.parse(body()), { ...ports(), payments: gateway }, { client: '192.0.2.1' });
    expect(asked.map((at) => (at.getTime() - placedAt.getTime()) / MINUTE)).toEqual([31]);

    payments.current.expire(url.split('/').pop() as string);
    clock.advance(36 * MINUTE + 1000);
    await releaseAbandonedOrders({ ...ports(), payments: gateway });
    expect((await getOrder(orderIdOf(url)))?.status).toBe('EXPIRED');
    expect(await shirtStock()).toBe(100);
  });
});

describe('mails of an order', () => {
  it('greet nobody by a name the placer typed for an email nobody confirmed, and greet a logged-in customer by name', async () => {
    const transferDetails = async (placer: OrderPlacer) => {
      const stranger = { ...ZAGREB_ADDRESS, firstName: 'Visit', lastName: 'evil.example to claim your refund' };
      const { url } = await order(placer, { deliveryAddress: stranger, billingAddress: stranger });
      const sessionId = url.split('/').pop() as string;
      payments.current.chooseBankTransfer(sessionId);
      await processPaymentEvent(payments.current.event(sessionId, 'checkout.session.completed'), ports());
      mailer.sent.length = 0;
      await runOutbox(ports());
      return mailer.sent.find((m) => /bank transfer details/.test(m.subject));
    };
    const guest = await transferDetails({ client: '192.0.2.1' });
    expect(guest?.text.startsWith('Hello,\n')).toBe(true);
    expect(`${guest?.subject} ${guest?.text} ${guest?.html}`).not.toMatch(/Visit|evil\.example/);

    const customer = await transferDetails({ client: '192.0.2.1', customerEmail: 'ana@example.hr' });
    expect(customer?.text.startsWith('Dear Visit,\n')).toBe(true);
  });

  it('greet the owner of an ACTIVE account under the order’s email by the account’s first name, however the order was placed', async () => {
    const stranger = { ...ZAGREB_ADDRESS, firstName: 'Visit', lastName: 'evil.example to claim your refund' };
    const confirmation = async (placer: OrderPlacer, deliveryAddress = ZAGREB_ADDRESS) => {
      const { url } = await order(placer, { deliveryAddress, billingAddress: deliveryAddress });
      payments.current.payByCard(sessionOf(url));
      await processPaymentEvent(payments.current.event(sessionOf(url), 'checkout.session.completed'), ports());
      mailer.sent.length = 0;
      await runOutbox(ports());
      const mail = mailer.sent.find((m) => /is confirmed|je potvrđena/.test(m.subject));
      expect(mail, 'the confirmation').toBeDefined();
      return mail?.text ?? '';
    };
    // No account under the email: a guest's order greets nobody by the name typed.
    expect(await confirmation({}, stranger)).toMatch(/^Hello,\n/);

    await putAccount({ email: 'ana@example.hr', id: 'u-ana', firstName: 'Ana', status: 'PENDING' });
    expect(await confirmation({}, stranger)).toMatch(/^Hello,\n/);

    await putAccount({ email: 'ana@example.hr', id: 'u-ana', firstName: 'Ana' });
    const guest = await confirmation({}, stranger);
    expect(guest).toMatch(/^Dear Ana,\n/);
    expect(guest).not.toMatch(/Visit|evil\.example/);
    // Logged in, sending a present: the mail still greets its reader, not the one it is delivered to.
    const present = { ...ZAGREB_ADDRESS, firstName: 'Marko', lastName: 'Babić' };
    expect(await confirmation({ customerEmail: 'ana@example.hr' }, present)).toMatch(/^Dear Ana,\n/);
    expect(await confirmation({ customerEmail: 'ana@example.hr', language: 'hr' }, present)).toMatch(/^Dobar dan, Ana,\n/);
  });
});
