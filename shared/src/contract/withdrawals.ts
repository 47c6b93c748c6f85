import * as z from 'zod/mini';
import { optionalText, requiredText } from './common.ts';
import { VisitorEmail } from './content.ts';
import { WITHDRAWAL_TEXT } from './withdrawalText.ts';

export { WITHDRAWAL_TEXT };

/**
 * The online withdrawal function (Directive 2011/83/EU Art. 11a, added by Directive (EU)
 * 2023/2673): a consumer, or a guest with the order number and email, withdraws from an order
 * on the shop's own pages (docs/decisions/021-withdrawal-and-legal-pages.md).
 */

const T = WITHDRAWAL_TEXT;

/** The shop's order numbers: TK-, the day it was placed (YYMMDD, UTC), and five letters or digits. */
export const ORDER_NUMBER_PATTERN = /^TK-\d{6}-[0-9A-Z]{5}$/;

export const WITHDRAWAL_NAME_MAX = 200;
export const WITHDRAWAL_REASON_MAX = 1000;
/** More item numbers than any order has lines. */
export const WITHDRAWAL_LINES_MAX = 100;

/** POST /api/withdrawals: who withdraws, from which order, optionally only some of its items and why. */
export const WithdrawalRequest = z.object({
  name: requiredText(T.nameRequired, WITHDRAWAL_NAME_MAX),
  orderNumber: z
    .string(T.orderNumberRequired)
    .check(
      z.trim(),
      z.toUpperCase(),
      z.minLength(1, T.orderNumberRequired),
      z.maxLength(40, T.orderNumberInvalid),
      z.regex(ORDER_NUMBER_PATTERN, T.orderNumberInvalid),
    ),
  email: VisitorEmail,
  /** The item numbers (1 for the first item of the order) withdrawn from; absent or empty: the whole order. */
  lines: z.optional(
    z
      .array(z.int(T.linesInvalid).check(z.minimum(1, T.linesInvalid), z.maximum(999, T.linesInvalid)))
      .check(z.maxLength(WITHDRAWAL_LINES_MAX, T.linesInvalid)),
  ),
  reason: optionalText(WITHDRAWAL_REASON_MAX),
});
export type WithdrawalRequest = z.infer<typeof WithdrawalRequest>;
/** What the form sends, before the contract trims it. */
export type WithdrawalInput = z.input<typeof WithdrawalRequest>;

/** The answer: the same for every statement, with the moment it was received. */
export interface WithdrawalAnswer {
  message: string;
  receivedAt: string;
}
