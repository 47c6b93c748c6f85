import { OrderRequest } from '@shop/shared/contract/orders';
import { WITHDRAWAL_TEXT, type WithdrawalRequest } from '@shop/shared/contract/withdrawals';
import { recordSes } from '../testing/sesRecorder.ts';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_START, testClock } from '../../test/clock.ts';
import { clearTables, scanTable } from '../../test/tables.ts';
import type { OrderRecord } from '../orders/orderRecord.ts';
import { getOrder } from '../orders/orderStore.ts';
import { processPaymentEvent } from '../orders/paymentEvents.ts';
import { placeOrder } from '../orders/placeOrder.ts';
import { createFakeMailer } from '../platform/mailer.ts';
import { ZAGREB_ADDRESS } from '../testing/addressFixture.ts';
import { writeCatalog } from '../testing/catalogFixture.ts';
import { fakePayments } from '../testing/fakePayments.ts';
import { invokeRoute } from '../testing/invoke.ts';
import { acknowledgeWithdrawals, LEFT_TO_THE_REQUEST_MS } from './acknowledgeWithdrawals.ts';
import { handler } from './handlers/withdraw.ts';
import { WITHDRAWAL } from './messages.ts';
import { ACKNOWLEDGEMENTS_PER_ORDER, ANSWER_FLOOR_MS, WITHDRAWALS_PER_CLIENT, withdraw } from './withdraw.ts';
import type { WithdrawalRecord } from './withdrawalRecord.ts';
import { shopWithdrawalPorts } from './withdrawalAdapters.ts';
import { sentMail } from '../testing/sentMail.ts';

const ses = recordSes();
const clock = testClock();
const shopUrl = 'https://shop.example';

/**
 * A guest's order of two linen shirts and a dress on sale (its own 20 % off): sale items are
 * withdrawn from like any other. Paid by card unless `unpaid`: only a confirmed order is a contract.
 */
async function guestOrder(email = 'Durda.Kos@Example.HR', options: { unpaid?: boolean } = {}): Promise<OrderRecord> {
  const payments = fakePayments();
  const ports = { payments: payments.gateway, mailer: createFakeMailer(), clock, shopUrl };
  const request = OrderRequest.parse({
    deliveryAddress: ZAGREB_ADDRESS,
    cartProducts: [
      { productId: 'linen-shirt-oat', sizes: [{ size: 'M', quantity: 2 }] },
      { productId: 'dress-01', sizes: [{ size: 'S', quantity: 1 }] },
    ],
    userEmail: email,
  });
  const { url } = await placeOrder(request, ports);
  const sessionId = url.split('/').pop() as string;
  if (!options.unpaid) {
    payments.payByCard(sessionId);
    await processPaymentEvent(payments.event(sessionId, 'checkout.session.completed'), ports);
  }
  return (await getOrder(payments.sessions.get(sessionId)?.orderId as string)) as OrderRecord;
}

const statement = (order: OrderRecord, overrides: Partial<WithdrawalRequest> = {}): WithdrawalRequest => ({
  name: 'Đurđa Kos',
  orderNumber: order.number,
  email: 'durda.kos@example.hr',
  ...overrides,
});

/** Each answer's deadline, noted instead of waited for: the use case's tests do not wait a second each. */
let deadlines: number[] = [];
const holdUntil = async (deadline: number) => {
  deadlines.push(deadline);
};

const withdrawals = async () => (await scanTable('orders')).filter((i) => String(i.pk).startsWith('WITHDRAWAL#')) as WithdrawalRecord[];

beforeEach(async () => {
  await clearTables('orders', 'catalog', 'promotions');
  await writeCatalog();
  ses.reset();
  clock.set(TEST_START);
  deadlines = [];
});

afterAll(() => ses.restore());

