import { describe, expect, it } from 'vitest';
import type { AccountStore } from './accountStore.ts';
import { type CustomerRecord, customerAccountKey } from './customerRecord.ts';

/**
 * What every AccountStore does, run against the DynamoDB adapter (on DynamoDB Local) and the
 * in-memory fake alike (docs/decisions/088). `fresh` gives an empty store before each test.
 */
export function describeAccountStore(name: string, fresh: () => Promise<AccountStore>) {
  const NOW = new Date('2026-11-02T08:00:00.000Z');
  const later = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
  const account = (id: string, email: string, overrides: Partial<CustomerRecord> = {}): CustomerRecord => ({
    ...customerAccountKey(email),
    id,
    email,
    firstName: 'Ana',
    lastName: 'Horvat',
    newsletterSubscription: false,
    userLevel: 'ECO_FRIENDLY_SUPPORTER',
    passwordHash: 'scrypt$1024$8$1$salt$hash',
    status: 'PENDING',
    createdAt: NOW.toISOString(),
    addresses: [],
    tokenVersion: 0,
    ...overrides,
  });
  const code = (hash: string, minutes: number) => ({ hash, expiresAt: later(minutes).toISOString() });

  describe(`an account store: ${name}`, () => {
    it('keeps one account per email, in any case, found by its email and by its id', async () => {
      const store = await fresh();
      expect(await store.byEmail('ana@example.hr')).toBeUndefined();
      expect(await store.byId('a1')).toBeUndefined();
      expect(await store.create(account('a1', 'ana@example.hr'))).toBe('created');
      expect(await store.create(account('a2', 'ana@example.hr', { firstName: 'Someone' }))).toBe('exists');
      expect(await store.byEmail(' ANA@example.hr ')).toEqual(account('a1', 'ana@example.hr'));
      expect(await store.byId('a1')).toEqual(account('a1', 'ana@example.hr'));
      expect(await store.byId('a2')).toBeUndefined();
    });

    it('hands out copies: changing what it gave or took changes nothing kept', async () => {
      const store = await fresh();
      const kept = account('a1', 'ana@example.hr', { addresses: [] });
      await store.create(kept);
      kept.firstName = 'Changed';
      const read = await store.byEmail('ana@example.hr');
      if (read) read.addresses.push({} as CustomerRecord['addresses'][number]);
      expect(await store.byEmail('ana@example.hr')).toEqual(account('a1', 'ana@example.hr', { addresses: [] }));
    });

    it('renews the activation code of a pending account made by the same registration only', async () => {
      const store = await fresh();
      await store.create(account('a1', 'ana@example.hr'));
      await store.create(account('b1', 'bo@example.hr', { status: 'ACTIVE' }));
      const renewal = { activationCodeHash: 'new', activationExpiresAt: later(60).toISOString() };
      expect(await store.renewActivationCode({ id: 'a2', email: 'ana@example.hr', ...renewal }, NOW)).toBe(false);
      expect(await store.renewActivationCode({ id: 'b1', email: 'bo@example.hr', ...renewal }, NOW)).toBe(false);
      expect(await store.renewActivationCode({ id: 'a1', email: 'ana@example.hr', ...renewal }, NOW)).toBe(true);
      expect(await store.byEmail('ana@example.hr')).toMatchObject({
        ...renewal,
        dueKey: 'CODES_EXPIRE',
        dueAt: renewal.activationExpiresAt,
      });
      expect((await store.byEmail('bo@example.hr'))?.activationCodeHash).toBeUndefined();
    });

    it('activates once with the stored, unexpired code, and removes the code', async () => {
      const store = await fresh();
      await store.create(account('a1', 'ana@example.hr', { activationCodeHash: 'c1', activationExpiresAt: later(60).toISOString() }));
      expect(await store.useActivationCode('ana@example.hr', 'wrong', NOW)).toBe(false);
      expect(await store.useActivationCode('ana@example.hr', 'c1', later(60))).toBe(false);
      expect(await store.useActivationCode('nobody@example.hr', 'c1', NOW)).toBe(false);
      expect(await store.useActivationCode('ana@example.hr', 'c1', later(59))).toBe(true);
      expect(await store.useActivationCode('ana@example.hr', 'c1', later(59))).toBe(false);
      const activated = await store.byEmail('ana@example.hr');
      expect(activated).toMatchObject({ status: 'ACTIVE', updatedAt: later(59).toISOString() });
      expect(activated?.activationCodeHash).toBeUndefined();
      expect(activated?.activationExpiresAt).toBeUndefined();
    });

    it('lets one of two uses of an activation code at the same moment through', async () => {
      const store = await fresh();
      await store.create(account('a1', 'ana@example.hr', { activationCodeHash: 'c1', activationExpiresAt: later(60).toISOString() }));
      const uses = await Promise.all([1, 2, 3].map(() => store.useActivationCode('ana@example.hr', 'c1', NOW)));
      expect(uses.filter(Boolean)).toHaveLength(1);
    });

    it('keeps only the latest reset code, and none for an unknown account or one being deleted', async () => {
      const store = await fresh();
      await store.create(account('a1', 'ana@example.hr', { status: 'ACTIVE' }));
      await store.create(account('d1', 'dora@example.hr', { status: 'DELETING' }));
      expect(await store.saveResetCode('nobody@example.hr', code('r1', 60), NOW)).toBeUndefined();
      expect(await store.saveResetCode('dora@example.hr', code('r1', 60), NOW)).toBeUndefined();
      expect(await store.byEmail('nobody@example.hr')).toBeUndefined();
      expect(await store.saveResetCode('ANA@example.hr', code('r1', 60), NOW)).toMatchObject({ id: 'a1', resetCodeHash: 'r1' });
      expect(await store.saveResetCode('ana@example.hr', code('r2', 30), later(1))).toMatchObject({
        resetCodeHash: 'r2',
        resetExpiresAt: later(30).toISOString(),
        dueKey: 'CODES_EXPIRE',
        dueAt: later(30).toISOString(),
        updatedAt: later(1).toISOString(),
      });
      expect(await store.useResetCode('ana@example.hr', 'r1', 'scrypt$new', later(2))).toBe(false);
    });

    it('sets a new password once with the reset code: active, the token version up, every code gone', async () => {
      const store = await fresh();
      await store.create(
        account('a1', 'ana@example.hr', { tokenVersion: 2, activationCodeHash: 'c1', activationExpiresAt: later(600).toISOString() }),
      );
      await store.saveResetCode('ana@example.hr', code('r1', 60), NOW);
      expect(await store.useResetCode('ana@example.hr', 'r1', 'scrypt$new', later(60))).toBe(false);
      expect(await store.useResetCode('ana@example.hr', 'r1', 'scrypt$new', later(59))).toBe(true);
      expect(await store.useResetCode('ana@example.hr', 'r1', 'scrypt$newer', later(59))).toBe(false);
      const changed = await store.byEmail('ana@example.hr');
      expect(changed).toMatchObject({ passwordHash: 'scrypt$new', status: 'ACTIVE', tokenVersion: 3 });
      for (const field of ['resetCodeHash', 'resetExpiresAt', 'activationCodeHash', 'activationExpiresAt'] as const) {
        expect(changed?.[field]).toBeUndefined();
      }
    });

    it('counts the token version from 0 on an account kept without one', async () => {
      const store = await fresh();
      const { tokenVersion: _none, ...older } = account('a1', 'ana@example.hr');
      await store.create(older);
      await store.saveResetCode('ana@example.hr', code('r1', 60), NOW);
      await store.useResetCode('ana@example.hr', 'r1', 'scrypt$new', NOW);
      expect((await store.byEmail('ana@example.hr'))?.tokenVersion).toBe(1);
    });

    it('changes the profile fields given, removes those given as null, and leaves the rest', async () => {
      const store = await fresh();
      await store.create(account('a1', 'ana@example.hr', { oib: '69435151530', gender: 'F' }));
      expect(await store.updateProfile('nobody@example.hr', { firstName: 'X' }, NOW)).toBeUndefined();
      expect(await store.byEmail('nobody@example.hr')).toBeUndefined();
      const address = {
        firstName: 'Ana',
        lastName: 'Horvat',
        street: 'Ilica',
        streetNo: '1',
        city: 'Zagreb',
        country: 'HR',
        zipCode: '10000',
        phone: '091',
        defaultAddress: true,
      };
      const changed = await store.updateProfile(
        'ana@example.hr',
        { firstName: 'Anica', oib: null, addresses: [address], gender: undefined },
        later(5),
      );
      expect(changed).toEqual({
        ...account('a1', 'ana@example.hr', { gender: 'F', firstName: 'Anica', addresses: [address] }),
        updatedAt: later(5).toISOString(),
      });
      expect(await store.byEmail('ana@example.hr')).toEqual(changed);
    });

    it('writes the wishlist at the version read only, one of two writers at a time', async () => {
      const store = await fresh();
      await store.create(account('a1', 'ana@example.hr'));
      expect(await store.writeWishlist({ id: 'a2', email: 'ana@example.hr' }, 0, ['p1'])).toBe('stale');
      expect(await store.writeWishlist({ id: 'x1', email: 'nobody@example.hr' }, 0, ['p1'])).toBe('stale');
      expect(await store.writeWishlist({ id: 'a1', email: 'ana@example.hr' }, 1, ['p1'])).toBe('stale');
      expect(await store.writeWishlist({ id: 'a1', email: 'ana@example.hr' }, 0, ['p1'])).toBe('written');
      expect(await store.byEmail('ana@example.hr')).toMatchObject({ wishlist: ['p1'], wishlistVersion: 1 });
      const writes = await Promise.all(['p2', 'p3'].map((id) => store.writeWishlist({ id: 'a1', email: 'ana@example.hr' }, 1, [id, 'p1'])));
      expect(writes.sort()).toEqual(['stale', 'written']);
      expect((await store.byEmail('ana@example.hr'))?.wishlistVersion).toBe(2);
    });
  });
}
