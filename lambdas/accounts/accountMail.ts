import type { Language } from '@shop/shared/language';
import type { Clock } from '../platform/clock.ts';
import type { OutboxRecord } from '../platform/outbox.ts';
import type { CustomerRecord } from './customerRecord.ts';
import { ACCOUNTS } from './messages.ts';
import {
  ACCOUNT_MAILS_PER_CLIENT,
  ACCOUNT_MAILS_PER_EMAIL_AND_CLIENT,
  accountAndClient,
  type CountAttempt,
  tooManyRequests,
} from './throttle.ts';

/**
 * The account emails a request asks for, kept in the customers table's outbox and sent after
 * the answer (accountMailWorker.ts). What a request does before answering is the same whether
 * the email has an account or not, so neither the answer nor its time tells them apart.
 */
export type AccountMail =
  /**
   * A registration: the account to create (its password already hashed), or, if the email has
   * one, a mail to its owner; either in the language of the registration (the account's `language`).
   */
  | { kind: 'registration'; account: NewAccount }
  /** A reset link for the email's account, if it has one, in the language it was asked in (English when absent). */
  | { kind: 'passwordReset'; email: string; language?: Language }
  /** The confirmation that the account and its personal data were deleted, in the account's language. */
  | { kind: 'accountDeleted'; email: string; firstName: string; language?: Language };

/** A new account as the registration made it; its activation code is made when its mail is. */
export type NewAccount = Omit<CustomerRecord, 'activationCodeHash' | 'activationExpiresAt'>;

export type AccountMailRecord = OutboxRecord<AccountMail>;

/** What a request that asks for an account mail works with: the caller's limits, and the accounts' outbox. */
export interface AccountMailRequestPorts {
  clock: Clock;
  countAttempt: CountAttempt;
  /** Puts an account mail in the customers table's outbox, whatever the mail and whoever the address (accountAdapters.ts). */
  queueMail(mail: AccountMail, now: Date): Promise<void>;
}

/**
 * Counts a request for an account email against the caller's own limits (per address and
 * client, and per client): only the caller's requests can bring them to 429.
 */
export async function throttleAccountMail(
  email: string,
  client: string,
  now: Date,
  ports: Pick<AccountMailRequestPorts, 'countAttempt'>,
): Promise<void> {
  const over = await ports.countAttempt(
    [
      { rule: ACCOUNT_MAILS_PER_EMAIL_AND_CLIENT, subject: accountAndClient(email, client) },
      { rule: ACCOUNT_MAILS_PER_CLIENT, subject: client },
    ],
    now,
  );
  if (over) throw tooManyRequests(ACCOUNTS.tooManyAccountMails, over, now);
}
