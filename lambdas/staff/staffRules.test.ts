import { ADMIN_MESSAGES as M, type StaffRole } from '@shop/shared/contract/admin';
import { STAFF_POWER_DEFAULTS } from '@shop/shared/contract/adminStaffPowers';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FIXTURE_HASH_COST } from '../accounts/accountFixture.ts';
import { hashPasswordAt } from '../accounts/passwordHash.ts';
import { createFakeMailer } from '../platform/mailer.ts';
import { memoryPasswordDoor } from '../testing/memoryThrottle.ts';
import { readAudit, recordAudit } from './auditLog.ts';
import { acceptInvitation, type EnrolmentPorts, openInvitation } from './enrolment.ts';
import { disableStaff, INVITATION_HOURS, type InvitationPorts, inviteStaff, reinviteStaff } from './invitations.ts';
import { memoryAuditLog } from './memoryAuditLog.ts';
import { STAFF } from './messages.ts';
import { memoryStaffStore } from './memoryStaffStore.ts';
import { STAFF_SIGN_IN_FAILURES_PER_ACCOUNT_AND_CLIENT, STAFF_SIGN_IN_FAILURES_PER_CLIENT, type SignInPorts, signIn } from './signIn.ts';
import { activeStaff, STAFF_PASSWORD } from './staffFixture.ts';
import { changeStaffPowers, type MoneyAct, requireMoneyPower } from './staffPowers.ts';
import type { StaffRecord } from './staffRecord.ts';
import { staffList, staffPowersOf } from './staffStore.ts';
import { issueStaffToken, requireStaff, STAFF_TOKEN_LIFETIME_SECONDS } from './staffToken.ts';
import { TOTP_PERIOD_SECONDS, totpCode } from './totp.ts';

/**
 * The staff's rules on the in-memory store and audit log (proven by the same contract as the
 * DynamoDB adapters: staffStoreContract.ts) and the door's throttle in memory, so each runs in
 * milliseconds: an invitation's link once and in time, a TOTP code once, the door's lockout, the
 * end of a session, who may do what, and what each owner's action writes to the audit log.
 */

/** A quarter of an hour's start (the door's windows), 15 s into a TOTP step. */
const NOW = new Date('2026-11-02T08:00:15.000Z');
const STEP_MS = TOTP_PERIOD_SECONDS * 1000;
const at = (ms: number) => new Date(NOW.getTime() + ms);
const OWNER = { id: 'owner-1', email: 'ana@tkanica.hr', role: 'owner' as const };
const EMAIL = 'vesna@tkanica.hr';
/** A cursor the audit log did not give out. */
const UNKNOWN_PAGE = { statusCode: 400, said: STAFF.auditPageUnknown };

/** The back office with its accounts and audit log in memory, a fake mailer, and the door counting in memory. */
function backOffice() {
  const staff = memoryStaffStore();
  const audit = memoryAuditLog();
  const mailer = createFakeMailer();
  const ports: InvitationPorts = { staff, audit, mailer, shopUrl: 'https://tkanica.hr' };
  const enrolment: EnrolmentPorts = { staff, hashPassword: (password) => hashPasswordAt(password, FIXTURE_HASH_COST) };
  const door: SignInPorts = { staff, door: memoryPasswordDoor() };
  const member = (overrides: Partial<StaffRecord> = {}) => activeStaff({ email: EMAIL, ...overrides }, staff, NOW);
  /** Invites Vesna as the owner, and the link's parts. */
  const invite = async (now = NOW, role: StaffRole = 'staff') => {
    const invited = await inviteStaff({ email: EMAIL, name: 'Vesna', role }, OWNER, now, ports);
    const [staffId, code] = (invited.link.split('/admin/invitation/')[1] ?? '').split('/') as [string, string];
    return { ...invited, staffId, code };
  };
  /** The HTTP status a sign-in is answered with (200 with a session). */
  const signInStatus = (body: { email?: string; password?: string; totpCode: string }, client: string, now: Date) =>
    signIn({ email: EMAIL, password: STAFF_PASSWORD, ...body }, client, now, door).then(
      () => 200,
      (error: { statusCode?: number }) => error.statusCode,
    );
  const check = (token: string, role: StaffRole, now = NOW) =>
    requireStaff(staff, { authorization: `Bearer ${token}` }, role, now).then(
      (found) => found.email,
      (error: { statusCode?: number; said?: { code: string }; message: string }) =>
        `${error.statusCode} ${error.said?.code} ${error.message}`,
    );
  const entries = () => audit.entries().map((entry) => ({ action: entry.action, by: entry.staff.email, about: entry.subject.id }));
  return { staff, audit, mailer, ports, enrolment, door, member, invite, signInStatus, check, entries };
}

