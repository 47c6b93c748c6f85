import * as z from 'zod/mini';
import { isCountryCode } from '../countries.ts';
import { isValidOib } from '../oib.ts';
import { needsDeliveryAddress } from '../shipping.ts';
import { optionalText, requiredText } from './common.ts';
import { COMPANY_MESSAGES } from './companyMessages.ts';

/*
 * Who an order goes to and who it is invoiced to: what the checkout checks in the browser with
 * the same rules as the API. Apart from the rest of the order's contract (orders.ts re-exports
 * them), so the checkout page's code carries these schemas and none of the others.
 */

/** The delivery address: every field the checkout form marks required (SPEC §5). */
export const DeliveryAddress = z.object({
  firstName: requiredText('Please enter your first name.', 100),
  lastName: requiredText('Please enter your last name.', 100),
  company: optionalText(100),
  street: requiredText('Please enter your street name and number.', 150),
  streetNo: requiredText('Please enter your street name and number.', 20),
  additionalInformation: optionalText(200),
  city: requiredText('Please enter your city.', 100),
  country: z.string('Please select a country.').check(z.trim(), z.refine(isCountryCode, 'Please select a country.')),
  zipCode: requiredText('Please enter your ZIP code.', 20),
  phone: requiredText('Please enter your Phone number.', 40),
});
export type DeliveryAddress = z.infer<typeof DeliveryAddress>;

/**
 * Who collects a consumer's pickup in Zagreb: the names the invoice and the fiscal receipt give
 * a consumer, no address (SPEC §4: the pickup location is what matters then). A phone, when sent, is kept.
 */
export const PickupContact = z.object({
  firstName: DeliveryAddress.shape.firstName,
  lastName: DeliveryAddress.shape.lastName,
  company: optionalText(100),
  phone: optionalText(40),
});

/**
 * The delivery address an order keeps: the whole address, or for a consumer's pickup the names
 * (and phone) with the address left blank, so every reader of an order finds the same fields.
 */
export function recipientOf(
  fields: unknown,
  method: string | undefined,
  forCompany: boolean,
): { success: true; data: DeliveryAddress } | { success: false; issues: z.core.$ZodIssue[] } {
  if (needsDeliveryAddress(method, forCompany)) {
    const address = DeliveryAddress.safeParse(fields);
    return address.success ? address : { success: false, issues: address.error.issues };
  }
  const contact = PickupContact.safeParse(fields);
  if (!contact.success) return { success: false, issues: contact.error.issues };
  const { firstName, lastName, company, phone } = contact.data;
  return {
    success: true,
    data: { firstName, lastName, company, street: '', streetNo: '', city: '', country: '', zipCode: '', phone: phone ?? '' },
  };
}

/**
 * "Buying for a company": who an R1 invoice is made out to. The OIB is checked with its
 * ISO 7064 MOD 11,10 check digit, so a mistyped one is refused before anything is written.
 */
export const BuyerCompany = z.object({
  name: requiredText(COMPANY_MESSAGES.nameRequired, 100),
  oib: z.string(COMPANY_MESSAGES.oibInvalid).check(z.trim(), z.refine(isValidOib, COMPANY_MESSAGES.oibInvalid)),
});
export type BuyerCompany = z.infer<typeof BuyerCompany>;

export { COMPANY_MESSAGES };
