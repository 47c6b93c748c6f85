import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { type RegistrationInput, RegistrationRequest } from '@shop/shared/contract/accounts';
import type { Language } from '@shop/shared/language';
import { type Clock, systemClock } from '../platform/clock.ts';
import { tableName } from '../platform/config.ts';
import { dynamo } from '../platform/dynamo.ts';
import { createFakeMailer, type FakeMailer, type Mail } from '../platform/mailer.ts';
import { type CustomerRecord, customerAccountKey, customerIdPointer } from './customerRecord.ts';
import { shopAccountMailPorts, shopRegistrationPorts } from './accountAdapters.ts';
import { performDueAccountMails } from './accountMailWorker.ts';
import { hashPasswordAt } from './passwordHash.ts';
import { register } from './register.ts';

/**
 * For the accounts' tests: a clearly-test signing secret,
 * valid registrations, accounts written straight into the table, and links read from mails.
 */
export const TEST_JWT_SECRET = 'test-only-jwt-secret-for-accounts-0123456789abcdef';
process.env.JWT_SECRET = TEST_JWT_SECRET;

export const SHOP_URL = 'https://shop.example';
export const PASSWORD = 'linen-and-wool-2026';
/** A complete address, as the forms send it. */
export const ADDRESS = {
  firstName: 'Ana',
  lastName: 'Horvat',
  street: 'Ilica',
  streetNo: '12',
  city: 'Zagreb',
  country: 'HR',
  zipCode: '10000',
  phone: '091 555 0100',
};

export function registration(overrides: Partial<RegistrationInput> = {}): RegistrationInput {
  return {
    firstName: 'Đurđa',
    lastName: 'Šimić',
    email: 'durda@example.hr',
    birthDate: Date.UTC(1990, 4, 17),
    gender: 'F',
    oib: '69435151530',
    password: PASSWORD,
    confirmPassword: PASSWORD,
    newsletterSubscription: true,
    hasChildren: false,
    expectingBaby: false,
    address: { ...ADDRESS, firstName: 'Đurđa', lastName: 'Šimić' },
    acceptTerms: true,
    ...overrides,
  };
}

/**
 * Sends what the accounts' outbox holds with this mailer, as the customers table's stream and
 * the due job do in the running shop.
 */
export async function sendAccountMails(mailer: FakeMailer, clock: Clock = systemClock): Promise<void> {
  await performDueAccountMails(shopAccountMailPorts({ clock, mailer, shopUrl: SHOP_URL }));
}

/**
 * Registers through the use case as the shop wires it, the password hashed at the fixtures' cost
 * (the real cost is held by register.test.ts through the handler), sends the mail it asked for
 * with a fake mailer, and returns that mailer.
 */
export async function registerWithMail(
  overrides: Partial<RegistrationInput> = {},
  options: { clock?: Clock; client?: string; mailer?: FakeMailer; language?: Language } = {},
): Promise<FakeMailer> {
  const mailer = options.mailer ?? createFakeMailer();
  const clock = options.clock ?? systemClock;
  await register(
    RegistrationRequest.parse(registration(overrides)),
    options.client ?? '198.51.100.7',
    { ...shopRegistrationPorts(clock), hashPassword: fixtureHash },
    options.language,
  );
  await sendAccountMails(mailer, clock);
  return mailer;
}

/** `{ userId, code }` from the link in a mail to `/activate/...` or `/recover-password/...` (under `/hr` in a Croatian mail). */
export function linkIn(mail: Pick<Mail, 'text'> | undefined, route: 'activate' | 'recover-password'): { userId: string; code: string } {
  const match = new RegExp(`${SHOP_URL}(?:/hr)?/${route}/([A-Za-z0-9_-]+)/([A-Za-z0-9_-]+)`).exec(mail?.text ?? '');
  if (!match?.[1] || !match[2]) throw new Error(`no ${route} link in: ${mail?.text}`);
  return { userId: match[1], code: match[2] };
}

/**
 * The cost the tests' accounts and staff are stored at (passwordHash.ts `hashPasswordAt`): a
 * login checks a password against it in milliseconds, by the same code as against the shop's.
 */
export const FIXTURE_HASH_COST = 2 ** 10;

const hashes = new Map<string, Promise<string>>();

/** A password hashed at the fixtures' cost. */
export const fixtureHash = (password: string) => hashPasswordAt(password, FIXTURE_HASH_COST);

/** Writes an account (ACTIVE unless told) and its id pointer straight into the table. */
export async function putAccount(
  overrides: Partial<CustomerRecord> & { email: string; id: string },
  password = PASSWORD,
): Promise<CustomerRecord> {
  if (!hashes.has(password)) hashes.set(password, hashPasswordAt(password, FIXTURE_HASH_COST));
  const account: CustomerRecord = {
    ...customerAccountKey(overrides.email),
    firstName: 'Ana',
    lastName: 'Horvat',
    newsletterSubscription: false,
    userLevel: 'SILVER',
    passwordHash: (await hashes.get(password)) as string,
    status: 'ACTIVE',
    createdAt: '2026-01-01T00:00:00.000Z',
    addresses: [],
    ...overrides,
  };
  await dynamo().send(new PutCommand({ TableName: tableName('customers'), Item: account }));
  await dynamo().send(new PutCommand({ TableName: tableName('customers'), Item: customerIdPointer(account) }));
  return account;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
