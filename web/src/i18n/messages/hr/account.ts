import type { AccountMessages } from '../en/account.ts';

/** Croatian texts of the account section. */
export const account: AccountMessages = {};
