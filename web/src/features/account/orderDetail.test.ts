import { orderRows } from '@shop/shared/orderRows';
import { describe, expect, it } from 'vitest';
import { orderView } from '../../../../lambdas/orders/myOrders.ts';
import type { OrderRecord } from '../../../../lambdas/orders/orderRecord.ts';
import { account as english } from '../../i18n/messages/en/account.ts';
import { account as croatian } from '../../i18n/messages/hr/account.ts';

/*
 * The profile's order popup shows the order as the API lists it (POST /api/orders/fetchMyOrders)
 * with the rows under its lines that add up to the total. (The test reads the server's pure
 * mapping on purpose: it is where the order's stored figures become what the popup shows.)
 */

/** A cardigan (39,00 €) with SLOWFASHION10, delivered for 3,95 €, 25,00 € of it paid by a gift card: 14,05 € charged. */
const record = {
  id: 'o1',
  number: 'TK-261123-AB12C',
  status: 'PAID',
  createdAt: '2026-11-23T10:00:00.000Z',
  email: 'ana@example.hr',
  lines: [
    {
      itemNo: 1,
      productId: 'adult-cardigan-oat',
      productName: 'Cardigan',
      productColorName: 'Oat',
      size: 'M',
      quantity: 1,
      unitPrice: 3900,
      discountPercent: 10,
      unitPriceAfterDiscount: 3510,
      amount: 3510,
    },
  ],
  amountBeforeDiscount: 3900,
  subtotal: 3510,
  discountCode: { name: 'SLOWFASHION10', percent: 10 },
  shipping: 395,
  giftCard: { code: 'TKANICA-GIFT-25', applied: 2500 },
  total: 1405,
  deliveryAddress: { street: 'Ilica', streetNo: '12', city: 'Zagreb', zipCode: '10000', country: 'HR' },
  deliveryMethod: 'DELIVERY',
  deliveryLocation: 'OFFICE',
  paymentMethod: 'CARD',
} as unknown as OrderRecord;

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('the order popup in the profile', () => {
  it('shows the discount, the delivery and the gift card between the lines and the total, and they add up', () => {
    const order = orderView(record);
    const rows = orderRows(order, english.orders.totals);
    expect(rows).toEqual([
      { label: 'Before discount', amount: 3900 },
      { label: 'Discount', detail: 'SLOWFASHION10, 10 %', amount: -390 },
      { label: 'Subtotal', amount: 3510 },
      { label: 'Shipping', amount: 395 },
      { label: 'Gift card', detail: 'TKANICA-GIFT-25', amount: -2500 },
    ]);
    // The lines make the subtotal; the subtotal and the rows below it make the total charged.
    expect(sum(order.items.map((item) => item.amount))).toBe(order.subtotal);
    expect(sum(rows.slice(2).map((row) => row.amount))).toBe(order.total);
    expect(order.total).toBe(order.amountWithDiscount);
  });

  it('names the rows in Croatian on the Croatian profile', () => {
    expect(orderRows(orderView(record), croatian.orders.totals).map((row) => row.label)).toEqual([
      'Prije popusta',
      'Popust',
      'Međuzbroj',
      'Dostava',
      'Darovna kartica',
    ]);
  });

  it('shows the minimum charge an order below 1 € was raised by', () => {
    const cheap = {
      ...record,
      lines: [],
      amountBeforeDiscount: 50,
      subtotal: 50,
      discountCode: null,
      shipping: 0,
      giftCard: null,
      total: 100,
    };
    expect(orderRows(orderView(cheap), english.orders.totals)).toEqual([
      { label: 'Subtotal', amount: 50 },
      { label: 'Minimum charge', amount: 50 },
    ]);
  });
});
