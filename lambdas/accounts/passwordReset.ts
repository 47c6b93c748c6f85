import type { ForgetPasswordRequest, RecoverPasswordRequest } from '@shop/shared/contract/accounts';
import { DEFAULT_LANGUAGE, type Language } from '@shop/shared/language';
import type { Clock } from '../platform/clock.ts';
import { badRequest } from '../platform/errors.ts';
import { type AccountMailRequestPorts, throttleAccountMail } from './accountMail.ts';
import type { AccountStore } from './accountStore.ts';
import type { Answered } from '@shop/shared/messages';
import { ACCOUNTS } from './messages.ts';
import { checkCode, hashCode } from './oneTimeCode.ts';
import { type ClearAttempts, LOGIN_FAILURES_PER_ACCOUNT } from './throttle.ts';

/** What setting a new password with an emailed code works with (accountAdapters.ts wires the shop's). */
export interface RecoveryPorts {
  clock: Clock;
  accounts: Pick<AccountStore, 'byId' | 'useResetCode'>;
  hashPassword(password: string): Promise<string>;
  clearAttempts: ClearAttempts;
}

/**
 * POST /api/auth/forgetPassword. Always the same answer, after the same work: the caller's
 * limits and one mail put in the outbox. After the answer, an email that has an account
 * (active or still pending) gets a link to `/recover-password/{userId}/{activationCode}`,
 * valid for an hour (accountMailWorker.ts), in the language it was asked in. Someone else's requests for the same address
 * never refuse the owner's: they count against their own client.
 */
export async function forgetPassword(
  request: ForgetPasswordRequest,
  client: string,
  ports: AccountMailRequestPorts,
  language: Language = DEFAULT_LANGUAGE,
): Promise<Answered> {
  const now = ports.clock.now();
  await throttleAccountMail(request.email, client, now, ports);
  await ports.queueMail({ kind: 'passwordReset', email: request.email, language }, now);
  return { message: ACCOUNTS.resetLinkSent };
}

/**
 * POST /api/auth/recoverPassword: the emailed code sets a new password once, within the hour.
 * Every token issued before stops working, and a still-pending account becomes active, since
 * following the link proved the email.
 */
export async function recoverPassword(request: RecoverPasswordRequest, ports: RecoveryPorts): Promise<Answered> {
  const now = ports.clock.now();
  const account = await ports.accounts.byId(request.userId);
  if (!account) throw badRequest(ACCOUNTS.resetLinkInvalid);
  const check = checkCode(request.activationCode, { hash: account.resetCodeHash, expiresAt: account.resetExpiresAt }, now);
  if (check === 'invalid') throw badRequest(ACCOUNTS.resetLinkInvalid);
  if (check === 'expired') throw badRequest(ACCOUNTS.resetLinkExpired);
  const passwordHash = await ports.hashPassword(request.password);
  if (!(await ports.accounts.useResetCode(account.email, hashCode(request.activationCode), passwordHash, now))) {
    throw badRequest(ACCOUNTS.resetLinkInvalid);
  }
  // Whoever was held back by the account's ceiling of failed logins can log in with the new password at once.
  await ports.clearAttempts({ rule: LOGIN_FAILURES_PER_ACCOUNT, subject: account.email }, now);
  return { message: ACCOUNTS.passwordChanged };
}
