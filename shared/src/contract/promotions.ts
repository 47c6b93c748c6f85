import * as z from 'zod/mini';
import type { Cents } from '../money.ts';
import { requiredText } from './common.ts';
import { PROMOTION_MESSAGES } from './promotionMessages.ts';

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

export { PROMOTION_MESSAGES };
