import { ACCOUNT_MESSAGES as M, type RegistrationInput, RegistrationRequest } from '@shop/shared/contract/accounts';
import { WISHLIST_MAX } from '@shop/shared/contract/wishlistMessages';
import type { Language } from '@shop/shared/language';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../platform/clock.ts';
import { randomId } from '../platform/ids.ts';
import { createFakeMailer } from '../platform/mailer.ts';
import { newOutboxRecord } from '../platform/outbox.ts';
import { memoryCounters, memoryPasswordDoor } from '../testing/memoryThrottle.ts';
import { fixtureHash, linkIn, PASSWORD, registration, SHOP_URL } from './accountFixture.ts';
import type { AccountMailRecord, AccountMailRequestPorts } from './accountMail.ts';
import { type AccountMailPorts, writeAccountMail } from './accountMailWorker.ts';
import { activate } from './activate.ts';
import type { CustomerRecord } from './customerRecord.ts';
import { type LoginPorts, login } from './login.ts';
import { memoryAccountStore } from './memoryAccountStore.ts';
import { ACCOUNTS } from './messages.ts';
import { hashCode } from './oneTimeCode.ts';
import { forgetPassword, recoverPassword } from './passwordReset.ts';
import { type RegistrationPorts, register } from './register.ts';
import { readToken } from './sessionToken.ts';
import { LOGIN_FAILURES_PER_ACCOUNT } from './throttle.ts';
import { mergeWishlist, removeFromWishlist, saveToWishlist, type WishlistPorts, wishlistOf } from './wishlist.ts';

/**
 * The accounts' rules on the in-memory store (proven by the same contract as the DynamoDB
 * adapter: accountStoreContract.ts), the throttle's counters in memory and a fake mailer, so each
 * runs in milliseconds: what a registration keeps and mails, the same answer for a known email,
 * the activation link once and in time, the reset link (only the latest, once, within the hour),
 * the limits on account mails, a login before and after activation, and the wishlist. The tests through the
 * handlers on DynamoDB Local (register.test.ts, passwordReset.test.ts, login.test.ts) stay as the
 * integration tests: the same work before every answer, the table's keys, the real hash's cost.
 */

/** A full hour, where the throttle's windows begin. */
const NOW = '2026-11-02T08:00:00.000Z';
const HOUR = 3_600_000;
const NEW_PASSWORD = 'a-brand-new-password';

/** The accounts with everything in memory; `sendMails` does what the outbox holds, as the stream does after each answer. */
function accountsInMemory() {
  const clock = fixedClock(NOW);
  const accounts = memoryAccountStore();
  const counters = memoryCounters();
  const door = memoryPasswordDoor(counters);
  const mailer = createFakeMailer();
  const outbox: AccountMailRecord[] = [];
  const hashPassword = fixtureHash;
  const requests: AccountMailRequestPorts = {
    clock,
    countAttempt: counters.countAttempt,
    queueMail: async (mail, now) => {
      outbox.push(newOutboxRecord(randomId(), mail, now.toISOString()));
    },
  };
  const registrations: RegistrationPorts = { ...requests, accounts, hashPassword };
  const mailing: AccountMailPorts = { clock, mailer, shopUrl: SHOP_URL, accounts, countAttempt: counters.countAttempt };
  const logins: LoginPorts = { clock, accounts, door };
  const recovery = { clock, accounts, hashPassword, clearAttempts: counters.clearAttempts };

  /** Each mail the outbox holds, on its first try (or `attempts`), sent with the fake mailer. */
  const sendMails = async (attempts = 1) => {
    for (const record of outbox.splice(0)) {
      await writeAccountMail({ ...record, attempts }, mailing, async (mail) => {
        await mailer.send(mail);
      });
    }
  };
  const signUp = async (overrides: Partial<RegistrationInput> = {}, client = '192.0.2.1', language?: Language) =>
    register(RegistrationRequest.parse(registration(overrides)), client, registrations, language);
  const askForReset = (email: string, client = '192.0.2.1') => forgetPassword({ email }, client, requests);
  const lastLink = (route: 'activate' | 'recover-password') => linkIn(mailer.sent.at(-1), route);
  const logIn = (email: string, password = PASSWORD, client = '192.0.2.1') => login({ email, password }, client, logins);
  const status = (promise: Promise<unknown>) =>
    promise.then(
      () => 200,
      (error: { statusCode?: number }) => error.statusCode,
    );
  return { clock, accounts, counters, mailer, outbox, sendMails, signUp, askForReset, lastLink, logIn, status, recovery, registrations };
}

