import type { CheckoutDetails } from '../account/checkoutDetails.ts';
import { type AddressField, type CheckoutForm, EMPTY_ADDRESS } from './checkoutForm.ts';

/** Who receives the order: each filled in on its own. */
const PERSON_FIELDS = ['firstName', 'lastName', 'phone'] as const satisfies readonly AddressField[];
/** Where it goes: filled in together or not at all. */
const PLACE_FIELDS = [
  'country',
  'street',
  'streetNo',
  'additionalInformation',
  'city',
  'zipCode',
] as const satisfies readonly AddressField[];

/** Every field of the delivery address: what a remembered or returned form keeps. */
export const EVERY_ADDRESS_FIELD: ReadonlySet<AddressField> = new Set(Object.keys(EMPTY_ADDRESS) as AddressField[]);

/**
 * The form with a logged-in customer's details in it (SPEC §4 Session), which come from the API
 * after the form is drawn from what the browser holds: the email is the account's (locked); the
 * default address fills what the shopper has not typed. A name or the phone typed stays and the
 * rest is filled; once any part of the place (country, street, number, city, ZIP code) is typed,
 * the place stays as typed, so an address is never half the saved one's and half the shopper's.
 * The company's name is offered when none is typed. The same form given again comes back alike.
 */
export function prefilledForm(form: CheckoutForm, account: CheckoutDetails, typed: ReadonlySet<AddressField>): CheckoutForm {
  const delivery = { ...form.delivery };
  for (const field of PERSON_FIELDS) if (!typed.has(field)) delivery[field] = account.delivery[field] || form.delivery[field];
  if (!PLACE_FIELDS.some((field) => typed.has(field))) {
    for (const field of PLACE_FIELDS) delivery[field] = account.delivery[field];
    // Without a default address the preselected country (the shop's, the browser's) stays.
    delivery.country = account.delivery.country || form.delivery.country;
  }
  return {
    ...form,
    email: account.email,
    delivery,
    company: form.company.name ? form.company : { ...form.company, name: account.company },
  };
}
