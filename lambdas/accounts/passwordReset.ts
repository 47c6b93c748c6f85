import {
  ACCOUNT_MESSAGES,
  type ForgetPasswordRequest,
  type MessageResponse,
  type RecoverPasswordRequest,
} from '@shop/shared/contract/accounts';
import type { Clock } from '../platform/clock.ts';
import { badRequest } from '../platform/errors.ts';
import { passwordResetEmail, recoverPasswordLink } from './accountEmails.ts';
import { getAccountById, saveResetCode, useResetCode } from './accountStore.ts';
import { checkCode, hashCode, newCode, RESET_CODE_HOURS } from './oneTimeCode.ts';
import { hashPassword } from './passwordHash.ts';
import { type AccountMailPorts, sendAccountMail, throttleAccountMail } from './sendAccountMail.ts';
import { clearAttempts, LOGIN_FAILURES_PER_EMAIL } from './throttle.ts';

/**
 * POST /api/auth/forgetPassword. Always the same answer; an email that has an account (active or
 * still pending) gets a link to `/recover-password/{userId}/{activationCode}`, valid for an hour.
 */
export async function forgetPassword(request: ForgetPasswordRequest, client: string, ports: AccountMailPorts): Promise<MessageResponse> {
  const now = ports.clock.now();
  await throttleAccountMail(request.email, client, now);
  const reset = newCode(now, RESET_CODE_HOURS);
  const account = await saveResetCode(request.email, reset, now);
  if (account) {
    await sendAccountMail(
      ports.mailer,
      passwordResetEmail(account, recoverPasswordLink(ports.shopUrl, account.id, reset.code), ports.shopUrl),
    );
  }
  return { message: ACCOUNT_MESSAGES.resetLinkSent };
}

/**
 * POST /api/auth/recoverPassword: the emailed code sets a new password once, within the hour.
 * Every token issued before stops working, and a still-pending account becomes active, since
 * following the link proved the email.
 */
export async function recoverPassword(request: RecoverPasswordRequest, ports: { clock: Clock }): Promise<MessageResponse> {
  const now = ports.clock.now();
  const account = await getAccountById(request.userId);
  if (!account) throw badRequest(ACCOUNT_MESSAGES.resetLinkInvalid);
  const check = checkCode(request.activationCode, { hash: account.resetCodeHash, expiresAt: account.resetExpiresAt }, now);
  if (check === 'invalid') throw badRequest(ACCOUNT_MESSAGES.resetLinkInvalid);
  if (check === 'expired') throw badRequest(ACCOUNT_MESSAGES.resetLinkExpired);
  const passwordHash = await hashPassword(request.password);
  if (!(await useResetCode(account.email, hashCode(request.activationCode), passwordHash, now))) {
    throw badRequest(ACCOUNT_MESSAGES.resetLinkInvalid);
  }
  // Whoever was locked out by failed logins can log in with the new password at once.
  await clearAttempts({ rule: LOGIN_FAILURES_PER_EMAIL, subject: account.email }, now);
  return { message: ACCOUNT_MESSAGES.passwordChanged };
}
