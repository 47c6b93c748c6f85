import type { CustomerLevel } from '@shop/shared/customerLevels';

/** Key layout of the customers table: `U#<email>`/`U` for an account. */
export const customerAccountKey = (email: string) => ({ pk: `U#${email.trim().toLowerCase()}`, sk: 'U' });

export interface CustomerRecord {
  pk: string;
  sk: string;
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  birthDate?: number;
  gender?: 'M' | 'F' | 'O';
  oib?: string;
  newsletterSubscription: boolean;
  userLevel: CustomerLevel;
  passwordHash: string;
  /** PENDING until the emailed link is followed. */
  status: 'PENDING' | 'ACTIVE';
  createdAt: string;
  addresses: {
    firstName: string;
    lastName: string;
    company?: string;
    street: string;
    streetNo: string;
    additionalInformation?: string;
    city: string;
    country: string;
    zipCode: string;
    phone: string;
    defaultAddress: boolean;
  }[];
}
