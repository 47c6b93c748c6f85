import { REVIEW_MESSAGES } from '@shop/shared/contract/reviewMessages';
import { REVIEW_MESSAGES_IN_CROATIAN } from '@shop/shared/contract/reviewMessagesInCroatian';
import { messagesOf, staffMessagesOf } from '@shop/shared/messages';

/** The reviews' messages, `reviews.*` (docs/decisions/090-messages-with-codes.md). */
export const REVIEWS = /* @__PURE__ */ messagesOf('reviews', { en: REVIEW_MESSAGES, hr: REVIEW_MESSAGES_IN_CROATIAN });

/** What the reviews desk answers staff (English only, decision 048): `reviewDesk.*`. */
export const REVIEW_DESK = /* @__PURE__ */ staffMessagesOf('reviewDesk', {
  noSuchReview: 'There is no such review.',
  hiddenAlready: 'This review is hidden already.',
  shownAlready: 'This review is shown already.',
  changedMeanwhile: 'Someone else changed this review just now; look again.',
});
