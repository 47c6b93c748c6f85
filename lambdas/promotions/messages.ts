import { PROMOTION_MESSAGES } from '@shop/shared/contract/promotionMessages';
import { PROMOTION_MESSAGES_IN_CROATIAN } from '@shop/shared/contract/promotionMessagesInCroatian';
import { messagesOf, staffMessagesOf } from '@shop/shared/messages';

/** What the checkout says about codes and gift cards, `promotions.*` (docs/decisions/090-messages-with-codes.md). */
export const PROMOTIONS = /* @__PURE__ */ messagesOf('promotions', { en: PROMOTION_MESSAGES, hr: PROMOTION_MESSAGES_IN_CROATIAN });

/** What the codes and gift cards desk answers staff (English only, decision 048): `promotionDesk.*`. */
export const PROMOTION_DESK = /* @__PURE__ */ staffMessagesOf('promotionDesk', {
  noSuchProduct: ({ id }: { id: string }) => `There is no product ${id}.`,
  discountCodeTaken: ({ name }: { name: string }) =>
    `A discount code ${name} exists already; codes are not changed, create one with another name.`,
  endInThePast: 'The end must be in the future.',
  giftCardTaken: ({ code }: { code: string }) => `A gift card ${code} exists already; choose another code.`,
  noSuchDiscountCode: ({ name }: { name: string }) => `There is no discount code ${name}.`,
  noSuchGiftCard: ({ code }: { code: string }) => `There is no gift card ${code}.`,
  discountCodeDisabledAlready: ({ name }: { name: string }) => `The discount code ${name} is disabled already.`,
  giftCardDisabledAlready: ({ code }: { code: string }) => `The gift card ${code} is disabled already.`,
});
