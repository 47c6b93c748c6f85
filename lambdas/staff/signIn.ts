import { ADMIN_MESSAGES, type StaffSession, type StaffSignInRequest } from '@shop/shared/contract/admin';
import { verifyPassword } from '../accounts/passwordHash.ts';
import {
  accountAndClient,
  clearAttempts,
  countAttempt,
  type Hit,
  reachedLimit,
  type ThrottleRule,
  tooManyRequests,
} from '../accounts/throttle.ts';
import { unauthorized } from '../platform/errors.ts';
import { openSecret } from './staffKeys.ts';
import { staffView } from './staffRecord.ts';
import { getStaffByEmail, takeTotpStep } from './staffStore.ts';
import { issueStaffToken } from './staffToken.ts';
import { totpCodeStep } from './totp.ts';

/**
 * Failed sign-ins, counted as the shop counts failed logins (docs/decisions/018), in the staff
 * table: per account and client together, per client, and a ceiling per account that takes many
 * clients to reach. A wrong password and a wrong code count alike.
 */
export const STAFF_SIGN_IN_FAILURES_PER_ACCOUNT_AND_CLIENT: ThrottleRule = {
  name: 'staff-account-client',
  limit: 5,
  windowSeconds: 15 * 60,
  table: 'staff',
};
export const STAFF_SIGN_IN_FAILURES_PER_CLIENT: ThrottleRule = { name: 'staff-client', limit: 20, windowSeconds: 15 * 60, table: 'staff' };
export const STAFF_SIGN_IN_FAILURES_PER_ACCOUNT: ThrottleRule = {
  name: 'staff-account',
  limit: 50,
  windowSeconds: 60 * 60,
  table: 'staff',
};

// The rules' tables are named where the rules are, so the static reading of grants sees only the staff table here.
const signInHits = (email: string, client: string): [Hit, Hit, Hit] => [
  { rule: STAFF_SIGN_IN_FAILURES_PER_ACCOUNT_AND_CLIENT, subject: accountAndClient(email, client) },
  { rule: STAFF_SIGN_IN_FAILURES_PER_CLIENT, subject: client },
  { rule: STAFF_SIGN_IN_FAILURES_PER_ACCOUNT, subject: email },
];

/** A hash of a password no one kept: an unknown email costs one scrypt too, as a wrong password does. */
const NO_STAFF_HASH = 'scrypt$131072$8$1$jxEHXFVV8q9l_ZK3EnF5ig$AzN9tFkoUuGXTEsREYltqtsqHBUuZByRvNMy16MMy0s';

/**
 * POST /api/staff/signIn: email, password and a code of the authenticator app, all three or
 * nothing, with one answer for whichever was wrong. A code is taken once: the same code sent
 * again (or one of an earlier step) is refused, even with the right password.
 */
export async function signIn(request: StaffSignInRequest, client: string, now: Date): Promise<StaffSession> {
  const hits = signInHits(request.email, client);
  const limited = await reachedLimit(hits, now);
  if (limited) throw tooManyRequests(ADMIN_MESSAGES.tooManySignIns, limited, now);

  const staff = await getStaffByEmail(request.email);
  const passwordMatches = await verifyPassword(request.password, staff?.passwordHash ?? NO_STAFF_HASH);
  const secret =
    staff?.status === 'ACTIVE' && passwordMatches && staff.totpSecret ? await openSecret(staff.totpSecret, staff.id) : undefined;
  const step = secret ? totpCodeStep(secret, request.totpCode, now) : undefined;
  const taken = staff && step !== undefined && (staff.lastTotpStep ?? -1) < step ? await takeTotpStep(staff.email, step) : false;
  if (!staff || !taken) {
    await countAttempt(hits, now);
    throw unauthorized(ADMIN_MESSAGES.signInFailed);
  }
  await clearAttempts(hits[0], now);
  return { ...(await issueStaffToken(staff, now)), staff: staffView(staff) };
}
