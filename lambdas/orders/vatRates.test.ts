import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AGE_GROUPS } from '@shop/shared/ages';
import { OrderRequest } from '@shop/shared/contract/orders';
import { EU_COUNTRY_CODES } from '@shop/shared/shipping';
import { VAT_CLASSES, vatIn } from '@shop/shared/vat';
import type { ProductItem } from '../catalog/catalogItems.ts';
import { composeInvoice } from '../invoices/invoiceDocument.ts';
import { productFixture } from '../testing/productFixture.ts';
import { type PricedOrder, priceOrder } from './priceOrder.ts';

/** A product always in stock, in one size. */
const product = (id: string, overrides: Partial<ProductItem> = {}): ProductItem =>
  productFixture(id, { price: 4000, sizes: ['S'], stock: { S: 100 }, preOrderStock: {}, otherWarehouses: [], ...overrides });

const request = (country: string, zipCode: string, cart: Record<string, number>) =>
  OrderRequest.parse({
    deliveryAddress: { firstName: 'Aoife', lastName: 'Byrne', street: 'Main St', streetNo: '1', city: 'X', country, zipCode, phone: '1' },
    cartProducts: Object.entries(cart).map(([productId, quantity]) => ({ productId, sizes: [{ size: 'S', quantity }] })),
    userEmail: 'aoife@example.ie',
  });

const invoiceOf = (priced: PricedOrder, giftCardApplied = priced.totals.giftCardApplied) =>
  composeInvoice({
    number: '1/ZG1/1',
    issuedAt: '2027-03-01T10:00:00Z',
    orderNumber: 'TK-1',
    paymentMethod: 'CARD',
    paid: true,
    buyer: { name: 'Aoife Byrne', email: 'aoife@example.ie', addressLines: [] },
    lines: priced.lines.map((l) => ({
      productName: l.productName,
      colour: l.productColorName,
      size: l.size,
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      discountPercent: l.discountPercent,
      amount: l.amount,
      vatRate: l.vatRate ?? 2500,
    })),
    vatTreatment: priced.vatTreatment,
    shipping: priced.totals.shipping,
    giftCardApplied,
    total: priced.totals.total,
  });

const adult = product('shirt', { age: 'ADULT', price: 4000 });
const kid = product('romper', { age: 'NB', price: 6000 });
const catalog = new Map([adult, kid].map((p) => [p.id, p]));

describe('VAT by the product’s class', () => {
  it('charges an Irish consumer 0 % on a baby’s romper and 23 % on a shirt through OSS, and splits shipping by value', () => {
    const priced = priceOrder(request('IE', 'D02 X285', { shirt: 1, romper: 1 }), catalog, null, null, { oss: true });
    expect(priced.lines.map((l) => [l.productId, l.vatRate, l.vat])).toEqual([
      ['shirt', 2300, vatIn(4000, 2300)],
      ['romper', 0, 0],
    ]);
    // The same price everywhere in the EU: 40,00 + 60,00 + 15,00 shipping.
    expect(priced.totals.total).toBe(11500);
    const invoice = invoiceOf(priced);
    // Shipping 15,00 € follows the goods: 6,00 € with the shirt at 23 %, 9,00 € with the romper at 0 %.
    expect(invoice.vat).toEqual([
      { ratePercent: 23, rate: 2300, gross: 4600, tax: vatIn(4000, 2300) + vatIn(600, 2300), base: 4600 - 748 - 112 },
      { ratePercent: 0, rate: 0, gross: 6900, tax: 0, base: 6900 },
    ]);
    expect(invoice.vatCountry).toBe('IE');
  });

  it('keeps Croatian VAT on children’s clothing below the threshold, and a product can be set to the standard rate', () => {
    const below = priceOrder(request('IE', 'D02 X285', { romper: 1 }), catalog, null, null, { oss: false });
    expect(below.lines[0]?.vatRate).toBe(2500);
    const blanket = product('blanket', { age: 'NB', vatClass: 'STANDARD' });
    const above = priceOrder(request('IE', 'D02 X285', { blanket: 1 }), new Map([['blanket', blanket]]), null, null, { oss: true });
    expect(above.lines[0]?.vatRate).toBe(2300);
  });

  it('exports to the Canary Islands without VAT, but charges VAT to Madrid', () => {
    const canary = priceOrder(request('ES', '35001', { shirt: 1 }), catalog, null, null, { oss: true });
    expect(canary.vatTreatment).toEqual({ scheme: 'EXPORT', country: 'ES', rate: 0, territory: 'Canary Islands' });
    // 40,00 € without Croatian VAT, and the EU zone's shipping (15,00 €) without it: 32,00 + 12,00.
    expect(canary.totals.total).toBe(4400);
    expect(invoiceOf(canary).vat).toEqual([]);
    const madrid = priceOrder(request('ES', '28001', { shirt: 1 }), catalog, null, null, { oss: true });
    expect(madrid.vatTreatment).toEqual({ scheme: 'OSS', country: 'ES', rate: 2100 });
  });
});

describe('the invoice’s VAT rows hold what is charged, to the cent', () => {
  it('for any cart, destination, OSS switch and gift card', () => {
    const countries = [...EU_COUNTRY_CODES, 'US', 'CH'];
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            age: fc.constantFrom(...AGE_GROUPS),
            vatClass: fc.option(fc.constantFrom(...VAT_CLASSES), { nil: undefined }),
            price: fc.integer({ min: 1, max: 50_000 }),
            discount: fc.integer({ min: 0, max: 90 }),
            quantity: fc.integer({ min: 1, max: 5 }),
          }),
          { minLength: 1, maxLength: 6 },
        ),
        fc.constantFrom(...countries),
        fc.constantFrom('10000', '35001', '22100', '97200', '12345'),
        fc.boolean(),
        fc.integer({ min: 0, max: 20_000 }),
        (items, country, zipCode, oss, giftCardBalance) => {
          const products = items.map((item, i) =>
            product(`p${i}`, {
              age: item.age,
              price: item.price,
              discount: item.discount,
              ...(item.vatClass ? { vatClass: item.vatClass } : {}),
            }),
          );
          const cart = Object.fromEntries(items.map((item, i) => [`p${i}`, item.quantity]));
          const priced = priceOrder(request(country, zipCode, cart), new Map(products.map((p) => [p.id, p])), null, null, { oss });
          const giftCardApplied = Math.min(giftCardBalance, priced.totals.subtotal + priced.totals.shipping);
          const invoice = invoiceOf(priced, giftCardApplied);
          const charged = priced.totals.subtotal + priced.totals.shipping + (invoice.minimumCharge ?? 0);
          if (priced.vatTreatment.scheme === 'EXPORT') {
            expect(invoice.vat).toEqual([]);
            return;
          }
          expect(invoice.vat.reduce((sum, row) => sum + row.gross, 0)).toBe(charged);
          for (const row of invoice.vat) expect(row.base + row.tax).toBe(row.gross);
          // Each rate's VAT is at least its lines' VAT: shipping adds to it, never takes away.
          for (const row of invoice.vat) {
            const linesVat = priced.lines.filter((l) => l.vatRate === row.rate).reduce((sum, l) => sum + (l.vat ?? 0), 0);
            expect(row.tax).toBeGreaterThanOrEqual(linesVat);
          }
          // No rate appears that no line has (the treatment's only when no line is worth anything).
          const lineRates = new Set(priced.lines.filter((l) => l.amount > 0).map((l) => l.vatRate));
          for (const row of invoice.vat)
            expect(lineRates.size ? lineRates.has(row.rate) : row.rate === priced.vatTreatment.rate).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});