describe('withdraw (the use case, against DynamoDB Local)', () => {
  it('takes a guest’s withdrawal by order number and email: records it and mails the acknowledgement once, at once', async () => {
    const order = await guestOrder();
    clock.advance(3 * 86_400_000);
    const mailer = createFakeMailer();
    const answer = await withdraw(
      statement(order, { reason: 'The shirt is too wide.' }),
      { client: '10.0.0.1' },
      shopWithdrawalPorts({ clock, mailer, shopUrl }, { holdUntil }),
    );

    expect(answer).toEqual({ message: WITHDRAWAL.received, receivedAt: clock.now().toISOString() });
    expect(answer.message.text.en).toBe(WITHDRAWAL_TEXT.received);
    const [kept, ...more] = await withdrawals();
    expect(more).toEqual([]);
    expect(kept).toMatchObject({
      orderId: order.id,
      orderNumber: order.number,
      email: 'durda.kos@example.hr',
      name: 'Đurđa Kos',
      wholeOrder: true,
      items: [
        { itemNo: 1, description: expect.stringMatching(/^2 × .+, M$/) },
        { itemNo: 2, description: expect.stringMatching(/^1 × .+, S$/) },
      ],
      unknownItemNos: [],
      reason: 'The shirt is too wide.',
      receivedAt: clock.now().toISOString(),
      withdrawalKey: 'WITHDRAWALS',
      acknowledgedAt: clock.now().toISOString(),
    });

    expect(mailer.sent).toHaveLength(1);
    const [mail] = mailer.sent;
    expect(mail?.to).toBe('durda.kos@example.hr');
    expect(mail?.subject).toBe(`We have received your withdrawal from order ${order.number}`);
    expect(mail?.idempotencyKey).toBe(`withdrawal:${kept?.id}`);
    // Art. 11a: the acknowledgement carries the statement's content and the date and time it was received.
    for (const part of ['Đurđa Kos', order.number, 'The whole order', 'The shirt is too wide.', clock.now().toISOString(), kept?.id]) {
      expect(mail?.text).toContain(part);
    }
    expect(mail?.text).toContain('within 14 days');

    // The order itself is left as it was: the refund follows the items' return.
    expect((await getOrder(order.id))?.status).toBe(order.status);
  });

  it('gives a wrong email, a number of no order, or an order never confirmed the same answer, and records and mails nothing', async () => {
    const order = await guestOrder();
    const unconfirmed = await guestOrder('durda.kos@example.hr', { unpaid: true });
    expect(unconfirmed.status).toBe('PENDING_PAYMENT');
    const mailer = createFakeMailer();
    const ports = shopWithdrawalPorts({ clock, mailer, shopUrl }, { holdUntil });
    const right = await withdraw(statement(order), { client: '10.0.0.2' }, ports);
    expect(await withdraw(statement(unconfirmed), { client: '10.0.0.2' }, ports)).toEqual(right);
    const wrongEmail = await withdraw(statement(order, { email: 'someone.else@example.hr' }), { client: '10.0.0.2' }, ports);
    const noSuchOrder = await withdraw(
      statement(order, { orderNumber: order.number.replace(/.$/, (c) => (c === 'X' ? 'Y' : 'X')) }),
      {
        client: '10.0.0.2',
      },
      ports,
    );
    expect(wrongEmail).toEqual(right);
    expect(noSuchOrder).toEqual(right);
    expect(await withdrawals()).toHaveLength(1);
    expect(mailer.sent.map((m) => m.to)).toEqual(['durda.kos@example.hr']);
  });

  it('keeps a withdrawal from some items as sent, a sale item too: the items named, and a number the order lacks', async () => {
    const order = await guestOrder();
    // Item 2 is the dress bought on sale: the right of withdrawal knows no exception for it.
    expect(order.lines.find((line) => line.itemNo === 2)?.discountPercent).toBe(20);
    const mailer = createFakeMailer();
    await withdraw(
      statement(order, { lines: [2, 7, 2] }),
      { client: '10.0.0.3' },
      shopWithdrawalPorts({ clock, mailer, shopUrl }, { holdUntil }),
    );
    const [kept] = await withdrawals();
    expect(kept).toMatchObject({ wholeOrder: false, items: [{ itemNo: 2 }], unknownItemNos: [7] });
    expect(mailer.sent[0]?.text).toMatch(/Item 2: 1 × .+, S; Item 7: the order has no item 7/);
  });

  it('keeps the withdrawal when the mail service is down, and the job acknowledges it once the service is back, once', async () => {
    const order = await guestOrder();
    const mailer = createFakeMailer();
    const ports = shopWithdrawalPorts({ clock, mailer, shopUrl }, { holdUntil });
    mailer.failWith(new Error('SES is throttling'));
    const answer = await withdraw(statement(order), { client: '10.0.0.4' }, ports);
    expect(answer.message).toEqual(WITHDRAWAL.received);
    const [waiting] = await withdrawals();
    expect(waiting?.acknowledgedAt).toBeUndefined();
    expect(waiting).toMatchObject({ acknowledgementAttempts: 1, lastAcknowledgementError: 'SES is throttling' });

    mailer.failWith(undefined);
    // A statement just received is left to the request that received it.
    expect(await acknowledgeWithdrawals(ports)).toEqual({ acknowledged: [], failed: [] });
    clock.advance(LEFT_TO_THE_REQUEST_MS + 1000);
    expect(await acknowledgeWithdrawals(ports)).toEqual({ acknowledged: [waiting?.id], failed: [] });
    expect(await acknowledgeWithdrawals(ports)).toEqual({ acknowledged: [], failed: [] });
    expect(mailer.sent).toHaveLength(1);
    const [done] = await withdrawals();
    expect(done?.acknowledgedAt).toBe(clock.now().toISOString());
    expect(done?.lastAcknowledgementError).toBeUndefined();
  });

  it('holds every answer to the same floor from its start, whether the number and email match an order or not', async () => {
    const order = await guestOrder();
    const mailer = createFakeMailer();
    const ports = shopWithdrawalPorts({ clock, mailer, shopUrl }, { holdUntil });
    const heldFor = async (request: WithdrawalRequest) => {
      deadlines = [];
      const start = performance.now();
      const answer = await withdraw(request, { client: '10.0.0.5' }, ports);
      const end = performance.now();
      expect(deadlines).toHaveLength(1);
      return { answer, floor: (deadlines[0] as number) - start, work: end - start };
    };
    const matched = await heldFor(statement(order));
    const noOrder = await heldFor(statement(order, { email: 'someone.else@example.hr' }));
    const badNumber = await heldFor(statement(order, { orderNumber: 'TK-000000-AAAAA' }));
    expect(mailer.sent).toHaveLength(1);
    for (const { answer, floor, work } of [matched, noOrder, badNumber]) {
      // The same body; the answer held until the floor past the request's start, which the work never reaches.
      expect(answer).toEqual(matched.answer);
      expect(floor).toBeGreaterThanOrEqual(ANSWER_FLOOR_MS);
      expect(floor).toBeLessThan(ANSWER_FLOOR_MS + Math.min(work, 200));
      expect(work).toBeLessThan(ANSWER_FLOOR_MS);
    }
  });

  it(`mails an order’s address at most ${ACKNOWLEDGEMENTS_PER_ORDER.limit} acknowledgements a day, however many statements come`, async () => {
    const order = await guestOrder();
    const mailer = createFakeMailer();
    const ports = shopWithdrawalPorts({ clock, mailer, shopUrl }, { holdUntil });
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await withdraw(statement(order), { client: `10.0.1.${i}` }, ports));
    // Every statement is answered alike and kept; only the first three are mailed.
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(mailer.sent).toHaveLength(ACKNOWLEDGEMENTS_PER_ORDER.limit);
    const kept = await withdrawals();
    expect(kept).toHaveLength(5);
    expect(kept.filter((w) => w.acknowledgedAt)).toHaveLength(3);
    expect(kept.filter((w) => w.acknowledgementWithheldAt)).toHaveLength(2);
    // The job does not mail them later either.
    clock.advance(LEFT_TO_THE_REQUEST_MS + 1000);
    expect(await acknowledgeWithdrawals(ports)).toEqual({ acknowledged: [], failed: [] });
    expect(mailer.sent).toHaveLength(3);
    // Another order of the same address is counted apart; the next day this one's address is mailed again.
    const other = await guestOrder();
    await withdraw(statement(other), { client: '10.0.1.9' }, ports);
    expect(mailer.sent).toHaveLength(4);
    clock.advance(ACKNOWLEDGEMENTS_PER_ORDER.windowSeconds * 1000);
    await withdraw(statement(order), { client: '10.0.1.10' }, ports);
    expect(mailer.sent).toHaveLength(5);
  });

  it(`takes ${WITHDRAWALS_PER_CLIENT.limit} statements an hour from one client address, then answers 429`, async () => {
    const order = await guestOrder();
    const ports = shopWithdrawalPorts({ clock, mailer: createFakeMailer(), shopUrl }, { holdUntil });
    const guess = (client: string) => withdraw(statement(order, { email: 'guess@example.hr' }), { client }, ports);
    for (let i = 0; i < WITHDRAWALS_PER_CLIENT.limit; i++) await guess('10.0.0.9');
    await expect(guess('10.0.0.9')).rejects.toMatchObject({
      statusCode: 429,
      message: expect.stringMatching(/^Too many withdrawal/),
      said: { code: 'withdrawals.tooManyStatements' },
    });
    await expect(guess('10.0.0.10')).resolves.toMatchObject({ message: WITHDRAWAL.received });
  });
});

