import { type Cents, discountedPrice } from '@shop/shared/money';
import type { CartLine } from '../cart/cartStore.ts';
import type { DiscountCodeValidation } from './api/validateDiscountCode.ts';

/** The one discount code held by the order (SPEC §4 Discount). */
export interface AppliedDiscountCode extends DiscountCodeValidation {
  name: string;
}

export const DISCOUNT_MESSAGES = {
  alreadyApplied: 'This discount code has already been applied.',
  rejected: 'Looks like this code is playing hide and seek with us. Can you try a different one?',
  noMatchingProduct: 'This code does not apply to any product in your cart.',
} as const;

export const GIFT_CARD_INVALID = 'Looks like this Gift Card is not valid.';

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
