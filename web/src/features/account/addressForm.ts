import type { UserAddress } from '@shop/shared/contract/accounts';

/** The fields of an account address as typed (all text; country is a code). */
export interface AddressValues {
  firstName: string;
  lastName: string;
  company: string;
  street: string;
  streetNo: string;
  additionalInformation: string;
  city: string;
  zipCode: string;
  country: string;
  phone: string;
}

export type AddressKey = keyof AddressValues;

export const EMPTY_ADDRESS: AddressValues = {
  firstName: '',
  lastName: '',
  company: '',
  street: '',
  streetNo: '',
  additionalInformation: '',
  city: '',
  zipCode: '',
  country: '',
  phone: '',
};

export function addressValuesOf(address: UserAddress): AddressValues {
  return { ...address, company: address.company ?? '', additionalInformation: address.additionalInformation ?? '' };
}

/** The address as the API takes it: the optional parts blank become null. */
export function addressBodyOf(values: AddressValues) {
  return { ...values, company: values.company.trim() || null, additionalInformation: values.additionalInformation.trim() || null };
}
