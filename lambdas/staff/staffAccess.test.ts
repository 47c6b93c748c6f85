import { ADMIN_MESSAGES as M } from '@shop/shared/contract/admin';
import { recordSes } from '../testing/sesRecorder.ts';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { clearTables } from '../../test/tables.ts';
import { handler as staffDesk } from '../admin/handlers/staffDesk.ts';
import { invokeRoute } from '../testing/invoke.ts';
import { readAudit } from './auditLog.ts';
import { shopAuditReader, shopStaff } from './staffAdapters.ts';
import { handler as staffDoor } from './handlers/staffDoor.ts';
import { activeStaff, STAFF_PASSWORD } from './staffFixture.ts';
import { sentMail } from '../testing/sentMail.ts';

/** An owner's hold on other accounts: disabling one, and inviting one anew (a lost phone, or back after being disabled). */
const ses = recordSes();
beforeEach(async () => {
  await clearTables('staff', 'audit');
  ses.reset();
  ses.resolves({ MessageId: 'ses-staff-1' });
});
afterAll(() => ses.restore());

const later = (steps: number) => new Date(Date.now() + steps * 30_000);
const me = (headers: Record<string, string>) => invokeRoute('GET /api/admin/me', staffDesk, { headers });
const signIn = (body: unknown) => invokeRoute('POST /api/staff/signIn', staffDoor, { body });
const act = (verb: 'disable' | 'reinvite', id: string, headers: Record<string, string>) =>
  invokeRoute(`POST /api/admin/staff/{id}/${verb}`, staffDesk, { params: { id }, headers });
const auditActions = async () => (await readAudit(shopAuditReader, {}, new Date())).data.map((entry) => entry.action);

describe('disabling a staff member', () => {
  it('ends their sessions and sign-ins at once, once, with one audit entry', async () => {
    const ana = await activeStaff({ email: 'ana@tkanica.hr', role: 'owner' });
    const vesna = await activeStaff({ email: 'vesna@tkanica.hr' });
    expect(await me(vesna.headers)).toMatchObject({ status: 200 });

    const disabled = await act('disable', vesna.staff.id, ana.headers);
    expect(disabled).toMatchObject({ status: 200, body: { changed: true, staff: { email: 'vesna@tkanica.hr', status: 'DISABLED' } } });
    expect(await me(vesna.headers)).toMatchObject({ status: 401, body: { message: M.signInRequired, code: 'staff.signInRequired' } });
    expect(await signIn({ email: 'vesna@tkanica.hr', password: STAFF_PASSWORD, totpCode: vesna.code(later(1)) })).toMatchObject({
      status: 401,
      body: { message: M.signInFailed, code: 'staff.signInFailed' },
    });
    // Again: nothing to change, nothing written.
    expect(await act('disable', vesna.staff.id, ana.headers)).toMatchObject({ status: 200, body: { changed: false } });
    expect(await auditActions()).toEqual(['staff.disable']);
  });

  it('is refused for one’s own account and for an unknown one, changing nothing', async () => {
    const ana = await activeStaff({ email: 'ana@tkanica.hr', role: 'owner' });
    expect(await act('disable', ana.staff.id, ana.headers)).toMatchObject({
      status: 409,
      body: { message: M.notYourself, code: 'staff.notYourself' },
    });
    expect(await act('reinvite', ana.staff.id, ana.headers)).toMatchObject({
      status: 409,
      body: { message: M.notYourself, code: 'staff.notYourself' },
    });
    expect(await act('disable', 'no-such-id', ana.headers)).toMatchObject({
      status: 404,
      body: { message: M.noSuchStaff, code: 'staff.noSuchStaff' },
    });
    expect(await me(ana.headers)).toMatchObject({ status: 200 });
    expect((await shopStaff.byEmail('ana@tkanica.hr'))?.status).toBe('ACTIVE');
    expect(await auditActions()).toEqual([]);
  });
});

describe('inviting a staff member anew', () => {
  it('drops their password and authenticator, ends their sessions, and mails a link that sets both again', async () => {
    const ana = await activeStaff({ email: 'ana@tkanica.hr', role: 'owner' });
    const vesna = await activeStaff({ email: 'vesna@tkanica.hr' });
    await act('disable', vesna.staff.id, ana.headers);

    const reinvited = await act('reinvite', vesna.staff.id, ana.headers);
    expect(reinvited).toMatchObject({ status: 200, body: { changed: true, staff: { status: 'INVITED' } } });
    expect(Date.parse(reinvited.body.expiresAt)).toBeGreaterThan(Date.now());
    const mail = sentMail(ses.calls[0]);
    expect(mail.to).toEqual(['vesna@tkanica.hr']);
    expect(mail.text).toMatch(/\/admin\/invitation\//);
    const stored = await shopStaff.byEmail('vesna@tkanica.hr');
    expect(stored).toMatchObject({ status: 'INVITED' });
    expect(stored?.passwordHash).toBeUndefined();
    expect(stored?.totpSecret).toBeUndefined();
    // The old password and app open nothing until the new link is used.
    expect(await signIn({ email: 'vesna@tkanica.hr', password: STAFF_PASSWORD, totpCode: vesna.code(later(1)) })).toMatchObject({
      status: 401,
    });
    expect(await me(vesna.headers)).toMatchObject({ status: 401 });
    expect(await auditActions()).toEqual(['staff.reinvite', 'staff.disable']);
  });
});