describe('registering', () => {
  it('keeps a PENDING account with what the shopper gave, and mails the activation link; only the code’s hash is kept', async () => {
    const shop = accountsInMemory();
    expect(await shop.signUp({ email: 'Durda@Example.HR' })).toEqual({ message: ACCOUNTS.registered });
    // The account is there with the answer; its link comes with the mail, after it.
    expect(await shop.accounts.byEmail('durda@example.hr')).toMatchObject({ status: 'PENDING' });
    expect(shop.mailer.sent).toHaveLength(0);
    await shop.sendMails();

    const [mail] = shop.mailer.sent;
    expect(mail).toMatchObject({ to: 'durda@example.hr', subject: 'Confirm your Tkanica account' });
    const { userId, code } = shop.lastLink('activate');
    expect(mail?.html).toContain(`${SHOP_URL}/activate/${userId}/${code}`);
    // The address is not confirmed yet: the mail carries no name the registrant typed.
    expect(mail?.text.startsWith('Hello,\n')).toBe(true);
    expect(mail?.html).not.toContain('Đurđa');

    const account = await shop.accounts.byId(userId);
    expect(account).toMatchObject({
      email: 'durda@example.hr',
      status: 'PENDING',
      userLevel: 'ECO_FRIENDLY_SUPPORTER',
      tokenVersion: 0,
      birthDate: Date.UTC(1990, 4, 17),
      oib: '69435151530',
      newsletterSubscription: true,
      activationCodeHash: hashCode(code),
      activationExpiresAt: new Date(Date.parse(NOW) + 24 * HOUR).toISOString(),
      addresses: [{ street: 'Ilica', country: 'HR', defaultAddress: true }],
      termsAcceptedAt: NOW,
      language: 'en',
    });
    expect(JSON.stringify(account)).not.toContain(code);
    expect(JSON.stringify(account)).not.toContain(PASSWORD);
  });

  it('takes name, email, password and terms only, and keeps no birth date, gender, OIB or address it was not given', async () => {
    const shop = accountsInMemory();
    const notGiven = { birthDate: undefined, gender: undefined, oib: undefined, address: undefined };
    await shop.signUp({ ...notGiven, email: 'short@example.hr' });
    await shop.signUp({ ...notGiven, email: 'nulls@example.hr', birthDate: null, address: null });
    for (const email of ['short@example.hr', 'nulls@example.hr']) {
      const account = await shop.accounts.byEmail(email);
      expect(account).toMatchObject({ status: 'PENDING', firstName: 'Đurđa', addresses: [] });
      for (const field of ['birthDate', 'gender', 'oib']) expect(account).not.toHaveProperty(field);
    }
  });

  it('keeps children only when the shopper says there are some', async () => {
    const shop = accountsInMemory();
    const child = { firstName: 'Luka', gender: 'M' as const, dateOfBirth: Date.UTC(2021, 2, 3) };
    await shop.signUp({ email: 'with@example.hr', hasChildren: true, children: [child] });
    await shop.signUp({ email: 'without@example.hr', hasChildren: false, children: [child] });
    expect(await shop.accounts.byEmail('with@example.hr')).toMatchObject({ hasChildren: true, children: [child] });
    expect(await shop.accounts.byEmail('without@example.hr')).not.toHaveProperty('children');
  });

  it('keeps an expected baby and its date only with the explicit consent, and when it was given', async () => {
    const shop = accountsInMemory();
    const baby = { expectingBaby: true, expectingBabyDate: Date.UTC(2027, 0, 1) };
    await shop.signUp({ email: 'expecting@example.hr', ...baby, expectingBabyConsent: true });
    expect(await shop.accounts.byEmail('expecting@example.hr')).toMatchObject({ ...baby, expectingBabyConsentAt: NOW });
    await expect(shop.signUp({ email: 'no-consent@example.hr', ...baby })).rejects.toThrow();
    expect(await shop.accounts.byEmail('no-consent@example.hr')).toBeUndefined();
    // Not expecting: nothing of it is kept, with or without the consent box.
    await shop.signUp({ email: 'not-expecting@example.hr', expectingBaby: false, expectingBabyConsent: true });
    const account = await shop.accounts.byEmail('not-expecting@example.hr');
    for (const field of ['expectingBaby', 'expectingBabyDate', 'expectingBabyConsentAt']) expect(account).not.toHaveProperty(field);
  });

  it('keeps the language the shopper registered in, and mails the link to the page in it', async () => {
    const shop = accountsInMemory();
    await shop.signUp({}, '192.0.2.1', 'hr');
    await shop.sendMails();
    expect(await shop.accounts.byEmail('durda@example.hr')).toMatchObject({ language: 'hr' });
    expect(shop.mailer.sent[0]?.text).toContain(`${SHOP_URL}/hr/activate/`);
  });

  it('answers the same for a known email, changes nothing of its account and mails its owner a reset link instead', async () => {
    const shop = accountsInMemory();
    const asNew = await shop.signUp({}, '203.0.113.1');
    await shop.sendMails();
    const before = await shop.accounts.byEmail('durda@example.hr');
    const intruder = { firstName: 'Mallory', password: 'another-password', confirmPassword: 'another-password' };
    expect(await shop.signUp(intruder, '203.0.113.2')).toEqual(asNew);
    await shop.sendMails();

    const [activation, attempt] = shop.mailer.sent;
    expect(attempt).toMatchObject({ to: 'durda@example.hr', subject: 'Someone tried to register at Tkanica with your email' });
    expect(attempt?.subject).not.toBe(activation?.subject);
    expect(attempt?.text).toContain('you already have one');
    const reset = shop.lastLink('recover-password');
    expect(reset.userId).toBe(before?.id);
    expect(await shop.accounts.byEmail('durda@example.hr')).toEqual({
      ...before,
      resetCodeHash: hashCode(reset.code),
      resetExpiresAt: new Date(Date.parse(NOW) + HOUR).toISOString(),
      dueAt: new Date(Date.parse(NOW) + HOUR).toISOString(),
    });
  });

  it('sends the activation link again when the first try could not, with a new code, and keeps one account', async () => {
    const shop = accountsInMemory();
    await shop.signUp();
    const [record] = shop.outbox;
    shop.mailer.failWith(new Error('mail service down'));
    await expect(shop.sendMails()).rejects.toThrow('mail service down');
    shop.mailer.failWith(undefined);
    shop.clock.advance(60_000);
    shop.outbox.push(record as AccountMailRecord);
    await shop.sendMails(2);
    expect(shop.mailer.sent.map((m) => m.subject)).toEqual(['Confirm your Tkanica account']);
    const { userId, code } = shop.lastLink('activate');
    expect(await activate({ userId, activationCode: code }, shop)).toEqual({ message: ACCOUNTS.activated });
  });

  it('mails an address nobody confirmed no text the registrant chose, whichever account mail it is', async () => {
    const shop = accountsInMemory();
    const bait = { firstName: 'Visit evil.example', lastName: 'to claim your prize' };
    await shop.signUp(bait);
    await shop.signUp({ ...bait, firstName: 'Call +385 1 555 0000' }, '192.0.2.9');
    await shop.askForReset('durda@example.hr', '192.0.2.10');
    await shop.sendMails();
    expect(shop.mailer.sent.map((m) => m.subject)).toEqual([
      'Confirm your Tkanica account',
      'Someone tried to register at Tkanica with your email',
      'Reset your Tkanica password',
    ]);
    for (const mail of shop.mailer.sent) {
      expect(mail.text.startsWith('Hello,\n')).toBe(true);
      expect(`${mail.subject} ${mail.text} ${mail.html}`).not.toMatch(/evil|prize|555/);
    }
  });
});