const secretOf = (otpauthUri: string) => new URL(otpauthUri).searchParams.get('secret') as string;

describe('an invitation', () => {
  it('mails a link that shows one secret until accepted, takes a first code of it, and then opens nothing', async () => {
    const office = backOffice();
    const { staffId, code, link, staff } = await office.invite();
    expect(office.mailer.sent).toMatchObject([{ to: EMAIL }]);
    expect(office.mailer.sent[0]?.text).toContain(link);
    expect(await office.staff.byId(staffId)).toMatchObject({ status: 'INVITED', invitedBy: OWNER.email });
    expect(office.entries()).toEqual([{ action: 'staff.invite', by: OWNER.email, about: staff.id }]);

    const opened = await openInvitation({ staffId, code }, at(60_000), office.enrolment);
    expect(opened).toMatchObject({ email: EMAIL, name: 'Vesna', role: 'staff' });
    expect((await openInvitation({ staffId, code }, at(120_000), office.enrolment)).otpauthUri).toBe(opened.otpauthUri);
    const secret = secretOf(opened.otpauthUri);

    const accept = (totp: string, now = at(STEP_MS * 10)) =>
      acceptInvitation({ staffId, code, password: STAFF_PASSWORD, totpCode: totp }, now, office.enrolment);
    const later = at(STEP_MS * 10);
    await expect(accept(totpCode(secret, at(STEP_MS * 20)))).rejects.toMatchObject({
      statusCode: 400,
      message: M.codeWrong,
      said: { code: 'staff.codeWrong' },
    });
    expect((await office.staff.byId(staffId))?.status).toBe('INVITED');

    const session = await accept(totpCode(secret, later));
    expect(session.staff).toEqual({ id: staffId, email: EMAIL, name: 'Vesna', role: 'staff', status: 'ACTIVE' });
    expect(await office.check(session.token, 'staff', later)).toBe(EMAIL);
    // The link is used up, whatever the code.
    await expect(accept(totpCode(secret, at(STEP_MS * 11)), at(STEP_MS * 11))).rejects.toMatchObject({
      message: M.invitationInvalid,
      said: { code: 'staff.invitationInvalid' },
    });
    await expect(openInvitation({ staffId, code }, later, office.enrolment)).rejects.toMatchObject({
      message: M.invitationInvalid,
      said: { code: 'staff.invitationInvalid' },
    });
    // The code that accepted it is taken: it does not sign in; the next step's does, with the password chosen.
    expect(await office.signInStatus({ totpCode: totpCode(secret, later) }, '192.0.2.1', later)).toBe(401);
    expect(await office.signInStatus({ totpCode: totpCode(secret, at(STEP_MS * 11)) }, '192.0.2.1', at(STEP_MS * 11))).toBe(200);
  });

  it(`works until ${INVITATION_HOURS} hours after it was sent, to the millisecond, and says when it has expired`, async () => {
    const office = backOffice();
    const { staffId, code } = await office.invite();
    const lasts = INVITATION_HOURS * 3_600_000;
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 2 * lasts }), async (after) => {
        const opened = openInvitation({ staffId, code }, at(after), office.enrolment);
        if (after < lasts) await expect(opened).resolves.toMatchObject({ email: EMAIL });
        else
          await expect(opened).rejects.toMatchObject({
            statusCode: 400,
            message: M.invitationExpired,
            said: { code: 'staff.invitationExpired' },
          });
      }),
      { examples: [[lasts - 1], [lasts], [0]] },
    );
    const late = at(lasts);
    await expect(
      acceptInvitation({ staffId, code, password: STAFF_PASSWORD, totpCode: '000000' }, late, office.enrolment),
    ).rejects.toMatchObject({ message: M.invitationExpired, said: { code: 'staff.invitationExpired' } });
  });

  it('is sent anew to someone still invited (the old link stops working), and refused, mailing nothing, to someone with an account', async () => {
    const office = backOffice();
    const first = await office.invite();
    const second = await office.invite(at(60_000));
    expect(second.staffId).toBe(first.staffId);
    await expect(openInvitation(first, at(120_000), office.enrolment)).rejects.toMatchObject({
      message: M.invitationInvalid,
      said: { code: 'staff.invitationInvalid' },
    });
    await expect(openInvitation(second, at(120_000), office.enrolment)).resolves.toMatchObject({ email: EMAIL });
    await expect(openInvitation({ staffId: 'nobody', code: second.code }, NOW, office.enrolment)).rejects.toMatchObject({
      message: M.invitationInvalid,
      said: { code: 'staff.invitationInvalid' },
    });

    const other = backOffice();
    for (const status of ['ACTIVE', 'DISABLED'] as const) {
      const email = `${status.toLowerCase()}@tkanica.hr`;
      await other.member({ status, email, id: status });
      await expect(inviteStaff({ email, name: 'Ana', role: 'owner' }, OWNER, NOW, other.ports)).rejects.toMatchObject({
        statusCode: 409,
        message: M.alreadyStaff,
        said: { code: 'staff.alreadyStaff' },
      });
      expect(await other.staff.byEmail(email)).toMatchObject({ status, id: status });
    }
    expect(other.mailer.sent).toEqual([]);
    expect(other.entries()).toEqual([]);
    expect(office.entries().map((entry) => entry.action)).toEqual(['staff.invite', 'staff.invite']);
  });
});

