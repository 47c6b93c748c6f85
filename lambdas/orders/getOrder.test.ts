import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { OrderRequest } from '@shop/shared/contract/orders';
import { tableName } from '../platform/config.ts';
import { dynamo } from '../platform/dynamo.ts';
import { discountKey } from '../promotions/promotionItems.ts';
import { ZAGREB_ADDRESS } from '../testing/addressFixture.ts';
import { writeCatalog } from '../testing/catalogFixture.ts';
import { fakePayments } from '../testing/fakePayments.ts';
import { invoke } from '../testing/invoke.ts';
import { clearTables } from '../../test/tables.ts';
import { testClock } from '../../test/clock.ts';
import { handler } from './handlers/getOrder.ts';
import { getOrder } from './orderStore.ts';
import { placeOrder } from './placeOrder.ts';

const clock = testClock();

/** Two linen shirts (59,00 € each) and a dress (89,00 € less its own 20 %) with 10 % off by code. */
async function placedOrder(): Promise<string> {
  await dynamo().send(
    new PutCommand({
      TableName: tableName('promotions'),
      Item: { ...discountKey('SLOWFASHION10'), name: 'SLOWFASHION10', percent: 10, productIds: null, used: 0 },
    }),
  );
  const payments = fakePayments();
  const request = OrderRequest.parse({
    deliveryAddress: ZAGREB_ADDRESS,
    cartProducts: [
      { productId: 'linen-shirt-oat', sizes: [{ size: 'M', quantity: 2 }] },
      { productId: 'dress-01', sizes: [{ size: 'S', quantity: 1 }] },
    ],
    discountCodeName: 'slowfashion10',
    userEmail: 'durda@example.hr',
  });
  const { url } = await placeOrder(request, { payments: payments.gateway, clock, shopUrl: 'https://shop.example' });
  return payments.sessions.get(url.split('/').pop() as string)?.orderId as string;
}

const read = (id: string) => invoke(handler, { method: 'GET', path: `/api/orders/${id}`, params: { id } });

beforeEach(async () => {
  await clearTables();
  await writeCatalog();
});

describe('GET /api/orders/{id}', () => {
  it('answers the order as charged: lines after the code, the discount, the total', async () => {
    const id = await placedOrder();
    const { status, body } = await read(id);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id,
      number: expect.stringMatching(/^TK-\d{6}-[0-9A-Z]{5}$/),
      status: 'PENDING_PAYMENT',
      statusText: 'Awaiting payment',
      email: 'durda@example.hr',
      // 2 × 59,00 + 71,20 = 189,20 € before the code; the dress keeps its own 20 %, larger than the code's 10 %.
      amountBeforeDiscount: 18920,
      discount: { code: 'SLOWFASHION10', percent: 10, amount: 1180 },
      subtotal: 17740,
      shipping: 0,
      giftCard: null,
      total: 17740,
      paymentMethod: null,
      deliveryMethod: 'DELIVERY',
      deliveryAddress: ZAGREB_ADDRESS,
      transfer: null,
    });
    expect(body.lines).toEqual([
      expect.objectContaining({
        productName: 'Linen Shirt',
        size: 'M',
        quantity: 2,
        unitPrice: 5900,
        unitPriceAfterDiscount: 5310,
        amount: 10620,
      }),
      expect.objectContaining({
        productId: 'dress-01',
        size: 'S',
        quantity: 1,
        unitPrice: 8900,
        unitPriceAfterDiscount: 7120,
        amount: 7120,
      }),
    ]);
    expect(body).not.toHaveProperty('pk');
    expect(body).not.toHaveProperty('paymentSessionId');
  });

  it('gives the account and reference of an order waiting for its transfer', async () => {
    const id = await placedOrder();
    const placed = await getOrder(id);
    const transfer = {
      iban: 'HR1723600001101234565',
      bic: 'ZABAHR2X',
      accountHolder: 'Tkanica d.o.o.',
      reference: 'HR00 4711',
      amount: 17740,
    };
    await dynamo().send(
      new PutCommand({
        TableName: tableName('orders'),
        Item: { ...placed, status: 'AWAITING_TRANSFER', paymentMethod: 'BANK_TRANSFER', transfer },
      }),
    );
    const { body } = await read(id);
    expect(body).toMatchObject({
      status: 'AWAITING_TRANSFER',
      statusText: 'Awaiting bank transfer',
      paymentMethod: 'BANK_TRANSFER',
      transfer,
    });
  });

  it('says 404 for an id no order has', async () => {
    expect(await read('nosuchorder0000000000000000')).toMatchObject({
      status: 404,
      body: { message: 'There is no such order.', code: 'orders.noSuchOrder' },
    });
  });

  it('refuses with 400 an id that could reach into other keys', async () => {
    const { status, body } = await invoke(handler, { method: 'GET', params: { id: 'I#x' } });
    expect(status).toBe(400);
    expect(body.errors).toEqual({ id: 'An id has only letters, digits, - and _.' });
  });
});
