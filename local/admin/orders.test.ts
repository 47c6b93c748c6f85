import { beforeEach, describe, expect, it } from 'vitest';
import { ORDER_STATUSES, OrderRequest } from '@shop/shared/contract/orders';
import { getProduct } from '../../lambdas/catalog/catalogStore.ts';
import { getOrder } from '../../lambdas/orders/orderStore.ts';
import { placeOrder } from '../../lambdas/orders/placeOrder.ts';
import { processPaymentEvent } from '../../lambdas/orders/paymentEvents.ts';
import { readAudit } from '../../lambdas/staff/auditLog.ts';
import { shopAuditReader } from '../../lambdas/staff/staffAdapters.ts';
import { runOutbox } from '../../lambdas/testing/outbox.ts';
import { createFakeMailer } from '../../lambdas/platform/mailer.ts';
import { writeCatalog } from '../../lambdas/testing/catalogFixture.ts';
import { fakePayments } from '../../lambdas/testing/fakePayments.ts';
import { TEST_START, testClock } from '../../test/clock.ts';
import { clearTables, scanTable } from '../../test/tables.ts';
import { adminTest } from './adminTesting.ts';

// After the real time, so that nothing written with a TTL is removed by DynamoDB Local meanwhile.
const clock = testClock();

function request(email: string, company?: { name: string; oib: string }) {
  return OrderRequest.parse({
    ...(company ? { company } : {}),
    deliveryAddress: {
      firstName: 'Ana',
      lastName: 'Horvat',
      street: 'Ilica',
      streetNo: '12',
      city: 'Zagreb',
      country: 'HR',
      zipCode: '10000',
      phone: '091',
    },
    cartProducts: [{ productId: 'linen-shirt-oat', sizes: [{ size: 'M', quantity: 1 }] }],
    userEmail: email,
  });
}

/** An order placed and sent to the payment page, then (unless `pending`) paid "by bank transfer": awaiting it. */
async function placedOrder(options: { email?: string; pending?: boolean; company?: { name: string; oib: string } } = {}) {
  const payments = fakePayments();
  const ports = { payments: payments.gateway, mailer: createFakeMailer(), clock, shopUrl: 'http://localhost:3000' };
  const { url } = await placeOrder(request(options.email ?? 'ana@example.hr', options.company), ports);
  const sessionId = url.split('/').pop() as string;
  const orderId = payments.sessions.get(sessionId)?.orderId as string;
  if (!options.pending) {
    payments.chooseBankTransfer(sessionId);
    await processPaymentEvent(payments.event(sessionId, 'checkout.session.completed'), ports);
  }
  return (await getOrder(orderId)) as NonNullable<Awaited<ReturnType<typeof getOrder>>>;
}

const invoices = async () => (await scanTable('orders')).filter((i) => String(i.pk).startsWith('I#'));

beforeEach(async () => {
  await clearTables('orders', 'catalog', 'promotions');
  await writeCatalog();
});

describe('orders transfer-received', () => {
  it('makes the order PAID; the shop issues one invoice and mails it once, however often it is run', async () => {
    const order = await placedOrder();
    expect(order.status).toBe('AWAITING_TRANSFER');
    const { run, io, mailer } = adminTest({ clock });
    const shop = { payments: fakePayments().gateway, mailer, clock, shopUrl: 'http://localhost:3000' };
    await runOutbox(shop);
    mailer.sent.length = 0;
    expect(await run(['orders', 'transfer-received', order.id])).toBe(0);
    expect(io.stdout).toEqual([
      `Order ${order.number} (${order.id}) is PAID: transfer of 59,00\u00a0€ received; the shop issues and mails its invoice.`,
    ]);
    await runOutbox(shop);
    await runOutbox(shop);
    expect(await getOrder(order.id)).toMatchObject({ status: 'PAID', paymentMethod: 'BANK_TRANSFER', paidAt: TEST_START });
    expect(await invoices()).toHaveLength(1);
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]).toMatchObject({ to: 'ana@example.hr' });
    expect(mailer.sent[0]?.attachments?.[0]).toMatchObject({ contentType: 'application/pdf' });

    io.stdout.length = 0;
    expect(await run(['orders', 'transfer-received', order.number])).toBe(0);
    await runOutbox(shop);
    expect(io.stdout[0]).toBe(`Order ${order.number} (${order.id}) was already PAID.`);
    expect(await invoices()).toHaveLength(1);
    expect(mailer.sent).toHaveLength(1);
  });

  it('refuses an order not awaiting a transfer, or none at all, and changes nothing', async () => {
    const order = await placedOrder({ pending: true });
    const before = await scanTable('orders');
    const { run, io, mailer } = adminTest({ clock });
    expect(await run(['orders', 'transfer-received', order.id])).toBe(1);
    expect(await run(['orders', 'transfer-received', 'TK-000101-ZZZZZ'])).toBe(1);
    expect(await run(['orders', 'transfer-received'])).toBe(1);
    expect(io.stderr).toEqual([
      `Order ${order.number} is PENDING_PAYMENT: only an order awaiting a bank transfer can be marked paid.`,
      'There is no order TK-000101-ZZZZZ.',
      'orderId is missing.',
    ]);
    expect(await scanTable('orders')).toEqual(before);
    expect(mailer.sent).toHaveLength(0);
  });
});