describe('the limits on account mails', () => {
  it('refuses a client a 4th request for one address within the hour, and an 11th in all; the address gets 3 mails an hour whoever asks', async () => {
    const shop = accountsInMemory();
    for (let i = 0; i < 3; i++) await shop.signUp({}, '192.0.2.1');
    await expect(shop.signUp({}, '192.0.2.1')).rejects.toMatchObject({
      statusCode: 429,
      message: 'Too many requests for account emails. Please try again in 60 minutes.',
      said: { code: 'accounts.tooManyAccountMails' },
    });
    // Another client is not refused, but the address has had its 3 account emails for the hour.
    await shop.signUp({}, '192.0.2.2');
    await shop.sendMails();
    expect(shop.mailer.sent).toHaveLength(3);
    shop.clock.advance(HOUR);
    await shop.signUp({}, '192.0.2.1');
    await shop.sendMails();
    expect(shop.mailer.sent).toHaveLength(4);

    // Password-reset requests count against the same client limit.
    for (let i = 0; i < 10; i++) await shop.askForReset(`shopper${i}@example.hr`, '203.0.113.50');
    expect(await shop.status(shop.signUp({ email: 'shopper10@example.hr' }, '203.0.113.50'))).toBe(429);
  });

  it('never lets someone else’s requests refuse the owner’s', () =>
    fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: 1, max: 250 }), { maxLength: 40 }), async (strangers) => {
        const shop = accountsInMemory();
        for (const client of strangers) await shop.status(shop.askForReset('ana@example.hr', `203.0.113.${client}`));
        expect(await shop.status(shop.askForReset('ana@example.hr', '192.0.2.1'))).toBe(200);
      }),
      { numRuns: 25 },
    ));
});

