import { OrderRequest } from '@shop/shared/contract/orders';
import type { Language } from '@shop/shared/language';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demoCatalog } from '../local/seed/demoCatalog.ts';
import { testClock } from '../test/clock.ts';
import { foreignWords } from '../test/foreignWords.ts';
import { clearTables } from '../test/tables.ts';
import { handler as searchHandler } from './catalog/handlers/searchProducts.ts';
import { PAID_NOTE } from './invoices/invoiceDocument.ts';
import { renderInvoicePdf } from './invoices/invoicePdf.ts';
import { getInvoice } from './invoices/invoiceStore.ts';
import { checkPreOrder } from './orders/checkPreOrder.ts';
import { handler as createOrderHandler } from './orders/handlers/createOrder.ts';
import { handler as getOrderHandler } from './orders/handlers/getOrder.ts';
import type { OrderMail } from './orders/orderLifecycle.ts';
import { orderMail } from './orders/orderMails.ts';
import type { OrderRecord } from './orders/orderRecord.ts';
import { getOrder } from './orders/orderStore.ts';
import { processPaymentEvent } from './orders/paymentEvents.ts';
import { placeOrder } from './orders/placeOrder.ts';
import { paymentLines } from './payments/paymentLines.ts';
import { createFakeMailer } from './platform/mailer.ts';
import { ZAGREB_ADDRESS } from './testing/addressFixture.ts';
import { writeCatalog } from './testing/catalogFixture.ts';
import { fakePayments } from './testing/fakePayments.ts';
import { invokeRoute } from './testing/invoke.ts';
import { runOutbox } from './testing/outbox.ts';
import { extractText } from './testing/pdfText.ts';

/*
 * A purchase in Croatian, from the cart to the invoice's PDF: every line the shopper reads
 * afterwards (the order's page, its mails, the payment page, the invoice) names the demo
 * catalog's products, colours and sizes in Croatian and the order's state in Croatian; and an
 * English purchase reads no Croatian of the catalog, but on its invoice, which names the goods in
 * Croatian beside the English (docs/decisions/072-croatian-to-the-last-line.md).
 */

const clock = testClock();
const shopUrl = 'https://shop.example';

/** A beanie in one size, a child's tee in years, a shirt in a letter size, and a cardigan to be made. */
const CART = [
  { productId: 'adult-hand-knit-beanie-mustard', sizes: [{ size: 'One size', quantity: 1 }] },
  { productId: 'kid-striped-cotton-tee-navy', sizes: [{ size: '5/6y', quantity: 1 }] },
  { productId: 'adult-linen-shirt-oat', sizes: [{ size: 'M', quantity: 2 }] },
  { productId: 'adult-merino-cable-cardigan-oat', sizes: [{ size: 'XS/S', quantity: 1 }] },
];
const request = OrderRequest.parse({ deliveryAddress: ZAGREB_ADDRESS, cartProducts: CART, userEmail: 'durda@example.hr' });

const MAILS: OrderMail[] = [
  'confirmation',
  'transferDetails',
  'transferCancelled',
  'cancelled',
  'paymentFailed',
  'packed',
  'shipped',
  'readyForPickup',
  'delivered',
  'pickedUp',
  'refunded',
  'lateMoneyRefunded',
];

/** Places the cart in a language, pays it by card, performs what follows (mails, invoice) and reads back what the shopper gets. */
async function purchase(language: Language) {
  const payments = fakePayments();
  const mailer = createFakeMailer();
  const ports = { payments: payments.gateway, mailer, clock, shopUrl };
  const { url } = await placeOrder(request, ports, { language });
  const sessionId = url.split('/').pop() as string;
  const orderId = payments.sessions.get(sessionId)?.orderId as string;
  payments.payByCard(sessionId);
  await processPaymentEvent(payments.event(sessionId, 'checkout.session.completed', `evt_${language}`), ports);
  await runOutbox(ports);
  const order = (await getOrder(orderId)) as OrderRecord;
  const invoice = await getInvoice(order.invoiceId as string);
  const pdfText = extractText(await renderInvoicePdf(invoice?.document as NonNullable<typeof invoice>['document'], { compress: false }));
  // The PDF's text runs, joined where a cell wrapped its line ("Hand-" / "Knit Beanie").
  const pdf = pdfText.replace(/-\n/g, '-').replace(/\s*\n\s*/g, ' ');
  const summary = await invokeRoute('GET /api/orders/{id}', getOrderHandler, {
    params: { id: orderId },
    headers: { 'X-Shop-Language': language },
  });
  const mails = [
    ...mailer.sent.map((mail) => [mail.subject, mail.text, mail.html].join('\n')),
    ...MAILS.map((kind) => {
      const mail = orderMail(
        kind,
        {
          ...order,
          refunded: order.total,
          shipment: { carrier: 'GLS', trackingUrl: 'https://gls.example/1', shippedAt: order.paidAt as string },
        },
        shopUrl,
      );
      return [mail.subject, mail.text, mail.html].join('\n');
    }),
  ].join('\n');
  const paymentPage = paymentLines(order)
    .lineItems.map((item) => item.price_data.product_data.name)
    .join('\n');
  return { order, mailer, pdf, summary, mails, paymentPage };
}

beforeAll(async () => {
  await clearTables('catalog');
  await writeCatalog(demoCatalog);
});

beforeEach(async () => {
  await clearTables('orders', 'promotions');
});

