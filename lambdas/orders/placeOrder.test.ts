import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { OrderRequest, type OrderRequestInput } from '@shop/shared/contract/orders';
import { productKey } from '../catalog/catalogKeys.ts';
import { tableName } from '../platform/config.ts';
import { dynamo } from '../platform/dynamo.ts';
import { HttpError } from '../platform/errors.ts';
import { PROMOTIONS } from '../promotions/messages.ts';
import { discountKey, giftCardKey } from '../promotions/promotionItems.ts';
import { writeCatalog } from '../testing/catalogFixture.ts';
import { fakePayments } from '../testing/fakePayments.ts';
import { invoke } from '../testing/invoke.ts';
import { clearTables, scanTable } from '../../test/tables.ts';
import { handler as createOrderHandler } from './handlers/createOrder.ts';
import { ORDERS } from './messages.ts';
import { getOrder } from './orderStore.ts';
import { checkPreOrder } from './checkPreOrder.ts';
import { placeOrder } from './placeOrder.ts';
import { testClock } from '../../test/clock.ts';
import { putVatSettings } from './vatSettings.ts';

const clock = testClock();
const address = {
  firstName: 'Đurđa',
  lastName: 'Šimić',
  street: 'Ilica',
  streetNo: '12',
  city: 'Zagreb',
  country: 'HR',
  zipCode: '10000',
  phone: '091 555 0100',
};
const order = (cart: OrderRequestInput['cartProducts'], extra: Partial<OrderRequestInput> = {}) =>
  OrderRequest.parse({ deliveryAddress: address, cartProducts: cart, userEmail: 'durda@example.hr', ...extra });

async function stockOf(productId: string) {
  const { Item } = await dynamo().send(new GetCommand({ TableName: tableName('catalog'), Key: productKey(productId) }));
  return { stock: Item?.stock, preOrderStock: Item?.preOrderStock };
}

async function orderCount() {
  const Items = await scanTable('orders');
  return (Items ?? []).filter((i) => String(i.pk).startsWith('O#')).length;
}

const orderIdOf = (url: string, payments: ReturnType<typeof fakePayments>) => {
  const session = payments.sessions.get(url.split('/').pop() as string);
  return session?.orderId as string;
};

beforeEach(async () => {
  await clearTables();
  await writeCatalog();
});

