import { ZAGREB_ADDRESS } from '../testing/addressFixture.ts';
import { describe, expect, it } from 'vitest';
import type { OrderRecord } from './orderRecord.ts';
import { orderSummaryOf } from './orderSummary.ts';

const transfer = { iban: 'HR1723600001101234565', bic: 'ZABAHR2X', accountHolder: 'Tkanica d.o.o.', reference: 'HR00 4711', amount: 10620 };

/** A linen shirt (79,00 €) and socks (2 × 19,50 €) with SLOWFASHION10: 106,20 €, shipped free. */
function record(overrides: Partial<OrderRecord> = {}): OrderRecord {
  return {
    pk: 'O#ord1',
    sk: 'O',
    id: 'ord1',
    number: 'TK-261123-AB12C',
    status: 'PAID',
    createdAt: '2026-11-23T10:00:00.000Z',
    updatedAt: '2026-11-23T10:05:00.000Z',
    email: 'ana@example.hr',
    customerKey: 'CUSTOMER#ana@example.hr',
    lines: [
      {
        itemNo: 1,
        productId: 'linen-shirt-oat',
        productName: 'Linen Shirt',
        productColorName: 'Oat',
        image: 'products/linen-shirt-oat-1.svg',
        size: 'M',
        quantity: 1,
        fromStock: 1,
        fromPreOrder: 0,
        unitPrice: 7900,
        discountPercent: 10,
        unitPriceAfterDiscount: 7110,
        amount: 7110,
      },
      {
        itemNo: 2,
        productId: 'wool-socks-oat',
        productName: 'Wool Socks',
        productColorName: 'Oat',
        image: 'products/wool-socks-oat-1.svg',
        size: '39-41',
        quantity: 2,
        fromStock: 1,
        fromPreOrder: 1,
        unitPrice: 1950,
        discountPercent: 10,
        unitPriceAfterDiscount: 1755,
        amount: 3510,
      },
    ],
    amountBeforeDiscount: 11800,
    subtotal: 10620,
    discountCode: { name: 'SLOWFASHION10', percent: 10 },
    shipping: 0,
    giftCard: null,
    total: 10620,
    deliveryAddress: ZAGREB_ADDRESS,
    billingAddress: ZAGREB_ADDRESS,
    deliveryMethod: 'DELIVERY',
    deliveryLocation: 'OFFICE',
    paymentSessionId: 'cs_test_1',
    paymentMethod: 'CARD',
    paidAt: '2026-11-23T10:05:00.000Z',
    ...overrides,
  };
}

describe('the order as its shopper reads it', () => {
  it('shows the lines at the prices charged, the discount the code took and the total', () => {
    const summary = orderSummaryOf(record(), 'en');
    expect(summary).toMatchObject({
      id: 'ord1',
      number: 'TK-261123-AB12C',
      status: 'PAID',
      statusText: 'Paid',
      email: 'ana@example.hr',
      amountBeforeDiscount: 11800,
      discount: { code: 'SLOWFASHION10', percent: 10, amount: 1180 },
      subtotal: 10620,
      shipping: 0,
      giftCard: null,
      total: 10620,
      paymentMethod: 'CARD',
      deliveryMethod: 'DELIVERY',
      deliveryAddress: ZAGREB_ADDRESS,
      transfer: null,
      shipment: null,
      refunded: 0,
    });
    expect(summary.lines.map((l) => [l.productName, l.quantity, l.unitPrice, l.unitPriceAfterDiscount, l.amount])).toEqual([
      ['Linen Shirt', 1, 7900, 7110, 7110],
      ['Wool Socks', 2, 1950, 1755, 3510],
    ]);
    expect(summary.lines[1]?.preOrdered).toBe(1);
  });

  it('adds up: the lines make the subtotal, and subtotal − gift card + shipping is the total', () => {
    const summary = orderSummaryOf(
      record({ giftCard: { code: 'TKANICA-GIFT-25', applied: 2500 }, shipping: 395, subtotal: 10620, total: 10620 - 2500 + 395 }),
      'en',
    );
    expect(summary.lines.reduce((sum, l) => sum + l.amount, 0)).toBe(summary.subtotal);
    expect(summary.amountBeforeDiscount - (summary.discount?.amount ?? 0)).toBe(summary.subtotal);
    expect(summary.subtotal - (summary.giftCard?.applied ?? 0) + summary.shipping).toBe(summary.total);
    expect(summary.giftCard).toEqual({ code: 'TKANICA-GIFT-25', applied: 2500 });
  });

  it('has no discount row without a code', () => {
    expect(orderSummaryOf(record({ discountCode: null, amountBeforeDiscount: 10620 }), 'en').discount).toBeNull();
  });

  it('gives the account and reference only while the order waits for the transfer', () => {
    const waiting = orderSummaryOf(record({ status: 'AWAITING_TRANSFER', paymentMethod: 'BANK_TRANSFER', transfer }), 'en');
    expect(waiting).toMatchObject({ statusText: 'Awaiting bank transfer', paymentMethod: 'BANK_TRANSFER', transfer });
    expect(orderSummaryOf(record({ status: 'PAID', paymentMethod: 'BANK_TRANSFER', transfer }), 'en').transfer).toBeNull();
    expect(orderSummaryOf(record({ status: 'CANCELLED', paymentMethod: 'BANK_TRANSFER', transfer }), 'en').transfer).toBeNull();
  });

  it('says a payment page still open is awaiting payment, with no method yet', () => {
    const summary = orderSummaryOf(record({ status: 'PENDING_PAYMENT', paymentMethod: undefined, paidAt: undefined }), 'en');
    expect(summary).toMatchObject({ statusText: 'Awaiting payment', paymentMethod: null });
  });

  it('carries the parcel and refunds once there are some', () => {
    const shipment = { carrier: 'GLS', trackingUrl: 'https://gls-group.eu/track/123', shippedAt: '2026-11-24T09:00:00.000Z' };
    expect(orderSummaryOf(record({ status: 'PARTLY_REFUNDED', shipment, refunded: 1755 }), 'en')).toMatchObject({
      statusText: 'Partly refunded',
      shipment,
      refunded: 1755,
    });
  });

  it('leaves out the keys, the stock bookkeeping and the payment session', () => {
    const summary = orderSummaryOf(record(), 'en') as unknown as Record<string, unknown>;
    for (const field of ['pk', 'sk', 'customerKey', 'statusKey', 'paymentSessionId', 'updatedAt'])
      expect(summary).not.toHaveProperty(field);
    expect(JSON.stringify(summary)).not.toContain('fromStock');
  });
});
