import { SELLER } from './brand.ts';
import type { Cents } from './money.ts';

export type DeliveryMethod = 'DELIVERY' | 'PICK_UP';
export type DeliveryLocation = 'OFFICE' | 'STORE_KAPTOL';

/** The 27 member states of the European Union, Croatia included, by ISO 3166-1 alpha-2 code. */
export const EU_COUNTRY_CODES: readonly string[] = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
];

export const HOME_COUNTRY = 'HR';

export type ShippingZone = 'CROATIA' | 'EU' | 'WORLD';

/** Shipping rates by zone: the fee and the subtotal a cart must exceed to ship free. */
export const SHIPPING_RATES: Readonly<Record<ShippingZone, { fee: Cents; freeOver: Cents; businessDays: string }>> = {
  CROATIA: { fee: 395, freeOver: 5000, businessDays: '2-5' },
  EU: { fee: 1500, freeOver: 30000, businessDays: '5-10' },
  WORLD: { fee: 2500, freeOver: 30000, businessDays: '10-15' },
};

export function shippingZone(countryCode: string): ShippingZone {
  const code = countryCode.toUpperCase();
  if (code === HOME_COUNTRY) return 'CROATIA';
  return EU_COUNTRY_CODES.includes(code) ? 'EU' : 'WORLD';
}

/**
 * The shipping fee of an order. Free strictly over the zone's threshold: a Croatian
 * subtotal of exactly 50,00 € still pays 3,95 €; pickup is always free.
 */
export function shippingFor(input: { country: string; method: DeliveryMethod; subtotal: Cents }): Cents {
  if (input.method === 'PICK_UP') return 0;
  const rate = SHIPPING_RATES[shippingZone(input.country)];
  return input.subtotal > rate.freeOver ? 0 : rate.fee;
}

/**
 * Whether an order needs the whole delivery address: a delivery does, and so does a company's
 * pickup, its address being the one the R1 invoice and the eRačun name; a consumer's pickup,
 * handed over in Zagreb, needs only who collects it.
 */
export const needsDeliveryAddress = (method: string | undefined, forCompany: boolean): boolean => method !== 'PICK_UP' || forCompany;

/** Where an order can be picked up, with the street address a shopper walks to. */
export const PICKUP_LOCATIONS: Readonly<Record<DeliveryLocation, { name: string; address: string }>> = {
  OFFICE: { name: 'Office', address: `${SELLER.street}, ${SELLER.zipCode} ${SELLER.city}` },
  STORE_KAPTOL: { name: 'Store Kaptol', address: 'Kaptol 14, 10000 Zagreb' },
};

/**
 * How much more the goods must be worth for delivery to `country` to be free: the least amount
 * that, added to the subtotal, ships the order free (free is strictly over the zone's threshold,
 * so a Croatian cart of 37,60 € needs 12,41 € more); 0 once delivery is free.
 */
export function missingForFreeDelivery(input: { country: string; subtotal: Cents }): Cents {
  const rate = SHIPPING_RATES[shippingZone(input.country)];
  return Math.max(0, rate.freeOver + 1 - input.subtotal);
}
