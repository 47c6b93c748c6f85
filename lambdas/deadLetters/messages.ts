import { staffMessagesOf } from '@shop/shared/messages';

/** What the failed-events desk answers staff (English only, decision 048): `deadLetters.*`. */
export const DEAD_LETTERS = /* @__PURE__ */ staffMessagesOf('deadLetters', {
  eventGone: 'This failed event is no longer waiting: it was replayed or dropped meanwhile. Reload to see the others.',
});
