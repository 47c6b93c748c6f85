import type { Clock } from './clock.ts';
import type { Mailer } from './mailer.ts';

/**
 * What every use case that mails someone works with, declared once: the time, the mail service
 * and the shop's address that its links start with. A context's ports add what is its own.
 */
export interface MailingPorts {
  clock: Clock;
  mailer: Mailer;
  shopUrl: string;
}
