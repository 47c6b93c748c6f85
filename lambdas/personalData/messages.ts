import { PERSONAL_DATA_MESSAGES_IN_CROATIAN } from '@shop/shared/contract/accountMessagesInCroatian';
import { PERSONAL_DATA_MESSAGES } from '@shop/shared/contract/personalDataMessages';
import { messagesOf } from '@shop/shared/messages';

/** The personal data's messages, `personalData.*` (docs/decisions/090-messages-with-codes.md). */
export const PERSONAL_DATA = /* @__PURE__ */ messagesOf('personalData', {
  en: PERSONAL_DATA_MESSAGES,
  hr: PERSONAL_DATA_MESSAGES_IN_CROATIAN,
});