describe('signing in', () => {
  it('takes a code of its own step or one either side, once, and only for a step later than the last one taken', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ wait: fc.integer({ min: 0, max: 3 }), offset: fc.integer({ min: -2, max: 2 }) }), {
          minLength: 1,
          maxLength: 8,
        }),
        async (attempts) => {
          const office = backOffice();
          const { secret } = await office.member();
          let now = NOW.getTime();
          let lastTaken: number | undefined;
          for (const [i, { wait, offset }] of attempts.entries()) {
            now += wait * STEP_MS;
            const step = Math.floor(now / STEP_MS) + offset;
            const code = totpCode(secret, new Date(step * STEP_MS));
            // Another step's code that happens to be the same six digits says nothing of this rule.
            const near = [-2, -1, 0, 1, 2].filter((d) => d !== offset).map((d) => totpCode(secret, new Date(now + d * STEP_MS)));
            if (near.includes(code)) continue;
            const expected = Math.abs(offset) <= 1 && (lastTaken === undefined || step > lastTaken) ? 200 : 401;
            // Each from a client of its own: the throttle is another rule.
            expect(await office.signInStatus({ totpCode: code }, `198.51.100.${i}`, new Date(now))).toBe(expected);
            if (expected === 200) lastTaken = step;
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  it('wants the password, the code and an active account, and answers alike whichever was wrong', async () => {
    const office = backOffice();
    const { secret } = await office.member();
    const code = totpCode(secret, NOW);
    const failed = { statusCode: 401, message: M.signInFailed, said: { code: 'staff.signInFailed' } };
    const attempt = (body: { email?: string; password?: string; totpCode: string }) =>
      signIn({ email: EMAIL, password: STAFF_PASSWORD, ...body }, '192.0.2.1', NOW, office.door);
    await expect(attempt({ password: 'not-the-password', totpCode: code })).rejects.toMatchObject(failed);
    await expect(attempt({ totpCode: String((Number(code) + 1) % 1_000_000).padStart(6, '0') })).rejects.toMatchObject(failed);
    for (const status of ['INVITED', 'DISABLED'] as const) {
      const { secret: theirs } = await office.member({ email: `${status.toLowerCase()}@tkanica.hr`, status });
      await expect(attempt({ email: `${status.toLowerCase()}@tkanica.hr`, totpCode: totpCode(theirs, NOW) })).rejects.toMatchObject(failed);
    }
    // None of these took the code.
    await expect(attempt({ email: 'Vesna@Tkanica.hr', totpCode: code })).resolves.toMatchObject({ staff: { email: EMAIL } });
  });

  it('is refused before the password is read once a client has failed five times on an account since its last success, or twenty in all', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.boolean(), { maxLength: 24 }), async (rights) => {
        const office = backOffice();
        const { secret } = await office.member();
        let own = 0;
        let all = 0;
        for (const [i, right] of rights.entries()) {
          const now = at(i * STEP_MS);
          const refused = own >= STAFF_SIGN_IN_FAILURES_PER_ACCOUNT_AND_CLIENT.limit || all >= STAFF_SIGN_IN_FAILURES_PER_CLIENT.limit;
          const expected = refused ? 429 : right ? 200 : 401;
          const body = right ? { totpCode: totpCode(secret, now) } : { password: `guess-${i}`, totpCode: '000000' };
          expect(await office.signInStatus(body, '192.0.2.7', now)).toBe(expected);
          if (expected === 200) own = 0;
          if (expected === 401) {
            own += 1;
            all += 1;
          }
        }
      }),
      { numRuns: 25 },
    );
  });

  it('keeps out only the client that failed: another gets in with the same code, and a known one past the account’s ceiling', async () => {
    const office = backOffice();
    const { secret } = await office.member({ role: 'owner' });
    const OWNERS_COMPUTER = '192.0.2.10';
    expect(await office.signInStatus({ totpCode: totpCode(secret, NOW) }, OWNERS_COMPUTER, NOW)).toBe(200);

    const guess = (i: number, client: string, now: Date) =>
      office.signInStatus({ password: `guess-${i}`, totpCode: '000000' }, client, now);
    for (let i = 0; i < 5; i++) expect(await guess(i, '198.51.100.1', at(STEP_MS))).toBe(401);
    const code = totpCode(secret, at(STEP_MS * 2));
    await expect(
      signIn({ email: EMAIL, password: STAFF_PASSWORD, totpCode: code }, '198.51.100.1', at(STEP_MS * 2), office.door),
    ).rejects.toMatchObject({
      statusCode: 429,
      message: expect.stringMatching(/^Too many failed sign-ins\. Please try again in \d+ minutes?\.$/),
    });
    expect(await office.signInStatus({ totpCode: code }, '198.51.100.2', at(STEP_MS * 2))).toBe(200);

    // Ten addresses, five guesses each: the account's ceiling of fifty.
    for (let client = 3; client <= 11; client++) for (let i = 0; i < 5; i++) await guess(i, `198.51.100.${client}`, at(STEP_MS * 3));
    expect(await office.signInStatus({ totpCode: totpCode(secret, at(STEP_MS * 4)) }, '203.0.113.7', at(STEP_MS * 4))).toBe(429);
    expect(await office.signInStatus({ totpCode: totpCode(secret, at(STEP_MS * 4)) }, OWNERS_COMPUTER, at(STEP_MS * 4))).toBe(200);
  });
});