describe('orders list', () => {
  it('lists orders awaiting a transfer from the index, others by status or customer', async () => {
    const awaiting = await placedOrder({ email: 'ana@example.hr' });
    const pending = await placedOrder({ email: 'iva@example.hr', pending: true });
    const { run, io } = adminTest({ clock });

    expect(await run(['orders', 'list', '--status', 'awaiting_transfer'])).toBe(0);
    expect(io.stdout).toHaveLength(2);
    expect(io.stdout[1]).toMatch(new RegExp(`^${awaiting.id}\\s+${awaiting.number}\\s+AWAITING_TRANSFER\\s+.*ana@example.hr\\s+59,00`));

    io.stdout.length = 0;
    expect(await run(['orders', 'list', '--status', 'PENDING_PAYMENT', '--limit', '5'])).toBe(0);
    expect(io.stdout.slice(1).map((l) => l.split(/\s+/)[0])).toEqual([pending.id]);

    io.stdout.length = 0;
    expect(await run(['orders', 'list', '--customer', 'IVA@example.hr'])).toBe(0);
    expect(io.stdout.slice(1).map((l) => l.split(/\s+/)[0])).toEqual([pending.id]);

    io.stderr.length = 0;
    expect(await run(['orders', 'list'])).toBe(1);
    expect(await run(['orders', 'list', '--status', 'SENT', '--limit', '0'])).toBe(1);
    expect(io.stderr).toEqual([
      '--status or --customer is needed.',
      `--status must be one of ${ORDER_STATUSES.join(', ')}, not "SENT".`,
      '--limit must be a whole number from 1 to 10000, not "0".',
    ]);
  });
});

describe('orders cancel', () => {
  it('cancels an order awaiting its transfer: the pieces go back on the shelf and the customer is mailed; a paid one is refused', async () => {
    const stockOf = async () => (await getProduct('linen-shirt-oat'))?.stock.M;
    const before = await stockOf();
    const order = await placedOrder();
    expect(await stockOf()).toBe((before ?? 0) - 1);
    const { run, io, mailer } = adminTest({ clock });
    const shop = { payments: fakePayments().gateway, mailer, clock, shopUrl: 'http://localhost:3000' };
    await runOutbox(shop);
    mailer.sent.length = 0;
    expect(await run(['orders', 'cancel', order.number])).toBe(0);
    await runOutbox(shop);
    expect(io.stdout).toEqual([`Order ${order.number} (${order.id}) is CANCELLED; the customer is told by mail.`]);
    expect(await getOrder(order.id)).toMatchObject({ status: 'CANCELLED', cancelledAt: TEST_START });
    expect(await stockOf()).toBe(before);
    expect(mailer.sent.map((m) => [m.to, m.subject])).toEqual([['ana@example.hr', `Your order ${order.number} is cancelled`]]);

    const paid = await placedOrder({ email: 'iva@example.hr' });
    expect(await run(['orders', 'transfer-received', paid.id])).toBe(0);
    expect(await run(['orders', 'cancel', paid.id])).toBe(1);
    expect(io.stderr).toEqual([`Order ${paid.number} is PAID: a paid order is not cancelled but refunded.`]);
  });
});

