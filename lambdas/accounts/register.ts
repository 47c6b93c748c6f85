import { ACCOUNT_MESSAGES, type MessageResponse, type RegistrationRequest } from '@shop/shared/contract/accounts';
import { randomId } from '../platform/ids.ts';
import { activationEmail, activationLink, recoverPasswordLink, registrationAttemptEmail } from './accountEmails.ts';
import { createAccount, removeUnconfirmedAccount, saveResetCode } from './accountStore.ts';
import { type CustomerRecord, customerAccountKey } from './customerRecord.ts';
import { ACTIVATION_CODE_HOURS, newCode, RESET_CODE_HOURS } from './oneTimeCode.ts';
import { hashPassword } from './passwordHash.ts';
import { type AccountMailPorts, sendAccountMail, throttleAccountMail } from './sendAccountMail.ts';

function newAccount(
  request: RegistrationRequest,
  passwordHash: string,
  activation: { hash: string; expiresAt: string },
  now: Date,
): CustomerRecord {
  const createdAt = now.toISOString();
  return {
    ...customerAccountKey(request.email),
    id: randomId(),
    email: request.email,
    firstName: request.firstName,
    lastName: request.lastName,
    birthDate: request.birthDate,
    ...(request.gender ? { gender: request.gender } : {}),
    ...(request.oib ? { oib: request.oib } : {}),
    newsletterSubscription: request.newsletterSubscription,
    userLevel: 'ECO_FRIENDLY_SUPPORTER',
    passwordHash,
    status: 'PENDING',
    createdAt,
    updatedAt: createdAt,
    tokenVersion: 0,
    addresses: [{ ...withoutNulls(request.address), defaultAddress: true }],
    hasChildren: request.hasChildren,
    // Children are kept only when the shopper says there are some (SPEC §5).
    ...(request.hasChildren && request.children ? { children: request.children.map(withoutNulls) } : {}),
    expectingBaby: request.expectingBaby,
    ...(request.expectingBaby && request.expectingBabyDate != null ? { expectingBabyDate: request.expectingBabyDate } : {}),
    termsAcceptedAt: createdAt,
    activationCodeHash: activation.hash,
    activationExpiresAt: activation.expiresAt,
  };
}

/** Drops null and undefined fields, so optional ones are absent in the table rather than null. */
function withoutNulls<T extends object>(value: T): { [K in keyof T]: Exclude<T[K], null> } {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v != null)) as { [K in keyof T]: Exclude<T[K], null> };
}

/**
 * POST /api/auth/register. The answer is the same whether the email is new or already has an
 * account, so registering cannot tell anyone which emails are customers: a new email gets the
 * activation link, a known one an email saying someone tried, with a link to set a new password.
 */
export async function register(request: RegistrationRequest, client: string, ports: AccountMailPorts): Promise<MessageResponse> {
  const now = ports.clock.now();
  await throttleAccountMail(request.email, client, now);
  // Hashed either way, so both answers take as long.
  const passwordHash = await hashPassword(request.password);
  const activation = newCode(now, ACTIVATION_CODE_HOURS);
  const account = newAccount(request, passwordHash, activation, now);
  if ((await createAccount(account)) === 'created') {
    const mail = activationEmail(account, activationLink(ports.shopUrl, account.id, activation.code), ports.shopUrl);
    await sendAccountMail(ports.mailer, mail, () => removeUnconfirmedAccount(account));
  } else {
    const reset = newCode(now, RESET_CODE_HOURS);
    const existing = await saveResetCode(request.email, reset, now);
    if (existing) {
      const mail = registrationAttemptEmail(existing, recoverPasswordLink(ports.shopUrl, existing.id, reset.code), ports.shopUrl);
      await sendAccountMail(ports.mailer, mail);
    }
  }
  return { message: ACCOUNT_MESSAGES.registered };
}
