import { Email } from '@shop/shared/contract/common';
import { BuyerCompany, recipientOf } from '@shop/shared/contract/orderParties';
import { needsDeliveryAddress } from '@shop/shared/shipping';
import type * as z from 'zod/mini';
import type {
  AddressField,
  CheckoutErrorMessages,
  CheckoutErrors,
  CheckoutForm,
  CheckoutValidation,
  CompanyField,
} from './checkoutForm.ts';

/*
 * The checks of the checkout form, with the schemas the API uses: loaded just after the page
 * shows (they are first needed at "Go to payment"), so the form draws without them. They take
 * nothing but types from the page's own modules, so loading them fetches no more than they are:
 * the two field lists below repeat checkoutForm.ts's on purpose, as importing its values puts
 * that module's code into this chunk too (about 7 KB gzip more, past a route's 25 KB).
 */

const ADDRESS_FIELDS = new Set<string>([
  'country',
  'firstName',
  'lastName',
  'street',
  'streetNo',
  'additionalInformation',
  'city',
  'zipCode',
  'phone',
] satisfies AddressField[]);
const COMPANY_FIELDS: Record<string, CompanyField> = { name: 'companyName', oib: 'companyOib' };

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
 * A consumer's pickup is checked for the names alone, and sends no more (the rest is hidden).
 */
export function validateCheckout(form: CheckoutForm, messages?: CheckoutErrorMessages): CheckoutValidation {
  const errors: CheckoutErrors = {};
  const email = Email.safeParse(form.email);
  const emailIssue = email.error?.issues[0];
  if (emailIssue) errors.email = messageOf(emailIssue, 'email', messages);
  const sent = needsDeliveryAddress(form.deliveryMethod, form.company.forCompany)
    ? form.delivery
    : { firstName: form.delivery.firstName, lastName: form.delivery.lastName };
  const delivery = recipientOf(sent, form.deliveryMethod, form.company.forCompany);
  if (!delivery.success) {
    for (const issue of delivery.issues) {
      const field = issue.path[0];
      if (typeof field === 'string' && ADDRESS_FIELDS.has(field))
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
