import { PutCommand } from '@aws-sdk/lib-dynamodb';
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import type { VatTreatment } from '@shop/shared/vat';
import { clearTables } from '../../test/tables.ts';
import { handler as orderDesk } from '../admin/handlers/orderDesk.ts';
import { distanceSalesOf } from '../orders/distanceSales.ts';
import { ensureInvoice } from '../orders/issueInvoice.ts';
import { orderKey, type OrderRecord } from '../orders/orderRecord.ts';
import { tableName } from '../platform/config.ts';
import { dynamo } from '../platform/dynamo.ts';
import { activeStaff } from '../staff/staffFixture.ts';
import { invokeRoute } from '../testing/invoke.ts';
import { composeInvoice, type InvoiceDocument } from './invoiceDocument.ts';
import { invoiceAmount, kirCsv, kirRows, ossCsv, ossLines, reportAmount } from './invoiceReports.ts';
import type { InvoiceRecord } from './invoiceStore.ts';

const TREATMENTS: VatTreatment[] = [
  { scheme: 'DOMESTIC', country: 'HR', rate: 2500 },
  { scheme: 'OSS', country: 'DE', rate: 1900 },
  { scheme: 'OSS', country: 'IE', rate: 2300 },
  { scheme: 'OSS', country: 'FI', rate: 2550 },
  { scheme: 'EXPORT', country: 'US', rate: 0 },
];

const lastCells = (csv: string) => (csv.trimEnd().split('\r\n').at(-1) ?? '').split(',');
const euros = (text: string | undefined) => Math.round(Number(text) * 100);

describe('the reports add up to the invoices, to the cent', () => {
  const invoiceArb = fc.record({
    treatment: fc.constantFrom(...TREATMENTS),
    lines: fc.array(fc.record({ amount: fc.integer({ min: 0, max: 200_000 }), child: fc.boolean() }), { minLength: 1, maxLength: 5 }),
    shipping: fc.constantFrom(0, 395, 1500, 2500),
    company: fc.boolean(),
  });

  type Drawn = typeof invoiceArb extends fc.Arbitrary<infer T> ? T : never;
  const records = (drawn: Drawn[]): InvoiceRecord[] =>
    drawn.map((d, i) => {
      const rateOf = (child: boolean) => (d.treatment.scheme === 'OSS' && d.treatment.country === 'IE' && child ? 0 : d.treatment.rate);
      const total = d.lines.reduce((sum, l) => sum + l.amount, 0) + d.shipping;
      const document = composeInvoice({
        number: `${i + 1}/ZG1/1`,
        issuedAt: new Date(Date.UTC(2027, 0, 1 + (i % 28), 9)).toISOString(),
        orderNumber: `TK-${i}`,
        paymentMethod: 'CARD',
        paid: true,
        buyer: {
          name: 'Ana, "Horvat"',
          email: 'a@example.hr',
          addressLines: [],
          ...(d.company ? { company: { name: 'Tkanica d.o.o.', oib: '12345678903' } } : {}),
        },
        lines: d.lines.map((l) => ({
          productName: 'x',
          colour: 'y',
          size: 'M',
          quantity: 1,
          unitPrice: l.amount,
          discountPercent: 0,
          amount: l.amount,
          vatRate: rateOf(l.child),
        })),
        vatTreatment: d.treatment,
        shipping: d.shipping,
        giftCardApplied: 0,
        total: Math.max(total, 100),
      });
      return { pk: '', sk: '', id: `i${i}`, orderId: `o${i}`, email: '', year: 2027, sequence: i + 1, document };
    });

  it('KIR: each row is its invoice, and the totals row is the sum of the invoices', () => {
    fc.assert(
      fc.property(fc.array(invoiceArb, { maxLength: 25 }), (drawn) => {
        const invoices = records(drawn);
        const rows = kirRows(invoices);
        const sumOf = (pick: (d: InvoiceDocument) => number) => invoices.reduce((sum, i) => sum + pick(i.document), 0);
        rows.forEach((row, i) => {
          const d = invoices[i]?.document as InvoiceDocument;
          const croatian = [...row.croatian.values()].reduce((sum, s) => sum + s.base + s.vat, 0);
          // Every cent of an invoice is in exactly one column.
          expect(croatian + row.ossBase + row.ossVat + row.exempt).toBe(row.total);
          expect(row.total).toBe(invoiceAmount(d));
        });
        const totals = lastCells(kirCsv(invoices));
        expect(totals[0]).toBe('UKUPNO / TOTAL');
        expect(euros(totals.at(-1))).toBe(sumOf(invoiceAmount));
        expect(euros(totals.at(-2))).toBe(sumOf((d) => d.exempt ?? 0));
        const hrVat = sumOf((d) => (d.vatScheme === 'DOMESTIC' ? d.vat.reduce((sum, r) => sum + r.tax, 0) : 0));
        expect(euros(totals[7])).toBe(hrVat);
      }),
      { numRuns: 200 },
    );
  });

  it('OSS: per member state and rate, the base and VAT of the OSS invoices, and nothing else', () => {
    fc.assert(
      fc.property(fc.array(invoiceArb, { maxLength: 25 }), (drawn) => {
        const invoices = records(drawn);
        const oss = invoices.map((i) => i.document).filter((d) => d.vatScheme === 'OSS');
        const lines = ossLines(invoices);
        for (const country of ['DE', 'IE', 'FI']) {
          const ofCountry = oss.filter((d) => d.vatCountry === country).flatMap((d) => d.vat);
          const got = lines.filter((l) => l.country === country);
          expect(got.reduce((sum, l) => sum + l.base, 0)).toBe(ofCountry.reduce((sum, r) => sum + r.base, 0));
          expect(got.reduce((sum, l) => sum + l.vat, 0)).toBe(ofCountry.reduce((sum, r) => sum + r.tax, 0));
        }
        expect(lines.map((l) => l.country).every((c) => c !== 'HR' && c !== 'US')).toBe(true);
        const totals = lastCells(ossCsv(invoices));
        expect(euros(totals[3]) + euros(totals[4])).toBe(oss.reduce((sum, d) => sum + invoiceAmount(d), 0));
      }),
      { numRuns: 200 },
    );
  });

  it('writes amounts with a point before the cents, negative ones for credit notes to come', () => {
    expect([reportAmount(123456), reportAmount(5), reportAmount(-500), reportAmount(0)]).toEqual(['1234.56', '0.05', '-5.00', '0.00']);
  });

  it('neutralises a buyer a spreadsheet would take for a formula, and keeps the amounts numbers', () => {
    const [invoice] = records([
      { treatment: TREATMENTS[0] as VatTreatment, lines: [{ amount: 10_000, child: false }], shipping: 0, company: false },
    ]);
    const buyer = '=HYPERLINK("http://evil.example","Ana")';
    const withBuyer = {
      ...invoice,
      document: { ...invoice?.document, buyer: { ...invoice?.document.buyer, name: buyer } },
    } as InvoiceRecord;
    const [, row] = kirCsv([withBuyer]).split('\r\n');
    expect(row).toContain(`,"'=HYPERLINK(""http://evil.example"",""Ana"")",`);
    expect(row?.split(',').slice(-4)).toEqual(['0.00', '', '0.00', '100.00']);
  });
});