describe('a purchase in Croatian, to the last line', () => {
  it('names the products, colours, sizes and state in Croatian on the order page, in every mail, on the payment page and on the invoice', async () => {
    const { order, mailer, pdf, summary, mails, paymentPage } = await purchase('hr');

    // The order keeps its lines as the Croatian shop showed them; the sizes stay what the stock is kept by.
    expect(order.lines.map((line) => [line.productName, line.productColorName, line.size])).toEqual([
      ['Ručno pletena kapa', 'Senf', 'One size'],
      ['Prugasta majica od organskog pamuka', 'Mornarskoplava', '5/6y'],
      ['Lanena košulja', 'Zob', 'M'],
      ['Kardigan s pletenicom od merina', 'Zob', 'XS/S'],
    ]);

    // The order's page: its state in Croatian, its lines as kept, each size as kept for the page to word.
    expect(summary.status).toBe(200);
    expect(summary.body).toMatchObject({ status: 'PAID', statusText: 'Plaćeno' });
    const named = summary.body.lines.map((line: { productName: string; productColorName: string }) => [
      line.productName,
      line.productColorName,
    ]);
    expect(foreignWords(JSON.stringify(named), 'en')).toEqual([]);
    expect(foreignWords(summary.body.statusText, 'en')).toEqual([]);

    // Every mail the order has or could have.
    expect(mailer.sent.map((mail) => mail.subject)).toEqual([
      `Vaša narudžba ${order.number} je potvrđena`,
      `Račun 1/ZG1/1 za Vašu narudžbu ${order.number}`,
    ]);
    expect(mails).toContain('1 × Ručno pletena kapa (Senf), Jedna veličina');
    expect(mails).toContain('1 × Prugasta majica od organskog pamuka (Mornarskoplava), 5/6 god.');
    expect(foreignWords(mails, 'en')).toEqual([]);

    // The payment page.
    expect(paymentPage).toContain('Ručno pletena kapa (Senf), Jedna veličina');
    expect(foreignWords(paymentPage, 'en')).toEqual([]);

    // The invoice: its labels are bilingual by law and design ("Plaćeno. / Paid."), its goods Croatian only.
    expect(pdf).toContain('1. Ručno pletena kapa');
    expect(pdf).toContain('Senf · Jedna veličina');
    expect(pdf).toContain('Mornarskoplava · 5/6 god.');
    expect(foreignWords(pdf.replace(PAID_NOTE, ''), 'en')).toEqual([]);
  });

  it('tells which lines are to be made in Croatian, and refuses more than there is in Croatian', async () => {
    const answer = await checkPreOrder(request, clock, undefined, 'hr');
    expect(answer.productsMissing).toEqual(['Kardigan s pletenicom od merina (Zob), veličina XS/S × 1']);
    const tooMany = OrderRequest.parse({
      ...request,
      cartProducts: [{ productId: 'adult-hand-knit-beanie-mustard', sizes: [{ size: 'One size', quantity: 99 }] }],
    });
    const placed = await invokeRoute('POST /api/orders', createOrderHandler, {
      body: tooMany,
      headers: { 'X-Shop-Language': 'hr' },
    });
    expect(placed.status).toBe(409);
    expect(placed.body.message).toMatch(
      /^Nema dovoljno na zalihi: Ručno pletena kapa \(Senf\), jedna veličina × 99: dostupno još samo \d+\.$/,
    );
  });
});

describe('a purchase in English', () => {
  it('reads no Croatian of the catalog on the order page, in the mails or on the payment page; its invoice names the goods in Croatian beside the English', async () => {
    const { order, pdf, summary, mails, paymentPage } = await purchase('en');

    expect(order.lines[0]).toMatchObject({
      productName: 'Hand-Knit Beanie',
      productColorName: 'Mustard',
      size: 'One size',
      hr: { productName: 'Ručno pletena kapa', productColorName: 'Senf' },
    });
    expect(summary.body).toMatchObject({ status: 'PAID', statusText: 'Paid' });
    expect(foreignWords(JSON.stringify(summary.body), 'hr')).toEqual([]);
    expect(mails).toContain('1 × Hand-Knit Beanie (Mustard), One size');
    expect(foreignWords(mails, 'hr')).toEqual([]);
    expect(foreignWords(paymentPage, 'hr')).toEqual([]);

    expect(pdf).toContain('1. Ručno pletena kapa / Hand-Knit Beanie');
    expect(pdf).toContain('Senf / Mustard · Jedna veličina / One size');
    expect(pdf).toContain('Mornarskoplava / Navy · 5/6 god. / 5/6y');
    expect(pdf).toContain('Lanena košulja / Linen Shirt');
  });
});

describe('the colour filter', () => {
  const search = (body: Record<string, unknown>, language: Language) =>
    invokeRoute('POST /api/products/search', searchHandler, { body: { ...body, facets: true }, headers: { 'X-Shop-Language': language } });

  it('names each colour in the page’s language, the value it filters by staying the same', async () => {
    for (const listing of [{ categoryId: 'adult-accessories' }, { name: 'linen' }]) {
      const croatian = (await search(listing, 'hr')).body.facets.colors as { value: string; label?: string; count: number }[];
      const english = (await search(listing, 'en')).body.facets.colors as { value: string; label?: string; count: number }[];
      expect(croatian.map((c) => c.value).sort()).toEqual(english.map((c) => c.value).sort());
      expect(english.every((c) => c.label === undefined)).toBe(true);
      for (const colour of croatian) {
        const product = demoCatalog.products.find((p) => p.colorName === colour.value);
        expect(colour.label).toBe(product?.hr?.colorName);
      }
      // In the order a Croatian reader looks for them.
      const labels = croatian.map((c) => c.label as string);
      expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'hr')));
    }
    const sage = await search({ categoryId: 'adult-accessories', colors: ['Sage'] }, 'hr');
    expect(sage.body.data.length).toBeGreaterThan(0);
    expect(new Set(sage.body.data.map((p: { colorName: string }) => p.colorName))).toEqual(new Set(['Kadulja']));
  });
});
