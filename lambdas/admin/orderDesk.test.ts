import { OrderRequest } from '@shop/shared/contract/orders';
import { formatEuro } from '@shop/shared/money';
import { beforeEach, describe, expect, it } from 'vitest';
import { TEST_START, testClock } from '../../test/clock.ts';
import { clearTables } from '../../test/tables.ts';
import { getOrder } from '../orders/orderStore.ts';
import { processPaymentEvent } from '../orders/paymentEvents.ts';
import { placeOrder } from '../orders/placeOrder.ts';
import { createFakeMailer } from '../platform/mailer.ts';
import { readAudit } from '../staff/auditLog.ts';
import { activeStaff } from '../staff/staffFixture.ts';
import { ZAGREB_ADDRESS } from '../testing/addressFixture.ts';
import { writeCatalog } from '../testing/catalogFixture.ts';
import { fakePayments } from '../testing/fakePayments.ts';
import { invokeRoute } from '../testing/invoke.ts';
import { handler as orderDesk } from './handlers/orderDesk.ts';

const clock = testClock();

/** A guest's paid order of one linen shirt. */
async function paidOrder(email: string) {
  const payments = fakePayments();
  const ports = { payments: payments.gateway, mailer: createFakeMailer(), clock, shopUrl: 'http://localhost:3000' };
  const request = OrderRequest.parse({
    deliveryAddress: ZAGREB_ADDRESS,
    cartProducts: [{ productId: 'linen-shirt-oat', sizes: [{ size: 'M', quantity: 1 }] }],
    userEmail: email,
  });
  const sessionId = (await placeOrder(request, ports)).url.split('/').pop() as string;
  payments.payByCard(sessionId);
  await processPaymentEvent(payments.event(sessionId, 'checkout.session.completed'), ports);
  return (await getOrder(payments.sessions.get(sessionId)?.orderId as string))!;
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
    expect(await step(order.id, { step: 'packed' })).toMatchObject({ status: 409 });
    expect(await step(order.id, { step: 'shipped', carrier: 'GLS', trackingUrl: 'https://gls-group.com/x' })).toMatchObject({
      status: 200,
      body: { moved: false },
    });
    const { data } = await readAudit({ subject: `order#${order.id}` }, new Date());
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
    expect(tooMuch.body.message).toBe(
      `The refund of ${formatEuro(order.total + 1)} exceeds what was paid and not yet refunded (${formatEuro(order.total)}).`,
    );
    expect((await getOrder(order.id))?.status).toBe('PAID');
    expect((await readAudit({}, new Date())).data).toEqual([]);
    expect(await step(order.id, { step: 'refund', amount: 1250 })).toMatchObject({
      status: 200,
      body: { order: { status: 'PARTLY_REFUNDED', refunded: 1250 } },
    });
    expect(await step(order.id, { step: 'transferReceived' })).toMatchObject({
      status: 409,
      body: { message: expect.stringContaining('only an order awaiting a bank transfer can be marked paid') },
    });
  });
});
