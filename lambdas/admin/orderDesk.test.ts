import { OrderRequest } from '@shop/shared/contract/orders';
import { formatEuro } from '@shop/shared/money';
import { beforeEach, describe, expect, it } from 'vitest';
import { TEST_START, testClock } from '../../test/clock.ts';
import { clearTables, scanTable } from '../../test/tables.ts';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { getProduct } from '../catalog/catalogStore.ts';
import { keepLowStock } from '../catalog/lowStock.ts';
import { newEffect } from '../orders/effectRecord.ts';
import { tableName } from '../platform/config.ts';
import { dynamo } from '../platform/dynamo.ts';
import { EFFECTS_DEAD } from '../platform/outboxKeys.ts';
import { withdraw } from '../withdrawals/withdraw.ts';
import { ensureInvoice } from '../orders/issueInvoice.ts';
import { getOrder } from '../orders/orderStore.ts';
import { processPaymentEvent } from '../orders/paymentEvents.ts';
import { placeOrder } from '../orders/placeOrder.ts';
import { createFakeMailer } from '../platform/mailer.ts';
import { readAudit } from '../staff/auditLog.ts';
import { shopAuditReader } from '../staff/staffAdapters.ts';
import { activeStaff } from '../staff/staffFixture.ts';
import { ZAGREB_ADDRESS } from '../testing/addressFixture.ts';
import { writeCatalog } from '../testing/catalogFixture.ts';
import { fakePayments } from '../testing/fakePayments.ts';
import { invokeRoute } from '../testing/invoke.ts';
import { handler as orderDesk } from './handlers/orderDesk.ts';
import { shopWithdrawalPorts } from '../withdrawals/withdrawalAdapters.ts';

const clock = testClock();

/** A guest's order of one linen shirt, paid by card, or waiting for its bank transfer. */
async function paidOrder(email: string, pay: 'card' | 'transfer' = 'card', company?: { name: string; oib: string }) {
  const payments = fakePayments();
  const ports = { payments: payments.gateway, mailer: createFakeMailer(), clock, shopUrl: 'http://localhost:3000' };
  const request = OrderRequest.parse({
    deliveryAddress: ZAGREB_ADDRESS,
    cartProducts: [{ productId: 'linen-shirt-oat', sizes: [{ size: 'M', quantity: 1 }] }],
    userEmail: email,
    ...(company ? { company } : {}),
  });
  const sessionId = (await placeOrder(request, ports)).url.split('/').pop() as string;
  if (pay === 'card') payments.payByCard(sessionId);
  else payments.chooseBankTransfer(sessionId);
  await processPaymentEvent(payments.event(sessionId, 'checkout.session.completed'), ports);
  const orderId = payments.sessions.get(sessionId)?.orderId as string;
  // Paid: its invoice is issued (as the outbox does at once), so a refund's credit note can name it.
  if (pay === 'card') await ensureInvoice(orderId, clock.now());
  return (await getOrder(orderId))!;
}

let headers: Record<string, string>;
beforeEach(async () => {
  await clearTables('orders', 'catalog', 'promotions', 'staff', 'audit');
  await writeCatalog();
  clock.set(TEST_START);
  headers = (await activeStaff({ email: 'vesna@tkanica.hr' })).headers;
});

const step = (id: string, body: unknown) => invokeRoute('POST /api/admin/orders/{id}/steps', orderDesk, { params: { id }, body, headers });

