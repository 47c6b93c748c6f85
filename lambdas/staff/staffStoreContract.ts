import { describe, expect, it } from 'vitest';
import type { AuditEntry } from './auditEntry.ts';
import type { AuditLog, AuditPart, AuditReader } from './auditLog.ts';
import type { StaffRecord } from './staffRecord.ts';
import type { StaffStore } from './staffStore.ts';

/** A staff store and an audit log, both empty. */
export interface StaffStores {
  staff: StaffStore;
  audit: AuditLog & AuditReader;
}

/**
 * What every StaffStore and audit log does, run against the DynamoDB adapters (on DynamoDB Local)
 * and the in-memory fakes alike (docs/decisions/088): the fakes the rule tests run on are proven
 * by these tests, not trusted. `fresh` gives empty ones before each test.
 */
export function describeStaffStore(name: string, fresh: () => Promise<StaffStores>) {
  const invitation = (hash: string) => ({ hash, expiresAt: '2026-11-04T08:00:00.000Z' });
  const member = (email: string, overrides: Partial<StaffRecord> = {}): StaffRecord => ({
    id: `id-${email.split('@')[0]}`,
    email,
    name: 'Vesna Kovač',
    role: 'staff',
    status: 'INVITED',
    tokenVersion: 0,
    invitation: invitation('first-link'),
    invitedBy: 'ana@tkanica.hr',
    createdAt: '2026-11-01T08:00:00.000Z',
    ...overrides,
  });
  const active = (email: string, overrides: Partial<StaffRecord> = {}) => {
    const { invitation: _, ...staff } = member(email, {
      status: 'ACTIVE',
      passwordHash: 'scrypt$hash',
      totpSecret: 'v1.sealed',
      ...overrides,
    });
    return staff;
  };

  describe(`a staff store: ${name}`, () => {
    it('keeps an account as given, found by its email in any case and by its id, and hands out copies', async () => {
      const { staff: store } = await fresh();
      expect(await store.byEmail('vesna@tkanica.hr')).toBeUndefined();
      expect(await store.byId('id-vesna')).toBeUndefined();
      expect(await store.all()).toEqual([]);

      expect(await store.add(member('vesna@tkanica.hr'))).toBe('added');
      expect(await store.add(active('ana@tkanica.hr', { role: 'owner' }))).toBe('added');
      expect(await store.byEmail('Vesna@Tkanica.HR')).toEqual(member('vesna@tkanica.hr'));
      expect(await store.byId('id-ana')).toEqual(active('ana@tkanica.hr', { role: 'owner' }));
      expect((await store.all()).map((staff) => staff.email)).toEqual(['ana@tkanica.hr', 'vesna@tkanica.hr']);

      const handedOut = (await store.byEmail('vesna@tkanica.hr')) as StaffRecord;
      handedOut.status = 'ACTIVE';
      expect((await store.byEmail('vesna@tkanica.hr'))?.status).toBe('INVITED');
    });

    it('refuses a second account of an email, or of an id, writing nothing of it', async () => {
      const { staff: store } = await fresh();
      await store.add(member('vesna@tkanica.hr'));
      expect(await store.add(member('vesna@tkanica.hr', { id: 'another-id', name: 'Someone Else' }))).toBe('taken');
      expect(await store.add(member('iva@tkanica.hr', { id: 'id-vesna' }))).toBe('taken');
      expect(await store.byId('another-id')).toBeUndefined();
      expect(await store.byEmail('iva@tkanica.hr')).toBeUndefined();
      expect(await store.byEmail('vesna@tkanica.hr')).toMatchObject({ name: 'Vesna Kovač' });
    });

    it('gives one of two accounts of one email made at once, and the other is taken', async () => {
      const { staff: store } = await fresh();
      const outcomes = await Promise.all([
        store.add(member('vesna@tkanica.hr', { id: 'first' })),
        store.add(member('vesna@tkanica.hr', { id: 'second' })),
      ]);
      expect(outcomes.toSorted()).toEqual(['added', 'taken']);
      expect(await store.all()).toHaveLength(1);
    });

    it('renews an invitation while the account is invited, dropping a secret shown; not once it is not', async () => {
      const { staff: store } = await fresh();
      await store.add(member('vesna@tkanica.hr', { pendingTotpSecret: 'v1.shown' }));
      await store.add(active('ana@tkanica.hr'));
      expect(await store.renewInvitation('vesna@tkanica.hr', invitation('second-link'))).toBe('renewed');
      const renewed = await store.byEmail('vesna@tkanica.hr');
      expect(renewed?.invitation).toEqual(invitation('second-link'));
      expect(renewed).not.toHaveProperty('pendingTotpSecret');
      expect(await store.renewInvitation('ana@tkanica.hr', invitation('x'))).toBe('changed');
      expect(await store.byEmail('ana@tkanica.hr')).toEqual(active('ana@tkanica.hr'));
      expect(await store.renewInvitation('nobody@tkanica.hr', invitation('x'))).toBe('changed');
    });

    it('keeps the first secret an invitation shows, and no other', async () => {
      const { staff: store } = await fresh();
      await store.add(member('vesna@tkanica.hr'));
      await store.add(active('ana@tkanica.hr'));
      expect(await store.keepPendingSecret('vesna@tkanica.hr', 'v1.first')).toBe('kept');
      expect(await store.keepPendingSecret('vesna@tkanica.hr', 'v1.second')).toBe('changed');
      expect((await store.byEmail('vesna@tkanica.hr'))?.pendingTotpSecret).toBe('v1.first');
      expect(await store.keepPendingSecret('ana@tkanica.hr', 'v1.first')).toBe('changed');
      expect(await store.byEmail('ana@tkanica.hr')).not.toHaveProperty('pendingTotpSecret');
    });

    it('activates an invited account as read, once: the secret shown becomes its own, the link goes', async () => {
      const { staff: store } = await fresh();
      await store.add(member('vesna@tkanica.hr'));
      await store.keepPendingSecret('vesna@tkanica.hr', 'v1.shown');
      const invited = (await store.byEmail('vesna@tkanica.hr')) as StaffRecord;

      // Read before the secret was kept: the secret it holds is not the one shown.
      expect(await store.activate(member('vesna@tkanica.hr'), 'scrypt$new', 100)).toBe('changed');
      expect(await store.activate(invited, 'scrypt$new', 100)).toBe('activated');
      expect(await store.byEmail('vesna@tkanica.hr')).toEqual({
        ...active('vesna@tkanica.hr', { passwordHash: 'scrypt$new', totpSecret: 'v1.shown' }),
        lastTotpStep: 100,
      });
      expect(await store.activate(invited, 'scrypt$again', 101)).toBe('changed');

      // A link renewed after it was read.
      await store.add(member('iva@tkanica.hr'));
      await store.keepPendingSecret('iva@tkanica.hr', 'v1.iva');
      const read = (await store.byEmail('iva@tkanica.hr')) as StaffRecord;
      await store.renewInvitation('iva@tkanica.hr', invitation('second-link'));
      await store.keepPendingSecret('iva@tkanica.hr', 'v1.iva');
      expect(await store.activate(read, 'scrypt$new', 100)).toBe('changed');
      expect((await store.byEmail('iva@tkanica.hr'))?.status).toBe('INVITED');
    });

    it('takes each TOTP step once, only later than the last one, and one of two at once', async () => {
      const { staff: store } = await fresh();
      await store.add(active('vesna@tkanica.hr'));
      expect(await store.takeTotpStep('vesna@tkanica.hr', 100)).toBe('taken');
      expect(await store.takeTotpStep('vesna@tkanica.hr', 100)).toBe('spent');
      expect(await store.takeTotpStep('vesna@tkanica.hr', 99)).toBe('spent');
      const atOnce = await Promise.all([store.takeTotpStep('vesna@tkanica.hr', 101), store.takeTotpStep('vesna@tkanica.hr', 101)]);
      expect(atOnce.toSorted()).toEqual(['spent', 'taken']);
      expect((await store.byEmail('vesna@tkanica.hr'))?.lastTotpStep).toBe(101);
      expect(await store.takeTotpStep('nobody@tkanica.hr', 1)).toBe('spent');
      expect(await store.byEmail('nobody@tkanica.hr')).toBeUndefined();
    });

    it('disables an account still as read: its sessions and any invitation end', async () => {
      const { staff: store } = await fresh();
      await store.add(active('ana@tkanica.hr'));
      await store.add(member('vesna@tkanica.hr', { pendingTotpSecret: 'v1.shown' }));
      expect(await store.disable('ana@tkanica.hr', 'INVITED')).toBe('changed');
      expect(await store.disable('ana@tkanica.hr', 'ACTIVE')).toBe('disabled');
      expect(await store.byEmail('ana@tkanica.hr')).toEqual(active('ana@tkanica.hr', { status: 'DISABLED', tokenVersion: 1 }));
      expect(await store.disable('vesna@tkanica.hr', 'INVITED')).toBe('disabled');
      const { invitation: _, ...withoutLink } = member('vesna@tkanica.hr', { status: 'DISABLED', tokenVersion: 1 });
      expect(await store.byEmail('vesna@tkanica.hr')).toEqual(withoutLink);
      expect(await store.disable('nobody@tkanica.hr', 'ACTIVE')).toBe('changed');
    });

    it('invites an account still as read anew: password, second factor and sessions dropped', async () => {
      const { staff: store } = await fresh();
      await store.add(active('ana@tkanica.hr', { lastTotpStep: 100 }));
      expect(await store.reopenInvitation('ana@tkanica.hr', 'DISABLED', invitation('new'))).toBe('changed');
      expect(await store.reopenInvitation('ana@tkanica.hr', 'ACTIVE', invitation('new'))).toBe('reopened');
      expect(await store.byEmail('ana@tkanica.hr')).toEqual(member('ana@tkanica.hr', { invitation: invitation('new'), tokenVersion: 1 }));
      expect(await store.reopenInvitation('nobody@tkanica.hr', 'ACTIVE', invitation('new'))).toBe('changed');
    });

    it('signs an account out everywhere by raising its token version; no account is an error', async () => {
      const { staff: store } = await fresh();
      await store.add(active('ana@tkanica.hr', { tokenVersion: 3 }));
      await store.signOutEverywhere('Ana@tkanica.hr');
      expect((await store.byEmail('ana@tkanica.hr'))?.tokenVersion).toBe(4);
      await expect(store.signOutEverywhere('nobody@tkanica.hr')).rejects.toThrow();
      expect(await store.byEmail('nobody@tkanica.hr')).toBeUndefined();
    });

    it('has no staff powers set until an owner sets them, then the last ones set', async () => {
      const { staff: store } = await fresh();
      expect(await store.powers()).toBeUndefined();
      const set = { maxDiscountPercent: 20, maxRefund: 5_000, updatedAt: '2026-11-02T08:00:00.000Z', updatedBy: 'ana@tkanica.hr' };
      await store.setPowers(set);
      await store.setPowers({ ...set, maxRefund: 7_500 });
      expect(await store.powers()).toEqual({ ...set, maxRefund: 7_500 });
      expect(await store.all()).toEqual([]);
    });
  });

  describe(`an audit log: ${name}`, () => {
    const entry = (at: string, id: string, subject = 'o-1', overrides: Partial<AuditEntry> = {}): AuditEntry => ({
      id,
      at,
      staff: { id: 'staff-1', email: 'vesna@tkanica.hr', role: 'staff' },
      action: 'orders.packed',
      subject: { kind: 'order', id: subject },
      ...overrides,
    });
    const ids = (part: AuditPart | 'unknownPosition') => (part === 'unknownPosition' ? part : part.entries.map((e) => e.id));

    it('keeps entries as given, read by month and by subject, newest first', async () => {
      const { audit } = await fresh();
      const packed = entry('2026-11-02T08:00:00.000Z', 'a', 'o-1', { before: { status: 'PAID' }, after: { status: 'PACKED' } });
      await audit.append(entry('2026-10-31T23:59:00.000Z', 'z', 'o-2'));
      await audit.append(packed);
      await audit.append(entry('2026-11-03T08:00:00.000Z', 'b', 'o-2'));
      await audit.append(entry('2026-12-01T00:00:00.000Z', 'c', 'o-1'));

      expect(await audit.month('2026-11', 10)).toEqual({ entries: [entry('2026-11-03T08:00:00.000Z', 'b', 'o-2'), packed] });
      expect(ids(await audit.month('2026-10', 10))).toEqual(['z']);
      expect(ids(await audit.month('2026-09', 10))).toEqual([]);
      expect(ids(await audit.subject('order#o-1', 10))).toEqual(['c', 'a']);
      expect(ids(await audit.subject('order#o-2', 10))).toEqual(['b', 'z']);
      expect(ids(await audit.subject('product#o-1', 10))).toEqual([]);
    });

    it('never writes over an entry: one of the same instant and id is an error', async () => {
      const { audit } = await fresh();
      await audit.append(entry('2026-11-02T08:00:00.000Z', 'a'));
      await expect(audit.append(entry('2026-11-02T08:00:00.000Z', 'a', 'o-9'))).rejects.toThrow();
      expect(await audit.month('2026-11', 10)).toEqual({ entries: [entry('2026-11-02T08:00:00.000Z', 'a')] });
    });

    it('reads in parts, each going on from where the one before stopped; a position of another month is not taken', async () => {
      const { audit } = await fresh();
      for (let i = 0; i < 5; i++) await audit.append(entry(`2026-11-0${i + 1}T08:00:00.000Z`, `e${i}`, 'o-1'));
      const first = await audit.month('2026-11', 2);
      if (first === 'unknownPosition' || !first.next) throw new Error('no part');
      expect(ids(first)).toEqual(['e4', 'e3']);
      const second = await audit.month('2026-11', 2, first.next);
      if (second === 'unknownPosition' || !second.next) throw new Error('no part');
      expect(ids(second)).toEqual(['e2', 'e1']);
      const last = await audit.month('2026-11', 5, second.next);
      expect(last).toEqual({ entries: [entry('2026-11-01T08:00:00.000Z', 'e0', 'o-1')] });
      expect(await audit.month('2026-10', 2, first.next)).toBe('unknownPosition');

      // As long as asked, it says where it stopped, even with nothing after it.
      const all = await audit.month('2026-11', 5);
      if (all === 'unknownPosition' || !all.next) throw new Error('no position');
      expect(ids(await audit.month('2026-11', 5, all.next))).toEqual([]);

      const bySubject = await audit.subject('order#o-1', 3);
      expect(ids(bySubject)).toEqual(['e4', 'e3', 'e2']);
      expect(ids(await audit.subject('order#o-1', 3, bySubject.next))).toEqual(['e1', 'e0']);
    });
  });
}
