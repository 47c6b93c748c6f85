import { OrderRequest } from '@shop/shared/contract/orders';
import { COUNTRIES } from '@shop/shared/countries';
import { formatEuro } from '@shop/shared/money';
import type { DeliveryMethod } from '@shop/shared/shipping';
import { MINIMUM_CHARGE } from '@shop/shared/totals';
import { EU_COUNTRY_CODES } from '@shop/shared/shipping';
import { vatIn, vatTreatment } from '@shop/shared/vat';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ProductItem } from '../../../../lambdas/catalog/catalogItems.ts';
import { bankTransferEmail, invoiceEmail } from '../../../../lambdas/invoices/invoiceEmail.ts';
import type { OrderRecord } from '../../../../lambdas/orders/orderRecord.ts';
import { invoiceFor } from '../../../../lambdas/orders/issueInvoice.ts';
import { orderSummaryOf } from '../../../../lambdas/orders/orderSummary.ts';
import { priceOrder } from '../../../../lambdas/orders/priceOrder.ts';
import { paymentLines } from '../../../../lambdas/payments/paymentLines.ts';
import type { DiscountCodeItem, GiftCardItem } from '../../../../lambdas/promotions/promotionItems.ts';
import type { CartLine } from '../cart/cartStore.ts';
import { checkout as english } from '../../i18n/messages/en/checkout.ts';
import { cartProductsOf } from './checkoutForm.ts';
import { checkoutTotals, checkoutVatTreatment, summaryRows } from './checkoutTotals.ts';
import { checkoutUnitPrice } from './discountPricing.ts';

/*
 * Shown = charged = invoiced: one random basket, code, gift card, country and delivery method,
 * priced by the checkout page, by the server, and then turned into the payment page's lines,
 * the order summary, the invoice and its email. Every one of them must say the same total and
 * add its own rows up to it, to the cent. (This test reads the server's pure pricing code on
 * purpose: it is where the shopper's figures and the charged ones meet.)
 */

const SIZES = ['S', 'M'];

const product = fc.record({
  // Cheap products too, so that baskets below the 1 € minimum turn up.
  price: fc.oneof(fc.integer({ min: 1, max: 150 }), fc.integer({ min: 151, max: 40_000 })),
  discount: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 100 })),
});

const scenario = fc.array(product, { minLength: 1, maxLength: 6 }).chain((products) =>
  fc.record({
    products: fc.constant(products),
    lines: fc.uniqueArray(
      fc.record({
        product: fc.integer({ min: 0, max: products.length - 1 }),
        size: fc.constantFrom(...SIZES),
        quantity: fc.integer({ min: 1, max: 5 }),
      }),
      { minLength: 1, maxLength: 8, selector: (l) => `${l.product}/${l.size}` },
    ),
    code: fc.option(
      fc.record({
        percent: fc.integer({ min: 1, max: 100 }),
        productIds: fc.option(fc.subarray(products.map((_, i) => `p${i}`))),
      }),
    ),
    // A gift card anywhere, or within a few euros of what the order costs (where the 1 € rule bites).
    giftCard: fc.option(
      fc.oneof(
        fc.record({ near: fc.constant(false), amount: fc.integer({ min: 1, max: 60_000 }) }),
        fc.record({ near: fc.constant(true), amount: fc.integer({ min: -300, max: 300 }) }),
      ),
    ),
    // Croatia, the rest of the EU and the world about equally often, whichever VAT each one takes.
    country: fc.oneof(
      fc.constant('HR'),
      fc.constantFrom(...EU_COUNTRY_CODES.filter((c) => c !== 'HR')),
      fc.constantFrom(...COUNTRIES.filter((c) => c.code !== '' && !EU_COUNTRY_CODES.includes(c.code)).map((c) => c.code)),
    ),
    method: fc.constantFrom<DeliveryMethod>('DELIVERY', 'PICK_UP'),
    // Whether the shop charges EU consumers through OSS.
    oss: fc.boolean(),
  }),
);

const address = (country: string) => ({
  firstName: 'Ana',
  lastName: 'Horvat',
  street: 'Ilica',
  streetNo: '1',
  city: 'Zagreb',
  country,
  zipCode: '10000',
  phone: '091 555 0100',
});

