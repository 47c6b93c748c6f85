import fc from 'fast-check';
import { OrderRequest } from '@shop/shared/contract/orders';
import type { Language } from '@shop/shared/language';
import { beforeEach, describe, expect, it } from 'vitest';
import { testClock } from '../../test/clock.ts';
import { clearTables, scanTable } from '../../test/tables.ts';
import { createFakeMailer } from '../platform/mailer.ts';
import { ZAGREB_ADDRESS } from '../testing/addressFixture.ts';
import { writeCatalog } from '../testing/catalogFixture.ts';
import { fakePayments } from '../testing/fakePayments.ts';
import { invokeRoute } from '../testing/invoke.ts';
import { runOutbox } from '../testing/outbox.ts';
import { handler as createOrderHandler } from './handlers/createOrder.ts';
import type { OrderMail } from './orderLifecycle.ts';
import { orderMail } from './orderMails.ts';
import type { OrderRecord } from './orderRecord.ts';
import { getOrder } from './orderStore.ts';
import { processPaymentEvent } from './paymentEvents.ts';
import { checkoutTerms, placeOrder } from './placeOrder.ts';

const clock = testClock();
const shopUrl = 'https://shop.example';
const request = OrderRequest.parse({
  deliveryAddress: ZAGREB_ADDRESS,
  cartProducts: [{ productId: 'linen-shirt-oat', sizes: [{ size: 'M', quantity: 1 }] }],
  userEmail: 'durda@example.hr',
});

/** Places and pays an order in a language, and performs what its payment causes: its mails. */
async function paidOrder(language?: Language) {
  const payments = fakePayments();
  const mailer = createFakeMailer();
  const ports = { payments: payments.gateway, mailer, clock, shopUrl };
  const { url } = await placeOrder(request, ports, language ? { language } : {});
  const sessionId = url.split('/').pop() as string;
  const orderId = payments.sessions.get(sessionId)?.orderId as string;
  payments.payByCard(sessionId);
  await processPaymentEvent(payments.event(sessionId, 'checkout.session.completed', `evt_${language}`), ports);
  await runOutbox(ports);
  return { mailer, order: (await getOrder(orderId)) as OrderRecord };
}

beforeEach(async () => {
  await clearTables('orders', 'catalog', 'promotions');
  await writeCatalog();
});

describe("an order's mails", () => {
  it('are Croatian for an order placed in Croatian: the confirmation, and the invoice with its bilingual PDF', async () => {
    const { mailer, order } = await paidOrder('hr');
    expect(order.language).toBe('hr');
    const [confirmation, invoice] = mailer.sent;
    expect(confirmation?.subject).toBe(`Vaša narudžba ${order.number} je potvrđena`);
    expect(confirmation?.text).toContain(
      `Hvala Vam na narudžbi ${order.number}. Zaprimili smo Vašu uplatu i počinjemo pripremati Vaše komade.`,
    );
    expect(confirmation?.text).toContain(`Vaša narudžba: ${shopUrl}/hr/order-success/${order.id}`);
    expect(confirmation?.text).toContain('Srdačan pozdrav,');
    expect(confirmation?.html).toContain('<html lang="hr">');
    expect(invoice?.subject).toBe(`Račun 1/ZG1/1 za Vašu narudžbu ${order.number}`);
    expect(invoice?.text).toContain('Ukupno plaćeno karticom:');
    expect(invoice?.attachments?.[0]).toMatchObject({ contentType: 'application/pdf' });
  });

  it('are English for an order placed in English, and for one whose language was not said', async () => {
    for (const language of ['en', undefined] as const) {
      await clearTables('orders');
      const { mailer, order } = await paidOrder(language);
      expect(order.language).toBe('en');
      const [confirmation, invoice] = mailer.sent;
      expect(confirmation?.subject).toBe(`Your order ${order.number} is confirmed`);
      expect(confirmation?.text).toContain(`Thank you for your order ${order.number}. We have received your payment`);
      expect(confirmation?.text).toContain(`Your order: ${shopUrl}/order-success/${order.id}`);
      expect(confirmation?.html).toContain('<html lang="en">');
      expect(invoice?.subject).toBe(`Your Tkanica invoice 1/ZG1/1 for order ${order.number}`);
    }
  });

  it('keep the language the page sent with the order (X-Shop-Language)', async () => {
    await invokeRoute('POST /api/orders', createOrderHandler, {
      body: { ...request, deliveryAddress: ZAGREB_ADDRESS },
      headers: { 'X-Shop-Language': 'hr' },
    });
    const orders = (await scanTable('orders')).filter((item) => item.sk === 'O');
    expect(orders.map((order) => order.language)).toEqual(['hr']);
  });
});

