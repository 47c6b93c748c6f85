import { type Cents, discountedPrice } from '@shop/shared/money';
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

export function codeAppliesTo(code: AppliedDiscountCode | null, line: Pick<CartLine, 'id'>): boolean {
  return code !== null && (code.productIds === null || code.productIds.includes(line.id));
}

/**
 * A line's unit price at checkout. A code reprices the lines it covers; discounts do not stack,
 * so a line gets its own discount or the code's, whichever is larger (as the server prices it).
 */
export function checkoutUnitPrice(line: CartLine, code: AppliedDiscountCode | null): Cents {
  const codePercent = code && codeAppliesTo(code, line) ? code.discount : 0;
  return discountedPrice(line.price, Math.max(line.discount, codePercent));
}

export function checkoutSubtotal(lines: readonly CartLine[], code: AppliedDiscountCode | null): Cents {
  return lines.reduce((sum, line) => sum + checkoutUnitPrice(line, code) * line.quantity, 0);
}