describe('activating', () => {
  it('activates once, within 24 hours, with the emailed link; the same link then says the account is active', async () => {
    const shop = accountsInMemory();
    await shop.signUp();
    await shop.sendMails();
    const { userId, code } = shop.lastLink('activate');
    shop.clock.advance(24 * HOUR - 1);
    expect(await activate({ userId, activationCode: code }, shop)).toEqual({ message: ACCOUNTS.activated });
    const account = await shop.accounts.byId(userId);
    expect(account?.status).toBe('ACTIVE');
    expect(account).not.toHaveProperty('activationCodeHash');
    await expect(activate({ userId, activationCode: code }, shop)).rejects.toMatchObject({
      statusCode: 400,
      message: M.alreadyActive,
      said: { code: 'accounts.alreadyActive' },
    });
  });

  it('lets one of two uses at the same moment through', async () => {
    const shop = accountsInMemory();
    await shop.signUp();
    await shop.sendMails();
    const link = shop.lastLink('activate');
    const uses = await Promise.all([1, 2].map(() => shop.status(activate({ userId: link.userId, activationCode: link.code }, shop))));
    expect(uses.sort()).toEqual([200, 400]);
  });

  it('refuses with 400 a wrong code, an unknown user and, from the 24th hour on, the right code; the account stays pending', async () => {
    const shop = accountsInMemory();
    await shop.signUp();
    await shop.sendMails();
    const { userId, code } = shop.lastLink('activate');
    const wrong = code.slice(0, -1) + (code.endsWith('A') ? 'B' : 'A');
    const refusal = (message: string, key: string) => ({ statusCode: 400, message, said: { code: `accounts.${key}` } });
    await expect(activate({ userId, activationCode: wrong }, shop)).rejects.toMatchObject(
      refusal(M.activationLinkInvalid, 'activationLinkInvalid'),
    );
    await expect(activate({ userId: 'nobody', activationCode: code }, shop)).rejects.toMatchObject(
      refusal(M.activationLinkInvalid, 'activationLinkInvalid'),
    );
    shop.clock.advance(24 * HOUR);
    await expect(activate({ userId, activationCode: code }, shop)).rejects.toMatchObject(
      refusal(M.activationLinkExpired, 'activationLinkExpired'),
    );
    expect((await shop.accounts.byId(userId))?.status).toBe('PENDING');
  });
});

describe('logging in', () => {
  it('is 403 before the activation with the right password, the usual 401 with a wrong one, and allowed after it', async () => {
    const shop = accountsInMemory();
    await shop.signUp();
    await shop.sendMails();
    await expect(shop.logIn('durda@example.hr')).rejects.toMatchObject({
      statusCode: 403,
      message: 'Please confirm your email address first: follow the link we sent you.',
      said: { code: 'accounts.notActivated' },
    });
    await expect(shop.logIn('durda@example.hr', 'wrong-password')).rejects.toMatchObject({
      statusCode: 401,
      message: 'Invalid email or password.',
      said: { code: 'accounts.loginFailed' },
    });
    const { userId, code } = shop.lastLink('activate');
    await activate({ userId, activationCode: code }, shop);
    const { token } = await shop.logIn('DURDA@example.hr');
    expect(await readToken(token, shop.clock.now())).toEqual({ userId, version: 0 });
  });

  it('refuses an account whose deletion is under way as if it did not exist', async () => {
    const shop = accountsInMemory();
    await shop.signUp();
    const account = await shop.accounts.byEmail('durda@example.hr');
    shop.accounts.put({ ...(account as NonNullable<typeof account>), status: 'DELETING' });
    expect(await shop.status(shop.logIn('durda@example.hr'))).toBe(401);
  });
});