describe('the orders desk', () => {
  it('lists what to pack today, finds an order by number or email, and shows its lines and the steps it takes', async () => {
    const order = await paidOrder('ana@example.hr');
    const todayView = await invokeRoute('GET /api/admin/today', orderDesk, { headers });
    expect(todayView.body.toPack).toEqual([expect.objectContaining({ number: order.number, status: 'PAID', total: order.total })]);
    for (const q of [order.number.toLowerCase(), 'Ana@Example.hr', order.id]) {
      const found = await invokeRoute('GET /api/admin/orders', orderDesk, { headers, query: { q } });
      expect(
        found.body.data.map((o: { id: string }) => o.id),
        q,
      ).toEqual([order.id]);
    }
    const listed = await invokeRoute('GET /api/admin/orders', orderDesk, { headers, query: { status: 'PAID' } });
    expect(listed.body.data).toHaveLength(1);
    expect(await invokeRoute('GET /api/admin/orders', orderDesk, { headers })).toMatchObject({
      status: 400,
      body: {
        message: 'Choose a status, or search by order number or email.',
        code: 'adminOrders.chooseStatus',
        errors: { status: 'Choose a status.' },
      },
    });
    expect(await invokeRoute('GET /api/admin/orders', orderDesk, { headers, query: { status: 'CANCELLED' } })).toMatchObject({
      status: 400,
      body: {
        message: "Orders that are CANCELLED are found by the customer's email.",
        code: 'adminOrders.foundByEmail',
        errors: { status: 'Search by email for this status.' },
      },
    });
    const detail = await invokeRoute('GET /api/admin/orders/{id}', orderDesk, { headers, params: { id: order.id } });
    expect(detail.body).toMatchObject({
      number: order.number,
      lines: [expect.objectContaining({ productName: 'Linen Shirt', size: 'M' })],
    });
    expect(detail.body.steps).toEqual(expect.arrayContaining(['packed', 'shipped', 'refund']));
    expect(detail.body.steps).not.toContain('transferReceived');
  });

  it('packs and ships through the lifecycle, with one audit entry per step that changed something', async () => {
    const order = await paidOrder('ana@example.hr');
    expect(await step(order.id, { step: 'packed' })).toMatchObject({ status: 200, body: { moved: true, order: { status: 'PACKED' } } });
    const badLink = await step(order.id, { step: 'shipped', carrier: 'GLS', trackingUrl: 'http://gls.example/1' });
    expect(badLink).toMatchObject({
      status: 400,
      body: { errors: { trackingUrl: 'The tracking link is the carrier’s https address of this parcel.' } },
    });
    const shipped = await step(order.id, { step: 'shipped', carrier: 'GLS', trackingUrl: 'https://gls-group.com/HR/hr/pracenje?match=1' });
    expect(shipped).toMatchObject({ status: 200, body: { moved: true, order: { status: 'SHIPPED', shipment: { carrier: 'GLS' } } } });
    // A repeat changes nothing and writes nothing.
    expect(await step(order.id, { step: 'packed' })).toMatchObject({ status: 409, body: { code: 'adminOrders.stepRefused' } });
    expect(await step(order.id, { step: 'shipped', carrier: 'GLS', trackingUrl: 'https://gls-group.com/x' })).toMatchObject({
      status: 200,
      body: { moved: false },
    });
    const { data } = await readAudit(shopAuditReader, { subject: `order#${order.id}` }, new Date());
    expect(
      data.map((e) => [e.action, (e.before as { status: string }).status, (e.after as { status: string }).status, e.staff.email]),
    ).toEqual([
      ['orders.shipped', 'PACKED', 'SHIPPED', 'vesna@tkanica.hr'],
      ['orders.packed', 'PAID', 'PACKED', 'vesna@tkanica.hr'],
    ]);
  });

  it('refuses a refund beyond what was paid with the reason, and changes nothing', async () => {
    const order = await paidOrder('ana@example.hr');
    const tooMuch = await step(order.id, { step: 'refund', amount: order.total + 1 });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.code).toBe('adminOrders.stepRefused');
    expect(tooMuch.body.message).toBe(
      `The refund of ${formatEuro(order.total + 1)} exceeds what was paid and not yet refunded (${formatEuro(order.total)}).`,
    );
    expect((await getOrder(order.id))?.status).toBe('PAID');
    expect((await readAudit(shopAuditReader, {}, new Date())).data).toEqual([]);
    expect(await step(order.id, { step: 'refund', amount: 1250 })).toMatchObject({
      status: 200,
      body: { order: { status: 'PARTLY_REFUNDED', refunded: 1250 } },
    });
    expect(await step(order.id, { step: 'transferReceived' })).toMatchObject({
      status: 409,
      body: {
        message: expect.stringContaining('only an order awaiting a bank transfer can be marked paid'),
        code: 'adminOrders.stepRefused',
      },
    });
  });
});

const awaitingOrder = (email: string) => paidOrder(email, 'transfer');

const effects = async (orderId: string) =>
  (await scanTable('orders')).filter((i) => String(i.pk).startsWith('EFFECT#') && i.orderId === orderId).map((i) => i.effect);

