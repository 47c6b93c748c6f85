import { type Clock, systemClock } from '../platform/clock.ts';
import type { CustomerRecord } from './customerRecord.ts';
import { dynamoAccountReader } from './dynamoAccountReader.ts';
import { customerOf, customerOrGuestOf } from './sessionToken.ts';

/**
 * The customer a request's token names, read from the shop's table: what every handler behind
 * a login asks (its own, the orders', the reviews', the personal data's). Only the accounts'
 * reader, so a function that checks a login carries no write of an account.
 */
export const requireCustomer = (
  headers: Record<string, string | undefined>,
  clock: Clock = systemClock,
  statuses?: readonly CustomerRecord['status'][],
): Promise<CustomerRecord> => customerOf(headers, { clock, accounts: dynamoAccountReader }, statuses);

export const optionalCustomer = (headers: Record<string, string | undefined>, clock: Clock = systemClock) =>
  customerOrGuestOf(headers, { clock, accounts: dynamoAccountReader });
