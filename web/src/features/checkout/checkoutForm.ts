import type { BuyerCompany as BuyerCompanyValue, DeliveryAddress as DeliveryAddressValue } from '@shop/shared/contract/orderParties';
import type { OrderRequestInput } from '@shop/shared/contract/orders';
import { type DeliveryLocation, type DeliveryMethod, needsDeliveryAddress } from '@shop/shared/shipping';
import type { DeliveryValues } from '../account/checkoutDetails.ts';
import type { CartLine } from '../cart/cartStore.ts';

/** The address fields of the checkout form, as typed (all text; country is a code): the shop's one address model. */
export type AddressForm = DeliveryValues;

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

/** Whether the form asks for the delivery address: not for a consumer's pickup, which needs only the names. */
export const asksForAddress = (form: Pick<CheckoutForm, 'deliveryMethod' | 'company'>): boolean =>
  needsDeliveryAddress(form.deliveryMethod, form.company.forCompany);

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
