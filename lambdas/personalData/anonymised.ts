import type { OrderRecord } from '../orders/orderRecord.ts';

/** What an anonymised order's email becomes: an address of the reserved `.invalid` domain, which no mail reaches. */
export const ANONYMISED_EMAIL = 'anonymised@invalid';

/** An anonymised order's delivery address: nothing of the person, the country kept (VAT by destination). */
export const anonymisedAddress = (country: string) => ({
  firstName: '',
  lastName: '',
  street: '',
  streetNo: '',
  city: '',
  zipCode: '',
  phone: '',
  country,
});

/** An anonymised order's billing address: its country, if it had one. */
export const anonymisedBilling = (order: Pick<OrderRecord, 'billingAddress'>) =>
  order.billingAddress?.country ? { country: order.billingAddress.country } : {};
