import { describe, expect, it } from 'vitest';
import { OrderRequest } from '@shop/shared/contract/orders';
import { checkout as english } from '../../i18n/messages/en/checkout.ts';
import { checkout as croatian } from '../../i18n/messages/hr/checkout.ts';
import type { CartLine } from '../cart/cartStore.ts';
import {
  type AddressForm,
  type CheckoutForm,
  cartProductsOf,
  EMPTY_ADDRESS,
  INITIAL_CHECKOUT,
  orderRequestOf,
  serverErrorsOf,
} from './checkoutForm.ts';
import { errorsStillStanding, validateCheckout } from './checkoutChecks.ts';

const IVANA: AddressForm = {
  country: 'HR',
  firstName: 'Ivana',
  lastName: 'Perić',
  street: 'Tkalčićeva',
  streetNo: '30',
  additionalInformation: '',
  city: 'Zagreb',
  zipCode: '10000',
  phone: '+385 91 555 0199',
};

const form = (overrides: Partial<CheckoutForm> = {}): CheckoutForm => ({
  ...INITIAL_CHECKOUT,
  email: 'ivana@example.hr',
  delivery: IVANA,
  ...overrides,
});

/** The messages a shopper on an English page reads. */
const errorsOf = (checkout: CheckoutForm, messages = english.errors) => {
  const result = validateCheckout(checkout, messages);
  return result.valid ? {} : result.errors;
};

/** The shared schemas' own messages, as the API answers them in English. */
const schemaErrorsOf = (checkout: CheckoutForm) => {
  const result = validateCheckout(checkout);
  return result.valid ? {} : result.errors;
};

describe('the checkout form (SPEC §5 Checkout)', () => {
  it('starts as the spec’s defaults: delivery, the office, billing same as delivery', () => {
    expect(INITIAL_CHECKOUT).toMatchObject({ deliveryMethod: 'DELIVERY', deliveryLocation: 'OFFICE', billingSameAsDelivery: true });
  });

  it('says every message of an empty form word for word', () => {
    expect(errorsOf(INITIAL_CHECKOUT)).toEqual({
      email: 'Please enter a valid email address.',
      country: 'Please select a country.',
      firstName: 'Please enter your first name.',
      lastName: 'Please enter your last name.',
      street: 'Please enter your street name and number.',
      streetNo: 'Please enter your street name and number.',
      city: 'Please enter your city.',
      zipCode: 'Please enter your ZIP code.',
      phone: 'Please enter your Phone number.',
    });
  });

  it('says on an English page what the API’s schemas say, word for word', () => {
    const broken = [
      INITIAL_CHECKOUT,
      form({ company: { forCompany: true, name: ' ', oib: '1' } }),
      form({ delivery: { ...IVANA, city: 'Z'.repeat(101), additionalInformation: 'x'.repeat(201) } }),
    ];
    for (const checkout of broken) expect(errorsOf(checkout)).toEqual(schemaErrorsOf(checkout));
  });

  it('says every message in Croatian on a Croatian page', () => {
    expect(errorsOf(INITIAL_CHECKOUT, croatian.errors)).toEqual({
      email: 'Unesite ispravnu adresu e-pošte.',
      country: 'Odaberite državu.',
      firstName: 'Unesite svoje ime.',
      lastName: 'Unesite svoje prezime.',
      street: 'Unesite ulicu i kućni broj.',
      streetNo: 'Unesite ulicu i kućni broj.',
      city: 'Unesite grad.',
      zipCode: 'Unesite poštanski broj.',
      phone: 'Unesite broj telefona.',
    });
    expect(errorsOf(form({ delivery: { ...IVANA, city: 'Z'.repeat(101) } }), croatian.errors)).toEqual({ city: 'Najviše 100 znakova.' });
    expect(errorsOf(form({ company: { forCompany: true, name: '', oib: '' } }), croatian.errors)).toEqual({
      companyName: 'Unesite naziv tvrtke.',
      companyOib: 'Unesite OIB tvrtke: 11 znamenki, od kojih je posljednja kontrolna.',
    });
  });

  it('refuses an email without the simple pattern, and blanks made of spaces', () => {
    for (const email of ['ivana', 'ivana@', '@example.hr', 'ivana @example.hr']) {
      expect(errorsOf(form({ email })).email, email).toBe('Please enter a valid email address.');
    }
    expect(errorsOf(form({ delivery: { ...IVANA, city: '   ' } }))).toEqual({ city: 'Please enter your city.' });
  });

  it('wants both the street and its number', () => {
    expect(errorsOf(form({ delivery: { ...IVANA, streetNo: '' } }))).toEqual({ streetNo: 'Please enter your street name and number.' });
    expect(errorsOf(form({ delivery: { ...IVANA, street: ' ' } }))).toEqual({ street: 'Please enter your street name and number.' });
  });

  it('refuses a country that is not on the list', () => {
    expect(errorsOf(form({ delivery: { ...IVANA, country: 'XX' } }))).toEqual({ country: 'Please select a country.' });
  });

  it('does not validate the billing address', () => {
    const result = validateCheckout(form({ billingSameAsDelivery: false, billing: EMPTY_ADDRESS }));
    expect(result.valid).toBe(true);
  });

  it('gives back the email trimmed and in lower case, and the address trimmed', () => {
    const result = validateCheckout(form({ email: '  Ivana@Example.HR ', delivery: { ...IVANA, city: ' Zagreb ' } }));
    expect(result).toMatchObject({ valid: true, email: 'ivana@example.hr', delivery: { city: 'Zagreb' } });
  });
});

