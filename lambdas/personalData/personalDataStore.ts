import type { AccountMail } from '../accounts/accountMail.ts';
import { type CustomerRecord, languageOfAccount } from '../accounts/customerRecord.ts';
import type { ContactMessageItem } from '../content/contactMessage.ts';
import type { SubscriberItem } from '../content/newsletterItems.ts';
import type { InvoiceRecord } from '../invoices/invoiceStore.ts';
import type { StockNotificationItem } from '../notifications/stockNotificationKeys.ts';
import type { OrderRecord } from '../orders/orderRecord.ts';
import type { ReviewItem } from '../reviews/reviewKeys.ts';
import type { WithdrawalRecord } from '../withdrawals/withdrawalRecord.ts';
import type { AuditAction, AuditRecord } from './audit.ts';

/** A stored item by its key: what the deletion removes one at a time. */
export type ItemKey = { pk: string; sk: string };

/** What an email's address is kept under besides its account: its back-in-stock requests and its contact messages. */
export type EmailItem = StockNotificationItem | ContactMessageItem;

/**
 * What the shop keeps about one person, read across the contexts that keep it, for the export
 * (and the deletion): every read finds the person by a key or an index, never a scan. The
 * export's function holds only this, and only read access to what it reads.
 */
export interface PersonalDataReader {
  /** The orders placed logged in with the account's email, oldest first. */
  ordersOf(email: string): AsyncIterable<OrderRecord>;
  /** The reviews the account wrote (and still names: an anonymised one is no longer its), oldest first. */
  reviewsBy(customerId: string): AsyncIterable<ReviewItem>;
  /** The back-in-stock requests and the contact messages sent from the email, oldest first. */
  keptFor(email: string): AsyncIterable<EmailItem>;
  /** The email's newsletter subscription, whatever its state. */
  newsletterOf(email: string): Promise<SubscriberItem | undefined>;
  /** The invoices of these orders, as issued. */
  invoicesOf(orders: readonly Pick<OrderRecord, 'invoiceId'>[]): Promise<InvoiceRecord[]>;
  /** The withdrawal statements sent about these orders. */
  withdrawalsFrom(orders: readonly Pick<OrderRecord, 'id' | 'createdAt'>[]): Promise<WithdrawalRecord[]>;
  /** Records what was done with the account's data; the same action at the same instant is one record. */
  audit(customerId: string, action: AuditAction, at: Date): Promise<void>;
  /** The account's audit records, oldest first (for the operator). */
  auditTrail(customerId: string): Promise<AuditRecord[]>;
}

/**
 * The person's data read and deleted, in the words of the export and the deletion (GDPR Art. 15,
 * 17, 20; docs/decisions/024-personal-data.md, 088-stores-as-ports.md): one adapter on the tables
 * (dynamoPersonalDataStore.ts over dynamoPersonalDataReader.ts), one fake in memory
 * (memoryPersonalDataStore.ts), both held to personalDataStoreContract.ts. Every write can be
 * done twice and changes nothing the second time, so a deletion that died on the way is finished
 * by running it again.
 */
export interface PersonalDataStore extends PersonalDataReader {
  /** Marks an ACTIVE account as being deleted, with the request's audit record; one marked already stays as it is. */
  markDeleting(account: CustomerRecord, now: Date): Promise<void>;
  /** Accounts whose deletion began before `before` and has not ended, at most `limit`. */
  unfinishedDeletions(before: Date, limit: number): Promise<CustomerRecord[]>;
  /** Ends the email's subscription: the subscriber and its unsubscribe link's pointer go. */
  endNewsletter(email: string): Promise<void>;
  /** Deletes a back-in-stock request or a contact message; one already gone is fine. */
  forget(item: ItemKey): Promise<void>;
  /** Keeps a review on its product under FORMER_CUSTOMER, without the account's id or the item that held it to one review. */
  anonymiseReview(review: ItemKey & Pick<ReviewItem, 'productId'>, customerId: string): Promise<void>;
  /**
   * Takes the person out of a closed order of theirs (email, names, street, phone, tracking, the
   * counters of unpaid orders), keeping what was sold, for how much, when and to which country;
   * an order no longer the customer's is left as it is.
   */
  anonymiseOrder(order: Pick<OrderRecord, 'id' | 'customerKey' | 'deliveryAddress' | 'billingAddress'>, now: Date): Promise<void>;
  /** The account and its id's pointer go, and the deletion's audit record and the confirmation mail come, all at once. */
  removeAccount(account: CustomerRecord, now: Date): Promise<'removed' | 'gone'>;

  /** Deletes the contact messages received before the cutoff (whatever TTL has done); how many went. */
  forgetContactMessagesBefore(cutoff: Date): Promise<number>;
  /** Removes one-time codes that expired before the cutoff from their accounts; how many went. */
  removeCodesExpiredBefore(cutoff: Date): Promise<number>;
}

/** The mail removeAccount leaves in the customers' outbox. */
export const accountDeletedMail = (account: CustomerRecord): AccountMail => ({
  kind: 'accountDeleted',
  email: account.email,
  firstName: account.firstName,
  language: languageOfAccount(account),
});

export async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
}

/** One-time codes an account holds, by the attribute of the code and of its expiry. */
const CODES = [
  { hash: 'activationCodeHash', expires: 'activationExpiresAt' },
  { hash: 'resetCodeHash', expires: 'resetExpiresAt' },
] as const;

/**
 * What removing the codes expired before the cutoff does to an account listed by a code's expiry:
 * the attributes that go, and the expiry it is listed by next (none: it leaves the index).
 */
export function codesAfter(account: CustomerRecord, cutoff: Date): { removed: number; remove: string[]; next?: string } {
  const expiresAt = (code: (typeof CODES)[number]) => account[code.expires];
  const expired = CODES.filter((code) => typeof expiresAt(code) === 'string' && (expiresAt(code) as string) < cutoff.toISOString());
  const next = CODES.filter((code) => !expired.includes(code))
    .map(expiresAt)
    .filter((at): at is string => typeof at === 'string')
    .sort()[0];
  const remove = [...expired.flatMap((code) => [code.hash, code.expires]), ...(next ? [] : ['dueKey', 'dueAt'])];
  return { removed: expired.length, remove, ...(next ? { next } : {}) };
}
