import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderSummary } from '@shop/shared/contract/orders';
import { EMPTY_ADDRESS, INITIAL_CHECKOUT } from './checkoutForm.ts';
import { cartLinesOf, checkoutFormOf, codesOf, returnOutcome } from './returnedOrder.ts';

const delivery = {
  firstName: 'Ivana',
  lastName: 'Perić',
  company: null,
  street: 'Tkalčićeva',
  streetNo: '30',
  additionalInformation: null,
  city: 'Zagreb',
  country: 'HR',
  zipCode: '10000',
  phone: '+385 91 555 0199',
};

const line = (productId: string, size: string, quantity: number, preOrdered = 0) =>
  ({ productId, size, quantity, preOrdered }) as OrderSummary['lines'][number];

/** The order let go of when the shopper cancelled on the payment page: a pickup at Store Kaptol with a code and a gift card. */
function cancelled(overrides: Partial<OrderSummary> = {}): OrderSummary {
  return {
    status: 'CANCELLED',
    email: 'ivana@example.hr',
    lines: [line('adult-wool-socks-oat', '36-38', 4), line('adult-merino-cable-cardigan-oat', 'XS/S', 1, 1)],
    discount: { code: 'SLOWFASHION10', percent: 10, amount: 360 },
    giftCard: { code: 'TKANICA-GIFT-25', applied: 2500 },
    deliveryMethod: 'PICK_UP',
    deliveryLocation: 'STORE_KAPTOL',
    deliveryAddress: delivery,
    billingAddress: delivery,
    ...overrides,
  } as OrderSummary;
}

describe('coming back from the payment page', () => {
  it('puts the order back while it was not paid, and sends a paid one to its success page', () => {
    const outcomes = Object.fromEntries(ORDER_STATUSES.map((status) => [status, returnOutcome({ status })]));
    expect(outcomes).toMatchObject({
      PLACED: 'restore',
      PENDING_PAYMENT: 'restore',
      PAYMENT_FAILED: 'restore',
      EXPIRED: 'restore',
      CANCELLED: 'restore',
      AWAITING_TRANSFER: 'paid',
      PAID: 'paid',
      SHIPPED: 'paid',
    });
  });

  it('fills the form as the order was sent: email, delivery address, pickup place, billing same as delivery', () => {
    const { company: _, ...deliveryFields } = delivery;
    expect(checkoutFormOf(cancelled(), INITIAL_CHECKOUT, { emailLocked: false })).toEqual({
      email: 'ivana@example.hr',
      // The form has no company field, and what was not given is an empty field.
      delivery: { ...deliveryFields, additionalInformation: '' },
      billingSameAsDelivery: true,
      billing: EMPTY_ADDRESS,
      deliveryMethod: 'PICK_UP',
      deliveryLocation: 'STORE_KAPTOL',
      company: { forCompany: false, name: '', oib: '' },
    });
  });

  it('puts the company an R1 invoice was asked for back, ticked', () => {
    const company = { name: 'Vunica d.o.o.', oib: '69435151530' };
    const form = checkoutFormOf({ ...cancelled(), company }, INITIAL_CHECKOUT, { emailLocked: false });
    expect(form.company).toEqual({ forCompany: true, ...company });
  });

  it('keeps a logged-in customer’s locked email', () => {
    const current = { ...INITIAL_CHECKOUT, email: 'demo@tkanica.hr' };
    expect(checkoutFormOf(cancelled(), current, { emailLocked: true }).email).toBe('demo@tkanica.hr');
  });

  it('puts a billing address of its own back in the billing fields', () => {
    const billing = { firstName: 'Vunica', lastName: 'd.o.o.', street: 'Ilica', streetNo: '42', city: 'Zagreb', country: 'HR' };
    const form = checkoutFormOf(cancelled({ billingAddress: billing }), INITIAL_CHECKOUT, { emailLocked: false });
    expect(form.billingSameAsDelivery).toBe(false);
    expect(form.billing).toEqual({ ...EMPTY_ADDRESS, ...billing });
  });

  it('applies the code and the gift card again, and only those the order had', () => {
    expect(codesOf(cancelled())).toEqual({ discountCode: 'SLOWFASHION10', giftCard: 'TKANICA-GIFT-25' });
    expect(codesOf(cancelled({ discount: null, giftCard: null }))).toEqual({ discountCode: null, giftCard: null });
  });

  it('gives the cart lines back: product, size, quantity and whether some is pre-ordered', () => {
    expect(cartLinesOf(cancelled())).toEqual([
      { productId: 'adult-wool-socks-oat', size: '36-38', quantity: 4, preOrder: false },
      { productId: 'adult-merino-cable-cardigan-oat', size: 'XS/S', quantity: 1, preOrder: true },
    ]);
  });
});
