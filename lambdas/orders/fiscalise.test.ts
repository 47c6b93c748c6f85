import { createHash, createSign } from 'node:crypto';
import { SELLER } from '@shop/shared/brand';
import { OrderRequest } from '@shop/shared/contract/orders';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_START, testClock } from '../../test/clock.ts';
import { testFiscalCaPem } from '../../test/fiscal.ts';
import { clearTables, scanTable } from '../../test/tables.ts';
import { type FiscalSimulator, startFiscalSimulator } from '../../local/fiscal/simulator.ts';
import { fiscalCredentials } from '../fiscal/fiscalCredentials.ts';
import { cisFiscalService } from '../fiscal/fiscalService.ts';
import type { InvoiceRecord } from '../invoices/invoiceStore.ts';
import { createFakeMailer } from '../platform/mailer.ts';
import { countMetric } from '../platform/metrics.ts';
import { ZAGREB_ADDRESS } from '../testing/addressFixture.ts';
import { writeCatalog } from '../testing/catalogFixture.ts';
import { fakePayments } from '../testing/fakePayments.ts';
import { runOutbox } from '../testing/outbox.ts';
import { UNCONFIRMED_ALARM_MS } from './fiscaliseInvoice.ts';
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
  cis = await startFiscalSimulator({ port: 0, caPem: testFiscalCaPem(), sellerOib: SELLER.oib });
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

/** The shop with CIS at the simulator; a short wait for CIS so a "timeout" takes a moment. */
function shop() {
  const payments = fakePayments();
  const mailer = createFakeMailer();
  const fiscal = cisFiscalService({ url: () => cis.endpoint, perTryMs: 500 });
  const ports = { payments: payments.gateway, mailer, clock, shopUrl: 'https://shop.example', fiscal };
  return { payments, mailer, ports };
}

async function paidOrder(s: ReturnType<typeof shop>) {
  await placeOrder(request, s.ports);
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
    cis.fault({ kind: 'slow', delayMs: 3_000 });
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
});
