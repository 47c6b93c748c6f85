import type { WithdrawalAnswer } from '@shop/shared/contract/withdrawals';
import { WITHDRAWAL_TEXT } from '@shop/shared/contract/withdrawalText';
import { WITHDRAWAL_TEXT_IN_CROATIAN } from '@shop/shared/contract/withdrawalTextInCroatian';
import { type Message, messagesOf } from '@shop/shared/messages';

/**
 * The withdrawal function's messages, `withdrawals.*` (docs/decisions/090-messages-with-codes.md);
 * singular, as WITHDRAWALS is the index's partition (withdrawalRecord.ts).
 */
export const WITHDRAWAL = messagesOf('withdrawals', { en: WITHDRAWAL_TEXT, hr: WITHDRAWAL_TEXT_IN_CROATIAN });

/** The answer as the use case gives it: its message, written in the caller's language by the HTTP layer. */
export type WithdrawalReply = Omit<WithdrawalAnswer, 'message'> & { message: Message };
