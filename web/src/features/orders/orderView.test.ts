import { describe, expect, it } from 'vitest';
import type { OrderSummary } from '@shop/shared/contract/orders';
import { countryNameIn } from '../../i18n/countryNames.ts';
import { checkout as english } from '../../i18n/messages/en/checkout.ts';
import { checkout as croatian } from '../../i18n/messages/hr/checkout.ts';
import {
  addressLines,
  awaitsPayment,
  deliveryOf,
  formatIban,
  linePrice,
  paymentText,
  summaryRows,
  transferFacts,
  wasGivenUp,
} from './orderView.ts';

const inEnglish = {
  ...english.order,
  locations: english.delivery.locations,
  countryName: (code: string) => countryNameIn('en', code),
};
const inCroatian = {
  ...croatian.order,
  locations: croatian.delivery.locations,
  countryName: (code: string) => countryNameIn('hr', code),
};

const address = {
  firstName: 'Ana',
  lastName: 'Horvat',
  company: null,
  street: 'Ilica',
  streetNo: '12',
  additionalInformation: '',
  city: 'Zagreb',
  country: 'HR',
  zipCode: '10000',
  phone: '091 555 0100',
};

/** A linen shirt (79,00 €) and a cardigan (39,00 €) with SLOWFASHION10: 106,20 € charged. */
function order(overrides: Partial<OrderSummary> = {}): OrderSummary {
  return {
    id: 'ord1',
    number: 'TK-261123-AB12C',
    status: 'PAID',
    statusText: 'Paid',
    createdAt: '2026-11-23T10:00:00.000Z',
    email: 'ana@example.hr',
    lines: [
      {
        itemNo: 1,
        productId: 'adult-linen-shirt-oat',
        productName: 'Linen Shirt',
        productColorName: 'Oat',
        image: 'products/linen-shirt-oat-1.svg',
        size: 'M',
        quantity: 1,
        preOrdered: 0,
        unitPrice: 7900,
        discountPercent: 10,
        unitPriceAfterDiscount: 7110,
        amount: 7110,
        vatRate: 2500,
        vat: 1422,
      },
      {
        itemNo: 2,
        productId: 'adult-wool-socks-oat',
        productName: 'Wool Socks',
        productColorName: 'Oat',
        image: 'products/wool-socks-oat-1.svg',
        size: '36-38',
        quantity: 1,
        preOrdered: 0,
        unitPrice: 3900,
        discountPercent: 10,
        unitPriceAfterDiscount: 3510,
        amount: 3510,
        vatRate: 2500,
        vat: 702,
      },
    ],
    amountBeforeDiscount: 11800,
    discount: { code: 'SLOWFASHION10', percent: 10, amount: 1180 },
    subtotal: 10620,
    shipping: 0,
    minimumCharge: 0,
    giftCard: null,
    total: 10620,
    vatTreatment: { scheme: 'DOMESTIC', country: 'HR', rate: 2500 },
    company: null,
    paymentMethod: 'CARD',
    deliveryMethod: 'DELIVERY',
    deliveryLocation: 'OFFICE',
    deliveryAddress: address,
    billingAddress: address,
    transfer: null,
    shipment: null,
    refunded: 0,
    ...overrides,
  };
}

describe('the sums of the success page', () => {
  it('go from the lines before the code to the subtotal charged; no shipping row when it is free', () => {
    expect(summaryRows(order(), english.totals)).toEqual([
      { label: 'Before discount', amount: 11800 },
      { label: 'Discount', detail: 'SLOWFASHION10, 10 %', amount: -1180 },
      { label: 'Subtotal', amount: 10620 },
    ]);
  });

  it('add shipping and take the gift card off, and they add up to the total', () => {
    const summary = order({
      discount: null,
      amountBeforeDiscount: 3900,
      subtotal: 3900,
      shipping: 395,
      giftCard: { code: 'TKANICA-GIFT-25', applied: 2500 },
      total: 1795,
    });
    const rows = summaryRows(summary, english.totals);
    expect(rows).toEqual([
      { label: 'Subtotal', amount: 3900 },
      { label: 'Shipping', amount: 395 },
      { label: 'Gift card', detail: 'TKANICA-GIFT-25', amount: -2500 },
    ]);
    expect(rows.reduce((sum, row) => sum + row.amount, 0)).toBe(summary.total);
  });

  it('show the minimum charge of an order below 1 €', () => {
    expect(summaryRows(order({ discount: null, subtotal: 50, minimumCharge: 50, total: 100 }), english.totals)).toContainEqual({
      label: 'Minimum charge',
      amount: 50,
    });
  });

  it('show no discount row when the products’ own discounts were larger than the code', () => {
    const rows = summaryRows(
      order({ discount: { code: 'SLOWFASHION10', percent: 10, amount: 0 }, amountBeforeDiscount: 10620 }),
      english.totals,
    );
    expect(rows.map((r) => r.label)).toEqual(['Subtotal']);
  });
});

describe('a line of the success page', () => {
  it('is priced as charged, with the list price beside it when it was discounted', () => {
    expect(linePrice(order().lines[0] as OrderSummary['lines'][number])).toEqual({ amount: 7110, original: 7900 });
  });

  it('has no struck price when nothing was taken off', () => {
    const line = {
      ...(order().lines[0] as OrderSummary['lines'][number]),
      quantity: 2,
      discountPercent: 0,
      unitPriceAfterDiscount: 7900,
      amount: 15800,
    };
    expect(linePrice(line)).toEqual({ amount: 15800 });
  });
});

