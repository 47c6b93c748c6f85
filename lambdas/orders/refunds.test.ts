import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { OrderRequest } from '@shop/shared/contract/orders';
import { formatEuro as euro } from '@shop/shared/money';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_START, testClock } from '../../test/clock.ts';
import { startTestCis } from '../../test/fiscal.ts';
import { clearTables, scanTable } from '../../test/tables.ts';
import type { FiscalSimulator } from '../../local/simulators/cis/simulator.ts';
import { getProduct } from '../catalog/catalogStore.ts';
import { cisFiscalService } from '../fiscal/fiscalService.ts';
import { kirRows } from '../invoices/invoiceReports.ts';
import { renderInvoicePdf } from '../invoices/invoicePdf.ts';
import type { InvoiceRecord } from '../invoices/invoiceStore.ts';
import { tableName } from '../platform/config.ts';
import { dynamo } from '../platform/dynamo.ts';
import { createFakeMailer } from '../platform/mailer.ts';
import { giftCardKey, sixMonthsFrom } from '../promotions/promotionItems.ts';
import { readAudit } from '../staff/auditLog.ts';
import { shopAuditReader } from '../staff/staffAdapters.ts';
import { extractText } from '../testing/pdfText.ts';
import { ZAGREB_ADDRESS } from '../testing/addressFixture.ts';
import { writeCatalog } from '../testing/catalogFixture.ts';
import { fakePayments } from '../testing/fakePayments.ts';
import { runOutbox } from '../testing/outbox.ts';
import { operatorStep } from './operatorSteps.ts';
import type { OrderRecord } from './orderRecord.ts';
import { getOrder, REFUND_UNATTACHED, transition } from './orderStore.ts';
import { processPaymentEvent } from './paymentEvents.ts';
import { placeOrder } from './placeOrder.ts';
import { INVOICE_NOT_YET } from './refundWrites.ts';

const clock = testClock();
let cis: FiscalSimulator;
const OWNER = { id: 'st_owner', email: 'vesna@tkanica.hr', role: 'owner' as const };

beforeAll(async () => {
  cis = await startTestCis(() => clock.now());
});
afterAll(() => cis.close());
beforeEach(async () => {
  await clearTables('orders', 'catalog', 'promotions', 'audit');
  await writeCatalog();
  clock.set(TEST_START);
  cis.reset();
});

/** The shop, with CIS at the simulator and the provider faked. */
function shop() {
  const payments = fakePayments();
  const mailer = createFakeMailer();
  const fiscal = cisFiscalService({ url: () => cis.endpoint, perTryMs: 2_500 });
  return { payments, mailer, ports: { payments: payments.gateway, mailer, clock, shopUrl: 'https://shop.example', fiscal } };
}

/** A moment `days` after the test's clock: a card's expiry follows the clock, never the calendar. */
const daysOn = (days: number) => new Date(clock.now().getTime() + days * 86_400_000).toISOString();

async function giftCard(code: string, balance: number, expiresAt = daysOn(40)) {
  await dynamo().send(
    new PutCommand({
      TableName: tableName('promotions'),
      Item: { ...giftCardKey(code), code, balance, initialAmount: balance, expiresAt },
    }),
  );
}
const cardBalance = async (code: string) =>
  (await dynamo().send(new GetCommand({ TableName: tableName('promotions'), Key: giftCardKey(code), ConsistentRead: true }))).Item;

/** Two linen shirts (2 × 45,00 € + shipping), perhaps partly on a gift card, paid by card; its invoice issued and mailed. */
async function paidOrder(s: ReturnType<typeof shop>, over: Partial<OrderRequest> = {}): Promise<OrderRecord> {
  const request = OrderRequest.parse({
    deliveryAddress: ZAGREB_ADDRESS,
    cartProducts: [{ productId: 'linen-shirt-oat', sizes: [{ size: 'M', quantity: 2 }] }],
    userEmail: 'ana@example.hr',
    ...over,
  });
  await placeOrder(request, s.ports);
  const placed = (await scanTable('orders')).find((item) => String(item.pk).startsWith('O#')) as OrderRecord;
  if (placed.total > 0) {
    s.payments.payByCard(placed.paymentSessionId as string);
    await processPaymentEvent(s.payments.event(placed.paymentSessionId as string, 'checkout.session.completed'), s.ports);
  }
  await runOutbox(s.ports);
  return (await getOrder(placed.id))!;
}

/** One linen shirt, placed and not paid yet. */
async function placedShirt(s: ReturnType<typeof shop>): Promise<OrderRecord> {
  await placeOrder(
    OrderRequest.parse({
      deliveryAddress: ZAGREB_ADDRESS,
      cartProducts: [{ productId: 'linen-shirt-oat', sizes: [{ size: 'M', quantity: 1 }] }],
      userEmail: 'ana@example.hr',
    }),
    s.ports,
  );
  return (await scanTable('orders')).find((item) => String(item.pk).startsWith('O#')) as OrderRecord;
}

