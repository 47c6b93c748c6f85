import { messagesOf } from '@shop/shared/messages';
import { ORDER_MESSAGES } from './orderMessages.ts';
import { ORDER_MESSAGES_IN_CROATIAN } from './orderMessagesInCroatian.ts';

/** The orders' messages, `orders.*` (docs/decisions/090-messages-with-codes.md). */
export const ORDERS = /* @__PURE__ */ messagesOf('orders', { en: ORDER_MESSAGES, hr: ORDER_MESSAGES_IN_CROATIAN });
