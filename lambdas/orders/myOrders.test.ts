import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { OrderStatus } from '@shop/shared/contract/orders';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearTables } from '../../test/tables.ts';
import { tableName } from '../platform/config.ts';
import { dynamo } from '../platform/dynamo.ts';
import { customerKey, type OrderRecord, orderKey } from './orderRecord.ts';
import { invoke } from '../testing/invoke.ts';
import { ADDRESS as address, bearer, putAccount } from '../accounts/accountFixture.ts';
import { handler as fetchMyOrdersHandler } from './handlers/fetchMyOrders.ts';
import { issueToken } from '../accounts/sessionToken.ts';

function order(id: string, email: string, createdAt: string, status: OrderStatus = 'PAID'): OrderRecord {
  return {
    ...orderKey(id),
    id,
    number: `TK-${id}`,
    status,
    createdAt,
    updatedAt: createdAt,
    email,
    customerKey: customerKey(email),
    lines: [
      {
        itemNo: 1,
        productId: 'linen-shirt-oat',
        productName: 'Linen Shirt',
        productColorName: 'Oat',
        image: 'products/shirt.svg',
        size: 'M',
        quantity: 2,
        fromStock: 2,
        fromPreOrder: 0,
        unitPrice: 5900,
        discountPercent: 10,
        unitPriceAfterDiscount: 5310,
        amount: 10620,
      },
    ],
    amountBeforeDiscount: 11800,
    subtotal: 10620,
    discountCode: { name: 'SLOWFASHION10', percent: 10 },
    shipping: 0,
    giftCard: { code: 'TKANICA-GIFT-25', applied: 2500 },
    total: 8120,
    deliveryAddress: address,
    billingAddress: {},
    deliveryMethod: 'DELIVERY',
    deliveryLocation: 'OFFICE',
    paymentMethod: 'CARD',
    paidAt: createdAt,
  };
}

const put = (item: OrderRecord) => dynamo().send(new PutCommand({ TableName: tableName('orders'), Item: item }));
let tokenA: string;
let tokenB: string;

beforeEach(async () => {
  await clearTables('customers', 'orders');
  await putAccount({ id: 'customer-a', email: 'ana@example.hr' });
  await putAccount({ id: 'customer-b', email: 'branko@example.hr' });
  tokenA = await issueToken({ id: 'customer-a' }, new Date());
  tokenB = await issueToken({ id: 'customer-b' }, new Date());
});

const fetchMyOrders = (body: unknown, headers: Record<string, string>) => invoke(fetchMyOrdersHandler, { method: 'POST', body, headers });

describe('POST /api/orders/fetchMyOrders', () => {
  it("answers the caller's orders newest first as OrderView, and none of anyone else's", async () => {
    await put(order('a-old', 'ana@example.hr', '2026-10-01T09:00:00.000Z'));
    await put(order('a-new', 'Ana@Example.hr', '2026-11-01T09:00:00.000Z', 'AWAITING_TRANSFER'));
    await put(order('b-1', 'branko@example.hr', '2026-11-02T09:00:00.000Z'));

    const a = await fetchMyOrders({}, bearer(tokenA));
    expect(a.status).toBe(200);
    expect(a.body.total).toBe(2);
    expect(a.body.data.map((o: { id: string }) => o.id)).toEqual(['a-new', 'a-old']);
    expect(a.body.data[1]).toEqual({
      id: 'a-old',
      name: 'TK-a-old',
      status: 'PAID',
      amountWithDiscount: 8120,
      totalAmount: 11800,
      // The rows the profile shows above the total: 118,00 − 11,80 = 106,20; 106,20 − 25,00 = 81,20.
      amountBeforeDiscount: 11800,
      discount: { code: 'SLOWFASHION10', percent: 10, amount: 1180 },
      subtotal: 10620,
      shipping: 0,
      minimumCharge: 0,
      giftCard: { code: 'TKANICA-GIFT-25', applied: 2500 },
      total: 8120,
      meta: { createdAt: '2026-10-01T09:00:00.000Z' },
      deliveryAddress: { street: 'Ilica', streetNo: '12', city: 'Zagreb', zipCode: '10000', country: 'HR' },
      userEmail: 'ana@example.hr',
      paymentMethod: 'CARD',
      deliveryMethod: 'DELIVERY',
      shipment: null,
      items: [{ itemNo: 1, productName: 'Linen Shirt', productColorName: 'Oat', size: 'M', quantity: 2, amount: 10620 }],
    });

    const b = await fetchMyOrders({ size: 10, start: 0 }, bearer(tokenB));
    expect(b.body).toMatchObject({ total: 1, data: [{ id: 'b-1', userEmail: 'branko@example.hr' }] });
  });

  it('pages by the page index, with the total of all pages', async () => {
    for (let day = 1; day <= 12; day++)
      await put(order(`a-${day}`, 'ana@example.hr', `2026-11-${String(day).padStart(2, '0')}T09:00:00.000Z`));
    const first = await fetchMyOrders({ size: 10, start: 0 }, bearer(tokenA));
    const second = await fetchMyOrders({ size: 10, start: 1 }, bearer(tokenA));
    expect(first.body.total).toBe(12);
    expect(first.body.data).toHaveLength(10);
    expect(first.body.data[0].id).toBe('a-12');
    expect(second.body.data.map((o: { id: string }) => o.id)).toEqual(['a-2', 'a-1']);
    expect((await fetchMyOrders({ size: 10, start: 2 }, bearer(tokenA))).body).toEqual({ data: [], total: 12 });
  });

  it('leaves out checkouts that never became orders (payment failed or expired)', async () => {
    await put(order('paid', 'ana@example.hr', '2026-11-01T09:00:00.000Z'));
    await put(order('failed', 'ana@example.hr', '2026-11-02T09:00:00.000Z', 'PAYMENT_FAILED'));
    await put(order('expired', 'ana@example.hr', '2026-11-03T09:00:00.000Z', 'EXPIRED'));
    await put(order('open', 'ana@example.hr', '2026-11-04T09:00:00.000Z', 'PENDING_PAYMENT'));
    const { body } = await fetchMyOrders({}, bearer(tokenA));
    expect(body.data.map((o: { id: string }) => o.id)).toEqual(['open', 'paid']);
    expect(body.total).toBe(2);
  });

  it('answers 401 without a token and 400 for a page size over 50', async () => {
    expect(await fetchMyOrders({}, {})).toMatchObject({ status: 401, body: { message: 'Please log in.' } });
    expect((await fetchMyOrders({ size: 51 }, bearer(tokenA))).status).toBe(400);
  });

  it('answers an empty list to a customer with no orders', async () => {
    expect((await fetchMyOrders({}, bearer(tokenB))).body).toEqual({ data: [], total: 0 });
  });
});
