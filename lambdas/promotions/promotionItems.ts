import type { DiscountCode, GiftCardFields } from '@shop/shared/contract/adminPromotions';
import { randomId } from '../platform/ids.ts';

/** A code's name or a card's code as the shop keeps it: upper-case, without spaces around, so shoppers may type it in any case. */
export const keptName = (typed: string) => typed.trim().toUpperCase();

/**
 * Key layout of the promotions table: `D#<NAME>`/`D` for a discount code, `G#<CODE>`/`G` for
 * a gift card, by their kept names. The promotions' adapter (dynamoPromotionReader.ts) and the
 * orders' transaction, which counts a code's use and takes from a card, are what use it.
 */
export const discountKey = (name: string) => ({ pk: `D#${keptName(name)}`, sk: 'D' });
export const giftCardKey = (code: string) => ({ pk: `G#${keptName(code)}`, sk: 'G' });

export interface DiscountCodeItem extends DiscountCode {
  pk: string;
  sk: string;
}

export interface GiftCardItem extends GiftCardFields {
  pk: string;
  sk: string;
}

export type DiscountCheck =
  | { status: 'valid'; code: DiscountCodeItem }
  | { status: 'unknown' | 'not_yet_valid' | 'expired' | 'used_up' | 'disabled' };

export function checkDiscountCode(code: DiscountCodeItem | undefined, now: Date): DiscountCheck {
  if (!code) return { status: 'unknown' };
  if (code.disabled) return { status: 'disabled' };
  const time = now.toISOString();
  if (code.validFrom && time < code.validFrom) return { status: 'not_yet_valid' };
  if (code.validUntil && time > code.validUntil) return { status: 'expired' };
  if (code.usageLimit !== undefined && code.used >= code.usageLimit) return { status: 'used_up' };
  return { status: 'valid', code };
}

export type GiftCardCheck = { status: 'valid'; card: GiftCardItem } | { status: 'unknown' | 'expired' | 'empty' | 'disabled' };

export function checkGiftCard(card: GiftCardItem | undefined, now: Date): GiftCardCheck {
  if (!card) return { status: 'unknown' };
  if (card.disabled) return { status: 'disabled' };
  if (now.toISOString() > card.expiresAt) return { status: 'expired' };
  if (card.balance <= 0) return { status: 'empty' };
  return { status: 'valid', card };
}

/**
 * GC-XXXX-XXXX-XXXX-XXXX: 80 random bits. With look-ups that miss limited per client
 * (lookUpPromotion.ts), guessing one is hopeless; the groups make it easy to read out.
 */
export function newGiftCardCode(): string {
  const random = randomId(10).toUpperCase();
  return `GC-${random.match(/.{4}/g)?.join('-')}`;
}

/** Gift vouchers are used within 6 months (SPEC §9). */
export function sixMonthsFrom(now: Date): string {
  const until = new Date(now);
  until.setUTCMonth(until.getUTCMonth() + 6);
  return until.toISOString();
}
