import * as z from 'zod/mini';
import type { Cents } from '../money.ts';
import { requiredText } from './common.ts';

/** What the checkout says about codes and gift cards (SPEC §4 Discount, Gift card), word for word. */
export const PROMOTION_MESSAGES = {
  discountAlreadyApplied: 'This discount code has already been applied.',
  discountRejected: 'Looks like this code is playing hide and seek with us. Can you try a different one?',
  discountNoMatchingProduct: 'This code does not apply to any product in your cart.',
  giftCardInvalid: 'Looks like this Gift Card is not valid.',
} as const;

/** POST /api/discountCodes/validation (saleSpotId header). */
export const DiscountCodeValidationRequest = z.object({ name: requiredText('Please enter a discount code.', 40) });
export type DiscountCodeValidationRequest = z.infer<typeof DiscountCodeValidationRequest>;

/** SPEC §3: the percent off, and the products it applies to (null: every product). */
export interface DiscountCodeValidation {
  discount: number;
  productIds: string[] | null;
}

/** POST /api/giftCards/getByName */
export const GiftCardRequest = z.object({ code: requiredText('Please enter a gift card code.', 40) });
export type GiftCardRequest = z.infer<typeof GiftCardRequest>;

/** SPEC §3: what is left on the card, in cents like all money of the API. */
export interface GiftCard {
  amount: Cents;
}
