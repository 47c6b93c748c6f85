import type { DeliveryLocation, DeliveryMethod } from '@shop/shared/shipping';
import { readToken } from '../../platform/token.ts';
import { type AddressField, type AddressForm, type CheckoutForm, EMPTY_ADDRESS } from './checkoutForm.ts';
import type { AppliedGiftCard } from './components/GiftCardForm.tsx';
import type { AppliedDiscountCode } from './discountPricing.ts';

/**
 * What this tab's checkout remembers, so a reload or a Back from the payment page finds it as
 * the shopper left it (decision 032): the form, the applied code and gift card, or, once the
 * order went to the payment page, only that order's id. Kept in sessionStorage: one tab's, gone
 * when the tab closes; nothing the shop does not already show on the page (no password, no card).
 */
const CHECKOUT_KEY = 'checkout';

/*
 * Version 1, checked field by field: an entry of another shape (an older version, or edited by
 * hand) is forgotten, never trusted. Checked by hand rather than with a schema library, so the
 * page's first load carries none; only the fields named here are taken, any other is dropped.
 */
type Entry = Record<string, unknown>;
const isEntry = (value: unknown): value is Entry => typeof value === 'object' && value !== null && !Array.isArray(value);
/** A field as typed: never more than any field of the order takes. */
const isTyped = (value: unknown): value is string => typeof value === 'string' && value.length <= 300;
const isIn = <T extends string>(value: unknown, choices: readonly T[]): value is T => choices.includes(value as T);
/** An order's id, as the API writes them (contract/common's Id). */
const isId = (value: unknown): value is string => typeof value === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(value);

/** Every field of the form's address, as text; null when one is missing or not text. */
function addressOf(value: unknown): AddressForm | null {
  if (!isEntry(value)) return null;
  const address = { ...EMPTY_ADDRESS };
  for (const field of Object.keys(EMPTY_ADDRESS) as AddressField[]) {
    const text = value[field];
    if (!isTyped(text)) return null;
    address[field] = text;
  }
  return address;
}

function formOf(value: unknown): CheckoutForm | null {
  if (!isEntry(value)) return null;
  const { email, billingSameAsDelivery, deliveryMethod, deliveryLocation, company } = value;
  const delivery = addressOf(value.delivery);
  const billing = addressOf(value.billing);
  if (!delivery || !billing || !isTyped(email) || typeof billingSameAsDelivery !== 'boolean') return null;
  if (
    !isIn<DeliveryMethod>(deliveryMethod, ['DELIVERY', 'PICK_UP']) ||
    !isIn<DeliveryLocation>(deliveryLocation, ['OFFICE', 'STORE_KAPTOL'])
  )
    return null;
  if (!isEntry(company) || typeof company.forCompany !== 'boolean' || !isTyped(company.name) || !isTyped(company.oib)) return null;
  return {
    email,
    delivery,
    billingSameAsDelivery,
    billing,
    deliveryMethod,
    deliveryLocation,
    company: { forCompany: company.forCompany, name: company.name, oib: company.oib },
  };
}

/** The remembered discount code: null when none, undefined when it is not one. */
function discountCodeOf(value: unknown): AppliedDiscountCode | null | undefined {
  if (value === undefined || value === null) return null;
  if (!isEntry(value) || !isTyped(value.name) || typeof value.discount !== 'number') return undefined;
  if (!(value.discount >= 0 && value.discount <= 100)) return undefined;
  const { productIds } = value;
  if (productIds !== null && !(Array.isArray(productIds) && productIds.every(isTyped))) return undefined;
  return { name: value.name, discount: value.discount, productIds };
}

/** The remembered gift card: null when none, undefined when it is not one. */
function giftCardOf(value: unknown): AppliedGiftCard | null | undefined {
  if (value === undefined || value === null) return null;
  if (!isEntry(value) || !isTyped(value.code) || !Number.isSafeInteger(value.amount) || (value.amount as number) < 0) return undefined;
  return { code: value.code, amount: value.amount as number };
}

/** The entry as this version wrote it, or null. */
function memoryOf(stored: unknown): (CheckoutMemory & { customer: boolean }) | null {
  if (!isEntry(stored) || stored.version !== 1 || typeof stored.customer !== 'boolean') return null;
  const form = stored.form === undefined ? null : formOf(stored.form);
  const discountCode = discountCodeOf(stored.discountCode);
  const giftCard = giftCardOf(stored.giftCard);
  const { pendingOrder } = stored;
  if ((stored.form !== undefined && !form) || discountCode === undefined || giftCard === undefined) return null;
  if (pendingOrder !== undefined && !isId(pendingOrder)) return null;
  return { customer: stored.customer, form, discountCode, giftCard, pendingOrder: pendingOrder ?? null };
}

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

/** What is written: version 1, and whether a customer was logged in (after logging out, the tab's next visitor does not get it). */
interface StoredMemory {
  version: 1;
  customer: boolean;
  form?: CheckoutForm;
  discountCode?: AppliedDiscountCode | null;
  giftCard?: AppliedGiftCard | null;
  /** The order this tab sent to the payment page and has not seen settled. */
  pendingOrder?: string;
}

function write(entry: StoredMemory, storage: Store | null): void {
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
  const memory = memoryOf(stored);
  if (!memory || (memory.customer && !loggedIn)) {
    forgetCheckout(storage);
    return null;
  }
  const { form, discountCode, giftCard, pendingOrder } = memory;
  return { form, discountCode, giftCard, pendingOrder };
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
