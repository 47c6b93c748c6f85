import { OrderRequest } from '@shop/shared/contract/orders';
import { EXPORT_EXEMPTION_NOTE, type VatSettings } from '@shop/shared/vat';
import { describe, expect, it } from 'vitest';
import type { ProductItem } from '../catalog/catalogItems.ts';
import { invoiceEmail } from '../invoices/invoiceEmail.ts';
import { OSS_NOTE, PAID_NOTE, VAT_INCLUDED_NOTE } from '../invoices/invoiceDocument.ts';
import { renderInvoicePdf } from '../invoices/invoicePdf.ts';
import { paymentLines } from '../payments/paymentLines.ts';
import { extractText } from '../testing/pdfText.ts';
import { invoiceFor } from './issueInvoice.ts';
import type { OrderRecord } from './orderRecord.ts';
import { orderSummaryOf } from './orderSummary.ts';
import { priceOrder } from './priceOrder.ts';

/*
 * One basket, two dresses at 130,00 € (shop price, 25 % Croatian VAT in it), sent to Croatia,
 * Germany (below and above the OSS threshold), the United States and Switzerland: what each
 * order holds, what the payment page lists and what the invoice says, to the cent.
 */

const dress: ProductItem = {
  pk: 'P#dress',
  sk: 'P',
  id: 'dress',
  name: 'Lanena haljina',
  description: '',
  washingInstructions: '',
  colorName: 'Oat',
  price: 13000,
  discount: 0,
  age: 'ADULT',
  categoryIds: [],
  images: [],
  preOrder: true,
  active: true,
  sizes: ['M'],
  colorRelated: [],
  stock: { M: 1 },
  preOrderStock: { M: 5 },
  otherWarehouses: [],
};

const address = (country: string) => ({
  firstName: 'Ana',
  lastName: 'Horvat',
  street: 'Hauptstraße',
  streetNo: '1',
  city: 'Berlin',
  country,
  zipCode: '10115',
  phone: '+49 30 1234',
});

function orderTo(country: string, settings: VatSettings, extra: Record<string, unknown> = {}, quantity = 2): OrderRecord {
  const request = OrderRequest.parse({
    deliveryAddress: address(country),
    cartProducts: [{ productId: 'dress', sizes: [{ size: 'M', quantity }] }],
    userEmail: 'ana@example.com',
    ...extra,
  });
  const priced = priceOrder(request, new Map([['dress', dress]]), null, null, settings);
  return {
    pk: 'O#o1',
    sk: 'O',
    id: 'o1',
    number: '2026-000042',
    status: 'PAID',
    createdAt: '2026-03-03T08:00:00.000Z',
    updatedAt: '2026-03-03T08:05:00.000Z',
    email: request.userEmail,
    lines: priced.lines,
    amountBeforeDiscount: priced.amountBeforeDiscount,
    subtotal: priced.totals.subtotal,
    discountCode: null,
    shipping: priced.totals.shipping,
    giftCard: null,
    total: priced.totals.total,
    deliveryAddress: request.deliveryAddress,
    billingAddress: request.billingAddress,
    deliveryMethod: request.deliveryMethod,
    deliveryLocation: request.deliveryLocation,
    vatTreatment: priced.vatTreatment,
    ...(request.company ? { company: request.company } : {}),
    paymentMethod: 'CARD',
    paidAt: '2026-03-03T08:05:00.000Z',
  };
}

const issued = new Date('2026-03-03T08:06:00.000Z');
const below = { oss: false };
const above = { oss: true };