describe('a session', () => {
  it('opens the routes of its role, for a working day, and ends when its member signs out, is disabled or is invited anew', async () => {
    const office = backOffice();
    const owner = await activeStaff({ ...OWNER, name: 'Ana' }, office.staff, NOW);
    const vesna = await office.member();
    expect(await office.check(vesna.token, 'staff')).toBe(EMAIL);
    expect(await office.check(vesna.token, 'owner')).toBe(`403 staff.ownerOnly ${M.ownerOnly}`);
    expect(await office.check(owner.token, 'staff')).toBe(OWNER.email);
    expect(await office.check(owner.token, 'owner')).toBe(OWNER.email);
    expect(await office.check(vesna.token, 'staff', at(STAFF_TOKEN_LIFETIME_SECONDS * 1000))).toBe(
      `401 staff.signInRequired ${M.signInRequired}`,
    );
    expect(await office.check('not-a-token', 'staff')).toBe(`401 staff.signInRequired ${M.signInRequired}`);

    await office.staff.signOutEverywhere(EMAIL);
    expect(await office.check(vesna.token, 'staff')).toBe(`401 staff.signInRequired ${M.signInRequired}`);
    const { token } = await issueStaffToken((await office.staff.byEmail(EMAIL)) as StaffRecord, NOW);
    expect(await office.check(token, 'staff')).toBe(EMAIL);

    await disableStaff(owner.staff, vesna.staff.id, NOW, office.ports);
    expect(await office.check(token, 'staff')).toBe(`401 staff.signInRequired ${M.signInRequired}`);
    // Nor does a token issued after it open anything: the account is not active.
    const { token: afterwards } = await issueStaffToken((await office.staff.byEmail(EMAIL)) as StaffRecord, NOW);
    expect(await office.check(afterwards, 'staff')).toBe(`401 staff.signInRequired ${M.signInRequired}`);

    const iva = await office.member({ email: 'iva@tkanica.hr' });
    expect(await office.check(iva.token, 'staff')).toBe('iva@tkanica.hr');
    await reinviteStaff(owner.staff, iva.staff.id, NOW, office.ports);
    expect(await office.check(iva.token, 'staff')).toBe(`401 staff.signInRequired ${M.signInRequired}`);
  });
});

