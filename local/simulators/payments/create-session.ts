import { invalidRequest, missingParam } from './errors.ts';
import type { FormObject, FormValue } from './form.ts';
import { newId } from './ids.ts';
import {
  metadata,
  oneOf,
  optionalArray,
  optionalInteger,
  optionalObject,
  optionalString,
  rejectUnknown,
  requiredInteger,
  requiredString,
  url,
} from './params.ts';
import type { SimulatorStore } from './store.ts';
import { type CheckoutSession, type Coupon, type LineItem, PAYMENT_METHOD_TYPES, type PaymentMethodType } from './types.ts';

const SESSION_PARAMS = [
  'mode',
  'line_items',
  'customer_email',
  'client_reference_id',
  'metadata',
  'success_url',
  'cancel_url',
  // The SDK's types since API 2026-10-28 have allowed_/excluded_; older code sends payment_method_types.
  'payment_method_types',
  'allowed_payment_method_types',
  'excluded_payment_method_types',
  'payment_method_options',
  'customer_creation',
  'expires_at',
  'locale',
  'discounts',
  'expand',
  // Accepted so a real-world request works, but they change nothing the simulator shows.
  'billing_address_collection',
  'phone_number_collection',
  'shipping_address_collection',
  'submit_type',
  'custom_text',
  'payment_intent_data',
];
const LINE_ITEM_PARAMS = ['price_data', 'quantity', 'price'];
const PRICE_DATA_PARAMS = ['currency', 'unit_amount', 'product_data'];
const PRODUCT_DATA_PARAMS = ['name', 'description', 'images', 'metadata'];

const MIN_EXPIRY_SECONDS = 30 * 60;
const MAX_EXPIRY_SECONDS = 24 * 60 * 60;
/**
 * A caller that asks for exactly 30 minutes computes it a few milliseconds before the session
 * exists, so a strict check would fail whenever a second ticks over in between: a flaky local
 * stack. Stripe can reject such a request; a caller should keep a margin above 30 minutes.
 */
const EXPIRY_GRACE_SECONDS = 10;
/** Stripe's smallest charge in EUR (and most currencies): 0.50. */
const MINIMUM_CHARGE = 50;

export interface CreateSessionContext {
  store: SimulatorStore;
  publicUrl: string;
  nowSeconds: number;
}

/** Validates a `POST /v1/checkout/sessions` body as Stripe would and stores the new session. */
export function createCheckoutSession(params: FormObject, context: CreateSessionContext): CheckoutSession {
  rejectUnknown(params, SESSION_PARAMS);
  const mode = requiredString(params.mode, 'mode');
  if (mode !== 'payment') {
    throw invalidRequest(`The simulator only supports mode=payment, not mode=${mode}.`, 'mode');
  }
  const { nowSeconds } = context;
  const successUrl = url(params.success_url, 'success_url', true) as string;
  const cancelUrl = url(params.cancel_url, 'cancel_url', false) ?? null;
  const customerEmail = optionalString(params.customer_email, 'customer_email') || null;
  if (customerEmail && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(customerEmail)) {
    throw invalidRequest(`Invalid email address: ${customerEmail}`, 'customer_email', 'email_invalid');
  }
  const clientReferenceId = optionalString(params.client_reference_id, 'client_reference_id') || null;
  if (clientReferenceId && clientReferenceId.length > 200) {
    throw invalidRequest('client_reference_id can be at most 200 characters long.', 'client_reference_id');
  }
  const expiresAt = optionalInteger(params.expires_at, 'expires_at') ?? nowSeconds + MAX_EXPIRY_SECONDS;
  if (expiresAt < nowSeconds + MIN_EXPIRY_SECONDS - EXPIRY_GRACE_SECONDS) {
    throw invalidRequest('The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.', 'expires_at');
  }
  if (expiresAt > nowSeconds + MAX_EXPIRY_SECONDS) {
    throw invalidRequest('The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.', 'expires_at');
  }
  const allowed = typeList(params.allowed_payment_method_types, 'allowed_payment_method_types');

  const id = newId('cs_test', 58);
  const lineItems = readLineItems(params.line_items);
  const currency = lineItems[0]?.currency as string;
  const subtotal = lineItems.reduce((sum, line) => sum + line.amount_subtotal, 0);
  const coupon = readCoupon(params.discounts, context.store, currency);
  const discount = coupon ? couponDiscount(coupon, subtotal) : 0;
  spreadDiscount(lineItems, discount);
  const total = subtotal - discount;
  if (total > 0 && total < MINIMUM_CHARGE) {
    throw invalidRequest(
      `The Checkout Session's total amount due must add up to at least 0.50 ${currency} (it is ${(total / 100).toFixed(2)}).`,
      'line_items',
      'amount_too_small',
    );
  }

  const session: CheckoutSession = {
    id,
    object: 'checkout.session',
    url: `${context.publicUrl}/pay/${id}`,
    mode: 'payment',
    status: 'open',
    payment_status: 'unpaid',
    amount_subtotal: subtotal,
    amount_total: total,
    total_details: { amount_discount: discount, amount_shipping: 0, amount_tax: 0 },
    currency,
    customer_email: customerEmail,
    customer_details: null,
    customer_creation: oneOf(params.customer_creation, 'customer_creation', ['always', 'if_required'] as const) ?? null,
    customer: null,
    client_reference_id: clientReferenceId,
    metadata: metadata(params.metadata),
    discounts: coupon ? [{ coupon: coupon.id, promotion_code: null }] : [],
    payment_intent: null,
    payment_method_types: offeredMethods(params),
    allowed_payment_method_types: allowed,
    payment_method_options: optionalObject(params.payment_method_options, 'payment_method_options') ?? {},
    locale: optionalString(params.locale, 'locale') ?? null,
    success_url: successUrl,
    cancel_url: cancelUrl,
    expires_at: expiresAt,
    created: nowSeconds,
    livemode: false,
  };
  context.store.state.sessions[id] = session;
  context.store.state.lineItems[id] = lineItems;
  context.store.save();
  return session;
}

