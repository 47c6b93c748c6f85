import { ACCOUNT_MESSAGES_IN_CROATIAN } from '@shop/shared/contract/accountMessagesInCroatian';
import { ACCOUNT_MESSAGES as M } from '@shop/shared/contract/accounts';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearTables } from '../../test/tables.ts';
import { invoke } from '../testing/invoke.ts';
import { ADDRESS as address, bearer, putAccount } from './accountFixture.ts';
import { accountByEmail as getAccountByEmail } from './dynamoAccountReader.ts';
import { handler as meHandler } from './handlers/me.ts';
import { handler as updateMeHandler } from './handlers/updateMe.ts';
import { issueToken } from './sessionToken.ts';

const EMAIL = 'ana@example.hr';
let token: string;

beforeAll(async () => {
  token = await issueToken({ id: 'ana-1' }, new Date());
});

beforeEach(async () => {
  await clearTables('customers');
  await putAccount({
    id: 'ana-1',
    email: EMAIL,
    birthDate: Date.UTC(1988, 1, 2),
    gender: 'F',
    oib: '69435151530',
    addresses: [{ ...address, defaultAddress: true }],
    activationCodeHash: 'left-over-hash',
    resetCodeHash: 'another-hash',
    resetExpiresAt: '2026-11-22T11:00:00.000Z',
    tokenVersion: 0,
  });
});

const me = () => invoke(meHandler, { method: 'GET', headers: bearer(token) });
const updateMe = (body: unknown, headers = bearer(token)) => invoke(updateMeHandler, { method: 'PUT', body, headers });

describe('GET /api/auth/me', () => {
  it('answers the user of SPEC §3, and nothing of the hash, codes or counters', async () => {
    const { status, body } = await me();
    expect(status).toBe(200);
    expect(body).toEqual({
      id: 'ana-1',
      firstName: 'Ana',
      lastName: 'Horvat',
      email: EMAIL,
      birthDate: Date.UTC(1988, 1, 2),
      gender: 'F',
      oib: '69435151530',
      newsletterSubscription: false,
      userLevel: 'SILVER',
      addresses: [{ ...address, company: null, additionalInformation: null, defaultAddress: true }],
      expectingBaby: false,
      expectingBabyDate: null,
      expectingBabyConsentAt: null,
    });
    expect(JSON.stringify(body)).not.toMatch(/scrypt|hash|passwordHash|tokenVersion|status|pk/i);
  });

  it('answers a record written before accounts had these fields (the seeded demo customer)', async () => {
    await putAccount({ id: 'old-1', email: 'old@example.hr', addresses: [] });
    const { body } = await invoke(meHandler, { method: 'GET', headers: bearer(await issueToken({ id: 'old-1' }, new Date())) });
    expect(body).toMatchObject({ id: 'old-1', birthDate: null, gender: null, oib: null, addresses: [] });
  });

  it('answers 401 without a token', async () => {
    expect(await invoke(meHandler, { method: 'GET' })).toMatchObject({
      status: 401,
      body: { message: 'Please log in.', code: 'accounts.loginRequired' },
    });
  });
});

describe('PUT /api/auth/updateMe', () => {
  it('changes the profile fields and answers the updated user', async () => {
    const addresses = [
      { ...address, defaultAddress: false },
      { ...address, street: 'Vlaška', streetNo: '40', company: 'Tkanica d.o.o.', defaultAddress: true },
    ];
    const { status, body } = await updateMe({
      firstName: 'Iva',
      lastName: 'Kovač',
      birthDate: Date.UTC(1990, 0, 1),
      gender: 'O',
      newsletterSubscription: true,
      oib: null,
      addresses,
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: 'ana-1',
      firstName: 'Iva',
      lastName: 'Kovač',
      birthDate: Date.UTC(1990, 0, 1),
      gender: 'O',
      oib: null,
      newsletterSubscription: true,
    });
    expect(body.addresses[1]).toMatchObject({ street: 'Vlaška', company: 'Tkanica d.o.o.', defaultAddress: true });
    expect((await me()).body).toEqual(body);
    expect(await getAccountByEmail(EMAIL)).not.toHaveProperty('oib');
  });

  it('leaves out fields as they are', async () => {
    const { body } = await updateMe({ newsletterSubscription: true });
    expect(body).toMatchObject({
      firstName: 'Ana',
      gender: 'F',
      oib: '69435151530',
      newsletterSubscription: true,
      addresses: [{ street: 'Ilica' }],
    });
  });

  it('ignores the email, level, status, id and password it is sent', async () => {
    const before = await getAccountByEmail(EMAIL);
    const { status, body } = await updateMe({
      firstName: 'Ana',
      email: 'thief@example.hr',
      userLevel: 'PRIVATE_CLIENT',
      status: 'PENDING',
      id: 'someone-else',
      passwordHash: 'scrypt$1$1$1$x$y',
      tokenVersion: 99,
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: 'ana-1', email: EMAIL, userLevel: 'SILVER' });
    const after = await getAccountByEmail(EMAIL);
    expect(after).toMatchObject({
      id: 'ana-1',
      email: EMAIL,
      userLevel: 'SILVER',
      status: 'ACTIVE',
      passwordHash: before?.passwordHash,
      tokenVersion: 0,
    });
    expect(await getAccountByEmail('thief@example.hr')).toBeUndefined();
    expect((await me()).status).toBe(200);
  });

  it('answers 400 with the field messages', async () => {
    const a = { ...address, defaultAddress: true };
    expect((await updateMe({ firstName: '' })).body.errors).toEqual({ firstName: 'First Name is required' });
    expect((await updateMe({ birthDate: null })).body.errors).toEqual({ birthDate: 'Date of Birth is required' });
    expect((await updateMe({ oib: '12345678901' })).body.errors).toEqual({ oib: M.oibInvalid });
    expect((await updateMe({ addresses: [a, a] })).body.errors).toEqual({ addresses: M.oneDefaultAddress });
    expect((await updateMe({ addresses: Array.from({ length: 11 }, () => ({ ...a, defaultAddress: false })) })).body.errors).toEqual({
      addresses: M.tooManyAddresses,
    });
    expect((await updateMe({ addresses: [{ ...a, country: '' }] })).body.errors).toEqual({ 'addresses.0.country': 'Country is required' });
    expect((await me()).body.firstName).toBe('Ana');
  });

  it('answers 401 without a valid token and changes nothing', async () => {
    expect(await updateMe({ firstName: 'Mallory' }, {} as ReturnType<typeof bearer>)).toMatchObject({ status: 401 });
    expect(await updateMe({ firstName: 'Mallory' }, bearer(`${token}x`))).toMatchObject({ status: 401 });
    expect((await me()).body.firstName).toBe('Ana');
  });
});