describe('invoices resend', () => {
  it('sends the invoice again on every call, by order or invoice id', async () => {
    const order = await placedOrder();
    const { run, io, mailer } = adminTest({ clock });
    expect(await run(['orders', 'transfer-received', order.id])).toBe(0);
    await runOutbox({ payments: fakePayments().gateway, mailer, clock, shopUrl: 'http://localhost:3000' });
    await runOutbox({ payments: fakePayments().gateway, mailer, clock, shopUrl: 'http://localhost:3000' });
    const [invoice] = await invoices();
    expect(await run(['invoices', 'resend', order.id])).toBe(0);
    expect(await run(['invoices', 'resend', invoice?.id])).toBe(0);
    const invoiceMails = mailer.sent.filter((m) => m.attachments?.length);
    expect(invoiceMails.map((m) => m.to)).toEqual(['ana@example.hr', 'ana@example.hr', 'ana@example.hr']);
    expect(invoiceMails[2]?.attachments?.[0]?.filename).toBe(invoiceMails[0]?.attachments?.[0]?.filename);
    expect(io.stdout.at(-1)).toBe(`Invoice 1/ZG1/1 (${invoice?.id}) of order ${order.number} sent to ana@example.hr.`);
    expect(await invoices()).toHaveLength(1);
  });

  it('marks the mails to a suppressed address done as suppressed, and does not send the invoice again to it', async () => {
    const order = await placedOrder();
    const { run, io, mailer } = adminTest({ clock });
    mailer.suppress('Ana@example.hr');
    expect(await run(['orders', 'transfer-received', order.id])).toBe(0);
    await runOutbox({ payments: fakePayments().gateway, mailer, clock, shopUrl: 'http://localhost:3000' });
    await runOutbox({ payments: fakePayments().gateway, mailer, clock, shopUrl: 'http://localhost:3000' });
    const mails = (await scanTable('orders')).filter((i) => String(i.pk).startsWith('EFFECT#') && i.effect?.kind === 'mail');
    expect(mails.length).toBeGreaterThan(0);
    // Done, never retried: a suppressed address stays suppressed until the operator lifts it.
    for (const mail of mails) expect(mail).toMatchObject({ status: 'done', doneAs: 'suppressed', attempts: 1 });
    expect(mailer.sent).toHaveLength(0);

    expect(await run(['invoices', 'resend', order.number])).toBe(1);
    expect(io.stderr.at(-1)).toMatch(
      /^The invoice was not sent: ana@example\.hr is on the suppression list since .* \(a bounce, Permanent\/General\)\./,
    );
    expect(io.stderr.at(-1)).toContain('npm run admin -- mail suppressed remove ana@example.hr');
  });

  it('says so when the order has no invoice yet', async () => {
    const order = await placedOrder();
    const { run, io, mailer } = adminTest({ clock });
    expect(await run(['invoices', 'resend', order.id])).toBe(1);
    expect(io.stderr).toEqual([`Order ${order.number} has no invoice yet (it is AWAITING_TRANSFER).`]);
    expect(mailer.sent).toHaveLength(0);
  });
});

describe('invoices ubl', () => {
  it("prints an R1 invoice's eRačun by invoice or order number, and says why a consumer's invoice has none", async () => {
    const consumer = await placedOrder();
    const company = await placedOrder({ email: 'nabava@vez.hr', company: { name: 'Vez d.o.o.', oib: '94577403194' } });
    const { run, io, mailer } = adminTest({ clock });
    expect(await run(['orders', 'transfer-received', consumer.id])).toBe(0);
    expect(await run(['orders', 'transfer-received', company.id])).toBe(0);
    await runOutbox({ payments: fakePayments().gateway, mailer, clock, shopUrl: 'http://localhost:3000' });
    const numbers = new Map((await invoices()).map((i) => [i.orderId, i.document.number as string]));

    expect(await run(['invoices', 'ubl', numbers.get(company.id) as string])).toBe(0);
    const xml = io.stdout.at(-1) ?? '';
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<Invoice /);
    expect(xml).toContain(`<cbc:ID>${numbers.get(company.id)}</cbc:ID>`);
    expect(xml).toContain('<cbc:CompanyID>HR94577403194</cbc:CompanyID>');
    expect(await run(['invoices', 'ubl', company.number])).toBe(0);
    expect(io.stdout.at(-1)).toBe(xml);

    expect(await run(['invoices', 'ubl', numbers.get(consumer.id) as string])).toBe(1);
    expect(io.stderr.at(-1)).toBe(
      `Invoice ${numbers.get(consumer.id)} names no company with a valid OIB; an eRačun goes to a Croatian company only.`,
    );
    expect(await run(['invoices', 'ubl', '999/ZG1/1'])).toBe(1);
    expect(io.stderr.at(-1)).toBe('There is no invoice 999/ZG1/1.');
  });
});

