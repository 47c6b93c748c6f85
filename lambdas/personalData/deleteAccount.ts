import type { OrderStatus } from '@shop/shared/contract/orders';
import type { DeleteAccountRequest } from '@shop/shared/contract/personalData';
import type { Answered } from '@shop/shared/messages';
import type { CustomerRecord } from '../accounts/customerRecord.ts';
import { passwordHits } from '../accounts/loginDoor.ts';
import { verifyPassword } from '../accounts/passwordHash.ts';
import { type CountAttempt, type ThrottleRule, type Hit, tooManyRequests } from '../accounts/throttle.ts';
import type { Clock } from '../platform/clock.ts';
import { badRequest, conflict } from '../platform/errors.ts';
import { PERSONAL_DATA as M } from './messages.ts';
import type { PersonalDataStore } from './personalDataStore.ts';

/**
 * States of an order the shop still has to fulfil or be paid for: an account with one cannot be
 * deleted (the order needs its address and email), and says why (docs/decisions/024-personal-data.md).
 */
export const OPEN_ORDER_STATES: readonly OrderStatus[] = [
  'PLACED',
  'PENDING_PAYMENT',
  'AWAITING_TRANSFER',
  'PAID',
  'PACKED',
  'SHIPPED',
  'READY_FOR_PICKUP',
];

/** What a deletion works with: the person's data, and the counters of wrong passwords a login counts with too. */
export interface DeletionPorts {
  clock: Clock;
  data: PersonalDataStore;
  counters: { reachedLimit(hits: readonly Hit[], now: Date): Promise<ThrottleRule | undefined>; countAttempt: CountAttempt };
}

/**
 * POST /api/auth/deleteMe (GDPR Art. 17). The password is asked again and counted like a
 * login's (a wrong one is 400 and changes nothing; too many are 429); an open order is 409.
 * Then the account is marked DELETING with the request's audit record, and the deletion runs
 * (completeDeletion). Each of its steps can run again, so a function that dies on the way is
 * finished by the same request sent again or by the retention job.
 */
export async function deleteAccount(
  account: CustomerRecord,
  request: DeleteAccountRequest,
  client: string,
  { clock, data, counters }: DeletionPorts,
): Promise<Answered> {
  const now = clock.now();
  const hits = passwordHits(account.email, client);
  const limited = await counters.reachedLimit(hits, now);
  if (limited) throw tooManyRequests(M.tooManyAttempts, limited, now);
  if (!(await verifyPassword(request.password, account.passwordHash))) {
    await counters.countAttempt(hits, now);
    throw badRequest(M.wrongPassword, { password: M.wrongPassword });
  }
  if (account.status === 'ACTIVE') {
    if (await hasOpenOrder(account.email, data)) throw conflict(M.openOrders);
    await data.markDeleting(account, now);
  }
  await completeDeletion(account, now, data);
  return { message: M.deleted };
}

async function hasOpenOrder(email: string, data: PersonalDataStore): Promise<boolean> {
  for await (const order of data.ordersOf(email)) {
    if (OPEN_ORDER_STATES.includes(order.status)) return true;
  }
  return false;
}

/**
 * Deletes or anonymises what the shop keeps about the account, step by step, each step one
 * that can run again: the newsletter subscription, back-in-stock notices and contact messages
 * go; reviews stay under 'Former customer'; closed orders lose the person (invoices stay as
 * issued); last, in one transaction, the account and its id pointer go and the audit record and
 * the confirmation mail come.
 */
export async function completeDeletion(account: CustomerRecord, now: Date, data: PersonalDataStore): Promise<'removed' | 'gone'> {
  await data.endNewsletter(account.email);
  for await (const item of data.keptFor(account.email)) await data.forget(item);
  for await (const review of data.reviewsBy(account.id)) await data.anonymiseReview(review, account.id);
  for await (const order of data.ordersOf(account.email)) {
    // An order placed in the moment before the account was marked keeps what its fulfilment needs.
    if (!OPEN_ORDER_STATES.includes(order.status)) await data.anonymiseOrder(order, now);
  }
  return data.removeAccount(account, now);
}
