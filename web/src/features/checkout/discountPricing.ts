import { codeCovers, type LineDiscountCode, lineUnitPrice } from '@shop/shared/lineDiscount';
import type { Cents } from '@shop/shared/money';
import type { CartLine } from '../cart/cartStore.ts';
import { type DiscountCodeValidation, PROMOTION_MESSAGES } from '@shop/shared/contract/promotions';

/** The one discount code held by the order (SPEC §4 Discount). */
export interface AppliedDiscountCode extends DiscountCodeValidation {
  name: string;
}

export const DISCOUNT_MESSAGES = {
  alreadyApplied: PROMOTION_MESSAGES.discountAlreadyApplied,
  rejected: PROMOTION_MESSAGES.discountRejected,
  noMatchingProduct: PROMOTION_MESSAGES.discountNoMatchingProduct,
} as const;

export const GIFT_CARD_INVALID = PROMOTION_MESSAGES.giftCardInvalid;

/** The applied code as the shared pricing rule reads it. */
const pricingCode = (code: AppliedDiscountCode | null): LineDiscountCode | null =>
  code && { percent: code.discount, productIds: code.productIds };

export function codeAppliesTo(code: AppliedDiscountCode | null, line: Pick<CartLine, 'id'>): boolean {
  return codeCovers(pricingCode(code), line.id);
}

/** A line's unit price at checkout, by the shop's one line-discount rule (as the server prices it). */
export function checkoutUnitPrice(line: CartLine, code: AppliedDiscountCode | null): Cents {
  return lineUnitPrice(line, pricingCode(code));
}

export function checkoutSubtotal(lines: readonly CartLine[], code: AppliedDiscountCode | null): Cents {
  return lines.reduce((sum, line) => sum + checkoutUnitPrice(line, code) * line.quantity, 0);
}