describe('an owner’s hold on another account', () => {
  it('disables it once, with one audit entry of it before and after; never their own account, nor an unknown one', async () => {
    const office = backOffice();
    const vesna = await office.member();
    const owner = await activeStaff({ ...OWNER, name: 'Ana' }, office.staff, NOW);
    await expect(disableStaff(owner.staff, owner.staff.id, NOW, office.ports)).rejects.toMatchObject({
      statusCode: 409,
      message: M.notYourself,
      said: { code: 'staff.notYourself' },
    });
    await expect(reinviteStaff(owner.staff, owner.staff.id, NOW, office.ports)).rejects.toMatchObject({
      message: M.notYourself,
      said: { code: 'staff.notYourself' },
    });
    await expect(disableStaff(owner.staff, 'no-such-id', NOW, office.ports)).rejects.toMatchObject({
      statusCode: 404,
      message: M.noSuchStaff,
      said: { code: 'staff.noSuchStaff' },
    });
    expect(office.entries()).toEqual([]);

    expect(await disableStaff(owner.staff, vesna.staff.id, NOW, office.ports)).toMatchObject({
      changed: true,
      staff: { status: 'DISABLED' },
    });
    expect(await disableStaff(owner.staff, vesna.staff.id, at(60_000), office.ports)).toMatchObject({ changed: false });
    expect(office.audit.entries()).toEqual([
      expect.objectContaining({
        action: 'staff.disable',
        staff: { id: OWNER.id, email: OWNER.email, role: 'owner' },
        subject: { kind: 'staff', id: vesna.staff.id },
        before: expect.objectContaining({ status: 'ACTIVE' }),
        after: expect.objectContaining({ status: 'DISABLED' }),
      }),
    ]);
    expect(await office.signInStatus({ totpCode: vesna.code(at(STEP_MS)) }, '192.0.2.1', at(STEP_MS))).toBe(401);
    expect((await staffList(office.staff)).map((view) => `${view.email} ${view.status}`)).toEqual([
      'ana@tkanica.hr ACTIVE',
      'vesna@tkanica.hr DISABLED',
    ]);
  });

  it('invites it anew: password and authenticator dropped, and a link that sets both again; audited before and after', async () => {
    const office = backOffice();
    const vesna = await office.member();
    const owner = await activeStaff({ ...OWNER, name: 'Ana' }, office.staff, NOW);
    await disableStaff(owner.staff, vesna.staff.id, NOW, office.ports);
    const invited = await reinviteStaff(owner.staff, vesna.staff.id, at(60_000), office.ports);
    expect(invited.staff).toMatchObject({ status: 'INVITED' });
    const stored = await office.staff.byEmail(EMAIL);
    expect(stored).toMatchObject({ status: 'INVITED' });
    expect(stored).not.toHaveProperty('passwordHash');
    expect(stored).not.toHaveProperty('totpSecret');
    expect(office.mailer.sent).toMatchObject([{ to: EMAIL }]);
    expect(office.audit.entries().map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ['staff.reinvite', expect.objectContaining({ status: 'DISABLED' }), expect.objectContaining({ status: 'INVITED' })],
      ['staff.disable', expect.objectContaining({ status: 'ACTIVE' }), expect.objectContaining({ status: 'DISABLED' })],
    ]);

    // The new link sets a new secret and password (the old ones are gone: above), which sign in.
    const [staffId, code] = (invited.link.split('/admin/invitation/')[1] ?? '').split('/') as [string, string];
    const secret = secretOf((await openInvitation({ staffId, code }, at(STEP_MS * 5), office.enrolment)).otpauthUri);
    expect(secret).not.toBe(vesna.secret);
    await acceptInvitation(
      { staffId, code, password: 'a-new-password-2026', totpCode: totpCode(secret, at(STEP_MS * 6)) },
      at(STEP_MS * 6),
      office.enrolment,
    );
    const now = at(STEP_MS * 7);
    expect(await office.signInStatus({ password: 'a-new-password-2026', totpCode: totpCode(secret, now) }, '192.0.2.1', now)).toBe(200);
  });
});

