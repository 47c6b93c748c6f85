import { describe, expect, it } from 'vitest';
import { OrderRequest } from './orders.ts';

const valid = {
  deliveryAddress: {
    firstName: 'Ana',
    lastName: 'Horvat',
    street: 'Ilica',
    streetNo: '1',
    city: 'Zagreb',
    country: 'HR',
    zipCode: '10000',
    phone: '091 555 0100',
  },
  cartProducts: [{ productId: 'adult-linen-shirt-oat', sizes: [{ size: 'M', quantity: 1 }] }],
  userEmail: 'Ana@Example.hr',
};

function messages(input: unknown): Record<string, string> {
  const result = OrderRequest.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('OrderRequest', () => {
  it('accepts a complete order and fills the spec defaults', () => {
    const order = OrderRequest.parse(valid);
    expect(order.deliveryMethod).toBe('DELIVERY');
    expect(order.deliveryLocation).toBe('OFFICE');
    expect(order.userEmail).toBe('ana@example.hr');
    expect(order.billingAddress).toEqual({});
  });

  it("says the checkout form's messages for each missing delivery field", () => {
    const blank = { firstName: ' ', lastName: '', street: '', streetNo: '', city: '', country: '', zipCode: '', phone: '' };
    expect(messages({ ...valid, deliveryAddress: blank, userEmail: 'not-an-email' })).toEqual({
      userEmail: 'Please enter a valid email address.',
      'deliveryAddress.firstName': 'Please enter your first name.',
      'deliveryAddress.lastName': 'Please enter your last name.',
      'deliveryAddress.street': 'Please enter your street name and number.',
      'deliveryAddress.streetNo': 'Please enter your street name and number.',
      'deliveryAddress.city': 'Please enter your city.',
      'deliveryAddress.country': 'Please select a country.',
      'deliveryAddress.zipCode': 'Please enter your ZIP code.',
      'deliveryAddress.phone': 'Please enter your Phone number.',
    });
  });

  it('refuses quantities that are not positive whole numbers', () => {
    for (const quantity of [0, -1, 1.5, '2']) {
      const input = { ...valid, cartProducts: [{ productId: 'x', sizes: [{ size: 'M', quantity }] }] };
      expect(messages(input)['cartProducts.0.sizes.0.quantity']).toBe('Invalid quantity. Please enter a positive number.');
    }
  });

  it('refuses an empty cart, an unknown method and ids that could reach into keys', () => {
    expect(messages({ ...valid, cartProducts: [] }).cartProducts).toBe('Your cart is empty');
    expect(messages({ ...valid, deliveryMethod: 'DRONE' }).deliveryMethod).toBeDefined();
    expect(
      messages({ ...valid, cartProducts: [{ productId: 'P#x', sizes: [{ size: 'M', quantity: 1 }] }] })['cartProducts.0.productId'],
    ).toBeDefined();
  });

  it('merges lines of the same product and size, as the cart adds them up', () => {
    const order = OrderRequest.parse({
      ...valid,
      cartProducts: [
        {
          productId: 'shirt',
          sizes: [
            { size: 'M', quantity: 1 },
            { size: ' M ', quantity: 2 },
          ],
        },
        { productId: 'dress', sizes: [{ size: 'S', quantity: 1 }] },
        {
          productId: ' shirt',
          sizes: [
            { size: 'L', quantity: 1 },
            { size: 'M', quantity: 4 },
          ],
        },
      ],
    });
    expect(order.cartProducts).toEqual([
      {
        productId: 'shirt',
        sizes: [
          { size: 'M', quantity: 7 },
          { size: 'L', quantity: 1 },
        ],
      },
      { productId: 'dress', sizes: [{ size: 'S', quantity: 1 }] },
    ]);
  });

  it('refuses a size merged above the limit, naming the entry that took it there', () => {
    const cartProducts = [
      { productId: 'shirt', sizes: [{ size: 'M', quantity: 60 }] },
      {
        productId: 'shirt',
        sizes: [
          { size: 'S', quantity: 1 },
          { size: 'M', quantity: 40 },
        ],
      },
    ];
    expect(messages({ ...valid, cartProducts })).toEqual({ 'cartProducts.1.sizes.1.quantity': 'At most 99 of one size.' });
  });
});