describe('the expected baby in the profile (GDPR Art. 9: explicit consent)', () => {
  const DUE = Date.UTC(2027, 2, 1);

  it('refuses to keep it without the consent, in both languages, and keeps nothing', async () => {
    const english = await updateMe({ expectingBaby: true, expectingBabyDate: DUE });
    expect(english).toMatchObject({
      status: 400,
      body: {
        message: M.expectingBabyConsentRequired,
        code: 'accounts.expectingBabyConsentRequired',
        errors: { expectingBabyConsent: M.expectingBabyConsentRequired },
      },
    });
    const croatian = await invoke(updateMeHandler, {
      method: 'PUT',
      body: { expectingBabyDate: DUE },
      headers: { ...bearer(token), 'X-Shop-Language': 'hr' },
    });
    expect(croatian).toMatchObject({
      status: 400,
      body: {
        code: 'accounts.expectingBabyConsentRequired',
        errors: { expectingBabyConsent: ACCOUNT_MESSAGES_IN_CROATIAN.expectingBabyConsentRequired },
      },
    });
    const stored = await getAccountByEmail(EMAIL);
    expect(stored).not.toHaveProperty('expectingBaby');
    expect(stored).not.toHaveProperty('expectingBabyDate');
  });

  it('keeps it with the consent and when the consent was given, and shows it to the owner', async () => {
    const { status, body } = await updateMe({ expectingBaby: true, expectingBabyDate: DUE, expectingBabyConsent: true });
    expect(status).toBe(200);
    expect(body).toMatchObject({ expectingBaby: true, expectingBabyDate: DUE });
    expect(Date.parse(body.expectingBabyConsentAt)).not.toBeNaN();
    // The consent stands: a later change of the date needs no new tick, and keeps when it was given.
    const later = await updateMe({ expectingBabyDate: DUE + 86_400_000 });
    expect(later.body).toMatchObject({ expectingBabyDate: DUE + 86_400_000, expectingBabyConsentAt: body.expectingBabyConsentAt });
  });

  it('deletes the data and the consent when the consent is withdrawn', async () => {
    await updateMe({ expectingBaby: true, expectingBabyDate: DUE, expectingBabyConsent: true });
    const { status, body } = await updateMe({ expectingBabyConsent: false });
    expect(status).toBe(200);
    expect(body).toMatchObject({ expectingBaby: false, expectingBabyDate: null, expectingBabyConsentAt: null });
    const stored = await getAccountByEmail(EMAIL);
    for (const field of ['expectingBaby', 'expectingBabyDate', 'expectingBabyConsentAt']) expect(stored).not.toHaveProperty(field);
    // Withdrawn: a date sent afterwards is refused again.
    expect(await updateMe({ expectingBabyDate: DUE })).toMatchObject({ status: 400 });
  });

  it('refuses data sent with the consent withdrawn in the same request', async () => {
    await updateMe({ expectingBaby: true, expectingBabyConsent: true });
    expect(await updateMe({ expectingBaby: true, expectingBabyConsent: false })).toMatchObject({
      status: 400,
      body: { errors: { expectingBabyConsent: M.expectingBabyConsentRequired } },
    });
    expect((await me()).body).toMatchObject({ expectingBaby: true });
  });

  it('shows nothing of an expected baby an account holds without a consent (kept before it was asked)', async () => {
    await putAccount({ id: 'ana-1', email: EMAIL, addresses: [], expectingBaby: true, expectingBabyDate: DUE });
    expect((await me()).body).toMatchObject({ expectingBaby: false, expectingBabyDate: null, expectingBabyConsentAt: null });
  });
});