describe('placing an order', () => {
  it('holds the stock, prices from the catalog and opens a payment page', async () => {
    const payments = fakePayments();
    const { url } = await placeOrder(order([{ productId: 'linen-shirt-oat', sizes: [{ size: 'M', quantity: 2 }] }]), {
      payments: payments.gateway,
      clock,
      shopUrl: 'https://shop.example',
    });
    expect(url).toMatch(/^https:\/\/pay\.example\/cs_test_/);
    const placed = await getOrder(orderIdOf(url, payments));
    expect(placed).toMatchObject({ status: 'PENDING_PAYMENT', subtotal: 11800, shipping: 0, total: 11800, email: 'durda@example.hr' });
    expect(placed?.lines[0]).toMatchObject({ productName: 'Linen Shirt', size: 'M', quantity: 2, unitPrice: 5900, fromStock: 2 });
    expect((await stockOf('linen-shirt-oat')).stock).toEqual({ M: 3 });
  });

  it('charges the database prices whatever the request says', async () => {
    const payments = fakePayments();
    const tampered = {
      ...order([{ productId: 'dress-01', sizes: [{ size: 'S', quantity: 1 }] }]),
      price: 1,
      total: 1,
      amount: 1,
    } as OrderRequest;
    const { url } = await placeOrder(tampered, { payments: payments.gateway, clock, shopUrl: 'https://shop.example' });
    const placed = await getOrder(orderIdOf(url, payments));
    // 89,00 € less the product's own 20 % is 71,20 €: over 50 €, so it ships free.
    expect(placed).toMatchObject({ subtotal: 7120, shipping: 0, total: 7120 });
  });

  it('sells from pre-order quantities and says so in the pre-order check', async () => {
    const request = order([{ productId: 'merino-cardigan', sizes: [{ size: 'M', quantity: 2 }] }]);
    expect(await checkPreOrder(request, clock)).toEqual({ productsMissing: ['Merino Cable Cardigan (Ink Blue), size M × 2'] });
    await placeOrder(request, { payments: fakePayments().gateway, clock, shopUrl: 'https://shop.example' });
    expect(await stockOf('merino-cardigan')).toEqual({ stock: { S: 1, M: 0 }, preOrderStock: { S: 0, M: 2 } });
  });

  it('refuses with 409 what neither stock nor pre-order covers, and writes nothing', async () => {
    const request = order([{ productId: 'linen-shirt-oat', sizes: [{ size: 'M', quantity: 6 }] }]);
    await expect(placeOrder(request, { payments: fakePayments().gateway, clock, shopUrl: 'https://shop.example' })).rejects.toMatchObject({
      statusCode: 409,
      message: 'Not enough stock: Linen Shirt (Oat), size M × 6: only 5 available.',
      said: { code: 'orders.notEnoughStock' },
      errors: {
        cartProducts: ORDERS.shortLines({
          lines: [{ productName: 'Linen Shirt', productColorName: 'Oat', size: 'M', quantity: 6, available: 5 }],
        }),
      },
    });
    await expect(checkPreOrder(request, clock)).rejects.toBeInstanceOf(HttpError);
    expect(await orderCount()).toBe(0);
    expect((await stockOf('linen-shirt-oat')).stock).toEqual({ M: 5 });
  });

  it('sells exactly the 5 pieces there are to 30 shoppers buying at once', async () => {
    const payments = fakePayments();
    const request = order([{ productId: 'linen-shirt-oat', sizes: [{ size: 'M', quantity: 1 }] }]);
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, () => placeOrder(request, { payments: payments.gateway, clock, shopUrl: 'https://shop.example' })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toMatchObject({ statusCode: 409 });
    expect((await stockOf('linen-shirt-oat')).stock).toEqual({ M: 0 });
    expect(await orderCount()).toBe(5);
  });

  it('gives everything back when the payment provider fails', async () => {
    const payments = fakePayments();
    payments.setAvailable(false);
    await dynamo().send(
      new PutCommand({
        TableName: tableName('promotions'),
        Item: { ...giftCardKey('GIFT'), code: 'GIFT', balance: 1000, initialAmount: 1000, expiresAt: '2027-05-01T00:00:00Z' },
      }),
    );
    const request = order([{ productId: 'linen-shirt-oat', sizes: [{ size: 'M', quantity: 1 }] }], { giftCardCode: 'gift' });
    await expect(placeOrder(request, { payments: payments.gateway, clock, shopUrl: 'https://shop.example' })).rejects.toMatchObject({
      statusCode: 502,
      said: ORDERS.paymentPageNotOpened,
    });
    expect((await stockOf('linen-shirt-oat')).stock).toEqual({ M: 5 });
    const { Item } = await dynamo().send(new GetCommand({ TableName: tableName('promotions'), Key: giftCardKey('GIFT') }));
    expect(Item?.balance).toBe(1000);
  });

  it('never takes a gift card below zero when two orders use it at once', async () => {
    await dynamo().send(
      new PutCommand({
        TableName: tableName('promotions'),
        Item: { ...giftCardKey('SHARED'), code: 'SHARED', balance: 3000, initialAmount: 3000, expiresAt: '2027-05-01T00:00:00Z' },
      }),
    );
    const payments = fakePayments();
    const ports = { payments: payments.gateway, clock, shopUrl: 'https://shop.example' };
    const request = order([{ productId: 'linen-shirt-oat', sizes: [{ size: 'M', quantity: 1 }] }], { giftCardCode: 'shared' });
    const results = await Promise.allSettled([placeOrder(request, ports), placeOrder(request, ports)]);
    const placed = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    for (const r of results)
      if (r.status === 'rejected')
        expect(r.reason).toMatchObject({
          statusCode: 400,
          message: PROMOTIONS.giftCardInvalid.text.en,
          said: PROMOTIONS.giftCardInvalid,
          errors: { giftCardCode: PROMOTIONS.giftCardInvalid },
        });
    const { Item } = await dynamo().send(new GetCommand({ TableName: tableName('promotions'), Key: giftCardKey('SHARED') }));
    expect(Item?.balance).toBe(0);
    const orders = await Promise.all(placed.map(({ url }) => getOrder(orderIdOf(url, payments))));
    expect(orders.map((o) => o?.giftCard?.applied ?? 0).reduce((a, b) => a + b, 0)).toBe(3000);
  });

  it('takes a discount code once per order and honours its limit', async () => {
    await dynamo().send(
      new PutCommand({
        TableName: tableName('promotions'),
        Item: { ...discountKey('ONCE'), name: 'ONCE', percent: 50, productIds: null, usageLimit: 1, used: 0 },
      }),
    );
    const request = order([{ productId: 'linen-shirt-oat', sizes: [{ size: 'M', quantity: 1 }] }], { discountCodeName: 'once' });
    const payments = fakePayments();
    const { url } = await placeOrder(request, { payments: payments.gateway, clock, shopUrl: 'https://shop.example' });
    expect((await getOrder(orderIdOf(url, payments)))?.subtotal).toBe(2950);
    await expect(placeOrder(request, { payments: payments.gateway, clock, shopUrl: 'https://shop.example' })).rejects.toMatchObject({
      statusCode: 400,
      message: 'Looks like this code is playing hide and seek with us. Can you try a different one?',
      said: { code: 'promotions.discountRejected' },
    });
  });
});

