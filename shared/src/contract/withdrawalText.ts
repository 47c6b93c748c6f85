/**
 * The withdrawal function's texts, apart from its contract, so that the footer and the legal
 * pages that name the function load no schemas (shared/src/contract/withdrawals.ts); written
 * once for the page, the footer and the API.
 */
import { WITHDRAWAL_FUNCTION_LABEL } from './withdrawalLabel.ts';

export const WITHDRAWAL_TEXT = {
  /** Art. 11a(1): the function is labelled "withdraw from contract here" or as unambiguously (withdrawalLabel.ts). */
  functionLabel: WITHDRAWAL_FUNCTION_LABEL,
  /** Art. 11a(3): the confirmation is labelled "confirm withdrawal" or as unambiguously. */
  confirmLabel: 'Confirm withdrawal',
  nameRequired: 'Please enter your name.',
  orderNumberRequired: 'Please enter your order number.',
  orderNumberInvalid: 'An order number looks like TK-260314-7QX2M; you find it in your order confirmation.',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address.',
  linesInvalid: 'Item numbers are whole numbers from 1, as the items are listed in your order.',
  tooManyStatements: 'Too many withdrawal statements from your network.',
  /** The one answer, whether or not the number and email match an order: nobody learns of others' orders. */
  received:
    'We have received your withdrawal statement. If the order number belongs to an order placed with this email address, a confirmation with its content and the date and time we received it is on its way to that address now.',
  notArrived:
    'No email within a few minutes? Check the order number and the email address (it must be the one you ordered with) and send the form again, or write to us.',
} as const;
