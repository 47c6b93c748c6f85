import { createHash, createSign } from 'node:crypto';
import { SELLER } from '@shop/shared/brand';
import { OrderRequest } from '@shop/shared/contract/orders';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_START, testClock } from '../../test/clock.ts';
import { startTestCis } from '../../test/fiscal.ts';
import { clearTables, scanTable } from '../../test/tables.ts';
import { fiscaliseAgain } from '../../local/admin/invoices.ts';
import type { FiscalSimulator } from '../../local/simulators/cis/simulator.ts';
import { fiscalCredentials } from '../fiscal/fiscalCredentials.ts';
import { cisFiscalService } from '../fiscal/fiscalService.ts';
import type { InvoiceRecord } from '../invoices/invoiceStore.ts';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../platform/config.ts';
import { dynamo } from '../platform/dynamo.ts';
import { createFakeMailer } from '../platform/mailer.ts';
import { deadEffects } from '../platform/outbox.ts';
import { giftCardKey } from '../promotions/promotionItems.ts';
import { countMetric } from '../platform/metrics.ts';
import { ZAGREB_ADDRESS } from '../testing/addressFixture.ts';
import { writeCatalog } from '../testing/catalogFixture.ts';
import { fakePayments } from '../testing/fakePayments.ts';
import { runOutbox } from '../testing/outbox.ts';
import { DELIVERY_LIMIT_MS, NEAR_LIMIT_ALARM_MS, UNCONFIRMED_ALARM_MS } from './fiscaliseInvoice.ts';
import type { OrderRecord } from './orderRecord.ts';
import { processPaymentEvent } from './paymentEvents.ts';
import { placeOrder } from './placeOrder.ts';

vi.mock('../platform/metrics.ts', async (original) => ({
  ...(await original<typeof import('../platform/metrics.ts')>()),
  countMetric: vi.fn(),
}));

const clock = testClock();
const MINUTE = 60_000;
let cis: FiscalSimulator;

beforeAll(async () => {
  cis = await startTestCis(() => clock.now());
});
afterAll(() => cis.close());
beforeEach(async () => {
  await clearTables();
  await writeCatalog();
  clock.set(TEST_START);
  cis.reset();
  vi.mocked(countMetric).mockClear();
});

const request = OrderRequest.parse({
  deliveryAddress: ZAGREB_ADDRESS,
  cartProducts: [{ productId: 'linen-shirt-oat', sizes: [{ size: 'M', quantity: 2 }] }],
  userEmail: 'ana@example.hr',
});

/**
 * The shop with CIS at the simulator; a shorter wait for CIS than in AWS, so a "timeout" takes
 * moments, yet room for the simulator's schema check (libxml2 in WebAssembly, a few hundred ms).
 */
function shop(endpoint = () => cis.endpoint) {
  const payments = fakePayments();
  const mailer = createFakeMailer();
  const fiscal = cisFiscalService({ url: endpoint, perTryMs: 2_500 });
  const ports = { payments: payments.gateway, mailer, clock, shopUrl: 'https://shop.example', fiscal };
  return { payments, mailer, ports };
}

async function paidOrder(s: ReturnType<typeof shop>, over: Partial<OrderRequest> = {}) {
  await placeOrder({ ...request, ...over }, s.ports);
  const order = (await scanTable('orders')).find((item) => String(item.pk).startsWith('O#')) as OrderRecord;
  s.payments.payByCard(order.paymentSessionId as string);
  await processPaymentEvent(s.payments.event(order.paymentSessionId as string, 'checkout.session.completed'), s.ports);
  return order;
}

const invoices = async () => (await scanTable('orders')).filter((item) => String(item.pk).startsWith('I#')) as unknown as InvoiceRecord[];
const invoiceMails = (mailer: ReturnType<typeof createFakeMailer>) => mailer.sent.filter((mail) => mail.attachments?.length);