describe('the orders desk’s other actions', () => {
  it('cancels an unpaid order: its stock comes back, the cancellation mail is on its way, one audit entry', async () => {
    const stockOf = async () => (await getProduct('linen-shirt-oat'))?.stock.M;
    const before = await stockOf();
    const order = await awaitingOrder('ana@example.hr');
    const detail = await invokeRoute('GET /api/admin/orders/{id}', orderDesk, { headers, params: { id: order.id } });
    expect(detail.body.steps).toEqual(['transferReceived', 'cancel']);
    expect(await step(order.id, { step: 'cancel' })).toMatchObject({ status: 200, body: { moved: true, order: { status: 'CANCELLED' } } });
    expect(await stockOf()).toBe(before);
    expect(await effects(order.id)).toContainEqual({ kind: 'mail', mail: 'cancelled' });
    const { data } = await readAudit(shopAuditReader, { subject: `order#${order.id}` }, new Date());
    expect(data.map((e) => e.action)).toEqual(['orders.cancel']);

    const paid = await paidOrder('iva@example.hr');
    const refused = await step(paid.id, { step: 'cancel' });
    expect(refused).toMatchObject({
      status: 409,
      body: { message: `Order ${paid.number} is PAID: a paid order is not cancelled but refunded.`, code: 'adminOrders.stepRefused' },
    });
    expect((await getOrder(paid.id))?.status).toBe('PAID');
  });

  it('says why an order without an invoice cannot have it sent again, and writes nothing', async () => {
    const order = await awaitingOrder('ana@example.hr');
    const answer = await invokeRoute('POST /api/admin/orders/{id}/invoice', orderDesk, { headers, params: { id: order.id } });
    expect(answer).toMatchObject({
      status: 409,
      body: { message: `Order ${order.number} has no invoice yet (it is AWAITING_TRANSFER).`, code: 'adminOrders.noInvoice' },
    });
    expect((await readAudit(shopAuditReader, {}, new Date())).data).toEqual([]);
    const none = await invokeRoute('POST /api/admin/orders/{id}/invoice', orderDesk, { headers, params: { id: 'nothing' } });
    expect(none).toMatchObject({ status: 404, body: { message: 'There is no such order.', code: 'adminOrders.noSuchOrder' } });
  });

  it("gives an R1 invoice's eRačun to save, and says why an order without an invoice has none", async () => {
    const order = await paidOrder('nabava@vez.hr', 'card', { name: 'Vez d.o.o.', oib: '94577403194' });
    const invoice = await ensureInvoice(order.id, clock.now());
    const ubl = await invokeRoute('GET /api/admin/orders/{id}', orderDesk, { headers, params: { id: order.id }, query: { format: 'ubl' } });
    expect(ubl.status).toBe(200);
    expect(ubl.body).toMatchObject({ invoiceNumber: invoice.document.number, filename: 'eRacun-1-ZG1-1.xml' });
    expect(ubl.body.xml).toContain('<cbc:EndpointID schemeID="9934">94577403194</cbc:EndpointID>');
    expect(ubl.body.xml).toContain('<cbc:ItemClassificationCode listID="CG">14.21.26</cbc:ItemClassificationCode>');
    expect(ubl.body.xml).toContain(`<cbc:SalesOrderID>${order.number}</cbc:SalesOrderID>`);

    const awaiting = await awaitingOrder('ana@example.hr');
    const none = await invokeRoute('GET /api/admin/orders/{id}', orderDesk, {
      headers,
      params: { id: awaiting.id },
      query: { format: 'ubl' },
    });
    expect(none).toMatchObject({
      status: 409,
      body: { message: `Order ${awaiting.number} has no invoice yet (it is AWAITING_TRANSFER).`, code: 'adminOrders.noInvoice' },
    });
    const wrong = await invokeRoute('GET /api/admin/orders/{id}', orderDesk, {
      headers,
      params: { id: order.id },
      query: { format: 'pdf' },
    });
    expect(wrong.status).toBe(400);
  });

  it('handles a withdrawal: refunds the lines it names, marks it on the order, leaves Today, once', async () => {
    const order = await paidOrder('ana@example.hr');
    await withdraw(
      { name: 'Ana Horvat', orderNumber: order.number, email: 'ana@example.hr', lines: [1] },
      { client: '10.0.0.3' },
      shopWithdrawalPorts({ clock, mailer: createFakeMailer(), shopUrl: 'http://localhost:3000' }),
    );
    const waiting = await invokeRoute('GET /api/admin/today', orderDesk, { headers });
    expect(waiting.body.withdrawals).toEqual([expect.objectContaining({ orderNumber: order.number, name: 'Ana Horvat' })]);
    const id = waiting.body.withdrawals[0].id as string;
    const detail = await invokeRoute('GET /api/admin/orders/{id}', orderDesk, { headers, params: { id: order.id } });
    expect(detail.body.withdrawals).toEqual([expect.objectContaining({ id, suggestedRefund: order.lines[0]?.amount })]);

    const handle = (body: unknown) => invokeRoute('POST /api/admin/withdrawals/{id}/handle', orderDesk, { headers, params: { id }, body });
    expect(await handle({ amount: order.total + 1 })).toMatchObject({ status: 409, body: { code: 'adminOrders.withdrawalRefused' } });
    expect(await handle({ amount: 0 })).toMatchObject({ status: 400, body: { errors: { amount: 'The refund is at least 0,01 €.' } } });
    const shelf = async () => (await getProduct('linen-shirt-oat'))?.stock.M ?? 0;
    const onShelf = await shelf();
    const handled = await handle({});
    // The pieces it names came back: on the shelf again, by default.
    expect(await shelf()).toBe(onShelf + (order.lines[0]?.quantity ?? 0));
    expect(handled).toMatchObject({
      status: 200,
      body: { handled: true, withdrawal: { handledBy: 'vesna@tkanica.hr' }, order: { refunded: order.lines[0]?.amount } },
    });
    expect(await handle({})).toMatchObject({ status: 200, body: { handled: false } });
    // The refund's credit note, on its way to CIS; its mail tells the customer (lambdas/orders/refunds.test.ts).
    expect(await effects(order.id)).toContainEqual({ kind: 'fiscalise', invoiceId: expect.any(String) });
    expect((await getOrder(order.id))?.creditNoteIds).toHaveLength(1);
    expect((await invokeRoute('GET /api/admin/today', orderDesk, { headers })).body.withdrawals).toEqual([]);
    const { data } = await readAudit(shopAuditReader, { subject: `order#${order.id}` }, new Date());
    expect(data.map((e) => e.action).sort()).toEqual(['orders.refund', 'withdrawals.handle']);
  });

  it('keeps a withdrawal handled with less than it withdraws from on Today, saying what is still owed', async () => {
    const order = await paidOrder('ana@example.hr');
    await withdraw(
      { name: 'Ana Horvat', orderNumber: order.number, email: 'ana@example.hr', lines: [1] },
      { client: '10.0.0.4' },
      shopWithdrawalPorts({ clock, mailer: createFakeMailer(), shopUrl: 'http://localhost:3000' }),
    );
    const id = (await invokeRoute('GET /api/admin/today', orderDesk, { headers })).body.withdrawals[0].id as string;
    const handled = await invokeRoute('POST /api/admin/withdrawals/{id}/handle', orderDesk, {
      headers,
      params: { id },
      body: { amount: 1000 },
    });
    expect(handled).toMatchObject({
      status: 200,
      body: { handled: true, withdrawal: { handledRefund: 1000, owed: (order.lines[0]?.amount ?? 0) - 1000 } },
    });
    const today = await invokeRoute('GET /api/admin/today', orderDesk, { headers });
    expect(today.body.withdrawals).toEqual([expect.objectContaining({ id, owed: (order.lines[0]?.amount ?? 0) - 1000 })]);
  });

  it('lists low stock and given-up effects on Today', async () => {
    const product = (await getProduct('linen-shirt-oat'))!;
    await keepLowStock([{ eventName: 'MODIFY', oldImage: { ...product }, newImage: { ...product, stock: { ...product.stock, M: 1 } } }]);
    const order = await paidOrder('ana@example.hr');
    await dynamo().send(
      new PutCommand({
        TableName: tableName('orders'),
        Item: {
          ...newEffect('dead-1', order.id, { kind: 'refund', amount: 1250 }, TEST_START),
          status: 'dead',
          dueKey: EFFECTS_DEAD,
          attempts: 8,
          lastError: 'The provider said no',
        },
      }),
    );
    const view = (await invokeRoute('GET /api/admin/today', orderDesk, { headers })).body;
    expect(view.lowStockAt).toBe(2);
    expect(view.lowStock).toContainEqual(expect.objectContaining({ productId: 'linen-shirt-oat', sizes: [{ size: 'M', pieces: 1 }] }));
    expect(view.failedEffects).toEqual([
      {
        id: 'dead-1',
        orderId: order.id,
        what: `refund ${formatEuro(1250)}`,
        attempts: 8,
        lastError: 'The provider said no',
        at: TEST_START,
      },
    ]);
  });
});
