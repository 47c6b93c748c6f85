import * as z from 'zod/mini';
import { Id } from '@shop/shared/contract/common';
import { readToken } from '../../platform/token.ts';
import { type AddressField, type CheckoutForm, EMPTY_ADDRESS } from './checkoutForm.ts';
import type { AppliedGiftCard } from './components/GiftCardForm.tsx';
import type { AppliedDiscountCode } from './discountPricing.ts';

/**
 * What this tab's checkout remembers, so a reload or a Back from the payment page finds it as
 * the shopper left it (decision 032): the form, the applied code and gift card, or, once the
 * order went to the payment page, only that order's id. Kept in sessionStorage: one tab's, gone
 * when the tab closes; nothing the shop does not already show on the page (no password, no card).
 */
const CHECKOUT_KEY = 'checkout';

/** A field as typed: never more than any field of the order takes. */
const typed = z.string().check(z.maxLength(300));

/** Every field of the form's address, as text. */
const AddressMemory = z.object(
  Object.fromEntries(Object.keys(EMPTY_ADDRESS).map((field) => [field, typed])) as Record<AddressField, typeof typed>,
);

const FormMemory = z.object({
  email: typed,
  delivery: AddressMemory,
  billingSameAsDelivery: z.boolean(),
  billing: AddressMemory,
  deliveryMethod: z.enum(['DELIVERY', 'PICK_UP']),
  deliveryLocation: z.enum(['OFFICE', 'STORE_KAPTOL']),
  company: z.object({ forCompany: z.boolean(), name: typed, oib: typed }),
});

/** Version 1. An entry of another shape (an older version, or edited by hand) is forgotten, never trusted. */
const Memory = z.object({
  version: z.literal(1),
  /** Written while a customer was logged in: after logging out, the tab's next visitor does not get it. */
  customer: z.boolean(),
  form: z.optional(FormMemory),
  discountCode: z.optional(
    z.nullable(z.object({ name: typed, discount: z.number().check(z.minimum(0), z.maximum(100)), productIds: z.nullable(z.array(typed)) })),
  ),
  giftCard: z.optional(z.nullable(z.object({ code: typed, amount: z.int().check(z.minimum(0)) }))),
  /** The order this tab sent to the payment page and has not seen settled. */
  pendingOrder: z.optional(Id),
});

export interface CheckoutMemory {
  form: CheckoutForm | null;
  discountCode: AppliedDiscountCode | null;
  giftCard: AppliedGiftCard | null;
  pendingOrder: string | null;
}

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function tabStorage(): Store | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage switched off: the checkout works as before, without memory.
    return null;
  }
}

function write(entry: z.input<typeof Memory>, storage: Store | null): void {
  try {
    storage?.setItem(CHECKOUT_KEY, JSON.stringify(entry));
  } catch {
    // Full or refused: nothing is remembered, nothing breaks.
  }
}

/** What the tab remembers, or null when nothing (or nothing usable) is there. */
export function recallCheckout(storage = tabStorage(), loggedIn = readToken() !== null): CheckoutMemory | null {
  const entry = storage?.getItem(CHECKOUT_KEY);
  if (!entry) return null;
  let stored: unknown;
  try {
    stored = JSON.parse(entry);
  } catch {
    stored = undefined;
  }
  const memory = Memory.safeParse(stored);
  if (!memory.success || (memory.data.customer && !loggedIn)) {
    forgetCheckout(storage);
    return null;
  }
  const { form, discountCode, giftCard, pendingOrder } = memory.data;
  return { form: form ?? null, discountCode: discountCode ?? null, giftCard: giftCard ?? null, pendingOrder: pendingOrder ?? null };
}

/** The form and the codes as they stand now. */
export function rememberCheckout(
  state: { form: CheckoutForm; discountCode: AppliedDiscountCode | null; giftCard: AppliedGiftCard | null },
  storage = tabStorage(),
  loggedIn = readToken() !== null,
): void {
  write({ version: 1, customer: loggedIn, ...state }, storage);
}

/**
 * The order went to the payment page: the form and codes are forgotten (the order holds them
 * now, and gives them back if the shopper returns without paying); only its id is kept.
 */
export function rememberPendingOrder(orderId: string, storage = tabStorage(), loggedIn = readToken() !== null): void {
  write({ version: 1, customer: loggedIn, pendingOrder: orderId }, storage);
}

export function forgetCheckout(storage = tabStorage()): void {
  try {
    storage?.removeItem(CHECKOUT_KEY);
  } catch {
    // Nothing to forget where nothing could be kept.
  }
}