const line = (id: string, size: string, quantity: number) => ({ id, size, quantity }) as CartLine;

describe('the order request', () => {
  it('sends one entry per product with each of its sizes', () => {
    expect(cartProductsOf([line('shirt', 'M', 2), line('socks', '36-38', 1), line('shirt', 'L', 1)])).toEqual([
      {
        productId: 'shirt',
        sizes: [
          { size: 'M', quantity: 2 },
          { size: 'L', quantity: 1 },
        ],
      },
      { productId: 'socks', sizes: [{ size: '36-38', quantity: 1 }] },
    ]);
  });

  it('sends the delivery address as billing address when billing is the same, and what the server accepts', () => {
    const checkout = form({ deliveryMethod: 'PICK_UP', deliveryLocation: 'STORE_KAPTOL' });
    const valid = validateCheckout(checkout);
    if (!valid.valid) throw new Error('the form should be valid');
    const request = orderRequestOf(checkout, valid, [line('shirt', 'M', 1)], { discountCodeName: 'SLOWFASHION10', giftCardCode: null });
    expect(request).toMatchObject({
      billingAddress: valid.delivery,
      deliveryMethod: 'PICK_UP',
      deliveryLocation: 'STORE_KAPTOL',
      discountCodeName: 'SLOWFASHION10',
      giftCardCode: null,
      userEmail: 'ivana@example.hr',
    });
    expect(OrderRequest.safeParse(request).success).toBe(true);
  });

  it('sends the billing address as typed when it differs', () => {
    const billing = { ...EMPTY_ADDRESS, firstName: 'Vunica d.o.o.' };
    const checkout = form({ billingSameAsDelivery: false, billing });
    const valid = validateCheckout(checkout);
    if (!valid.valid) throw new Error('the form should be valid');
    expect(orderRequestOf(checkout, valid, [], { discountCodeName: null, giftCardCode: null }).billingAddress).toEqual(billing);
  });
});

describe('the server’s field messages', () => {
  it('land on the form’s own fields; others are left out', () => {
    expect(
      serverErrorsOf({
        userEmail: 'Please enter a valid email address.',
        'deliveryAddress.city': 'Please enter your city.',
        'deliveryAddress.company': 'At most 100 characters.',
        cartProducts: 'Your cart is empty',
      }),
    ).toEqual({ email: 'Please enter a valid email address.', city: 'Please enter your city.' });
    expect(serverErrorsOf(undefined)).toEqual({});
  });
});