describe('the staff powers', () => {
  const act = fc.oneof(
    fc.record({
      kind: fc.constant('discountCode' as const),
      percent: fc.integer({ min: 1, max: 100 }),
      usageLimit: fc.option(fc.integer({ min: 1, max: 1000 }), { nil: undefined }),
    }),
    fc.record({ kind: fc.constant('refund' as const), amount: fc.integer({ min: 1, max: 20_000_000 }) }),
    fc.record({ kind: fc.constant('giftCard' as const) }),
  );

  it('let an owner do anything with money, and staff what is within the ceilings, with a usage limit, and no gift card', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({ maxDiscountPercent: fc.integer({ min: 0, max: 100 }), maxRefund: fc.integer({ min: 0, max: 10_000_000 }) }),
        act,
        async (ceilings, wanted: MoneyAct) => {
          const office = backOffice();
          await changeStaffPowers(ceilings, OWNER, NOW, office.ports);
          await expect(requireMoneyPower(office.staff, { role: 'owner' }, wanted)).resolves.toBeUndefined();
          const fields =
            wanted.kind === 'discountCode'
              ? [
                  ...(wanted.percent > ceilings.maxDiscountPercent ? ['percent'] : []),
                  ...(wanted.usageLimit === undefined ? ['usageLimit'] : []),
                ]
              : wanted.kind === 'refund'
                ? wanted.amount > ceilings.maxRefund
                  ? ['amount']
                  : []
                : ['amount'];
          const asStaff = requireMoneyPower(office.staff, { role: 'staff' }, wanted);
          if (fields.length === 0) await expect(asStaff).resolves.toBeUndefined();
          else {
            const refused = await asStaff.then(
              () => undefined,
              (error: { statusCode: number; said?: { code: string }; errors?: Record<string, { code: string }> }) => error,
            );
            expect(refused?.statusCode).toBe(403);
            expect(refused?.said?.code).toBe('staff.ownerOnlyActs');
            expect(Object.keys(refused?.errors ?? {}).sort()).toEqual(fields.sort());
            for (const said of Object.values(refused?.errors ?? {})) expect(said.code).toBe('staff.ownerOnlyActs');
          }
        },
      ),
      {
        examples: [
          [
            { maxDiscountPercent: 30, maxRefund: 10_000 },
            { kind: 'refund', amount: 10_000 },
          ],
        ],
      },
    );
  });

  it('are the defaults until an owner sets them, hold from then on, and each change is audited before and after', async () => {
    const office = backOffice();
    expect(await staffPowersOf(office.staff)).toEqual(STAFF_POWER_DEFAULTS);
    const code = { kind: 'discountCode' as const, percent: 25, usageLimit: 10 };
    await expect(requireMoneyPower(office.staff, { role: 'staff' }, code)).resolves.toBeUndefined();

    const after = await changeStaffPowers({ maxDiscountPercent: 20 }, OWNER, NOW, office.ports);
    expect(after).toMatchObject({
      maxDiscountPercent: 20,
      maxRefund: STAFF_POWER_DEFAULTS.maxRefund,
      updatedBy: OWNER.email,
      updatedAt: NOW.toISOString(),
    });
    expect(after.ownerOnly[0]).toBe('Only an owner may create a code above 20 %.');
    await expect(requireMoneyPower(office.staff, { role: 'staff' }, code)).rejects.toMatchObject({
      statusCode: 403,
      message: 'Only an owner may create a code above 20 %.',
      said: { code: 'staff.ownerOnlyActs' },
      errors: { percent: STAFF.ownerOnlyActs({ acts: ['create a code above 20 %'] }) },
    });
    expect(office.audit.entries()).toEqual([
      expect.objectContaining({
        action: 'settings.staffPowers',
        staff: { id: OWNER.id, email: OWNER.email, role: 'owner' },
        subject: { kind: 'settings', id: 'staffPowers' },
        before: expect.objectContaining({ maxDiscountPercent: 30 }),
        after: expect.objectContaining({ maxDiscountPercent: 20, updatedBy: OWNER.email }),
      }),
    ]);
  });
});