describe('VAT by destination, order to invoice', () => {
  it('Croatia: 25 % VAT in the price, one VAT row', () => {
    const order = orderTo('HR', above);
    expect(order.total).toBe(26000); // over 50 € ships free
    const invoice = invoiceFor(order, '1/ZG1/1', issued);
    expect(invoice.vat).toEqual([{ ratePercent: 25, rate: 2500, base: 20800, tax: 5200, gross: 26000 }]);
    expect(invoice.notes).toEqual([VAT_INCLUDED_NOTE, PAID_NOTE]);
    expect(invoice.buyer.addressLines.at(-1)).toBe('Croatia');
    expect(invoice.lines.map((l) => [l.unitPrice, l.unitPriceExclVat, l.vatRate, l.amount])).toEqual([[13000, 10400, 2500, 26000]]);
  });

  it('Germany below the threshold: Croatian 25 % on goods and shipping', () => {
    const order = orderTo('DE', below);
    expect(order.total).toBe(26000 + 1500);
    const invoice = invoiceFor(order, '1/ZG1/1', issued);
    expect(invoice.vat).toEqual([{ ratePercent: 25, rate: 2500, base: 22000, tax: 5500, gross: 27500 }]);
    expect(invoice.notes).toEqual([VAT_INCLUDED_NOTE, PAID_NOTE]);
    expect(invoice.buyer.addressLines.at(-1)).toBe('Germany');
  });

  it('Germany above the threshold: the same price, German 19 % through OSS', () => {
    const order = orderTo('DE', above);
    expect(order.total).toBe(27500);
    expect(order.lines.map((l) => [l.vatRate, l.vat])).toEqual([[1900, 4151]]);
    const invoice = invoiceFor(order, '1/ZG1/1', issued);
    // 260,00 € of dresses hold 41,51 € VAT, 15,00 € shipping 2,39 €.
    expect(invoice.vat).toEqual([{ ratePercent: 19, rate: 1900, base: 23110, tax: 4390, gross: 27500 }]);
    expect(invoice.vatScheme).toBe('OSS');
    expect(invoice.notes).toEqual([VAT_INCLUDED_NOTE, OSS_NOTE, PAID_NOTE]);
    expect(invoice.totalToPay).toBe(27500);
    const payment = paymentLines(order);
    expect(payment.lineItems.map((l) => [l.price_data.product_data.name, l.price_data.product_data.description])).toEqual([
      ['Lanena haljina (Oat), M', 'incl. 19\u00a0% VAT'],
      ['Shipping', 'incl. 19\u00a0% VAT'],
    ]);
  });

  for (const [country, name] of [
    ['US', 'United States'],
    ['CH', 'Switzerland'],
  ] as const) {
    it(`${name}: an export, charged without Croatian VAT, exempt with the legal note and no VAT row`, async () => {
      const order = orderTo(country, above);
      // 2 × 104,00 € and 20,00 € shipping: the 260,00 € + 65,00 € VAT of before is now 228,00 € and no VAT.
      expect(order.lines.map((l) => [l.unitPrice, l.amount, l.vatRate, l.vat])).toEqual([[10400, 20800, 0, 0]]);
      expect([order.subtotal, order.shipping, order.total]).toEqual([20800, 2000, 22800]);
      const invoice = invoiceFor(order, '1/ZG1/1', issued);
      expect(invoice.vat).toEqual([]);
      expect(invoice.exempt).toBe(22800);
      expect(invoice.totalToPay).toBe(22800);
      expect(invoice.notes).toEqual([EXPORT_EXEMPTION_NOTE, PAID_NOTE]);
      expect(invoice.buyer.addressLines.at(-1)).toBe(name);

      const payment = paymentLines(order);
      expect(payment.lineItems.map((l) => [l.price_data.product_data.name, l.price_data.unit_amount, l.quantity])).toEqual([
        ['Lanena haljina (Oat), M · 0 % VAT (export outside the EU)', 10400, 2],
        ['Shipping · 0 % VAT (export outside the EU)', 2000, 1],
      ]);
      expect(orderSummaryOf(order, 'en').vatTreatment).toEqual({ scheme: 'EXPORT', country, rate: 0 });

      const text = extractText(await renderInvoicePdf(invoice, { compress: false }));
      expect(text).toContain('Oslobođeno PDV-a: izvoz dobara izvan EU, čl. 45. st. 1. Zakona o porezu na dodanu vrijednost');
      expect(text).toContain('Oslobođeno / Exempt');
      expect(text).toContain(name);
      expect(text).not.toContain('25 %');
      const mail = invoiceEmail(invoice, { shopUrl: 'https://shop.example' }).text;
      expect(mail).toContain('Total paid by card: 228,00\u00a0€');
      expect(mail).toContain('no VAT is charged (export)');
    });
  }

  it('states the date of supply, and for a pre-order the expected one', async () => {
    // Paid Tuesday 3 March 2026 at 09:05 in Zagreb: one dress from the shelf ships that day.
    expect(invoiceFor(orderTo('HR', below, {}, 1), '1/ZG1/1', issued).supplyDate).toEqual({ date: '2026-03-03', expected: false });
    // Two: the second is made to order, 14 business days later.
    const preOrder = invoiceFor(orderTo('HR', below, {}, 2), '1/ZG1/1', issued);
    expect(preOrder.supplyDate).toEqual({ date: '2026-03-23', expected: true });
    const text = extractText(await renderInvoicePdf(preOrder, { compress: false }));
    expect(text).toContain('Očekivana isporuka / Expected supply');
    expect(text).toContain('23.03.2026.');
  });

  it('makes an R1 invoice out to the company with its OIB and address', async () => {
    const order = orderTo('HR', below, { company: { name: 'Čipka i ćilim j.d.o.o.', oib: '69435151530' } });
    const invoice = invoiceFor(order, '7/ZG1/1', issued);
    expect(invoice.r1).toBe(true);
    expect(invoice.buyer.company).toEqual({ name: 'Čipka i ćilim j.d.o.o.', oib: '69435151530' });
    const text = extractText(await renderInvoicePdf(invoice, { compress: false }));
    expect(text).toContain('RAČUN R1 / INVOICE (R1)');
    expect(text).toContain('Čipka i ćilim j.d.o.o.');
    expect(text).toContain('OIB: 69435151530');
    expect(text).toContain('Hauptstraße 1');
    expect(text).toContain('OIB: 94835122633'); // the seller's
    expect(orderSummaryOf(order, 'en').company).toEqual({ name: 'Čipka i ćilim j.d.o.o.', oib: '69435151530' });
  });

  it('refuses an invalid OIB in the order request with a message', () => {
    const parsed = OrderRequest.safeParse({
      deliveryAddress: address('HR'),
      cartProducts: [{ productId: 'dress', sizes: [{ size: 'M', quantity: 1 }] }],
      userEmail: 'ana@example.com',
      company: { name: 'Čipka', oib: '69435151531' },
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['company.oib', 'Please enter the company’s OIB: 11 digits, the last a check digit.'],
    ]);
  });
});
