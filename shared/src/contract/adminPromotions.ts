import * as z from 'zod/mini';
import { Id, IsoTime } from './common.ts';

/**
 * The back office's codes and gift cards desk (docs/decisions/042): the same rules as
 * `npm run admin -- codes create` and `giftcards create`. Money is in cents; times are ISO with
 * their zone (a date alone is read as the CLI reads it: from the start, until the end of that day, UTC).
 */

const CodeName = z
  .string('Enter a name of 3 to 40 letters, digits, - or _.')
  .check(z.trim(), z.regex(/^[A-Za-z0-9_-]{3,40}$/, 'Enter a name of 3 to 40 letters, digits, - or _.'));

/** POST /api/admin/discountCodes */
export const DiscountCodeCreateRequest = z
  .object({
    name: CodeName,
    percent: z
      .int('The percent is a whole number from 1 to 100.')
      .check(z.minimum(1, 'The percent is a whole number from 1 to 100.'), z.maximum(100, 'The percent is a whole number from 1 to 100.')),
    /** Absent or empty: every product. */
    productIds: z.optional(z.array(Id).check(z.maxLength(100, 'At most 100 products.'))),
    validFrom: z.optional(IsoTime('start')),
    validUntil: z.optional(IsoTime('end')),
    usageLimit: z.optional(z.int('The limit is a whole number, 1 or more.').check(z.minimum(1, 'The limit is a whole number, 1 or more.'))),
  })
  .check(
    z.refine((input) => !(input.validFrom && input.validUntil && input.validFrom >= input.validUntil), {
      message: 'The start must be before the end.',
      path: ['validUntil'],
    }),
  );
export type DiscountCodeCreateRequest = z.infer<typeof DiscountCodeCreateRequest>;

/** The largest gift card, as the CLI takes it: 100 000 €. */
export const GIFT_CARD_MAX = 10_000_000;

/** POST /api/admin/giftCards */
export const GiftCardCreateRequest = z.object({
  /** Cents. */
  amount: z
    .int('Enter the amount in euros, like 25.00.')
    .check(z.minimum(1, 'The amount is more than 0 €.'), z.maximum(GIFT_CARD_MAX, 'The amount is at most 100.000,00 €.')),
  /** Absent: an unguessable code is made. */
  code: z.optional(CodeName),
  /** Absent: six months from now. */
  expiresAt: z.optional(IsoTime('end')),
});
export type GiftCardCreateRequest = z.infer<typeof GiftCardCreateRequest>;

/** Path parameters of a code's or a card's own routes: its name or code. */
export const PromotionParams = z.object({ id: Id });

/** Who disabled a code or a card, and when. */
export interface DisabledMark {
  at: string;
  by: { id: string; email: string };
}

export type DiscountCodeState = 'valid' | 'not yet valid' | 'expired' | 'used up' | 'disabled';
export type GiftCardState = 'valid' | 'expired' | 'empty' | 'disabled';

/** A discount code as the shop keeps it (lambdas/promotions/promotionItems.ts). */
export interface DiscountCode {
  name: string;
  percent: number;
  /** The products it applies to; null: every product. */
  productIds: string[] | null;
  validFrom?: string;
  validUntil?: string;
  /** How many orders may use it; absent: no limit. */
  usageLimit?: number;
  /** Orders that used it. */
  used: number;
  /** Disabled at the back office: refused at checkout as an unknown code is. */
  disabled?: DisabledMark;
}

/** A gift card as the shop keeps it. */
export interface GiftCardFields {
  code: string;
  /** Cents left. */
  balance: number;
  /** Cents it was worth. */
  initialAmount: number;
  /** Gift vouchers are used within 6 months (SPEC §9). */
  expiresAt: string;
  disabled?: DisabledMark;
}

export interface DiscountCodeRow extends DiscountCode {
  state: DiscountCodeState;
}

export interface GiftCardRow extends GiftCardFields {
  state: GiftCardState;
}

export interface DiscountCodeList {
  data: DiscountCodeRow[];
}
export interface GiftCardList {
  data: GiftCardRow[];
}