/**
 * Which of the simulated ways to pay the page offers. `payment_method_types` is a strict list, as
 * in older API versions; `allowed_payment_method_types` filters what is available and
 * `excluded_payment_method_types` removes from it, so unknown names there are simply not offered.
 */
function offeredMethods(params: FormObject): PaymentMethodType[] {
  const strict = optionalArray(params.payment_method_types, 'payment_method_types')?.map(
    (type, index) => oneOf(type, `payment_method_types[${index}]`, PAYMENT_METHOD_TYPES) as PaymentMethodType,
  );
  if (strict && params.allowed_payment_method_types !== undefined) {
    throw invalidRequest(
      'You may only specify one of these parameters: allowed_payment_method_types, payment_method_types.',
      'payment_method_types',
    );
  }
  const allowed = strict ?? typeList(params.allowed_payment_method_types, 'allowed_payment_method_types') ?? PAYMENT_METHOD_TYPES;
  const excluded = typeList(params.excluded_payment_method_types, 'excluded_payment_method_types') ?? [];
  const offered = PAYMENT_METHOD_TYPES.filter((type) => allowed.includes(type) && !excluded.includes(type));
  if (offered.length === 0) {
    const param = strict ? 'payment_method_types' : 'allowed_payment_method_types';
    throw invalidRequest(`No payment method the simulator offers (${PAYMENT_METHOD_TYPES.join(', ')}) is left for this session.`, param);
  }
  return offered;
}

function typeList(value: FormValue | undefined, param: string): string[] | null {
  const list = optionalArray(value, param);
  return list ? list.map((type, index) => requiredString(type, `${param}[${index}]`)) : null;
}

function readLineItems(value: FormValue | undefined): LineItem[] {
  const list = optionalArray(value, 'line_items');
  if (!list || list.length === 0) throw missingParam('line_items');
  const lines = list.map((item, index) => readLineItem(item, `line_items[${index}]`));
  const currencies = new Set(lines.map((line) => line.currency));
  if (currencies.size > 1) {
    throw invalidRequest('All line items must use the same currency.', 'line_items');
  }
  if (lines.every((line) => line.amount_subtotal === 0)) {
    throw invalidRequest('The line items must add up to a positive amount.', 'line_items');
  }
  return lines;
}