describe('the payment page of an order placed in Croatian', () => {
  it('sends the shopper back to the Croatian pages, and an English order to the English ones', () => {
    const order = { id: 'o1', createdAt: '2027-03-14T09:03:00.000Z' };
    expect(checkoutTerms({ ...order, language: 'hr' }, shopUrl).urls).toEqual({
      success: `${shopUrl}/hr/order-success/o1`,
      cancel: `${shopUrl}/hr/checkout?order=o1`,
    });
    expect(checkoutTerms(order, shopUrl).urls).toEqual({ success: `${shopUrl}/order-success/o1`, cancel: `${shopUrl}/checkout?order=o1` });
  });
});

describe('every step of an order mailed in Croatian', () => {
  const order = {
    id: 'o1',
    number: 'TK-000123',
    email: 'durda@example.hr',
    createdAt: '2027-03-14T09:03:00.000Z',
    lines: [{ quantity: 1, productName: 'Linen Shirt', productColorName: 'Oat', size: 'M', amount: 5900 }],
    shipping: 0,
    giftCard: null,
    total: 5900,
    refunded: 5900,
    deliveryMethod: 'PICK_UP',
    deliveryLocation: 'STORE_KAPTOL',
    deliveryAddress: ZAGREB_ADDRESS,
    placedByCustomer: true,
    shipment: { carrier: 'GLS', trackingUrl: 'https://gls.example/1' },
  } as unknown as OrderRecord;
  const croatian: Record<OrderMail, string> = {
    confirmation: 'Vaša narudžba TK-000123 je potvrđena',
    transferDetails: 'Tkanica: podaci za uplatu za narudžbu TK-000123',
    transferCancelled: 'Tkanica: narudžba TK-000123 je otkazana',
    cancelled: 'Vaša narudžba TK-000123 je otkazana',
    paymentFailed: 'Plaćanje narudžbe TK-000123 nije uspjelo',
    packed: 'Vaša narudžba TK-000123 je zapakirana',
    shipped: 'Vaša narudžba TK-000123 je na putu',
    readyForPickup: 'Vaša narudžba TK-000123 spremna je za preuzimanje',
    delivered: 'Vaša narudžba TK-000123 je stigla',
    pickedUp: 'Hvala Vam što ste preuzeli narudžbu TK-000123',
    refunded: 'Povrat novca za Vašu narudžbu TK-000123',
    lateMoneyRefunded: 'Vraćamo Vam uplatu za narudžbu TK-000123',
  };

  it.each(Object.entries(croatian))('%s', (kind, subject) => {
    const mail = orderMail(kind as OrderMail, { ...order, language: 'hr' }, shopUrl);
    expect(mail.subject).toBe(subject);
    expect(mail.text.startsWith('Dobar dan, Đurđa,\n')).toBe(true);
    expect(mail.text).not.toMatch(/\b(Your|Dear|Thank you|Warm regards)\b/);
    expect(orderMail(kind as OrderMail, order, shopUrl).subject).not.toBe(subject);
  });

  it('names the pickup place, the carrier and the date as Croatian writes them', () => {
    const hr = { ...order, language: 'hr' as const };
    expect(orderMail('readyForPickup', hr, shopUrl).text).toContain('čeka Vas: Trgovina Kaptol, Kaptol 14, 10000 Zagreb.');
    expect(orderMail('shipped', hr, shopUrl).text).toContain('a dostavlja je GLS.');
    expect(orderMail('shipped', hr, shopUrl).text).toContain('Pratite svoju pošiljku: https://gls.example/1');
    expect(orderMail('transferCancelled', hr, shopUrl).text).toContain('od 14. ožujka 2027. nismo zaprimili');
    expect(orderMail('transferCancelled', order, shopUrl).text).toContain('of 14 March 2027, so after 7 days');
    expect(orderMail('refunded', hr, shopUrl).text).toContain('vratili smo Vam 59,00\u00a0€');
  });

  it('confirms the order with the right of withdrawal, how to use it and the model form (CRD Art. 8(7)), in either language', () => {
    const english = orderMail('confirmation', order, shopUrl).text;
    expect(english).toContain('You may withdraw from this purchase within 14 days of receiving it, without giving a reason');
    expect(english).toContain('"Withdraw from contract here" (https://shop.example/withdrawal)');
    expect(english).toContain('the model withdrawal form (https://shop.example/model-withdrawal-form.txt)');
    expect(english).toContain('the cost of sending the items back is yours. Everything about it: https://shop.example/returns.');
    const croatian = orderMail('confirmation', { ...order, language: 'hr' as const }, shopUrl).text;
    expect(croatian).toContain('„Odustanite od ugovora ovdje” (https://shop.example/hr/withdrawal)');
    expect(croatian).toContain('obrascem za jednostrani raskid ugovora (https://shop.example/model-withdrawal-form.txt)');
    expect(croatian).toContain('Sve o tome: https://shop.example/hr/returns.');
  });
});

