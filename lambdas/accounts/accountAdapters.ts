import { getProducts } from '../catalog/catalogStore.ts';
import type { Clock } from '../platform/clock.ts';
import type { MailingPorts } from '../platform/mailingPorts.ts';
import { queueEffect } from '../platform/outbox.ts';
import type { AccountMailRequestPorts } from './accountMail.ts';
import type { AccountMailPorts } from './accountMailWorker.ts';
import type { AccountStore } from './accountStore.ts';
import { dynamoAccountReader } from './dynamoAccountReader.ts';
import { dynamoAccountStore } from './dynamoAccountStore.ts';
import type { LoginPorts } from './login.ts';
import type { RecoveryPorts } from './passwordReset.ts';
import { hashPassword } from './passwordHash.ts';
import type { RegistrationPorts } from './register.ts';
import { clearAttempts, countAttempt, countFailure, countSuccess, refuseThrottled } from './throttle.ts';
import type { WishlistPorts } from './wishlist.ts';

/**
 * The accounts' use cases wired to the shop's tables: the handlers', the account mails' worker's
 * and the fixtures'. Nothing here runs when imported, so each bundle keeps what it uses. A
 * handler that only checks a login takes signedIn.ts, which holds the reader alone.
 */
export const shopAccounts: AccountStore = dynamoAccountStore;

export const shopAccountMailRequestPorts = (clock: Clock): AccountMailRequestPorts => ({
  clock,
  countAttempt,
  queueMail: (mail, now) => queueEffect('customers', mail, now),
});

export const shopRegistrationPorts = (clock: Clock): RegistrationPorts => ({
  ...shopAccountMailRequestPorts(clock),
  accounts: shopAccounts,
  hashPassword,
});

export const shopLoginPorts = (clock: Clock): LoginPorts => ({
  clock,
  accounts: dynamoAccountReader,
  door: { refuseThrottled, countFailure, countSuccess },
});

export const shopRecoveryPorts = (clock: Clock): RecoveryPorts => ({ clock, accounts: shopAccounts, hashPassword, clearAttempts });

export const shopAccountPorts = (clock: Clock) => ({ clock, accounts: shopAccounts });

export const shopAccountMailPorts = (mailing: MailingPorts): AccountMailPorts => ({ ...mailing, accounts: shopAccounts, countAttempt });

export const shopWishlistPorts: WishlistPorts = {
  accounts: shopAccounts,
  products: getProducts,
};
