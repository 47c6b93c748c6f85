import { DEFAULT_LANGUAGE } from '@shop/shared/language';
import { log } from '../platform/log.ts';
import type { Mail } from '../platform/mailer.ts';
import {
  type EffectDoneAs,
  type EffectOutcome,
  mailDoneAs,
  type Outbox,
  performDueEffects,
  performEffect,
  sentOnEarlierTry,
} from '../platform/outbox.ts';
import {
  accountDeletedEmail,
  activationEmail,
  activationLink,
  passwordResetEmail,
  recoverPasswordLink,
  registrationAttemptEmail,
} from './accountEmails.ts';
import type { AccountMailRecord, NewAccount } from './accountMail.ts';
import type { AccountStore } from './accountStore.ts';
import { CODES_DUE, languageOfAccount } from './customerRecord.ts';
import { ACTIVATION_CODE_HOURS, newCode, RESET_CODE_HOURS } from './oneTimeCode.ts';
import { ACCOUNT_MAILS_TO_ADDRESS, type CountAttempt } from './throttle.ts';
import type { MailingPorts } from '../platform/mailingPorts.ts';

/** What the account mails' worker needs (accountAdapters.ts wires the shop's). */
export interface AccountMailPorts extends MailingPorts {
  accounts: AccountStore;
  countAttempt: CountAttempt;
}

/**
 * Waits before the 2nd, 3rd, … try. About 50 minutes of tries in all: a reset link lasts an
 * hour, and a shopper whose mail has not come by then asks again.
 */
export const ACCOUNT_MAIL_RETRY_MINUTES = [1, 5, 15, 30] as const;
export const ACCOUNT_MAIL_MAX_ATTEMPTS = 5;
/** A finished account mail holds a registration's personal data and password hash: DynamoDB deletes it a day later. */
const KEEP_FINISHED_SECONDS = 86_400;

/** A registration: the new account and its activation link, or, for an email that has an account, a word to its owner. */
async function registration(account: NewAccount, ports: AccountMailPorts, send: (mail: Mail) => Promise<void>): Promise<void> {
  const now = ports.clock.now();
  const activation = newCode(now, ACTIVATION_CODE_HOURS);
  const withCode = {
    ...account,
    activationCodeHash: activation.hash,
    activationExpiresAt: activation.expiresAt,
    // The retention job removes the code a week after it expires (lambdas/personalData/retention.ts).
    dueKey: CODES_DUE,
    dueAt: activation.expiresAt,
  };
  // An account this very registration created on a try whose mail did not go gets a fresh link.
  const ours = (await ports.accounts.create(withCode)) === 'created' || (await ports.accounts.renewActivationCode(withCode, now));
  const language = languageOfAccount(account);
  if (ours) {
    await send(activationEmail(withCode, activationLink(ports.shopUrl, account.id, activation.code, language), ports.shopUrl));
    return;
  }
  const reset = newCode(now, RESET_CODE_HOURS);
  const existing = await ports.accounts.saveResetCode(account.email, reset, now);
  if (existing) {
    // In the language of the registration just tried, as a reset is in the language it was asked in.
    const link = recoverPasswordLink(ports.shopUrl, existing.id, reset.code, language);
    await send(registrationAttemptEmail({ ...existing, language }, link, ports.shopUrl));
  }
}

/**
 * Sends the account mail; one to an address on the suppression list is done as `suppressed`. A
 * retry whose mail SES took on an earlier try is done as `alreadySent` before a new code is made,
 * so the link the customer has keeps working.
 */
async function perform(record: AccountMailRecord, ports: AccountMailPorts): Promise<EffectDoneAs | undefined> {
  if (await sentOnEarlierTry(record, ports.mailer)) return 'alreadySent';
  let doneAs: EffectDoneAs | undefined;
  await writeAccountMail(record, ports, async (content) => {
    doneAs = mailDoneAs(await ports.mailer.send({ ...content, idempotencyKey: record.id }));
  });
  return doneAs;
}

/**
 * Does what an account mail asks for (a new account and its code, a reset code) and hands the
 * mail to `send`, if one goes: the work of a try, without the outbox's bookkeeping around it.
 */
export async function writeAccountMail(
  record: Pick<AccountMailRecord, 'id' | 'effect' | 'attempts'>,
  ports: AccountMailPorts,
  send: (mail: Mail) => Promise<void>,
): Promise<void> {
  const mail = record.effect;
  const now = ports.clock.now();
  const email = mail.kind === 'registration' ? mail.account.email : mail.email;
  // Asked for with the password, once per account: not held to the address's hourly limit.
  if (mail.kind === 'accountDeleted') return send(accountDeletedEmail(mail, ports.shopUrl));
  // Counted on the first try only, so a mail service that is down does not use up the address's mails.
  if (record.attempts === 1 && (await ports.countAttempt([{ rule: ACCOUNT_MAILS_TO_ADDRESS, subject: email }], now))) {
    log.info('account mail not sent: the address has had its account mails for the hour', { effectId: record.id, kind: mail.kind });
    return;
  }
  if (mail.kind === 'registration') return registration(mail.account, ports, send);
  const reset = newCode(now, RESET_CODE_HOURS);
  const account = await ports.accounts.saveResetCode(mail.email, reset, now);
  if (!account) return;
  const language = mail.language ?? DEFAULT_LANGUAGE;
  await send(
    passwordResetEmail({ ...account, language }, recoverPasswordLink(ports.shopUrl, account.id, reset.code, language), ports.shopUrl),
  );
}

/** The accounts' outbox (lambdas/platform/outbox.ts), in the customers table. */
export function accountMailOutbox(ports: AccountMailPorts): Outbox<AccountMailRecord> {
  return {
    name: 'account mail',
    effectsTable: 'customers',
    retryMinutes: ACCOUNT_MAIL_RETRY_MINUTES,
    maxAttempts: ACCOUNT_MAIL_MAX_ATTEMPTS,
    deadMetric: 'AccountMailDead',
    keepFinishedSeconds: KEEP_FINISHED_SECONDS,
    perform: (record) => perform(record, ports),
    // Never the effect itself: a registration carries personal data and a password hash.
    describe: (record) => ({ kind: record.effect.kind }),
  };
}

/** The job: sends every account mail that is due (retries, and mails whose worker died). */
export function performDueAccountMails(ports: AccountMailPorts, limit = 200): Promise<Record<EffectOutcome, number>> {
  return performDueEffects(accountMailOutbox(ports), ports.clock, limit);
}

/** Sends one account mail, if it is due and nobody else holds it. */
export function performAccountMail(id: string, ports: AccountMailPorts): Promise<EffectOutcome> {
  return performEffect(accountMailOutbox(ports), id, ports.clock);
}
