import type { OrderStatus } from '@shop/shared/contract/orders';
import type { DeleteAccountRequest } from '@shop/shared/contract/personalData';
import type { ContactMessageItem } from '../content/contactMessage.ts';
import { customerPersonKey, emailPersonKey } from '../content/personKey.ts';
import { customerOrders } from '../orders/dynamoOrderReader.ts';
import type { Clock } from '../platform/clock.ts';
import { badRequest, conflict } from '../platform/errors.ts';
import type { ReviewItem } from '../reviews/reviewKeys.ts';
import type { CustomerRecord } from '../accounts/customerRecord.ts';
import type { Answered } from '@shop/shared/messages';
import { verifyPassword } from '../accounts/passwordHash.ts';
import {
  anonymiseOrder,
  anonymiseReview,
  deleteContentItem,
  deleteNewsletterSubscriber,
  markDeleting,
  personItems,
  removeAccount,
} from './personalDataStore.ts';
import { passwordHits } from '../accounts/loginDoor.ts';
import { countAttempt, reachedLimit, tooManyRequests } from '../accounts/throttle.ts';
import { PERSONAL_DATA as M } from './messages.ts';

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
  ports: { clock: Clock },
): Promise<Answered> {
  const now = ports.clock.now();
  const hits = passwordHits(account.email, client);
  const limited = await reachedLimit(hits, now);
  if (limited) throw tooManyRequests(M.tooManyAttempts, limited, now);
  if (!(await verifyPassword(request.password, account.passwordHash))) {
    await countAttempt(hits, now);
    throw badRequest(M.wrongPassword, { password: M.wrongPassword });
  }
  if (account.status === 'ACTIVE') {
    if (await hasOpenOrder(account.email)) throw conflict(M.openOrders);
    await markDeleting(account, now);
  }
  await completeDeletion(account, now);
  return { message: M.deleted };
}

async function hasOpenOrder(email: string): Promise<boolean> {
  for await (const order of customerOrders(email, { attributes: ['status'] })) {
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
export async function completeDeletion(account: CustomerRecord, now: Date): Promise<'removed' | 'gone'> {
  await deleteNewsletterSubscriber(account.email);
  for await (const item of personItems<ContactMessageItem>(emailPersonKey(account.email))) await deleteContentItem(item);
  for await (const review of personItems<ReviewItem>(customerPersonKey(account.id))) await anonymiseReview(review, account.id);
  for await (const order of customerOrders(account.email)) {
    // An order placed in the moment before the account was marked keeps what its fulfilment needs.
    if (!OPEN_ORDER_STATES.includes(order.status)) await anonymiseOrder(order, now);
  }
  return removeAccount(account, now);
}