describe('payment and delivery', () => {
  it('names the payment method, or where the payment stands before the provider said', () => {
    expect(paymentText(order({ paymentMethod: 'PAYPAL' }), english.order.paymentMethods)).toBe('PayPal');
    expect(paymentText(order({ paymentMethod: 'BANK_TRANSFER' }), english.order.paymentMethods)).toBe('Bank transfer');
    expect(paymentText(order({ paymentMethod: null, statusText: 'Awaiting payment' }), english.order.paymentMethods)).toBe(
      'Awaiting payment',
    );
  });

  it('writes the delivery address as on a parcel, the country by its name', () => {
    expect(deliveryOf(order(), inEnglish)).toEqual({
      label: 'Delivery to',
      lines: ['Ana Horvat', 'Ilica 12', '10000 Zagreb', 'Croatia', '091 555 0100'],
    });
    expect(addressLines({ ...address, company: 'Vunica d.o.o.', additionalInformation: '2nd floor' }, inEnglish.countryName)).toEqual([
      'Ana Horvat',
      'Vunica d.o.o.',
      'Ilica 12',
      '2nd floor',
      '10000 Zagreb',
      'Croatia',
      '091 555 0100',
    ]);
  });

  it('names the pickup place and its address for a pickup', () => {
    expect(deliveryOf(order({ deliveryMethod: 'PICK_UP', deliveryLocation: 'STORE_KAPTOL' }), inEnglish)).toEqual({
      label: 'Pickup at',
      lines: ['Store Kaptol', 'Kaptol 14, 10000 Zagreb'],
    });
    expect(deliveryOf(order({ deliveryMethod: 'PICK_UP', deliveryLocation: 'OFFICE' }), inEnglish).lines).toEqual([
      'Office',
      'Ilica 42, 10000 Zagreb',
    ]);
  });

  it('speaks Croatian on a Croatian page: the pickup place, the country and the payment method', () => {
    expect(deliveryOf(order({ deliveryMethod: 'PICK_UP', deliveryLocation: 'STORE_KAPTOL' }), inCroatian)).toEqual({
      label: 'Mjesto preuzimanja',
      lines: ['Trgovina Kaptol', 'Kaptol 14, 10000 Zagreb'],
    });
    expect(deliveryOf(order(), inCroatian)).toEqual({
      label: 'Adresa za dostavu',
      lines: ['Ana Horvat', 'Ilica 12', '10000 Zagreb', 'Hrvatska', '091 555 0100'],
    });
    expect(paymentText(order({ paymentMethod: 'BANK_TRANSFER' }), croatian.order.paymentMethods)).toBe('Bankovna uplata');
    expect(summaryRows(order(), croatian.totals).map((row) => row.label)).toEqual(['Prije popusta', 'Popust', 'Međuzbroj']);
  });

  it('prints an IBAN in groups of four', () => {
    expect(formatIban('HR1723600001101234565')).toBe('HR17 2360 0001 1012 3456 5');
    expect(formatIban('HR17 2360 0001 1012 3456 5')).toBe('HR17 2360 0001 1012 3456 5');
  });
});

describe('the order’s state', () => {
  it('awaits payment while placed or with a payment page open, and only then', () => {
    expect(awaitsPayment({ status: 'PLACED' })).toBe(true);
    expect(awaitsPayment({ status: 'PENDING_PAYMENT' })).toBe(true);
    for (const status of ['AWAITING_TRANSFER', 'PAID', 'EXPIRED'] as const) expect(awaitsPayment({ status })).toBe(false);
  });

  it('was given up when failed, expired or cancelled: the cart then stays', () => {
    for (const status of ['PAYMENT_FAILED', 'EXPIRED', 'CANCELLED'] as const) expect(wasGivenUp({ status })).toBe(true);
    for (const status of ['PENDING_PAYMENT', 'AWAITING_TRANSFER', 'PAID', 'SHIPPED'] as const) expect(wasGivenUp({ status })).toBe(false);
  });
});

describe('the bank transfer instructions', () => {
  /** As the payment provider gives them: its own account for the shopper's payments, held in the seller's name. */
  const transfer = {
    iban: 'HR1210010051863000160',
    bic: 'SIMUHR22XXX',
    accountHolder: 'Tkanica d.o.o.',
    reference: 'QX7G2M9KD4PA',
    amount: 1295,
  };

  it('name the account, its holder, the reference and the amount, and say why the IBAN is not the invoice’s', () => {
    const { facts, whyThisIban } = transferFacts(transfer, english.order.transfer);
    expect(facts.map((fact) => [fact.label, fact.value])).toEqual([
      ['IBAN', 'HR12 1001 0051 8630 0016 0'],
      ['BIC', 'SIMUHR22XXX'],
      ['Account holder', 'Tkanica d.o.o.'],
      ['Reference', 'QX7G2M9KD4PA'],
      ['Amount', '12,95\u00a0€'],
    ]);
    expect(whyThisIban).toBe(
      'Our payment provider, Stripe, gave you this IBAN for your payments to Tkanica d.o.o., which is why it differs from the IBAN on our invoice: pay to it with the reference above, so that your payment is matched to this order.',
    );
  });

  it('say it in Croatian on a Croatian page', () => {
    const { facts, whyThisIban } = transferFacts(transfer, croatian.order.transfer);
    expect(facts.map((fact) => fact.label)).toEqual(['IBAN', 'BIC', 'Vlasnik računa', 'Poziv na broj', 'Iznos']);
    expect(whyThisIban).toContain('tvrtki Tkanica d.o.o. dodijelio Vam je naš pružatelj usluge plaćanja, Stripe');
    expect(whyThisIban).toContain('razlikuje od IBAN-a na našem računu');
    expect(whyThisIban).toContain('s pozivom na broj');
  });
});