describe('POST /api/withdrawals (the handler, with only what its uses grant)', () => {
  const call = (body: unknown, sourceIp = '10.1.0.1') => invokeRoute('POST /api/withdrawals', handler, { body, sourceIp });

  it('answers 200 and mails the acknowledgement through SES, to the order’s address', async () => {
    ses.resolves({ MessageId: 'ses-withdrawal-1' });
    const order = await guestOrder();
    const { status, body } = await call({
      ...statement(order),
      orderNumber: ` ${order.number.toLowerCase()} `,
      email: 'DURDA.KOS@example.hr',
    });
    expect(status).toBe(200);
    expect(body.message).toBe(WITHDRAWAL_TEXT.received);
    expect(body.code).toBe('withdrawals.received');
    expect(await withdrawals()).toHaveLength(1);
    const sent = ses.calls;
    expect(sent).toHaveLength(1);
    const mail = sentMail(sent[0]);
    expect(mail.to).toEqual(['durda.kos@example.hr']);
    expect(mail.subject).toBe(`We have received your withdrawal from order ${order.number}`);
  });

  it('holds the answer to the floor in the function as deployed, for a statement that matches no order too', async () => {
    const started = performance.now();
    const { status } = await call({ name: 'Nobody', orderNumber: 'TK-260101-ZZZZZ', email: 'nobody@example.hr' }, '10.1.0.9');
    expect(status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(ANSWER_FLOOR_MS);
  });

  it('acknowledges a statement made on a Croatian page in Croatian, and keeps its language for the job', async () => {
    ses.resolves({ MessageId: 'ses-withdrawal-hr' });
    const order = await guestOrder();
    const { status, body } = await invokeRoute('POST /api/withdrawals', handler, {
      body: { ...statement(order), lines: [2, 7] },
      headers: { 'X-Shop-Language': 'hr' },
      sourceIp: '10.1.0.3',
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      message: expect.stringMatching(/^Primili smo Vašu izjavu o odustajanju\./),
      code: 'withdrawals.received',
    });
    const [kept] = await withdrawals();
    expect(kept?.language).toBe('hr');
    const sent = ses.calls;
    const mail = sentMail(sent[0]);
    expect(mail.subject).toBe(`Zaprimili smo Vašu izjavu o jednostranom raskidu ugovora za narudžbu ${order.number}`);
    expect(mail.text).toContain('Ovime potvrđujemo da smo');
    expect(mail.text).toMatch(/Raskid se odnosi na: Stavka 2: 1 × .+, S; Stavka 7: narudžba nema stavku 7; javit ćemo Vam se u vezi s tim/);
    expect(mail.text).toMatch(/Zaprimljeno: \d{1,2}\. [a-zčćšžđ]+ \d{4}\. u \d{2}:\d{2} \(po zagrebačkom vremenu; /);
    expect(mail.text).toMatch(/Povrat proizvoda i pravo na jednostrani raskid ugovora: \S+\/hr\/returns\n/);
  });

  it('answers 400 naming each missing field, and an order number that is not one, and keeps nothing', async () => {
    const empty = await call({ name: ' ', orderNumber: '', email: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({
      name: WITHDRAWAL_TEXT.nameRequired,
      orderNumber: WITHDRAWAL_TEXT.orderNumberRequired,
      email: WITHDRAWAL_TEXT.emailRequired,
    });
    const odd = await call({ name: 'Ana', orderNumber: 'my order', email: 'ana@example.hr', lines: [0] });
    expect(odd.body.errors).toEqual({ orderNumber: WITHDRAWAL_TEXT.orderNumberInvalid, 'lines.0': WITHDRAWAL_TEXT.linesInvalid });
    expect(await withdrawals()).toEqual([]);
    expect(ses.calls).toHaveLength(0);
  });
});