describe('the order on its way', () => {
  it('packs, ships with a tracking link, delivers and refunds, mailing the customer at each step', async () => {
    const order = await placedOrder();
    const { run, io, mailer } = adminTest({ clock });
    const shop = { payments: fakePayments().gateway, mailer, clock, shopUrl: 'http://localhost:3000' };
    expect(await run(['orders', 'transfer-received', order.number])).toBe(0);
    await runOutbox(shop);
    await runOutbox(shop);
    mailer.sent.length = 0;

    const tracking = 'https://gls-group.com/HR/hr/pracenje-posiljaka?match=123';
    expect(await run(['orders', 'ready-for-pickup', order.id])).toBe(1);
    expect(io.stderr.at(-1)).toBe(`Order ${order.number} is PAID: The order is to be delivered, not picked up.`);
    expect(await run(['orders', 'shipped', order.id, '--carrier', 'GLS', '--tracking', 'http://not-https.example'])).toBe(1);
    expect(await run(['orders', 'packed', order.id])).toBe(0);
    expect(await run(['orders', 'shipped', order.id, '--carrier', 'GLS', '--tracking', tracking])).toBe(0);
    expect(await run(['orders', 'shipped', order.id, '--carrier', 'GLS', '--tracking', tracking])).toBe(0);
    expect(await run(['orders', 'delivered', order.id])).toBe(0);
    await runOutbox(shop);
    expect(mailer.sent.map((m) => m.subject).sort()).toEqual(
      [`Your order ${order.number} is packed`, `Your order ${order.number} is on its way`, `Your order ${order.number} has arrived`].sort(),
    );
    expect(mailer.sent.find((m) => m.subject.includes('on its way'))?.text).toContain(tracking);
    expect(await getOrder(order.id)).toMatchObject({ status: 'DELIVERED', shipment: { carrier: 'GLS', trackingUrl: tracking } });

    expect(await run(['orders', 'refund', order.id, '--amount', '10,00'])).toBe(0);
    expect(await run(['orders', 'refund', order.id, '--amount', '100,00'])).toBe(1);
    const onShelf = (await getProduct(order.lines[0]!.productId))?.stock[order.lines[0]!.size] ?? 0;
    expect(await run(['orders', 'refund', order.id, '--restock'])).toBe(0);
    expect(io.stdout.at(-1)).toBe(
      `Order ${order.number} (${order.id}) is REFUNDED: 49,00\u00a0€ is refunded (59,00\u00a0€ in all), 1 piece back on the shelf; its credit note is issued and mailed to the customer.`,
    );
    expect(await getOrder(order.id)).toMatchObject({ status: 'REFUNDED', refunded: 5900, lines: [{ restocked: 1 }] });
    expect((await getProduct(order.lines[0]!.productId))?.stock[order.lines[0]!.size]).toBe(onShelf + 1);
    // Money moved at the command line is in the audit log as the back office's is, each with its move.
    const { data } = await readAudit(shopAuditReader, { subject: `order#${order.id}` }, clock.now());
    const refunds = data.filter((e) => e.action === 'orders.refund').map((e) => [e.staff.id, (e.after as { refund: number }).refund]);
    expect(refunds.sort()).toEqual([
      ['command-line', 1000],
      ['command-line', 4900],
    ]);
  });
});
