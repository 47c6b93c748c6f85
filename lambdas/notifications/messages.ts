import { NOTIFICATION_MESSAGES } from '@shop/shared/contract/notificationMessages';
import { NOTIFICATION_MESSAGES_IN_CROATIAN } from '@shop/shared/contract/notificationMessagesInCroatian';
import { messagesOf } from '@shop/shared/messages';

/** The notify-me call's messages, `notifications.*` (docs/decisions/090-messages-with-codes.md). */
export const NOTIFICATIONS = /* @__PURE__ */ messagesOf('notifications', {
  en: NOTIFICATION_MESSAGES,
  hr: NOTIFICATION_MESSAGES_IN_CROATIAN,
});
