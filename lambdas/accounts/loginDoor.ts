import { ACCOUNTS } from './messages.ts';
import {
  doorHits,
  type Hit,
  KNOWN_CLIENT_DAYS,
  LOGIN_FAILURES_PER_ACCOUNT,
  LOGIN_FAILURES_PER_ACCOUNT_AND_CLIENT,
  LOGIN_FAILURES_PER_CLIENT,
  type PasswordDoor,
} from './throttle.ts';

/*
 * Apart from throttle.ts so that a function which only counts requests (a review's, a contact
 * message's) does not carry the login's door, whose refusal is a message of the accounts' and
 * whose known clients are written to the customers' table.
 */

/** The customers' login (docs/decisions/018). */
export const LOGIN_DOOR: PasswordDoor = {
  perAccountAndClient: LOGIN_FAILURES_PER_ACCOUNT_AND_CLIENT,
  perClient: LOGIN_FAILURES_PER_CLIENT,
  perAccount: LOGIN_FAILURES_PER_ACCOUNT,
  knownClients: { table: 'customers', days: KNOWN_CLIENT_DAYS },
  tooMany: ACCOUNTS.tooManyLogins,
};

/** What a password typed for a customer's account counts against (a login's, or the one an account's deletion asks for). */
export const passwordHits = (email: string, client: string): [Hit, Hit, Hit] => doorHits(LOGIN_DOOR, email, client);
