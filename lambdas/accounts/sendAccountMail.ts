import type { Clock } from '../platform/clock.ts';
import { badGateway } from '../platform/errors.ts';
import { log } from '../platform/log.ts';
import type { Mail, Mailer } from '../platform/mailer.ts';
import { ACCOUNT_MAILS_PER_CLIENT, ACCOUNT_MAILS_PER_EMAIL, countAttempt, tooManyRequests } from './throttle.ts';

/** What the use cases that email links need. */
export interface AccountMailPorts {
  clock: Clock;
  mailer: Mailer;
  shopUrl: string;
}

export const MAIL_FAILED = 'We could not send you the email just now. Please try again in a moment.';
export const TOO_MANY_MAILS = 'Too many requests for account emails.';

/** Counts a request that sends an account email; refuses with 429 past the limits. */
export async function throttleAccountMail(email: string, client: string, now: Date): Promise<void> {
  const over = await countAttempt(
    [
      { rule: ACCOUNT_MAILS_PER_EMAIL, subject: email },
      { rule: ACCOUNT_MAILS_PER_CLIENT, subject: client },
    ],
    now,
  );
  if (over) throw tooManyRequests(TOO_MANY_MAILS, over, now);
}

/** Sends an account email; if it cannot go, undoes what was written for it and answers 502. */
export async function sendAccountMail(mailer: Mailer, mail: Mail, undo?: () => Promise<void>): Promise<void> {
  try {
    await mailer.send(mail);
  } catch (error) {
    log.error('account email could not be sent', { error, subject: mail.subject });
    await undo?.();
    throw badGateway(MAIL_FAILED);
  }
}
