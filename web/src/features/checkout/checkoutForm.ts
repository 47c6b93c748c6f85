import { Email } from '@shop/shared/contract/common';
import {
  BuyerCompany,
  type BuyerCompany as BuyerCompanyValue,
  type DeliveryAddress as DeliveryAddressValue,
  DeliveryAddress,
} from '@shop/shared/contract/orderParties';
import type { OrderRequestInput } from '@shop/shared/contract/orders';
import type { DeliveryLocation, DeliveryMethod } from '@shop/shared/shipping';
import type * as z from 'zod/mini';
import type { CartLine } from '../cart/cartStore.ts';

/** The address fields of the checkout form, as typed (all text; country is a code). */
export interface AddressForm {
  country: string;
  firstName: string;
  lastName: string;
  street: string;
  streetNo: string;
  additionalInformation: string;
  city: string;
  zipCode: string;
  phone: string;
}

export type AddressField = keyof AddressForm;

export const sameAddress = (a: AddressForm, b: AddressForm) =>
  (Object.keys(EMPTY_ADDRESS) as AddressField[]).every((field) => a[field] === b[field]);

export const EMPTY_ADDRESS: AddressForm = {
  country: '',
  firstName: '',
  lastName: '',
  street: '',
  streetNo: '',
  additionalInformation: '',
  city: '',
  zipCode: '',
  phone: '',
};

export interface CheckoutForm {
  email: string;
  delivery: AddressForm;
  billingSameAsDelivery: boolean;
  billing: AddressForm;
  deliveryMethod: DeliveryMethod;
  deliveryLocation: DeliveryLocation;
  /** "Buying for a company": the company an R1 invoice is made out to, with its OIB. */
  company: CompanyForm;
}

export interface CompanyForm {
  forCompany: boolean;
  name: string;
  oib: string;
}

/** SPEC §9 defaults: delivery, the office as pickup location, billing same as delivery. */
export const INITIAL_CHECKOUT: CheckoutForm = {
  email: '',
  delivery: EMPTY_ADDRESS,
  billingSameAsDelivery: true,
  billing: EMPTY_ADDRESS,
  deliveryMethod: 'DELIVERY',
  deliveryLocation: 'OFFICE',
  company: { forCompany: false, name: '', oib: '' },
};

/** A message per field: `email` or a delivery address field. */
export type CheckoutErrors = Partial<Record<'email' | AddressField | CompanyField, string>>;

/** The company's fields, as the form and the server's `company.*` errors name them. */
export type CompanyField = 'companyName' | 'companyOib';
const COMPANY_FIELDS: Record<string, CompanyField> = { name: 'companyName', oib: 'companyOib' };

/** The order the fields of the form are shown in, to focus the first wrong one. */
export const FIELD_ORDER: readonly ('email' | AddressField | CompanyField)[] = [
  'email',
  'country',
  'firstName',
  'lastName',
  'street',
  'streetNo',
  'additionalInformation',
  'city',
  'zipCode',
  'phone',
  'companyName',
  'companyOib',
];

export type CheckoutValidation =
  | { valid: true; email: string; delivery: DeliveryAddressValue; company: BuyerCompanyValue | null }
  | { valid: false; errors: CheckoutErrors };

/** The form's messages in the page's language: one a field, and one for a text that is too long. */
export type CheckoutErrorMessages = Record<Exclude<keyof CheckoutErrors, 'additionalInformation'>, string> & {
  tooLong: (max: number) => string;
};

/** A schema's issue: the schema's own (English) message, or the field's in the page's language when given. */
function messageOf(issue: z.core.$ZodIssue, field: keyof CheckoutErrors, messages: CheckoutErrorMessages | undefined): string {
  if (!messages) return issue.message;
  if (issue.code === 'too_big') return messages.tooLong(Number(issue.maximum));
  // Extra address information is optional: only its length can be wrong.
  return field === 'additionalInformation' ? issue.message : messages[field];
}

/**
 * Checks the email and the delivery address with the same schemas the server uses, so the
 * browser and the API follow the same rules (SPEC §5 Checkout); the messages are the page's
 * language's when `messages` are given, the schemas' English otherwise. Billing is not validated.
 */
