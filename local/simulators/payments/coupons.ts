import { invalidRequest } from './errors.ts';
import type { FormObject } from './form.ts';
import { newId } from './ids.ts';
import { metadata, oneOf, optionalInteger, optionalString, rejectUnknown } from './params.ts';
import type { SimulatorStore } from './store.ts';
import type { Coupon } from './types.ts';

const COUPON_PARAMS = ['id', 'name', 'amount_off', 'currency', 'percent_off', 'duration', 'max_redemptions', 'metadata'];

/**
 * `POST /v1/coupons`: how the shop takes a gift card's amount off a Checkout Session
 * (Checkout has no negative line items, so a one-off amount_off coupon is Stripe's way).
 */
export function createCoupon(params: FormObject, store: SimulatorStore, nowSeconds: number): Coupon {
  rejectUnknown(params, COUPON_PARAMS);
  const amountOff = optionalInteger(params.amount_off, 'amount_off', 1) ?? null;
  const percentText = optionalString(params.percent_off, 'percent_off');
  const percentOff = percentText === undefined ? null : Number(percentText);
  if (percentOff !== null && !(percentOff > 0 && percentOff <= 100)) {
    throw invalidRequest('Invalid percent_off: must be greater than 0 and at most 100.', 'percent_off');
  }
  if ((amountOff === null) === (percentOff === null)) {
    throw invalidRequest('You must pass exactly one of amount_off or percent_off.', amountOff === null ? 'amount_off' : 'percent_off');
  }
  const currency = optionalString(params.currency, 'currency')?.toLowerCase() ?? null;
  if (amountOff !== null && !currency) {
    throw invalidRequest('You must pass currency when passing amount_off.', 'currency');
  }
  const id = optionalString(params.id, 'id') || newId('', 8).slice(1);
  if (store.state.coupons[id]) {
    throw invalidRequest('Coupon already exists.', 'id', 'resource_already_exists');
  }
  const coupon: Coupon = {
    id,
    object: 'coupon',
    name: optionalString(params.name, 'name') ?? null,
    amount_off: amountOff,
    percent_off: percentOff,
    currency: amountOff === null ? null : currency,
    duration: oneOf(params.duration, 'duration', ['once', 'forever', 'repeating'] as const) ?? 'once',
    max_redemptions: optionalInteger(params.max_redemptions, 'max_redemptions', 1) ?? null,
    times_redeemed: 0,
    valid: true,
    metadata: metadata(params.metadata),
    created: nowSeconds,
    livemode: false,
  };
  store.state.coupons[id] = coupon;
  store.save();
  return coupon;
}

export function deleteCoupon(id: string, store: SimulatorStore): { id: string; object: 'coupon'; deleted: true } {
  store.coupon(id);
  delete store.state.coupons[id];
  store.save();
  return { id, object: 'coupon', deleted: true };
}

/** Stripe counts a redemption when the session completes, and a used-up coupon turns invalid. */
export function redeemCoupon(store: SimulatorStore, id: string): void {
  const coupon = store.state.coupons[id];
  if (!coupon) return;
  coupon.times_redeemed += 1;
  if (coupon.max_redemptions !== null && coupon.times_redeemed >= coupon.max_redemptions) coupon.valid = false;
}
