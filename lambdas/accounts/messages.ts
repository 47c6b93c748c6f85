import { ACCOUNT_MESSAGES } from '@shop/shared/contract/accountMessages';
import { ACCOUNT_MESSAGES_IN_CROATIAN } from '@shop/shared/contract/accountMessagesInCroatian';
import { WISHLIST_MESSAGES } from '@shop/shared/contract/wishlistMessages';
import { WISHLIST_MESSAGES_IN_CROATIAN } from '@shop/shared/contract/wishlistMessagesInCroatian';
import { messagesOf } from '@shop/shared/messages';

/** The account's messages, `accounts.*` (docs/decisions/090-messages-with-codes.md). */
export const ACCOUNTS = /* @__PURE__ */ messagesOf('accounts', { en: ACCOUNT_MESSAGES, hr: ACCOUNT_MESSAGES_IN_CROATIAN });

/** The wishlist's messages, `wishlist.*` (docs/decisions/037-cards-and-wishlist.md). */
export const WISHLIST = /* @__PURE__ */ messagesOf('wishlist', { en: WISHLIST_MESSAGES, hr: WISHLIST_MESSAGES_IN_CROATIAN });