export function validateCheckout(form: CheckoutForm, messages?: CheckoutErrorMessages): CheckoutValidation {
  const errors: CheckoutErrors = {};
  const email = Email.safeParse(form.email);
  const emailIssue = email.error?.issues[0];
  if (emailIssue) errors.email = messageOf(emailIssue, 'email', messages);
  const delivery = DeliveryAddress.safeParse(form.delivery);
  if (!delivery.success) {
    for (const issue of delivery.error.issues) {
      const field = issue.path[0];
      if (typeof field === 'string' && field in EMPTY_ADDRESS)
        errors[field as AddressField] ??= messageOf(issue, field as AddressField, messages);
    }
  }
  // The company is checked only when the shopper buys for one, with the server's own rule (the OIB's check digit).
  const company = form.company.forCompany ? BuyerCompany.safeParse({ name: form.company.name, oib: form.company.oib }) : null;
  if (company && !company.success) {
    for (const issue of company.error.issues) {
      const field = COMPANY_FIELDS[String(issue.path[0])];
      if (field) errors[field] ??= messageOf(issue, field, messages);
    }
  }
  if (email.success && delivery.success && (!company || company.success)) {
    return { valid: true, email: email.data, delivery: delivery.data, company: company?.data ?? null };
  }
  return { valid: false, errors };
}

/**
 * The errors of `errors` that the form, as it is now, still earns: a field's message goes as soon
 * as the field is right, without waiting for the next "Go to payment". No new message comes
 * while typing. The same object when nothing went, so nothing is drawn again.
 */
export function errorsStillStanding(errors: CheckoutErrors, form: CheckoutForm): CheckoutErrors {
  const fields = Object.keys(errors) as (keyof CheckoutErrors)[];
  if (fields.length === 0) return errors;
  const now = validateCheckout(form);
  const standing = fields.filter((field) => !now.valid && now.errors[field]);
  if (standing.length === fields.length) return errors;
  return Object.fromEntries(standing.map((field) => [field, errors[field]]));
}

/** The cart as the order wants it: one entry per product with its sizes (SPEC §3 Order request). */
export function cartProductsOf(lines: readonly CartLine[]): OrderRequestInput['cartProducts'] {
  const byProduct = new Map<string, { size: string; quantity: number }[]>();
  for (const line of lines) {
    const sizes = byProduct.get(line.id) ?? [];
    sizes.push({ size: line.size, quantity: line.quantity });
    byProduct.set(line.id, sizes);
  }
  return [...byProduct].map(([productId, sizes]) => ({ productId, sizes }));
}

export function orderRequestOf(
  form: CheckoutForm,
  valid: { email: string; delivery: DeliveryAddressValue; company: BuyerCompanyValue | null },
  lines: readonly CartLine[],
  codes: { discountCodeName: string | null; giftCardCode: string | null },
): OrderRequestInput {
  return {
    deliveryAddress: valid.delivery,
    billingAddress: form.billingSameAsDelivery ? valid.delivery : form.billing,
    cartProducts: cartProductsOf(lines),
    deliveryMethod: form.deliveryMethod,
    deliveryLocation: form.deliveryLocation,
    discountCodeName: codes.discountCodeName,
    giftCardCode: codes.giftCardCode,
    userEmail: valid.email,
    ...(valid.company ? { company: valid.company } : {}),
  };
}

/** Maps a 400's `errors` (keys like `deliveryAddress.city` or `userEmail`) onto the form's fields. */
export function serverErrorsOf(errors: Record<string, string> | undefined): CheckoutErrors {
  const mapped: CheckoutErrors = {};
  for (const [key, message] of Object.entries(errors ?? {})) {
    if (key === 'userEmail' || key === 'email') mapped.email = message;
    else if (key.startsWith('company.')) {
      const field = COMPANY_FIELDS[key.slice('company.'.length)];
      if (field) mapped[field] = message;
    } else if (key.startsWith('deliveryAddress.')) {
      const field = key.slice('deliveryAddress.'.length);
      if (field in EMPTY_ADDRESS) mapped[field as AddressField] = message;
    }
  }
  return mapped;
}