function catalogOf(products: { price: number; discount: number }[]): ProductItem[] {
  return products.map((p, i) => ({
    pk: `P#p${i}`,
    sk: 'P',
    id: `p${i}`,
    name: `Product ${i}`,
    description: '',
    washingInstructions: '',
    colorName: 'Oat',
    price: p.price,
    discount: p.discount,
    age: 'ADULT',
    categoryIds: [],
    images: [],
    preOrder: false,
    active: true,
    sizes: SIZES,
    colorRelated: [],
    stock: { S: 99, M: 99 },
    preOrderStock: {},
    otherWarehouses: [],
  }));
}

const cartLineOf = (item: ProductItem, size: string, quantity: number) =>
  ({ id: item.id, name: item.name, price: item.price, discount: item.discount, size, quantity }) as CartLine;

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('money adds up', () => {
  it('shows, charges and invoices the same total, every row adding up to it, and never takes a gift card below 0', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const catalog = catalogOf(s.products);
        const cart = s.lines.map((l) => cartLineOf(catalog[l.product]!, l.size, l.quantity));
        const code = s.code ? { name: 'CODE', discount: s.code.percent, productIds: s.code.productIds } : null;

        // The checkout page: what the shopper reads before paying.
        const rough = checkoutTotals({ lines: cart, code, giftCardAmount: undefined, country: s.country, method: s.method });
        const balance = s.giftCard
          ? Math.max(1, s.giftCard.near ? rough.subtotal + rough.shipping + s.giftCard.amount : s.giftCard.amount)
          : 0;
        const shown = checkoutTotals({
          lines: cart,
          code,
          giftCardAmount: s.giftCard ? balance : undefined,
          country: s.country,
          method: s.method,
        });
        expect(sum(summaryRows(shown, english.totals).map((row) => row.amount))).toBe(shown.total);
        const shownVat = checkoutVatTreatment(s.country, s.method);
        expect(sum(cart.map((line) => checkoutUnitPrice(line, code, shownVat) * line.quantity))).toBe(shown.subtotal);
        expect(shown.total === 0 || shown.total >= MINIMUM_CHARGE).toBe(true);

        // The server prices what the browser sends, from the catalog.
        const request = OrderRequest.parse({
          deliveryAddress: address(s.country),
          cartProducts: cartProductsOf(cart),
          deliveryMethod: s.method,
          discountCodeName: code?.name ?? null,
          giftCardCode: s.giftCard ? 'GIFT' : null,
          userEmail: 'ana@example.hr',
        });
        const codeItem: DiscountCodeItem | null = s.code
          ? { pk: 'D#CODE', sk: 'D', name: 'CODE', percent: s.code.percent, productIds: s.code.productIds, used: 0 }
          : null;
        const cardItem: GiftCardItem | null = s.giftCard
          ? { pk: 'G#GIFT', sk: 'G', code: 'GIFT', balance, initialAmount: balance, expiresAt: '2099-01-01T00:00:00Z' }
          : null;
        const settings = { oss: s.oss };
        const priced = priceOrder(request, new Map(catalog.map((p) => [p.id, p])), codeItem, cardItem, settings);
        expect(priced.totals).toEqual(shown);
        // The OSS switch changes the VAT a price holds, never the price.
        expect(priceOrder(request, new Map(catalog.map((p) => [p.id, p])), codeItem, cardItem, { oss: !s.oss }).totals).toEqual(shown);
        const treatment = vatTreatment({ country: s.country, method: s.method }, settings);
        expect(priced.vatTreatment).toEqual(treatment);
        for (const line of priced.lines) {
          expect(line.vatRate).toBe(treatment.rate);
          expect(line.vat).toBe(vatIn(line.amount, treatment.rate));
        }
        expect(sum(priced.lines.map((line) => line.amount))).toBe(shown.subtotal);

        // The gift card's balance after the order's transaction.
        expect(balance - shown.giftCardApplied).toBeGreaterThanOrEqual(0);

        const order = {
          id: 'order-1',
          number: '2026-000001',
          status: 'PAID',
          createdAt: '2026-03-01T10:00:00.000Z',
          updatedAt: '2026-03-01T10:00:00.000Z',
          email: 'ana@example.hr',
          lines: priced.lines,
          amountBeforeDiscount: priced.amountBeforeDiscount,
          subtotal: priced.totals.subtotal,
          discountCode: codeItem ? { name: codeItem.name, percent: codeItem.percent } : null,
          shipping: priced.totals.shipping,
          giftCard: cardItem ? { code: cardItem.code, applied: priced.totals.giftCardApplied } : null,
          total: priced.totals.total,
          deliveryAddress: request.deliveryAddress,
          billingAddress: request.billingAddress,
          deliveryMethod: request.deliveryMethod,
          deliveryLocation: request.deliveryLocation,
          vatTreatment: priced.vatTreatment,
          paymentMethod: priced.totals.total === 0 ? 'GIFT_CARD' : 'CARD',
          paidAt: '2026-03-01T10:05:00.000Z',
        } as OrderRecord;

        // The payment page: its lines less the gift card's coupon are what is charged.
        const payment = paymentLines(order);
        expect(payment.giftCard).toBe(shown.giftCardApplied);
        for (const item of payment.lineItems) expect(item.price_data.unit_amount).toBeGreaterThanOrEqual(0);
        const lines = sum(payment.lineItems.map((item) => item.price_data.unit_amount * item.quantity));
        expect(lines - payment.giftCard).toBe(shown.total);
        if (shown.total > 0) expect(payment.giftCard).toBeLessThan(lines);

        // The order as its shopper reads it afterwards.
        const summary = orderSummaryOf(order, 'en');
        expect(summary.subtotal + summary.shipping + summary.minimumCharge - (summary.giftCard?.applied ?? 0)).toBe(shown.total);
        expect(summary.total).toBe(shown.total);
        expect(summary.minimumCharge).toBe(shown.minimumCharge);
        expect(sum(summary.lines.map((line) => line.amount))).toBe(summary.subtotal);

        // The invoice the order gets, and the email that carries it.
        const invoice = invoiceFor(order, '1/ZG1/1', new Date('2026-03-01T10:00:00.000Z'));
        const invoiced = invoice.subtotal - invoice.discountTotal + invoice.shipping + (invoice.minimumCharge ?? 0);
        expect(invoice.subtotal - invoice.discountTotal).toBe(shown.subtotal);
        expect(invoice.minimumCharge ?? 0).toBe(shown.minimumCharge);
        expect(invoice.giftCardApplied).toBe(shown.giftCardApplied);
        expect(invoiced - invoice.giftCardApplied).toBe(invoice.totalToPay);
        expect(invoice.totalToPay).toBe(shown.total);
        expect(sum(invoice.vat.map((v) => v.gross)) + (invoice.exempt ?? 0)).toBe(invoiced);
        for (const v of invoice.vat) expect(v.base + v.tax).toBe(v.gross);
        // One VAT row per rate, holding exactly the VAT of the order's lines plus that of shipping and the minimum charge.
        if (treatment.scheme === 'EXPORT') expect(invoice.vat).toEqual([]);
        else {
          expect(invoice.vat.map((v) => v.rate)).toEqual(invoiced > 0 ? [treatment.rate] : []);
          const extra = vatIn(invoice.shipping + (invoice.minimumCharge ?? 0), treatment.rate);
          expect(sum(invoice.vat.map((v) => v.tax))).toBe(sum(order.lines.map((l) => l.vat ?? 0)) + extra);
        }
        for (const [i, line] of invoice.lines.entries()) expect(line.amount).toBe(order.lines[i]!.amount);

        const mail = invoiceEmail(invoice, { shopUrl: 'https://shop.example' });
        expect(mail.text).toContain(formatEuro(shown.total === 0 ? shown.giftCardApplied : shown.total));
        if (shown.total > 0) {
          const transfer = bankTransferEmail({ orderNumber: order.number, total: order.total }, { shopUrl: 'https://shop.example' });
          expect(transfer.text).toContain(formatEuro(shown.total));
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('charges 1,00 € for the finding’s basket: a 28,00 € card on 24,90 + 3,95 shipping pays 27,85', () => {
    const [item] = catalogOf([{ price: 2490, discount: 0 }]);
    const shown = checkoutTotals({
      lines: [cartLineOf(item!, 'M', 1)],
      code: null,
      giftCardAmount: 2800,
      country: 'HR',
      method: 'DELIVERY',
    });
    expect(summaryRows(shown, english.totals)).toEqual([
      { label: 'Subtotal', amount: 2490 },
      { label: 'Shipping', amount: 395 },
      { label: 'Gift card', amount: -2785 },
    ]);
    expect(shown.total).toBe(100);
  });
});
