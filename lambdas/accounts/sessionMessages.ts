import { SESSION_MESSAGES } from '@shop/shared/contract/sessionMessages';
import { SESSION_MESSAGES_IN_CROATIAN } from '@shop/shared/contract/sessionMessagesInCroatian';
import { messagesOf } from '@shop/shared/messages';

/**
 * What a call behind a customer's login answers when there is none: `accounts.loginRequired`, the
 * same code and texts as in the accounts' catalogue (messages.ts, which holds these keys too), without
 * the rest of it, so a function that only checks a login bundles these alone.
 */
export const SESSION = /* @__PURE__ */ messagesOf('accounts', { en: SESSION_MESSAGES, hr: SESSION_MESSAGES_IN_CROATIAN });
