import { messagesOf } from '@shop/shared/messages';
import { PAYMENT_MESSAGES } from './paymentMessages.ts';
import { PAYMENT_MESSAGES_IN_CROATIAN } from './paymentMessagesInCroatian.ts';

/** The payments' messages, `payments.*` (docs/decisions/090-messages-with-codes.md). */
export const PAYMENTS = /* @__PURE__ */ messagesOf('payments', { en: PAYMENT_MESSAGES, hr: PAYMENT_MESSAGES_IN_CROATIAN });