describe('a new password by email', () => {
  /** Ana, registered and active. */
  async function withAna() {
    const shop = accountsInMemory();
    await shop.signUp({ email: 'ana@example.hr' });
    await shop.sendMails();
    const { userId, code } = shop.lastLink('activate');
    await activate({ userId, activationCode: code }, shop);
    return { ...shop, anaId: userId };
  }
  const recover = (shop: Awaited<ReturnType<typeof withAna>>, link: { userId: string; code: string }, password = NEW_PASSWORD) =>
    recoverPassword({ userId: link.userId, activationCode: link.code, password }, shop.recovery);

  it('answers the same whether or not the email has an account; only an account gets a link, greeting its owner by name', async () => {
    const shop = await withAna();
    const known = await shop.askForReset('ana@example.hr');
    const unknown = await shop.askForReset('nobody@example.hr', '192.0.2.2');
    expect(unknown).toEqual(known);
    expect(known).toEqual({ message: ACCOUNTS.resetLinkSent });
    await shop.sendMails();
    expect(shop.mailer.sent.slice(1)).toMatchObject([{ to: 'ana@example.hr', subject: 'Reset your Tkanica password' }]);
    expect(shop.mailer.sent[1]?.text.startsWith('Dear Đurđa,\n')).toBe(true);
    expect(shop.lastLink('recover-password').userId).toBe(shop.anaId);
  });

  it('sets the new password once with the latest link: the old password and every older token stop working', async () => {
    const shop = await withAna();
    const { token: oldToken } = await shop.logIn('ana@example.hr');
    await shop.askForReset('ana@example.hr');
    await shop.sendMails();
    const first = shop.lastLink('recover-password');
    await shop.askForReset('ana@example.hr');
    await shop.sendMails();
    const latest = shop.lastLink('recover-password');
    expect(await shop.status(recover(shop, first))).toBe(400);
    expect(await recover(shop, latest)).toEqual({ message: ACCOUNTS.passwordChanged });
    expect(await shop.status(recover(shop, latest, 'yet-another-one'))).toBe(400);

    expect(await shop.status(shop.logIn('ana@example.hr'))).toBe(401);
    const { token } = await shop.logIn('ana@example.hr', NEW_PASSWORD);
    expect((await readToken(token, shop.clock.now()))?.version).toBe(1);
    expect((await readToken(oldToken, shop.clock.now()))?.version).toBe(0);
    expect(await shop.accounts.byEmail('ana@example.hr')).not.toHaveProperty('resetCodeHash');
  });

  it('refuses a link from its hour on, a wrong code and an unknown user, and leaves the password as it was', async () => {
    const shop = await withAna();
    await shop.askForReset('ana@example.hr');
    await shop.sendMails();
    const link = shop.lastLink('recover-password');
    const wrong = link.code.slice(0, -1) + (link.code.endsWith('A') ? 'B' : 'A');
    await expect(recover(shop, { ...link, code: wrong })).rejects.toMatchObject({ statusCode: 400, message: M.resetLinkInvalid });
    await expect(recover(shop, { ...link, userId: 'nobody' })).rejects.toMatchObject({ statusCode: 400, message: M.resetLinkInvalid });
    shop.clock.advance(HOUR);
    await expect(recover(shop, link)).rejects.toMatchObject({
      statusCode: 400,
      message: M.resetLinkExpired,
      said: { code: 'accounts.resetLinkExpired' },
    });
    expect(await shop.logIn('ana@example.hr')).toHaveProperty('token');
  });

  it('activates a pending account, whose email the link proves, and lifts the account’s ceiling of failed logins', async () => {
    const shop = accountsInMemory();
    await shop.signUp({ email: 'pending@example.hr' });
    await shop.sendMails();
    const ceiling = [{ rule: LOGIN_FAILURES_PER_ACCOUNT, subject: 'pending@example.hr' }];
    for (let i = 0; i < LOGIN_FAILURES_PER_ACCOUNT.limit; i++) await shop.counters.countAttempt(ceiling, shop.clock.now());
    await shop.askForReset('pending@example.hr');
    await shop.sendMails();
    const reset = shop.lastLink('recover-password');
    await recoverPassword({ userId: reset.userId, activationCode: reset.code, password: NEW_PASSWORD }, shop.recovery);
    const account = await shop.accounts.byId(reset.userId);
    expect(account).toMatchObject({ status: 'ACTIVE' });
    expect(account).not.toHaveProperty('activationCodeHash');
    expect(await shop.logIn('pending@example.hr', NEW_PASSWORD)).toHaveProperty('token');
  });

  it('sends no link to an account whose deletion is under way', async () => {
    const shop = await withAna();
    const account = await shop.accounts.byEmail('ana@example.hr');
    shop.accounts.put({ ...(account as NonNullable<typeof account>), status: 'DELETING' });
    await shop.askForReset('ana@example.hr');
    await shop.sendMails();
    expect(shop.mailer.sent.map((m) => m.subject)).toEqual(['Confirm your Tkanica account']);
  });
});

