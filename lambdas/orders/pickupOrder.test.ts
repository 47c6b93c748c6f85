import { beforeEach, describe, expect, it } from 'vitest';
import { OrderRequest, type OrderRequestInput } from '@shop/shared/contract/orders';
import { writeCatalog } from '../testing/catalogFixture.ts';
import { fakePayments } from '../testing/fakePayments.ts';
import { invoke } from '../testing/invoke.ts';
import { clearTables, scanTable } from '../../test/tables.ts';
import { testClock } from '../../test/clock.ts';
import { handler as createOrderHandler } from './handlers/createOrder.ts';
import { invoiceFor } from './issueInvoice.ts';
import { getOrder } from './orderStore.ts';
import { placeOrder } from './placeOrder.ts';
import { putVatSettings } from './vatSettings.ts';

const clock = testClock();
const cartProducts = [{ productId: 'linen-shirt-oat', sizes: [{ size: 'M', quantity: 1 }] }];
const pickup = (extra: Partial<OrderRequestInput> = {}): OrderRequestInput => ({
  deliveryAddress: { firstName: 'Đurđa', lastName: 'Šimić' },
  cartProducts,
  deliveryMethod: 'PICK_UP',
  deliveryLocation: 'STORE_KAPTOL',
  userEmail: 'durda@example.hr',
  ...extra,
});

async function orderCount() {
  return (await scanTable('orders')).filter((i) => String(i.pk).startsWith('O#')).length;
}

beforeEach(async () => {
  await clearTables();
  await writeCatalog();
});

describe('a pickup without a home address (SPEC §4: the pickup location is what matters)', () => {
  it('places a consumer’s pickup from the names alone, taxed in Croatia whoever collects it', async () => {
    // With OSS on, a delivery to another member state would take that state's VAT: a pickup in Zagreb never does.
    await putVatSettings({ oss: true }, clock.now());
    const payments = fakePayments();
    const { orderId } = await placeOrder(OrderRequest.parse(pickup()), {
      payments: payments.gateway,
      clock,
      shopUrl: 'https://shop.example',
    });
    const placed = await getOrder(orderId);
    expect(placed).toMatchObject({ deliveryMethod: 'PICK_UP', deliveryLocation: 'STORE_KAPTOL', shipping: 0, total: 5900 });
    expect(placed?.vatTreatment).toMatchObject({ scheme: 'DOMESTIC' });
    expect(placed?.deliveryAddress).toMatchObject({
      firstName: 'Đurđa',
      lastName: 'Šimić',
      street: '',
      city: '',
      zipCode: '',
      country: '',
    });
    // The invoice names the consumer and prints no address.
    const invoice = invoiceFor(placed!, '1-1-1', clock.now());
    expect(invoice.buyer).toMatchObject({ name: 'Đurđa Šimić', addressLines: [] });
  });

  it('does not keep an address a pickup request carries', () => {
    const request = OrderRequest.parse(
      pickup({
        deliveryAddress: { firstName: 'Đurđa', lastName: 'Šimić', street: 'Ilica', streetNo: '12', city: 'Zagreb', zipCode: '10000' },
      }),
    );
    expect(request.deliveryAddress).toMatchObject({ street: '', streetNo: '', city: '', zipCode: '', country: '' });
  });

  it('answers 400 to a pickup without the collector’s names, naming them, and writes nothing', async () => {
    const { status, body } = await invoke(createOrderHandler, { body: pickup({ deliveryAddress: { firstName: ' ' } }) });
    expect(status).toBe(400);
    expect(body.errors).toEqual({
      'deliveryAddress.firstName': 'Please enter your first name.',
      'deliveryAddress.lastName': 'Please enter your last name.',
    });
    expect(await orderCount()).toBe(0);
  });

  it('still wants the whole address for a delivery, and names every missing field with the others wrong too', async () => {
    const { status, body } = await invoke(createOrderHandler, {
      body: { ...pickup(), deliveryMethod: 'DELIVERY', userEmail: 'x' },
    });
    expect(status).toBe(400);
    expect(body.errors).toEqual({
      userEmail: 'Please enter a valid email address.',
      'deliveryAddress.street': 'Please enter your street name and number.',
      'deliveryAddress.streetNo': 'Please enter your street name and number.',
      'deliveryAddress.city': 'Please enter your city.',
      'deliveryAddress.country': 'Please select a country.',
      'deliveryAddress.zipCode': 'Please enter your ZIP code.',
      'deliveryAddress.phone': 'Please enter your Phone number.',
    });
    expect(await orderCount()).toBe(0);
  });

  it('still wants the address for a company’s pickup: the R1 invoice and the eRačun name it', async () => {
    const { status, body } = await invoke(createOrderHandler, {
      body: pickup({ company: { name: 'Čipka i ćilim j.d.o.o.', oib: '69435151530' } }),
    });
    expect(status).toBe(400);
    expect(Object.keys(body.errors).sort()).toEqual(
      ['city', 'country', 'phone', 'street', 'streetNo', 'zipCode'].map((field) => `deliveryAddress.${field}`),
    );
    expect(await orderCount()).toBe(0);
  });
});
