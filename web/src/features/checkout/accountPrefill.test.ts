import { describe, expect, it } from 'vitest';
import type { CheckoutDetails } from '../account/checkoutDetails.ts';
import { EVERY_ADDRESS_FIELD, prefilledForm } from './accountPrefill.ts';
import { type AddressField, type CheckoutForm, INITIAL_CHECKOUT } from './checkoutForm.ts';

/** The demo customer's account as the checkout takes it: her default address in Zagreb. */
const ANA: CheckoutDetails = {
  email: 'demo@tkanica.hr',
  delivery: {
    country: 'HR',
    firstName: 'Ana',
    lastName: 'Horvat',
    street: 'Ilica',
    streetNo: '12',
    additionalInformation: '',
    city: 'Zagreb',
    zipCode: '10000',
    phone: '+385 91 555 0100',
  },
  company: 'Tkanica d.o.o.',
};

/** The form as drawn before the account came: the preselected country, and what was typed since. */
const drawn = (delivery: Partial<CheckoutForm['delivery']> = {}): CheckoutForm => ({
  ...INITIAL_CHECKOUT,
  delivery: { ...INITIAL_CHECKOUT.delivery, country: 'DE', ...delivery },
});
const typed = (...fields: AddressField[]) => new Set(fields);

describe("a logged-in customer's details, arriving after the form was drawn", () => {
  it('fill an untouched form: the account email and the whole default address', () => {
    const form = prefilledForm(drawn(), ANA, typed());
    expect(form.email).toBe('demo@tkanica.hr');
    expect(form.delivery).toEqual(ANA.delivery);
    expect(form.company.name).toBe('Tkanica d.o.o.');
  });

  it('leave a name and a phone the shopper typed, and fill the rest', () => {
    const form = prefilledForm(drawn({ firstName: 'Ivana', phone: '+385 98 123 4567' }), ANA, typed('firstName', 'phone'));
    expect(form.delivery).toEqual({ ...ANA.delivery, firstName: 'Ivana', phone: '+385 98 123 4567' });
  });

  it('leave the place as typed once any part of it was typed: never half one address and half another', () => {
    const form = prefilledForm(drawn({ street: 'Vlaška' }), ANA, typed('street'));
    expect(form.delivery).toEqual({
      ...INITIAL_CHECKOUT.delivery,
      country: 'DE',
      street: 'Vlaška',
      firstName: 'Ana',
      lastName: 'Horvat',
      phone: '+385 91 555 0100',
    });
  });

  it('leave a remembered or returned address whole, and still lock the email to the account', () => {
    const remembered = drawn({ firstName: 'Ivana', street: 'Tkalčićeva', city: 'Zagreb' });
    const form = prefilledForm({ ...remembered, email: 'old@example.hr' }, ANA, EVERY_ADDRESS_FIELD);
    expect(form.delivery).toEqual(remembered.delivery);
    expect(form.email).toBe('demo@tkanica.hr');
  });

  it('keep the preselected country when the account has no default address', () => {
    const noAddress = { ...ANA, delivery: { ...ANA.delivery, country: '', street: '', streetNo: '', city: '', zipCode: '', phone: '' } };
    expect(prefilledForm(drawn(), noAddress, typed()).delivery.country).toBe('DE');
  });

  it('keep a company name typed, and come back alike when given the filled form again', () => {
    const withCompany = { ...drawn({ firstName: 'Ivana' }), company: { forCompany: true, name: 'Obrt Ivana', oib: '' } };
    const once = prefilledForm(withCompany, ANA, typed('firstName'));
    expect(once.company.name).toBe('Obrt Ivana');
    expect(prefilledForm(once, ANA, typed('firstName'))).toEqual(once);
  });
});