describe('the wishlist', () => {
  const PRODUCTS = Array.from({ length: 8 }, (_, i) => `p${i}`);
  /** Ana, registered, and a catalog whose last product is not for sale. */
  async function withAna() {
    const { accounts, signUp } = accountsInMemory();
    await signUp({ email: 'ana@example.hr' });
    const ports: WishlistPorts = {
      accounts,
      products: async (ids) => ids.filter((id) => PRODUCTS.includes(id)).map((id) => ({ id, active: id !== 'p7' })),
    };
    const ana = async () => (await accounts.byEmail('ana@example.hr')) as CustomerRecord;
    return { ports, ana };
  }

  it('holds what was saved and not removed, the latest saved first, each once, only products for sale', () =>
    fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ save: fc.boolean(), id: fc.constantFrom(...PRODUCTS, 'gone') }), { maxLength: 30 }),
        async (steps) => {
          const { ports, ana } = await withAna();
          let model: string[] = [];
          for (const { save, id } of steps) {
            if (save) {
              const answer = await saveToWishlist(await ana(), id, ports).catch((error: { statusCode: number }) => error.statusCode);
              const forSale = PRODUCTS.includes(id) && id !== 'p7';
              if (forSale && !model.includes(id)) model = [id, ...model];
              expect(answer).toEqual(forSale ? { productIds: model } : 404);
            } else {
              model = model.filter((known) => known !== id);
              expect(await removeFromWishlist(await ana(), id, ports)).toEqual({ productIds: model });
            }
          }
          expect(wishlistOf(await ana())).toEqual({ productIds: model });
        },
      ),
      { numRuns: 60 },
    ));

  it('loses none of several saves made at once from the same account read', async () => {
    const { ports, ana } = await withAna();
    const read = await ana();
    await Promise.all(['p1', 'p2', 'p3', 'p4'].map((id) => saveToWishlist(read, id, ports)));
    expect([...wishlistOf(await ana()).productIds].sort()).toEqual(['p1', 'p2', 'p3', 'p4']);
  });

  it(`keeps the newest ${WISHLIST_MAX} of a merge, the browser's first, and refuses one more save with 409`, async () => {
    const { ports, ana } = await withAna();
    await saveToWishlist(await ana(), 'p0', ports);
    const many = Array.from({ length: WISHLIST_MAX + 5 }, (_, i) => `m${i}`);
    // A catalog of p0 and the m's, every one for sale; the browser also kept an id the catalog no longer has.
    const catalog: WishlistPorts = {
      ...ports,
      products: async (ids) => ids.filter((id) => id.startsWith('m') || id === 'p0').map((id) => ({ id, active: true })),
    };
    const merged = await mergeWishlist(await ana(), ['gone', ...many], catalog);
    expect(merged.productIds).toEqual(many.slice(0, WISHLIST_MAX));
    await expect(saveToWishlist(await ana(), 'p0', catalog)).rejects.rejects.toMatchObject({ statusCode: 409 });
  });
});
