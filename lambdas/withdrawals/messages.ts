import { WITHDRAWAL_TEXT } from '@shop/shared/contract/withdrawalText';
import { WITHDRAWAL_TEXT_IN_CROATIAN } from '@shop/shared/contract/withdrawalTextInCroatian';
import { messagesOf } from '@shop/shared/messages';

/**
 * The withdrawal function's messages, `withdrawals.*` (docs/decisions/090-messages-with-codes.md);
 * singular, as WITHDRAWALS is the index's partition (withdrawalRecord.ts).
 */
export const WITHDRAWAL = /* @__PURE__ */ messagesOf('withdrawals', { en: WITHDRAWAL_TEXT, hr: WITHDRAWAL_TEXT_IN_CROATIAN });
