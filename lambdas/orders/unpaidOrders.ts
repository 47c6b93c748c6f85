import type { Message } from '@shop/shared/messages';
import { HttpError } from '../platform/errors.ts';
import { ORDERS } from './messages.ts';

/**
 * Holds are bounded: an unpaid order holds its stock, code use and gift card amount, so one
 * shopper may have only so many open at once (why these numbers: docs/decisions/018-throttles-
 * and-holds.md). Each order counts, while it is unpaid, in the counters of its email and of the
 * client that placed it: counted in the transaction that writes the order, conditional on the
 * counter being below its limit, and counted out in the transaction that moves it out of the
 * unpaid states. So the counts are exact, whoever orders at the same moment, and a refusal
 * writes nothing. A counter names the orders it counts (`orderIds`), so that a full one can be
 * looked into before a shopper is refused: an order the provider has been paid for counts until
 * its payment event is heard, which under load may come after the shopper's next order
 * (placeOrder.ts; docs/decisions/069-stage-throttle-and-unpaid-limit.md).
 */
export const UNPAID_ORDERS_PER_EMAIL = 3;
export const UNPAID_ORDERS_PER_CLIENT = 10;

/** A counter outlives any unpaid order that counts in it: 7 days of a bank transfer, and the job that cancels it. */
export const UNPAID_COUNTER_DAYS = 30;

export interface UnpaidCounter {
  pk: string;
  limit: number;
  /** What the shopper is told when the counter is full. */
  refusal: Message;
  /** The field of the order it is about, for the checkout to show the refusal under it. */
  field?: 'userEmail';
}

export const unpaidCounterKey = (pk: string) => ({ pk, sk: 'UNPAID' });

/**
 * The counters an order placed through the shop counts in. An order a logged-in customer
 * places for their own email counts under their account, not under the email, so unpaid
 * orders that strangers placed with that email never stop its owner.
 */
export function unpaidCountersFor(email: string, placedByCustomer: boolean, client: string): UnpaidCounter[] {
  const address = email.toLowerCase();
  return [
    {
      pk: placedByCustomer ? `UNPAID#ACCOUNT#${address}` : `UNPAID#EMAIL#${address}`,
      limit: UNPAID_ORDERS_PER_EMAIL,
      refusal: ORDERS.tooManyUnpaidForEmail({ count: UNPAID_ORDERS_PER_EMAIL }),
      field: 'userEmail',
    },
    {
      pk: `UNPAID#CLIENT#${client.toLowerCase()}`,
      limit: UNPAID_ORDERS_PER_CLIENT,
      refusal: ORDERS.tooManyUnpaidFromConnection,
    },
  ];
}

/**
 * The longest wait a refusal's Retry-After names. A bank transfer holds its order for up to 7
 * days, but a place comes free as soon as the shopper pays for or cancels any counted order, so
 * past an hour the number would say no more than "later"; asking again then costs a refusal.
 */
export const UNPAID_RETRY_AFTER_MAX_SECONDS = 3600;

/** The 429 for a counter that was full, with the seconds until its earliest order stops holding (at least 1, at most the cap). */
export function tooManyUnpaidOrders(counter: UnpaidCounter, retryAfterSeconds: number): HttpError {
  const seconds = Math.min(UNPAID_RETRY_AFTER_MAX_SECONDS, Math.max(1, Math.ceil(retryAfterSeconds)));
  return new HttpError(429, counter.refusal, counter.field ? { [counter.field]: counter.refusal } : undefined, {
    'retry-after': String(seconds),
  });
}
