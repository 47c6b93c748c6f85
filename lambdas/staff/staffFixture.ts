import { FIXTURE_HASH_COST } from '../accounts/accountFixture.ts';
import { hashPasswordAt } from '../accounts/passwordHash.ts';
import { randomId } from '../platform/ids.ts';
import { shopStaff } from './staffAdapters.ts';
import { sealSecret } from './staffKeys.ts';
import type { StaffRecord } from './staffRecord.ts';
import type { StaffStore } from './staffStore.ts';
import { issueStaffToken } from './staffToken.ts';
import { newTotpSecret, totpCode } from './totp.ts';

/** For the back office's tests: active staff written straight into the table (or `store`), with their secret and a token. */
export const STAFF_PASSWORD = 'packing-table-2026';

let hashed: Promise<string> | undefined;

export async function activeStaff(overrides: Partial<StaffRecord> & { email: string }, store: StaffStore = shopStaff, now = new Date()) {
  hashed ??= hashPasswordAt(STAFF_PASSWORD, FIXTURE_HASH_COST);
  const secret = newTotpSecret();
  const id = overrides.id ?? randomId();
  const staff: StaffRecord = {
    id,
    name: 'Test Staff',
    role: 'staff',
    status: 'ACTIVE',
    passwordHash: await hashed,
    totpSecret: await sealSecret(secret, id),
    tokenVersion: 0,
    invitedBy: 'test',
    createdAt: now.toISOString(),
    ...overrides,
  };
  await store.add(staff);
  const { token } = await issueStaffToken(staff, now);
  return { staff, secret, token, code: (at = new Date()) => totpCode(secret, at), headers: { authorization: `Bearer ${token}` } };
}
