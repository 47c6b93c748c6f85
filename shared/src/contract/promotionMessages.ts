/** The texts of promotions's rules, apart from its schemas: what a message table imports, without zod. */
/** What the checkout says about codes and gift cards (SPEC §4 Discount, Gift card), word for word. */
export const PROMOTION_MESSAGES = {
  discountAlreadyApplied: 'This discount code has already been applied.',
  discountRejected: 'Looks like this code is playing hide and seek with us. Can you try a different one?',
  discountNoMatchingProduct: 'This code does not apply to any product in your cart.',
  giftCardInvalid: 'Looks like this Gift Card is not valid.',
  /** A client that missed too often (lambdas/promotions/lookUpPromotion.ts); the 429 adds when to try again. */
  tooManyMisses: 'Too many codes that did not work.',
} as const;