describe('the audit log', () => {
  it('reads every entry once, newest first, fifty a page, across months and the empty ones between', async () => {
    const MINUTE = 60_000;
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: 0, max: 600 * 24 * 60 }), { maxLength: 130 }), async (minutesBefore) => {
        const { audit } = backOffice();
        for (const [i, minutes] of minutesBefore.entries()) {
          await recordAudit(audit, OWNER, { action: 'orders.packed', subject: { kind: 'order', id: `o-${i}` } }, at(-minutes * MINUTE));
        }
        const pages = [await readAudit(audit, {}, NOW)];
        for (let page = pages[0]; page?.next; page = pages.at(-1)) pages.push(await readAudit(audit, { cursor: page.next }, NOW));
        const read = pages.flatMap((page) => page.data);
        expect(read.map((entry) => entry.id)).toEqual(audit.entries().map((entry) => entry.id));
        expect(read).toHaveLength(minutesBefore.length);
        expect(pages.filter((page) => page.next).every((page) => page.data.length === 50)).toBe(true);
      }),
      { numRuns: 30 },
    );
  });

  it('reads one subject’s entries, and takes no cursor it did not give out', async () => {
    const { audit } = backOffice();
    for (let i = 0; i < 55; i++) {
      await recordAudit(audit, OWNER, { action: 'orders.packed', subject: { kind: 'order', id: i % 2 ? 'odd' : 'even' } }, at(i * 60_000));
    }
    const odd = await readAudit(audit, { subject: 'order#odd' }, NOW);
    expect(odd.data).toHaveLength(27);
    expect(odd.data.every((entry) => entry.subject.id === 'odd')).toBe(true);
    const first = await readAudit(audit, {}, at(3_600_000));
    const forged = (cursor: unknown) => Buffer.from(JSON.stringify(cursor)).toString('base64url');
    const month = JSON.parse(Buffer.from(first.next as string, 'base64url').toString('utf8'));
    for (const cursor of [
      forged({ ...month, month: '2026-10' }),
      forged({ month: 'November', key: {} }),
      forged({ month: '2026-11', key: { a: '1', b: '2', c: '3', d: '4', e: '5' } }),
      forged({ month: '2026-11', key: { after: 7 } }),
      'not-base64-json',
    ]) {
      await expect(readAudit(audit, { cursor }, NOW)).rejects.toMatchObject(UNKNOWN_PAGE);
    }
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 200 }), async (cursor) => {
        await expect(readAudit(audit, { cursor }, NOW)).rejects.toMatchObject(UNKNOWN_PAGE);
      }),
    );
  });
});
