import { beforeEach, describe, expect, it } from 'vitest';
import { clearTables, scanTable } from '../../test/tables.ts';
import { BUSY_MESSAGE } from '../platform/overload.ts';
import { invoke } from '../testing/invoke.ts';
import { PASSWORD, putAccount } from './accountFixture.ts';
import { handler as loginHandler } from './handlers/login.ts';
import { passwordHashing } from './passwordHash.ts';

const EMAIL = 'ana@example.hr';
const loginCall = (password: string) => invoke(loginHandler, { method: 'POST', body: { email: EMAIL, password } });

beforeEach(async () => {
  await clearTables('customers');
  await putAccount({ id: 'ana-1', email: EMAIL });
});

describe('password hashing when too many ask at once', () => {
  it('answers a login 503 with Retry-After and a message, and counts nothing against the account', async () => {
    // Every place of the limit taken, and its whole queue waiting.
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const crowd = Array.from({ length: 10 }, () => passwordHashing.run(() => held));
    expect(passwordHashing.waiting).toBe(8);
    const before = await scanTable('customers');

    const refused = await loginCall('a-wrong-password');
    expect(refused.status).toBe(503);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body).toEqual({ message: BUSY_MESSAGE, code: 'http.busy' });
    expect(await scanTable('customers')).toEqual(before);

    release();
    await Promise.all(crowd);
    const answered = await loginCall(PASSWORD);
    expect(answered.status).toBe(200);
  });
});