const documents = async () =>
  ((await scanTable('orders')).filter((item) => String(item.pk).startsWith('I#')) as unknown as InvoiceRecord[]).sort(
    (a, b) => a.sequence - b.sequence,
  );
const shelf = async () => (await getProduct('linen-shirt-oat'))?.stock.M;

describe('refunds', () => {
  it('a full refund of a card + gift card order: card and gift card restored, stock back, one credit note, one negative receipt, one mail', async () => {
    const s = shop();
    await giftCard('GC-TEST', 1000);
    const order = await paidOrder(s, { giftCardCode: 'GC-TEST' });
    const value = order.total + 1000;
    const stockBefore = await shelf();
    expect(await cardBalance('GC-TEST')).toMatchObject({ balance: 0 });
    s.mailer.sent.length = 0;

    const refunded = await operatorStep(order, { step: 'refund', restock: [{ itemNo: 1, quantity: 2 }] }, clock.now(), OWNER);
    expect(refunded).toMatchObject({ status: 'moved', order: { status: 'REFUNDED', refunded: value, giftCardRefunded: 1000 } });
    await runOutbox(s.ports);

    // The provider returns what it took; the gift card gets its 10,00 € back and six months at least.
    expect(s.payments.refunds.map((r) => r.amount)).toEqual([order.total]);
    expect(await cardBalance('GC-TEST')).toMatchObject({ balance: 1000, expiresAt: sixMonthsFrom(clock.now()) });
    expect(await shelf()).toBe((stockBefore ?? 0) + 2);

    const [invoice, creditNote, ...more] = await documents();
    expect(more).toEqual([]);
    expect(creditNote).toMatchObject({
      sequence: (invoice?.sequence ?? 0) + 1,
      refund: { invoiceId: invoice?.id, amount: value, toProvider: order.total, toGiftCard: 1000, refundedSoFar: value },
      document: {
        kind: 'creditNote',
        corrects: { number: invoice?.document.number },
        totalToPay: -order.total,
        giftCardApplied: -1000,
        lines: [{ productName: 'Linen Shirt', quantity: -2 }],
        fiscal: { jir: expect.any(String), paymentCode: 'O' },
      },
    });
    // CIS got the invoice and the credit note, whose receipt is negative; they add up to nothing.
    const receipts = cis.receipts();
    expect(receipts.map((r) => [r.number, r.total])).toEqual([
      [invoice?.document.number, (value / 100).toFixed(2)],
      [creditNote?.document.number, (-value / 100).toFixed(2)],
    ]);

    // One mail: this refund, where it went, all refunded so far, the credit note attached.
    expect(s.mailer.sent).toHaveLength(1);
    const mail = s.mailer.sent[0]!;
    expect(mail.subject).toBe(`Your Tkanica refund for order ${order.number}: credit note ${creditNote?.document.number}`);
    expect(mail.text).toContain(`We have refunded ${euro(value)} of your order ${order.number}.`);
    expect(mail.text).toContain(`${euro(1000)} is back on your gift card GC-TEST`);
    expect(mail.text).toContain(`Refunded of the order in all: ${euro(value)}`);
    expect(mail.attachments?.map((a) => a.filename)).toEqual([`Tkanica-odobrenje-${creditNote?.document.number.replace(/\//g, '-')}.pdf`]);
    const pdf = extractText(await renderInvoicePdf(creditNote!.document, { compress: false }));
    expect(pdf).toContain('ODOBRENJE / CREDIT NOTE');
    expect(pdf).toContain('Uz račun / For invoice');
    expect(pdf).toContain('Vraćeno / Refunded');

    // Written to the audit log in the refund's own transaction, by whoever made it.
    const { data } = await readAudit(shopAuditReader, { subject: `order#${order.id}` }, clock.now());
    expect(data).toEqual([
      expect.objectContaining({
        action: 'orders.refund',
        staff: { id: OWNER.id, email: OWNER.email, role: 'owner' },
        after: expect.objectContaining({ status: 'REFUNDED', refunded: value, refund: value }),
      }),
    ]);
  });

  it('partial refunds: each mail names that refund and the running total; the last one takes the gift card part', async () => {
    const s = shop();
    await giftCard('GC-TEST', 1000);
    const order = await paidOrder(s, { giftCardCode: 'GC-TEST' });
    const value = order.total + 1000;
    s.mailer.sent.length = 0;
    const first = await operatorStep(order, { step: 'refund', amount: 5000 }, clock.now(), OWNER);
    expect(first).toMatchObject({ status: 'moved', order: { status: 'PARTLY_REFUNDED', refunded: 5000 } });
    await runOutbox(s.ports);
    const second = await operatorStep((await getOrder(order.id))!, { step: 'refund' }, clock.now(), OWNER);
    expect(second).toMatchObject({ status: 'moved', order: { status: 'REFUNDED', refunded: value, giftCardRefunded: 1000 } });
    await runOutbox(s.ports);

    expect(s.payments.refunds.map((r) => r.amount)).toEqual([5000, order.total - 5000]);
    expect(await cardBalance('GC-TEST')).toMatchObject({ balance: 1000 });
    const texts = s.mailer.sent.map((m) => m.text);
    expect(texts[0]).toContain(`We have refunded ${euro(5000)} of your order`);
    expect(texts[0]).toContain(`Refunded of the order in all: ${euro(5000)}`);
    expect(texts[1]).toContain(`We have refunded ${euro(value - 5000)} of your order`);
    expect(texts[1]).toContain(`Refunded of the order in all: ${euro(value)}`);
    // The credit notes and their receipts add up to the invoice.
    const [invoice, ...notes] = await documents();
    expect(notes.reduce((sum, n) => sum + n.document.totalToPay + n.document.giftCardApplied, 0)).toBe(-value);
    expect(notes.flatMap((n) => n.document.vat).reduce((sum, v) => sum + v.tax, 0)).toBe(-(invoice?.document.vat[0]?.tax ?? 0));
    // The accountant's book lists the credit notes as such, their amounts taking the invoice's back to nothing.
    const kir = kirRows([invoice!, ...notes]);
    expect(kir.map((row) => row.document)).toEqual(['RACUN', 'ODOBRENJE', 'ODOBRENJE']);
    expect(kir.reduce((sum, row) => sum + row.total, 0)).toBe(0);
    // Nothing went back on the shelf: no piece was said to have come back.
    expect((await getOrder(order.id))?.lines[0]?.restocked).toBeUndefined();
  });

  it('refunds an order paid wholly by gift card to the gift card, or to a new card when asked', async () => {
    const s = shop();
    await giftCard('GC-ALL', 20_000, daysOn(1));
    const order = await paidOrder(s, { giftCardCode: 'GC-ALL' });
    expect(order).toMatchObject({ status: 'PAID', total: 0, paymentMethod: 'GIFT_CARD' });
    const applied = order.giftCard?.applied ?? 0;
    const moved = await operatorStep(order, { step: 'refund', newGiftCard: true }, clock.now(), OWNER);
    expect(moved).toMatchObject({ status: 'moved', order: { status: 'REFUNDED', refunded: applied, giftCardRefunded: applied } });
    await runOutbox(s.ports);
    expect(s.payments.refunds).toEqual([]);
    const [, creditNote] = await documents();
    const code = creditNote?.refund?.giftCardCode as string;
    expect(code).toMatch(/^GC-/);
    expect(code).not.toBe('GC-ALL');
    expect(await cardBalance(code)).toMatchObject({ balance: applied, initialAmount: applied });
    expect(await cardBalance('GC-ALL')).toMatchObject({ balance: 20_000 - applied });
  });

  it('money the shop gives back by itself is in the audit log too, written with the move', async () => {
    const s = shop();
    const placed = await placedShirt(s);
    const expired = await transition(placed, { type: 'paymentPageExpired' }, clock.now());
    expect(expired).toMatchObject({ status: 'moved', order: { status: 'EXPIRED' } });
    // The money came after all: it goes back, and the log says the shop did it.
    const late = await transition((await getOrder(placed.id))!, { type: 'paid', method: 'CARD', amount: placed.total }, clock.now());
    expect(late).toMatchObject({ status: 'moved', order: { status: 'REFUNDED', refunded: placed.total } });
    expect((await readAudit(shopAuditReader, { subject: `order#${placed.id}` }, clock.now())).data).toEqual([
      expect.objectContaining({
        action: 'orders.refundAutomatically',
        staff: { id: 'shop', email: 'the shop (automatic)', role: 'owner' },
        after: { status: 'REFUNDED', refunded: placed.total, refund: placed.total },
      }),
    ]);
  });

  it('refuses before the invoice is issued, and pieces it did not sell: nothing changes', async () => {
    const s = shop();
    const placed = await placedShirt(s);
    s.payments.payByCard(placed.paymentSessionId as string);
    await processPaymentEvent(s.payments.event(placed.paymentSessionId as string, 'checkout.session.completed'), s.ports);
    const paid = (await getOrder(placed.id))!;
    expect(await operatorStep(paid, { step: 'refund' }, clock.now(), OWNER)).toMatchObject({
      status: 'refused',
      reason: expect.stringContaining(INVOICE_NOT_YET),
    });
    await runOutbox(s.ports);
    const invoiced = (await getOrder(placed.id))!;
    const tooMany = await operatorStep(invoiced, { step: 'refund', restock: [{ itemNo: 1, quantity: 2 }] }, clock.now(), OWNER);
    expect(tooMany).toMatchObject({ status: 'refused', reason: expect.stringContaining('can take back between 1 and 1 pieces') });
    // A refund asked of the order's writer without the step's writes is refused: no refund without its credit note.
    expect(await transition(invoiced, { type: 'refund', amount: 100 }, clock.now())).toMatchObject({
      status: 'refused',
      reason: REFUND_UNATTACHED,
    });
    expect(await getOrder(placed.id)).toEqual(invoiced);
    expect((await documents()).map((d) => d.document.kind ?? 'invoice')).toEqual(['invoice']);
    expect((await readAudit(shopAuditReader, { subject: `order#${placed.id}` }, clock.now())).data).toEqual([]);
  });
});
