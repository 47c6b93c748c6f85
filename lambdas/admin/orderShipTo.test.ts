import { OrderRequest } from '@shop/shared/contract/orders';
import { beforeEach, describe, expect, it } from 'vitest';
import { TEST_START, testClock } from '../../test/clock.ts';
import { clearTables } from '../../test/tables.ts';
import { getOrder } from '../orders/orderStore.ts';
import { placeOrder } from '../orders/placeOrder.ts';
import { createFakeMailer } from '../platform/mailer.ts';
import { activeStaff } from '../staff/staffFixture.ts';
import { ZAGREB_ADDRESS } from '../testing/addressFixture.ts';
import { writeCatalog } from '../testing/catalogFixture.ts';
import { fakePayments } from '../testing/fakePayments.ts';
import { invokeRoute } from '../testing/invoke.ts';
import { handler as orderDesk } from './handlers/orderDesk.ts';

/* The orders desk's order says where its parcel goes: to whom, where and their phone, or where it is picked up. */

const clock = testClock();
let headers: Record<string, string>;

beforeEach(async () => {
  await clearTables('orders', 'catalog', 'promotions', 'staff', 'audit');
  await writeCatalog();
  clock.set(TEST_START);
  headers = (await activeStaff({ email: 'vesna@tkanica.hr' })).headers;
});

async function placed(request: Record<string, unknown>) {
  const payments = fakePayments();
  const ports = { payments: payments.gateway, mailer: createFakeMailer(), clock, shopUrl: 'http://localhost:3000' };
  const sessionId = (
    await placeOrder(
      OrderRequest.parse({
        cartProducts: [{ productId: 'linen-shirt-oat', sizes: [{ size: 'M', quantity: 1 }] }],
        userEmail: 'ana@example.hr',
        ...request,
      }),
      ports,
    )
  ).url
    .split('/')
    .pop() as string;
  return (await getOrder(payments.sessions.get(sessionId)?.orderId as string))!;
}

const shownOrder = async (id: string) => invokeRoute('GET /api/admin/orders/{id}', orderDesk, { headers, params: { id } });

describe('the orders desk’s order', () => {
  it('says to whom a delivery goes, its address as a label has it, and the phone', async () => {
    const order = await placed({
      deliveryAddress: { ...ZAGREB_ADDRESS, company: 'Vez d.o.o.', additionalInformation: '3rd floor, ring twice' },
    });
    expect(await shownOrder(order.id)).toMatchObject({
      status: 200,
      body: {
        shipTo: {
          method: 'DELIVERY',
          name: 'Đurđa Šimić',
          company: 'Vez d.o.o.',
          phone: '091 555 0100',
          addressLines: ['Ilica 12', '3rd floor, ring twice', '10000 Zagreb', 'Croatia'],
        },
      },
    });
    expect((await shownOrder(order.id)).body.shipTo.pickupPlace).toBeUndefined();
  });

  it('says where a pickup waits, and who collects it with their phone', async () => {
    const order = await placed({ deliveryAddress: ZAGREB_ADDRESS, deliveryMethod: 'PICK_UP', deliveryLocation: 'STORE_KAPTOL' });
    const { status, body } = await shownOrder(order.id);
    expect(status).toBe(200);
    expect(body.shipTo).toEqual({
      method: 'PICK_UP',
      name: 'Đurđa Šimić',
      phone: '091 555 0100',
      pickupPlace: { location: 'STORE_KAPTOL', name: 'Store Kaptol', address: 'Kaptol 14, 10000 Zagreb' },
    });
  });
});