/** A paid order as the shop stores it, to a country, with a baby's romper (0 % in Ireland through OSS) and a shirt. */
function paidOrder(id: string, country: string, treatment: VatTreatment, extra: Partial<OrderRecord> = {}): OrderRecord {
  const childRate = treatment.scheme === 'OSS' && country === 'IE' ? 0 : treatment.rate;
  const exportPrice = (cents: number) => (treatment.scheme === 'EXPORT' ? cents * 0.8 : cents);
  return {
    ...orderKey(id),
    id,
    number: `2027-${id}`,
    status: 'PAID',
    createdAt: '2027-02-10T08:00:00.000Z',
    updatedAt: '2027-02-10T08:05:00.000Z',
    email: 'ana@example.com',
    lines: [
      { amount: exportPrice(5000), vatRate: treatment.rate, unitPrice: exportPrice(5000) },
      { amount: exportPrice(6000), vatRate: childRate, unitPrice: exportPrice(6000) },
    ].map((l, i) => ({
      itemNo: i + 1,
      productId: `p${i}`,
      productName: i ? 'Romper' : 'Shirt',
      productColorName: 'Oat',
      image: '',
      size: 'M',
      quantity: 1,
      fromStock: 1,
      fromPreOrder: 0,
      discountPercent: 0,
      unitPriceAfterDiscount: l.unitPrice,
      ...l,
    })),
    amountBeforeDiscount: exportPrice(11000),
    subtotal: exportPrice(11000),
    discountCode: null,
    shipping: exportPrice(1500),
    giftCard: null,
    total: exportPrice(12500),
    deliveryAddress: { firstName: 'Ana', lastName: 'Horvat', street: 'Main', streetNo: '1', city: 'X', country, zipCode: '1', phone: '1' },
    billingAddress: {},
    deliveryMethod: 'DELIVERY',
    vatTreatment: treatment,
    paymentMethod: 'CARD',
    paidAt: '2027-02-10T08:05:00.000Z',
    ...extra,
  } as OrderRecord;
}

const put = (order: OrderRecord) => dynamo().send(new PutCommand({ TableName: tableName('orders'), Item: order }));

