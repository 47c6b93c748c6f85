import type { RegistrationRequest } from '@shop/shared/contract/accounts';
import { DEFAULT_LANGUAGE, type Language } from '@shop/shared/language';
import { randomId } from '../platform/ids.ts';
import { type AccountMailRequestPorts, type NewAccount, throttleAccountMail } from './accountMail.ts';
import type { AccountStore } from './accountStore.ts';
import { customerAccountKey } from './customerRecord.ts';
import type { Answered } from '@shop/shared/messages';
import { ACCOUNTS } from './messages.ts';

/** What a registration works with (accountAdapters.ts wires the shop's). */
export interface RegistrationPorts extends AccountMailRequestPorts {
  accounts: Pick<AccountStore, 'create'>;
  hashPassword(password: string): Promise<string>;
}

function newAccount(request: RegistrationRequest, passwordHash: string, now: Date, language: Language): NewAccount {
  const createdAt = now.toISOString();
  return {
    ...customerAccountKey(request.email),
    id: randomId(),
    email: request.email,
    firstName: request.firstName,
    lastName: request.lastName,
    // Optional (docs/decisions/077-short-registration.md): none given is none stored.
    ...(request.birthDate != null ? { birthDate: request.birthDate } : {}),
    ...(request.gender ? { gender: request.gender } : {}),
    ...(request.oib ? { oib: request.oib } : {}),
    newsletterSubscription: request.newsletterSubscription,
    userLevel: 'ECO_FRIENDLY_SUPPORTER',
    passwordHash,
    status: 'PENDING',
    createdAt,
    updatedAt: createdAt,
    tokenVersion: 0,
    addresses: request.address ? [{ ...withoutNulls(request.address), defaultAddress: true }] : [],
    hasChildren: request.hasChildren,
    // Children are kept only when the shopper says there are some (SPEC §5).
    ...(request.hasChildren && request.children ? { children: request.children.map(withoutNulls) } : {}),
    // Kept only with the explicit consent the contract asks for beside it (GDPR Art. 9).
    ...(request.expectingBabyConsent && request.expectingBaby
      ? {
          expectingBaby: request.expectingBaby,
          ...(request.expectingBaby && request.expectingBabyDate != null ? { expectingBabyDate: request.expectingBabyDate } : {}),
          expectingBabyConsentAt: createdAt,
        }
      : {}),
    termsAcceptedAt: createdAt,
    language,
  };
}

/** Drops null and undefined fields, so optional ones are absent in the table rather than null. */
function withoutNulls<T extends object>(value: T): { [K in keyof T]: Exclude<T[K], null> } {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v != null)) as { [K in keyof T]: Exclude<T[K], null> };
}

/**
 * POST /api/auth/register. The answer is the same whether the email is new or already has an
 * account, and so is the work done before it (the caller's limits, one password hash, one mail
 * put in the outbox), so neither the answer nor its time tells anyone which emails are
 * customers. A new email's account is written before the answer, conditionally, so a known one
 * keeps its own; after the answer, a new account gets its activation link, a known email a word
 * saying someone tried, with a link to set a new password (accountMailWorker.ts), either in the
 * language the shopper registered in.
 */
export async function register(
  request: RegistrationRequest,
  client: string,
  ports: RegistrationPorts,
  language: Language = DEFAULT_LANGUAGE,
): Promise<Answered> {
  const now = ports.clock.now();
  await throttleAccountMail(request.email, client, now, ports);
  const passwordHash = await ports.hashPassword(request.password);
  const account = newAccount(request, passwordHash, now, language);
  // The account is there when the answer is (a login at once says to confirm the email first);
  // for an email that has one, the same conditional write is refused: the same work either way.
  await ports.accounts.create(account);
  await ports.queueMail({ kind: 'registration', account }, now);
  return { message: ACCOUNTS.registered };
}