function readLineItem(value: FormValue, param: string): LineItem {
  const item = optionalObject(value, param) ?? {};
  rejectUnknown(item, LINE_ITEM_PARAMS, `${param}[`);
  if (item.price !== undefined) {
    // Shop prices are in its own catalogue, so only inline price_data is simulated.
    throw invalidRequest(`No such price: '${String(item.price)}'`, `${param}[price]`, 'resource_missing');
  }
  const priceData = optionalObject(item.price_data, `${param}[price_data]`);
  if (!priceData) throw missingParam(`${param}[price_data]`);
  rejectUnknown(priceData, PRICE_DATA_PARAMS, `${param}[price_data][`);
  const currency = requiredString(priceData.currency, `${param}[price_data][currency]`).toLowerCase();
  if (!/^[a-z]{3}$/.test(currency)) {
    throw invalidRequest(`Invalid currency: ${currency}`, `${param}[price_data][currency]`);
  }
  const unitAmount = requiredInteger(priceData.unit_amount, `${param}[price_data][unit_amount]`, 0);
  const quantity = requiredInteger(item.quantity, `${param}[quantity]`, 1);
  const productData = optionalObject(priceData.product_data, `${param}[price_data][product_data]`);
  if (!productData) throw missingParam(`${param}[price_data][product_data]`);
  rejectUnknown(productData, PRODUCT_DATA_PARAMS, `${param}[price_data][product_data][`);
  const name = requiredString(productData.name, `${param}[price_data][product_data][name]`);
  const images = (optionalArray(productData.images, `${param}[price_data][product_data][images]`) ?? []).map((image, index) =>
    requiredString(image, `${param}[price_data][product_data][images][${index}]`),
  );
  const amount = unitAmount * quantity;
  return {
    id: newId('li'),
    object: 'item',
    description: name,
    currency,
    quantity,
    amount_subtotal: amount,
    amount_discount: 0,
    amount_tax: 0,
    amount_total: amount,
    price: {
      id: newId('price'),
      object: 'price',
      currency,
      unit_amount: unitAmount,
      product: newId('prod', 14),
      product_data: {
        name,
        description: optionalString(productData.description, `${param}[price_data][product_data][description]`) ?? null,
        images,
      },
    },
  };
}

function readCoupon(value: FormValue | undefined, store: SimulatorStore, currency: string): Coupon | null {
  const discounts = optionalArray(value, 'discounts') ?? [];
  if (discounts.length === 0) return null;
  if (discounts.length > 1) throw invalidRequest('You may only specify one discount.', 'discounts');
  const entry = optionalObject(discounts[0], 'discounts[0]') ?? {};
  rejectUnknown(entry, ['coupon'], 'discounts[0][');
  const couponId = requiredString(entry.coupon, 'discounts[0][coupon]');
  const coupon = store.state.coupons[couponId];
  // A missing object named in a body is a 400 at Stripe; 404 is for the URL's own object.
  if (!coupon) throw invalidRequest(`No such coupon: '${couponId}'`, 'discounts[0][coupon]', 'resource_missing');
  if (!coupon.valid) throw invalidRequest(`Coupon '${coupon.id}' is no longer valid.`, 'discounts[0][coupon]');
  if (coupon.currency && coupon.currency !== currency) {
    throw invalidRequest(
      `The coupon's currency (${coupon.currency}) does not match the session's currency (${currency}).`,
      'discounts[0][coupon]',
    );
  }
  return coupon;
}

function couponDiscount(coupon: Coupon, subtotal: number): number {
  if (coupon.amount_off !== null) return Math.min(coupon.amount_off, subtotal);
  return Math.round((subtotal * (coupon.percent_off ?? 0)) / 100);
}

/** Shares the discount over the lines in proportion to their amounts, as Stripe reports it per line. */
function spreadDiscount(lines: LineItem[], discount: number): void {
  const subtotal = lines.reduce((sum, line) => sum + line.amount_subtotal, 0);
  let left = discount;
  lines.forEach((line, index) => {
    const share = index === lines.length - 1 ? left : Math.floor((discount * line.amount_subtotal) / subtotal);
    line.amount_discount = share;
    line.amount_total = line.amount_subtotal - share;
    left -= share;
  });
}
