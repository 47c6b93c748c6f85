import type { ActivationRequest } from '@shop/shared/contract/accounts';
import type { Clock } from '../platform/clock.ts';
import { badRequest } from '../platform/errors.ts';
import type { AccountStore } from './accountStore.ts';
import type { Answered } from '@shop/shared/messages';
import { ACCOUNTS } from './messages.ts';
import { checkCode, hashCode } from './oneTimeCode.ts';

/**
 * POST /api/auth/activate, called by the SPA page `/activate/{userId}/{activationCode}`: the
 * emailed code activates its PENDING account once, within 24 hours.
 */
export async function activate(
  request: ActivationRequest,
  ports: { clock: Clock; accounts: Pick<AccountStore, 'byId' | 'useActivationCode'> },
): Promise<Answered> {
  const now = ports.clock.now();
  const account = await ports.accounts.byId(request.userId);
  if (!account) throw badRequest(ACCOUNTS.activationLinkInvalid);
  const check = checkCode(request.activationCode, { hash: account.activationCodeHash, expiresAt: account.activationExpiresAt }, now);
  if (check === 'invalid') throw badRequest(account.status === 'ACTIVE' ? ACCOUNTS.alreadyActive : ACCOUNTS.activationLinkInvalid);
  if (check === 'expired') throw badRequest(ACCOUNTS.activationLinkExpired);
  // The condition makes the code single-use even when the link is opened twice at once.
  if (!(await ports.accounts.useActivationCode(account.email, hashCode(request.activationCode), now)))
    throw badRequest(ACCOUNTS.activationLinkInvalid);
  return { message: ACCOUNTS.activated };
}
