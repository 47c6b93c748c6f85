import type { StaffSession, StaffSignInRequest } from '@shop/shared/contract/admin';
import { verifyPassword } from '../accounts/passwordHash.ts';
import { type DoorThrottle, KNOWN_CLIENT_DAYS, type PasswordDoor, type ThrottleRule } from '../accounts/throttle.ts';
import { unauthorized } from '../platform/errors.ts';
import { openSecret } from './staffKeys.ts';
import { staffView } from './staffRecord.ts';
import type { StaffStore } from './staffStore.ts';
import { issueStaffToken } from './staffToken.ts';
import { STAFF } from './messages.ts';
import { totpCodeStep } from './totp.ts';

/**
 * Failed sign-ins, counted as the shop counts failed logins (docs/decisions/018, 064), in the
 * staff table: per account and client together, per client, and a ceiling per account that takes
 * many clients to reach. A wrong password and a wrong code count alike.
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

/**
 * The back office's door, throttled as the shop's login is (one implementation: accounts/throttle.ts):
 * the ceiling of 50 failures an hour on an account, which strangers with the email alone can
 * reach from ten addresses, does not hold a client the account signed in from in the last 30
 * days, so the owner at their own computer still gets in with the password and a code.
 */
export const STAFF_DOOR: PasswordDoor = {
  perAccountAndClient: STAFF_SIGN_IN_FAILURES_PER_ACCOUNT_AND_CLIENT,
  perClient: STAFF_SIGN_IN_FAILURES_PER_CLIENT,
  perAccount: STAFF_SIGN_IN_FAILURES_PER_ACCOUNT,
  // The rules' tables are named where the rules are, so the static reading of grants sees only the staff table here.
  knownClients: { table: 'staff', days: KNOWN_CLIENT_DAYS },
  tooMany: STAFF.tooManySignIns,
};

/** What a sign-in works with: the accounts, and the door's counters (accounts/throttle.ts's, on the staff table). */
export interface SignInPorts {
  staff: StaffStore;
  door: DoorThrottle;
}

/** A hash of a password no one kept: an unknown email costs one scrypt too, as a wrong password does. */
const NO_STAFF_HASH = 'scrypt$131072$8$1$jxEHXFVV8q9l_ZK3EnF5ig$AzN9tFkoUuGXTEsREYltqtsqHBUuZByRvNMy16MMy0s';

/**
 * POST /api/staff/signIn: email, password and a code of the authenticator app, all three or
 * nothing, with one answer for whichever was wrong. A code is taken once: the same code sent
 * again (or one of an earlier step) is refused, even with the right password.
 */
export async function signIn(request: StaffSignInRequest, client: string, now: Date, ports: SignInPorts): Promise<StaffSession> {
  const { staff: store, door } = ports;
  await door.refuseThrottled(STAFF_DOOR, request.email, client, now);

  const staff = await store.byEmail(request.email);
  const passwordMatches = await verifyPassword(request.password, staff?.passwordHash ?? NO_STAFF_HASH);
  const secret =
    staff?.status === 'ACTIVE' && passwordMatches && staff.totpSecret ? await openSecret(staff.totpSecret, staff.id) : undefined;
  const step = secret ? totpCodeStep(secret, request.totpCode, now) : undefined;
  const taken =
    staff && step !== undefined && (staff.lastTotpStep ?? -1) < step ? (await store.takeTotpStep(staff.email, step)) === 'taken' : false;
  if (!staff || !taken) {
    await door.countFailure(STAFF_DOOR, request.email, client, now);
    throw unauthorized(STAFF.signInFailed);
  }
  await door.countSuccess(STAFF_DOOR, staff.email, client, now);
  return { ...(await issueStaffToken(staff, now)), staff: staffView(staff) };
}