describe('fiscalising an invoice', () => {
  it('issues it with the ZKI of its own facts, and records the JIR CIS answers before the mail goes out', async () => {
    const s = shop();
    await paidOrder(s);
    await runOutbox(s.ports);

    const [invoice] = await invoices();
    const fiscal = invoice!.document.fiscal!;
    // The ZKI computed again by hand from the stored facts and the certificate's key: RSA-SHA1, then MD5.
    const [sequence, premises, device] = invoice!.document.number.split('/');
    const signedAt = fiscal.dateTime!.replace('T', ' ');
    const total = invoice!.document.totalToPay;
    const input = `${SELLER.oib}${signedAt}${sequence}${premises}${device}${Math.floor(total / 100)}.${String(total % 100).padStart(2, '0')}`;
    const { privateKey } = await fiscalCredentials();
    expect(fiscal.zki).toBe(createHash('md5').update(createSign('RSA-SHA1').update(input).sign(privateKey)).digest('hex'));
    const [received] = cis.receipts();
    expect(received).toMatchObject({
      oib: SELLER.oib,
      number: invoice!.document.number,
      zki: fiscal.zki,
      paymentCode: 'K',
      subsequentDelivery: false,
    });
    expect(fiscal.jir).toBe(received!.jir);
    expect(invoiceMails(s.mailer)).toHaveLength(1);
  });

  it('sends the receipt with its ZKI alone when CIS does not answer in time, and records the JIR on the next try', async () => {
    const s = shop();
    cis.fault({ kind: 'slow', delayMs: 4_000 });
    await paidOrder(s);
    await runOutbox(s.ports);

    let [invoice] = await invoices();
    expect(invoice!.document.fiscal).toMatchObject({ zki: expect.stringMatching(/^[0-9a-f]{32}$/) });
    expect(invoice!.document.fiscal?.jir).toBeUndefined();
    // The mail did not wait for CIS: the receipt is valid with its ZKI.
    expect(invoiceMails(s.mailer)).toHaveLength(1);

    clock.advance(MINUTE);
    await runOutbox(s.ports);
    [invoice] = await invoices();
    const received = cis.receipts();
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ zki: invoice!.document.fiscal!.zki, subsequentDelivery: true, deliveries: 2 });
    expect(invoice!.document.fiscal?.jir).toBe(received[0]!.jir);
    // One invoice, one mail, whatever the tries.
    expect(await invoices()).toHaveLength(1);
    expect(invoiceMails(s.mailer)).toHaveLength(1);
  });

  it('neither loses nor doubles the receipt while CIS fails, and stops asking once it has the JIR', async () => {
    const s = shop();
    cis.fault({ kind: 'error', remaining: 3 });
    await paidOrder(s);
    await runOutbox(s.ports);
    for (const minutes of [1, 5, 15]) {
      clock.advance(minutes * MINUTE);
      await runOutbox(s.ports);
    }
    const [invoice] = await invoices();
    expect(await invoices()).toHaveLength(1);
    expect(invoice!.document.number).toBe('1/ZG1/1');
    expect(cis.receipts()).toEqual([expect.objectContaining({ number: '1/ZG1/1', deliveries: 1, subsequentDelivery: true })]);
    expect(invoice!.document.fiscal?.jir).toBe(cis.receipts()[0]!.jir);

    clock.advance(180 * MINUTE);
    await runOutbox(s.ports);
    expect(cis.receipts()[0]!.deliveries).toBe(1);
    expect(invoiceMails(s.mailer)).toHaveLength(1);
  });

  it('counts a receipt still without a JIR a day after it was issued, for the alarm', async () => {
    const s = shop();
    cis.fault({ kind: 'error', remaining: 1000 });
    await paidOrder(s);
    await runOutbox(s.ports);
    const unconfirmed = () => vi.mocked(countMetric).mock.calls.filter(([name]) => name === 'FiscalReceiptUnconfirmed').length;
    // Retries all through the first day count nothing.
    while (clock.now().getTime() - Date.parse(TEST_START) < UNCONFIRMED_ALARM_MS - 180 * MINUTE) {
      clock.advance(180 * MINUTE);
      await runOutbox(s.ports);
    }
    expect(unconfirmed()).toBe(0);
    clock.advance(180 * MINUTE);
    await runOutbox(s.ports);
    expect(unconfirmed()).toBe(1);
    expect((await invoices())[0]!.document.fiscal?.jir).toBeUndefined();
  });

  it('codes a card with a gift card O (more than one means), names a company paying by card, and declares an export exempt', async () => {
    await dynamo().send(
      new PutCommand({
        TableName: tableName('promotions'),
        Item: { ...giftCardKey('GIFT'), code: 'GIFT', balance: 1000, initialAmount: 1000, expiresAt: '2099-05-01T00:00:00Z' },
      }),
    );
    const one = { cartProducts: [{ productId: 'linen-shirt-oat', sizes: [{ size: 'M', quantity: 1 }] }] };
    await paidOrder(shop(), { ...one, giftCardCode: 'GIFT' });
    await paidOrder(shop(), { ...one, company: { name: 'Vez d.o.o.', oib: '94577403194' } });
    await paidOrder(shop(), { ...one, deliveryAddress: { ...request.deliveryAddress, country: 'US', zipCode: '10001', city: 'New York' } });
    await runOutbox(shop().ports);
    // Each order's invoice is numbered when the outbox issues it, in no set order: find each by what it is.
    const documents = (await invoices()).map((invoice) => invoice.document);
    const receiptOfOrder = (test: (d: (typeof documents)[number]) => boolean) =>
      cis.receipts().find((r) => r.number === documents.find(test)?.number);
    expect(receiptOfOrder((d) => d.giftCardApplied > 0)).toMatchObject({ paymentCode: 'O', buyerOib: undefined });
    expect(receiptOfOrder((d) => Boolean(d.r1))).toMatchObject({ paymentCode: 'K', buyerOib: '94577403194' });
    // The simulator checks the total's formula (v166): the export's amount is declared exempt.
    const exported = documents.find((d) => d.vatScheme === 'EXPORT');
    expect(receiptOfOrder((d) => d === exported)).toMatchObject({ paymentCode: 'K', buyerOib: undefined });
    expect(cis.request(exported!.number)).toMatch(/<tns:IznosOslobPdv>[\d.]+<\/tns:IznosOslobPdv><tns:IznosUkupno>/);
    expect((await invoices()).every((invoice) => invoice.document.fiscal?.jir)).toBe(true);
  });

  it('gives a refused receipt up at once with CIS’s errors, for Today and the alarm, instead of trying it again', async () => {
    // A CIS that knows another taxpayer: it answers s005, which no retry cures.
    const stranger = await startTestCis(() => clock.now(), '69900000017');
    try {
      const s = shop(() => stranger.endpoint);
      await paidOrder(s);
      await runOutbox(s.ports);
      clock.advance(180 * MINUTE);
      await runOutbox(s.ports);
      expect(vi.mocked(countMetric).mock.calls.filter(([name]) => name === 'FiscalReceiptRefused')).toHaveLength(1);
      expect(await deadEffects('orders')).toEqual([
        expect.objectContaining({
          status: 'dead',
          attempts: 1,
          lastError: expect.stringMatching(/^CIS refused receipt 1\/ZG1\/1: s005 OIB iz poruke zahtjeva nije jednak OIB-u iz certifikata/),
        }),
      ]);
      // The customer has the receipt all the same, valid with its ZKI.
      expect(invoiceMails(s.mailer)).toHaveLength(1);
    } finally {
      await stranger.close();
    }
    // The cause fixed (here: the right CIS), the operator puts it back, and the outbox delivers it as a later delivery.
    const [order] = (await scanTable('orders')).filter((item) => String(item.pk).startsWith('O#')) as unknown as OrderRecord[];
    await fiscaliseAgain(order!.id, clock.now());
    await runOutbox(shop().ports);
    expect(cis.receipts()).toEqual([expect.objectContaining({ number: '1/ZG1/1', subsequentDelivery: true })]);
    expect((await invoices())[0]!.document.fiscal?.jir).toBe(cis.receipts()[0]!.jir);
    expect(await deadEffects('orders')).toEqual([]);
    await expect(fiscaliseAgain(order!.id, clock.now())).rejects.toThrow(/has its JIR/);
  });

  it('escalates a receipt without a JIR on day 25 and gives it up on day 30, when CIS would refuse it', async () => {
    const s = shop();
    cis.fault({ kind: 'error', remaining: 1000 });
    await paidOrder(s);
    await runOutbox(s.ports);
    const counted = (metric: string) => vi.mocked(countMetric).mock.calls.filter(([name]) => name === metric).length;
    clock.set(new Date(Date.parse(TEST_START) + NEAR_LIMIT_ALARM_MS + MINUTE).toISOString());
    await runOutbox(s.ports);
    expect(counted('FiscalReceiptNearLimit')).toBe(1);
    expect(await deadEffects('orders')).toEqual([]);
    clock.set(new Date(Date.parse(TEST_START) + DELIVERY_LIMIT_MS + MINUTE).toISOString());
    await runOutbox(s.ports);
    expect(counted('FiscalReceiptRefused')).toBe(1);
    expect(await deadEffects('orders')).toEqual([
      expect.objectContaining({ status: 'dead', lastError: expect.stringMatching(/^Receipt 1\/ZG1\/1 has had no JIR for 30 days/) }),
    ]);
  });
});