describe('POST /api/orders', () => {
  it('answers 400 naming each bad field, and writes nothing', async () => {
    const { status, body } = await invoke(createOrderHandler, {
      body: {
        deliveryAddress: { ...address, city: ' ', country: 'Narnia' },
        cartProducts: [{ productId: 'linen-shirt-oat', sizes: [{ size: 'M', quantity: 0 }] }],
        userEmail: 'x',
      },
    });
    expect(status).toBe(400);
    expect(body.errors).toEqual({
      'deliveryAddress.city': 'Please enter your city.',
      'deliveryAddress.country': 'Please select a country.',
      'cartProducts.0.sizes.0.quantity': 'Invalid quantity. Please enter a positive number.',
      userEmail: 'Please enter a valid email address.',
    });
    expect(await orderCount()).toBe(0);
    expect((await stockOf('linen-shirt-oat')).stock).toEqual({ M: 5 });
  });

  it('answers 400 to a company OIB whose check digit is wrong, naming it, and writes nothing', async () => {
    const { status, body } = await invoke(createOrderHandler, {
      body: {
        deliveryAddress: address,
        cartProducts: [{ productId: 'linen-shirt-oat', sizes: [{ size: 'M', quantity: 1 }] }],
        userEmail: 'durda@example.hr',
        company: { name: 'Čipka i ćilim j.d.o.o.', oib: '69435151531' },
      },
    });
    expect(status).toBe(400);
    expect(body.errors).toEqual({ 'company.oib': 'Please enter the company’s OIB: 11 digits, the last a check digit.' });
    expect(await orderCount()).toBe(0);
    expect((await stockOf('linen-shirt-oat')).stock).toEqual({ M: 5 });
  });

  it('keeps the company an R1 invoice is made out to, and prices by the OSS setting the operator stored', async () => {
    const payments = fakePayments();
    await putVatSettings({ oss: true }, clock.now());
    const company = { name: 'Čipka i ćilim j.d.o.o.', oib: '69435151530' };
    const { url } = await placeOrder(
      order([{ productId: 'linen-shirt-oat', sizes: [{ size: 'M', quantity: 1 }] }], {
        company,
        deliveryAddress: { ...address, country: 'DE' },
      }),
      { payments: payments.gateway, clock, shopUrl: 'https://shop.example' },
    );
    const placed = await getOrder(orderIdOf(url, payments));
    expect(placed?.company).toEqual(company);
    expect(placed?.vatTreatment).toEqual({ scheme: 'OSS', country: 'DE', rate: 1900 });
    expect(placed?.lines.map((l) => l.vatRate)).toEqual([1900]);
  });
});