describe('issuing invoices counts the year’s EU distance sales once each, and the reports read them back', () => {
  beforeEach(async () => {
    await clearTables('orders', 'staff');
  });

  it('counts a German and an Irish consumer’s sales without VAT, not Croatia, exports, pickups or companies; retries count nothing', async () => {
    const at = new Date('2027-02-10T09:00:00.000Z');
    const de = paidOrder('de', 'DE', { scheme: 'DOMESTIC', country: 'HR', rate: 2500 });
    const ie = paidOrder('ie', 'IE', { scheme: 'OSS', country: 'IE', rate: 2300 });
    const others = [
      paidOrder('hr', 'HR', { scheme: 'DOMESTIC', country: 'HR', rate: 2500 }),
      paidOrder('us', 'US', { scheme: 'EXPORT', country: 'US', rate: 0 }),
      paidOrder('canary', 'ES', { scheme: 'EXPORT', country: 'ES', rate: 0, territory: 'Canary Islands' }),
      paidOrder('pickup', 'DE', { scheme: 'DOMESTIC', country: 'HR', rate: 2500 }, { deliveryMethod: 'PICK_UP' }),
      paidOrder('r1', 'AT', { scheme: 'DOMESTIC', country: 'HR', rate: 2500 }, { company: { name: 'Tkanica d.o.o.', oib: '12345678903' } }),
    ];
    for (const order of [de, ie, ...others]) await put(order);

    // The outbox may run the same invoice twice, even at once.
    const [deInvoice] = await Promise.all([ensureInvoice('de', at), ensureInvoice('de', at)]);
    await ensureInvoice('de', at);
    const ieInvoice = await ensureInvoice('ie', at);
    for (const order of others) await ensureInvoice(order.id, at);

    const base = (invoice: InvoiceRecord) => invoice.document.vat.reduce((sum, row) => sum + row.base, 0);
    // 125,00 € at 25 % Croatian VAT: 100,00 €. Ireland: the shirt and its shipping share at 23 %, the romper and its share at 0 %.
    expect(base(deInvoice)).toBe(10000);
    expect(ieInvoice.document.vat.map((row) => row.rate)).toEqual([2300, 0]);
    expect(await distanceSalesOf(2027)).toMatchObject({ year: 2027, net: 10000 + base(ieInvoice), invoices: 2 });

    // Today says where the year stands.
    const { headers } = await activeStaff({ email: 'vesna@tkanica.hr' });
    const today = (await invokeRoute('GET /api/admin/today', orderDesk, { headers })).body;
    expect(today.distanceSales).toMatchObject({ year: new Date().getUTCFullYear(), threshold: 1_000_000, oss: false });

    // The KIR of February: one row per invoice, in number order.
    const kir = await invokeRoute('GET /api/admin/orders', orderDesk, {
      headers,
      query: { report: 'kir', from: '2027-02-01', to: '2027-02-28' },
    });
    expect(kir.status).toBe(200);
    expect(kir.body.report.filename).toBe('kir-2027-02-01-2027-02-28.csv');
    const lines = kir.body.report.csv.trimEnd().split('\r\n');
    expect(lines).toHaveLength(1 + 7 + 1);
    expect(lines.slice(1, -1).map((line: string) => line.split(',')[2])).toEqual([
      '1/ZG1/1',
      '2/ZG1/1',
      '3/ZG1/1',
      '4/ZG1/1',
      '5/ZG1/1',
      '6/ZG1/1',
      '7/ZG1/1',
    ]);
    expect(lines.find((line: string) => line.includes('Tkanica'))).toContain(',12345678903,');

    const oss = await invokeRoute('GET /api/admin/orders', orderDesk, {
      headers,
      query: { report: 'oss', from: '2027-01-01', to: '2027-03-31' },
    });
    const ossRows = oss.body.report.csv.trimEnd().split('\r\n');
    expect(ossRows.slice(1, -1).map((line: string) => line.split(',').slice(0, 3))).toEqual([
      ['IE', 'Ireland', '23 %'],
      ['IE', 'Ireland', '0 %'],
    ]);

    // Not a day after: nothing; a span backwards or without its end: a 400 that names the field.
    const march = await invokeRoute('GET /api/admin/orders', orderDesk, {
      headers,
      query: { report: 'kir', from: '2027-03-01', to: '2027-03-31' },
    });
    expect(march.body.report.csv.trimEnd().split('\r\n')).toHaveLength(2);
    const backwards = await invokeRoute('GET /api/admin/orders', orderDesk, {
      headers,
      query: { report: 'kir', from: '2027-03-01', to: '2027-02-01' },
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors).toMatchObject({ to: 'The last day is before the first.' });
    const open = await invokeRoute('GET /api/admin/orders', orderDesk, { headers, query: { report: 'oss', from: '2027-01-01' } });
    expect(open.body.errors).toMatchObject({ to: 'Give the last day of the report.' });
  });
});