describe('buying for a company', () => {
  const OIB_MESSAGE = 'Please enter the company’s OIB: 11 digits, the last a check digit.';

  it('asks nothing of a shopper who does not buy for a company', () => {
    expect(validateCheckout(form({ company: { forCompany: false, name: '', oib: '123' } }))).toMatchObject({ valid: true, company: null });
  });

  it('wants the company’s name and an OIB with the right check digit', () => {
    expect(errorsOf(form({ company: { forCompany: true, name: ' ', oib: '69435151531' } }))).toEqual({
      companyName: 'Please enter the company name.',
      companyOib: OIB_MESSAGE,
    });
    expect(errorsOf(form({ company: { forCompany: true, name: 'Vunica d.o.o.', oib: '6943515153' } }))).toEqual({
      companyOib: OIB_MESSAGE,
    });
  });

  it('sends the company with the order, as the server takes it', () => {
    const checkout = form({ company: { forCompany: true, name: ' Vunica d.o.o. ', oib: ' 69435151530 ' } });
    const result = validateCheckout(checkout);
    if (!result.valid) throw new Error('expected a valid form');
    const request = orderRequestOf(checkout, result, [], { discountCodeName: null, giftCardCode: null });
    expect(request.company).toEqual({ name: 'Vunica d.o.o.', oib: '69435151530' });
    expect(OrderRequest.parse({ ...request, cartProducts: [{ productId: 'p', sizes: [{ size: 'M', quantity: 1 }] }] }).company).toEqual({
      name: 'Vunica d.o.o.',
      oib: '69435151530',
    });
  });

  it('shows the server’s company messages on the company’s fields', () => {
    expect(serverErrorsOf({ 'company.oib': OIB_MESSAGE, 'company.name': 'Please enter the company name.' })).toEqual({
      companyOib: OIB_MESSAGE,
      companyName: 'Please enter the company name.',
    });
  });

  it('lets a field’s message go as soon as the field is right, and brings none while typing', () => {
    const shown = errorsOf(form({ email: 'ivana', delivery: { ...IVANA, city: '', streetNo: '' } }));
    expect(Object.keys(shown).sort()).toEqual(['city', 'email', 'streetNo']);
    // The email fixed, the rest still as it was: only the email's message goes.
    const fixedEmail = errorsStillStanding(shown, form({ delivery: { ...IVANA, city: '', streetNo: '' } }));
    expect(fixedEmail).toEqual({ city: 'Please enter your city.', streetNo: 'Please enter your street name and number.' });
    // A field broken after the attempt gets no message until the next one.
    expect(errorsStillStanding(fixedEmail, form({ delivery: { ...IVANA, city: '', streetNo: '', phone: '' } }))).toBe(fixedEmail);
    expect(errorsStillStanding(fixedEmail, form())).toEqual({});
    const none = {};
    expect(errorsStillStanding(none, INITIAL_CHECKOUT)).toBe(none);
  });
});

describe('a pickup (SPEC §4: the pickup location is what matters)', () => {
  const pickup = (overrides: Partial<CheckoutForm> = {}) =>
    form({ deliveryMethod: 'PICK_UP', deliveryLocation: 'STORE_KAPTOL', delivery: EMPTY_ADDRESS, ...overrides });

  it('asks a consumer for the email and the names only', () => {
    expect(errorsOf(pickup({ email: '' }))).toEqual({
      email: 'Please enter a valid email address.',
      firstName: 'Please enter your first name.',
      lastName: 'Please enter your last name.',
    });
    expect(errorsOf(pickup({ email: '' }), croatian.errors)).toEqual({
      email: 'Unesite ispravnu adresu e-pošte.',
      firstName: 'Unesite svoje ime.',
      lastName: 'Unesite svoje prezime.',
    });
  });

  it('sends the names and no address, and the server takes it', () => {
    // An address typed before choosing pickup stays in the form, hidden, and is not sent.
    const checkout = pickup({ delivery: { ...IVANA, firstName: ' Ivana ' } });
    const valid = validateCheckout(checkout);
    if (!valid.valid) throw new Error('the form should be valid');
    const request = orderRequestOf(checkout, valid, [line('shirt', 'M', 1)], { discountCodeName: null, giftCardCode: null });
    expect(request.deliveryAddress).toMatchObject({ firstName: 'Ivana', lastName: 'Perić', street: '', city: '', phone: '' });
    expect(OrderRequest.parse(request).deliveryAddress).toMatchObject({ firstName: 'Ivana', street: '', country: '' });
  });

  it('still asks a company for its address: the R1 invoice names it', () => {
    expect(
      Object.keys(
        errorsOf(
          pickup({
            delivery: { ...EMPTY_ADDRESS, firstName: 'Ivana', lastName: 'Perić' },
            company: { forCompany: true, name: 'Vunica d.o.o.', oib: '69435151530' },
          }),
        ),
      ).sort(),
    ).toEqual(['city', 'country', 'phone', 'street', 'streetNo', 'zipCode']);
  });

  it('lets the address’s messages go once the shopper switches to pickup', () => {
    const shown = errorsOf(form({ delivery: { ...IVANA, city: '', street: '' } }));
    expect(errorsStillStanding(shown, pickup({ delivery: { ...IVANA, city: '', street: '' } }))).toEqual({});
  });
});
