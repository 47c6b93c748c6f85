import { useMemo } from 'react';
import type { User } from '@shop/shared/contract/accounts';
import type { AddressValues } from './addressForm.ts';
import { useSession } from './session.ts';

/*
 * Public: what the checkout takes from the account (SPEC §4 Session, §6): the email to lock and
 * the delivery address to start from.
 */

/**
 * An address as the forms type it, the company apart: the checkout's delivery and billing
 * addresses are these fields (checkout/checkoutForm.ts), the account's add the company
 * (addressForm.ts). One model, typed once here.
 */
export type DeliveryValues = Omit<AddressValues, 'company'>;

/** What the checkout fills in for a logged-in customer (fields as the checkout's address form names them). */
export interface CheckoutDetails {
  email: string;
  delivery: DeliveryValues;
  /** The default address's company, offered when the shopper buys for a company. */
  company: string;
}

/** The email and the default address; without one, the user's own name (SPEC §4 Session). */
export function checkoutDetailsOf(user: User): CheckoutDetails {
  const address = user.addresses.find((a) => a.defaultAddress);
  return {
    email: user.email,
    delivery: {
      country: address?.country ?? '',
      firstName: address?.firstName || user.firstName,
      lastName: address?.lastName || user.lastName,
      street: address?.street ?? '',
      streetNo: address?.streetNo ?? '',
      additionalInformation: address?.additionalInformation ?? '',
      city: address?.city ?? '',
      zipCode: address?.zipCode ?? '',
      phone: address?.phone ?? '',
    },
    company: address?.company ?? '',
  };
}

/**
 * The checkout's prefill for the logged-in customer, or null for a visitor. It is a new object
 * only when the user changes, so the checkout fills its form once per login state change.
 */
export function useCheckoutDetails(): CheckoutDetails | null {
  const { user } = useSession();
  return useMemo(() => (user ? checkoutDetailsOf(user) : null), [user]);
}
