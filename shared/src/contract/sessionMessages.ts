/**
 * What every call behind a customer's login can answer, apart from the account's other texts
 * (accountMessages.ts spreads it in): a function that only checks a login carries these alone.
 */
export const SESSION_MESSAGES = {
  loginRequired: 'Please log in.',
} as const;