describe('the confirmation’s rows', () => {
  /** The amounts of the mail's rows, as its text writes them: "label: 12,50 €" or "label: −10,00 €". */
  const amounts = (text: string) =>
    [...text.matchAll(/^(.*): (−?)([\d.]+,\d{2})\s€$/gm)].map(([, label = '', minus, value = '']) => ({
      label,
      cents: (minus ? -1 : 1) * Math.round(Number(value.replace(/\./g, '').replace(',', '.')) * 100),
    }));

  it('add up, whatever code, gift card, shipping and 1 € floor the order has', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 30_000 }), { minLength: 1, maxLength: 4 }),
        fc.constantFrom(0, 10, 100),
        fc.constantFrom(0, 399, 599),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.constantFrom<Language>('en', 'hr'),
        (prices, percent, shipping, giftShare, language) => {
          const lines = prices.map((price, i) => ({
            quantity: 1,
            productName: `Piece ${i + 1}`,
            productColorName: 'Oat',
            size: 'M',
            amount: Math.round((price * (100 - percent)) / 100),
          }));
          const subtotal = lines.reduce((sum, l) => sum + l.amount, 0);
          const due = Math.max(subtotal + shipping, 100);
          const applied = Math.floor(due * giftShare);
          const order = {
            id: 'o1',
            number: 'TK-000123',
            email: 'ana@example.hr',
            createdAt: '2027-03-14T09:03:00.000Z',
            language,
            lines,
            amountBeforeDiscount: prices.reduce((sum, p) => sum + p, 0),
            subtotal,
            discountCode: percent ? { name: 'SPRING', percent } : null,
            shipping,
            giftCard: applied ? { code: 'GC-1', applied } : null,
            total: due - applied,
            deliveryMethod: 'DELIVERY',
            deliveryLocation: 'OFFICE',
            deliveryAddress: ZAGREB_ADDRESS,
          } as unknown as OrderRecord;
          const rows = amounts(orderMail('confirmation', order, shopUrl).text);
          const total = rows.at(-1)!;
          const sum = (part: { cents: number }[]) => part.reduce((a, r) => a + r.cents, 0);
          // What the code took off, when it took anything: the lines before it, less the discount.
          const code = rows.slice(
            lines.length,
            rows.findIndex((r) => r.label === (language === 'hr' ? 'Međuzbroj' : 'Subtotal')),
          );
          const above = rows.slice(lines.length + code.length, -1);
          expect(total.cents).toBe(order.total);
          expect(code.length).toBe(order.amountBeforeDiscount > subtotal ? 2 : 0);
          if (code.length) expect(sum(code)).toBe(subtotal);
          // The lines make the subtotal; the subtotal, shipping, the floor's charge and the gift card make the total.
          expect(sum(rows.slice(0, lines.length))).toBe(above[0]?.cents);
          expect(sum(above)).toBe(total.cents);
        },
      ),
      { numRuns: 300 },
    );
  });
});
