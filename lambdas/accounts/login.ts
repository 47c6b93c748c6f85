import type { LoginRequest, LoginResponse } from '@shop/shared/contract/accounts';
import type { Clock } from '../platform/clock.ts';
import { forbidden, unauthorized } from '../platform/errors.ts';
import type { AccountReader } from './accountStore.ts';
import { ACCOUNTS } from './messages.ts';
import { verifyPassword } from './passwordHash.ts';
import { issueToken } from './sessionToken.ts';
import { LOGIN_DOOR } from './loginDoor.ts';
import type { DoorThrottle } from './throttle.ts';

/** What a login works with (accountAdapters.ts wires the shop's). */
export interface LoginPorts {
  clock: Clock;
  accounts: AccountReader;
  door: DoorThrottle;
}

/**
 * A hash of a random password no one kept, with the same parameters as real ones: an unknown
 * email is checked against it, so it takes as long to refuse as a wrong password.
 */
const NO_ACCOUNT_HASH = 'scrypt$131072$8$1$jxEHXFVV8q9l_ZK3EnF5ig$AzN9tFkoUuGXTEsREYltqtsqHBUuZByRvNMy16MMy0s';

/**
 * POST /api/auth/login. Unknown email and wrong password get the same 401; only someone who
 * knows the password learns that the account still waits for activation (403). Failures are
 * counted per account and client together, per client, and per account from every client;
 * past a limit the answer is 429 without even checking the password. Someone else's failures
 * never stop the owner: the per-account ceiling is far above what one client may try, and a
 * client that logged in to the account before is not held to it.
 */
export async function login(request: LoginRequest, client: string, ports: LoginPorts): Promise<LoginResponse> {
  const now = ports.clock.now();
  await ports.door.refuseThrottled(LOGIN_DOOR, request.email, client, now);

  const account = await ports.accounts.byEmail(request.email);
  const passwordMatches = await verifyPassword(request.password, account?.passwordHash ?? NO_ACCOUNT_HASH);
  // An account whose deletion is under way is as good as gone.
  if (!account || account.status === 'DELETING' || !passwordMatches) {
    await ports.door.countFailure(LOGIN_DOOR, request.email, client, now);
    throw unauthorized(ACCOUNTS.loginFailed);
  }
  await ports.door.countSuccess(LOGIN_DOOR, account.email, client, now);
  if (account.status !== 'ACTIVE') throw forbidden(ACCOUNTS.notActivated);
  return { token: await issueToken(account, now) };
}
