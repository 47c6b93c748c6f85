import { FORMER_CUSTOMER } from '@shop/shared/contract/personalData';
import type { AccountMail } from '../accounts/accountMail.ts';
import { CODES_DUE, type CustomerRecord, DELETIONS_DUE, normalizeEmail } from '../accounts/customerRecord.ts';
import type { SubscriberItem } from '../content/newsletterItems.ts';
import { customerPersonKey, emailPersonKey } from '../content/personKey.ts';
import type { InvoiceRecord } from '../invoices/invoiceStore.ts';
import { customerKey, type OrderRecord } from '../orders/orderRecord.ts';
import type { ReviewItem } from '../reviews/reviewKeys.ts';
import type { WithdrawalRecord } from '../withdrawals/withdrawalRecord.ts';
import { type AuditRecord, auditRecord } from './audit.ts';
import { ANONYMISED_EMAIL, anonymisedAddress, anonymisedBilling } from './anonymised.ts';
import { accountDeletedMail, codesAfter, type EmailItem, type ItemKey, type PersonalDataStore } from './personalDataStore.ts';

/** What the shop keeps about people, as the fake is given it: the items as the tables hold them. */
export interface PersonalDataWorld {
  accounts?: CustomerRecord[];
  orders?: OrderRecord[];
  invoices?: InvoiceRecord[];
  /** Each holds its product to one review of the account (the reviewer item the deletion removes). */
  reviews?: ReviewItem[];
  /** Back-in-stock requests and contact messages, each naming its email in `personKey`. */
  emailItems?: EmailItem[];
  /** With an unsubscribe token, the link's pointer is kept too. */
  subscribers?: SubscriberItem[];
  withdrawals?: WithdrawalRecord[];
}

/** Everything the fake holds now, for a test to look at. */
export interface PersonalDataHeld {
  accounts: CustomerRecord[];
  orders: OrderRecord[];
  invoices: InvoiceRecord[];
  reviews: ReviewItem[];
  /** `<productId> <customerId>` of each review that still holds its product to the account. */
  reviewers: string[];
  emailItems: EmailItem[];
  subscribers: SubscriberItem[];
  /** The emails whose unsubscribe link still points somewhere. */
  unsubscribeLinks: string[];
  withdrawals: WithdrawalRecord[];
  audits: AuditRecord[];
  mails: AccountMail[];
}

const key = (item: ItemKey) => `${item.pk}\u0000${item.sk}`;
const byTime =
  <T>(at: (item: T) => string) =>
  (a: T, b: T) =>
    at(a) < at(b) ? -1 : at(a) > at(b) ? 1 : 0;
const copy = <T>(value: T): T => structuredClone(value);

/**
 * The person's data in memory, for the rule tests: it passes the same contract as the tables'
 * adapter (personalDataStoreContract.ts). It finds items as the tables' indexes do, by the keys
 * the items carry (`customerKey`, `personKey`, `dueKey`), writes each step as one change (a
 * transaction on the tables), and hands out copies, as a round trip would.
 */
export function memoryPersonalDataStore(world: PersonalDataWorld = {}): PersonalDataStore & { held(): PersonalDataHeld } {
  const accounts = new Map((world.accounts ?? []).map((account) => [normalizeEmail(account.email), copy(account)]));
  const orders = new Map((world.orders ?? []).map((order) => [order.id, copy(order)]));
  const invoices = new Map((world.invoices ?? []).map((invoice) => [invoice.id, copy(invoice)]));
  const reviews = new Map((world.reviews ?? []).map((review) => [key(review), copy(review)]));
  const reviewers = new Set((world.reviews ?? []).map((review) => `${review.productId} ${review.customerId}`));
  const emailItems = new Map((world.emailItems ?? []).map((item) => [key(item), copy(item)]));
  const subscribers = new Map((world.subscribers ?? []).map((subscriber) => [normalizeEmail(subscriber.email), copy(subscriber)]));
  const unsubscribeLinks = new Set((world.subscribers ?? []).flatMap((s) => (s.unsubscribeToken ? [normalizeEmail(s.email)] : [])));
  const withdrawals = (world.withdrawals ?? []).map(copy);
  const audits = new Map<string, AuditRecord>();
  const mails = new Map<string, AccountMail>();

  const addAudit = (record: AuditRecord) => audits.set(key(record), record);

  return {
    async *ordersOf(email) {
      const mine = [...orders.values()].filter((order) => order.customerKey === customerKey(email));
      for (const order of mine.sort(byTime((o) => o.createdAt))) yield copy(order);
    },
    async *reviewsBy(customerId) {
      const mine = [...reviews.values()].filter((review) => review.personKey === customerPersonKey(customerId));
      for (const review of mine.sort(byTime((r) => r.createdAt))) yield copy(review);
    },
    async *keptFor(email) {
      const mine = [...emailItems.values()].filter((item) => item.personKey === emailPersonKey(email));
      for (const item of mine.sort(byTime((i) => i.createdAt))) yield copy(item);
    },
    async newsletterOf(email) {
      const subscriber = subscribers.get(normalizeEmail(email));
      return subscriber && copy(subscriber);
    },
    async invoicesOf(ofOrders) {
      const ids = new Set(ofOrders.flatMap((order) => (order.invoiceId ? [order.invoiceId] : [])));
      return [...ids].flatMap((id) => {
        const invoice = invoices.get(id);
        return invoice ? [copy(invoice)] : [];
      });
    },
    async withdrawalsFrom(ofOrders) {
      const ids = new Set(ofOrders.map((order) => order.id));
      return withdrawals
        .filter((withdrawal) => ids.has(withdrawal.orderId))
        .sort(byTime((w) => w.receivedAt))
        .map(copy);
    },
    async audit(customerId, action, at) {
      addAudit(auditRecord(customerId, action, at));
    },
    async auditTrail(customerId) {
      return [...audits.values()]
        .filter((record) => record.customerId === customerId)
        .sort(byTime((r) => r.sk))
        .map(copy);
    },

    async markDeleting(account, now) {
      const stored = accounts.get(normalizeEmail(account.email));
      if (stored?.id !== account.id || stored.status !== 'ACTIVE') return;
      Object.assign(stored, { status: 'DELETING', dueKey: DELETIONS_DUE, dueAt: now.toISOString(), updatedAt: now.toISOString() });
      addAudit(auditRecord(account.id, 'DELETION_REQUESTED', now));
    },
    async unfinishedDeletions(before, limit) {
      return [...accounts.values()]
        .filter((account) => account.dueKey === DELETIONS_DUE && (account.dueAt ?? '') <= before.toISOString())
        .sort(byTime((account) => account.dueAt ?? ''))
        .slice(0, limit)
        .map(copy);
    },
    async endNewsletter(email) {
      unsubscribeLinks.delete(normalizeEmail(email));
      subscribers.delete(normalizeEmail(email));
    },
    async forget(item) {
      emailItems.delete(key(item));
    },
    async anonymiseReview(review, customerId) {
      const stored = reviews.get(key(review));
      if (stored) {
        Object.assign(stored, { createdBy: FORMER_CUSTOMER, customerId: '' });
        delete stored.personKey;
      }
      reviewers.delete(`${review.productId} ${customerId}`);
    },
    async anonymiseOrder(order, now) {
      const stored = orders.get(order.id);
      if (!stored || stored.customerKey === undefined || stored.customerKey !== order.customerKey) return;
      Object.assign(stored, {
        email: ANONYMISED_EMAIL,
        deliveryAddress: anonymisedAddress(order.deliveryAddress.country),
        billingAddress: anonymisedBilling(order),
        anonymisedAt: now.toISOString(),
        updatedAt: now.toISOString(),
        version: (stored.version ?? 0) + 1,
      });
      for (const field of ['customerKey', 'emailKey', 'shipment', 'unpaidCounters'] as const) delete stored[field];
    },
    async removeAccount(account, now) {
      const email = normalizeEmail(account.email);
      if (accounts.get(email)?.id !== account.id) return 'gone';
      accounts.delete(email);
      addAudit(auditRecord(account.id, 'ACCOUNT_DELETED', now));
      mails.set(`account-deleted-${account.id}`, accountDeletedMail(account));
      return 'removed';
    },

    async forgetContactMessagesBefore(cutoff) {
      const old = [...emailItems.values()].filter(
        (item) => item.pk.startsWith('CM#') && 'receivedAt' in item && item.sk < cutoff.toISOString(),
      );
      for (const item of old) emailItems.delete(key(item));
      return old.length;
    },
    async removeCodesExpiredBefore(cutoff) {
      let removed = 0;
      for (const account of accounts.values()) {
        if (account.dueKey !== CODES_DUE || (account.dueAt ?? '') >= cutoff.toISOString()) continue;
        const after = codesAfter(account, cutoff);
        for (const field of after.remove) delete (account as unknown as Record<string, unknown>)[field];
        if (after.next) account.dueAt = after.next;
        removed += after.removed;
      }
      return removed;
    },

    held: () => ({
      accounts: [...accounts.values()].map(copy),
      orders: [...orders.values()].map(copy),
      invoices: [...invoices.values()].map(copy),
      reviews: [...reviews.values()].map(copy),
      reviewers: [...reviewers].sort(),
      emailItems: [...emailItems.values()].map(copy),
      subscribers: [...subscribers.values()].map(copy),
      unsubscribeLinks: [...unsubscribeLinks].sort(),
      withdrawals: withdrawals.map(copy),
      audits: [...audits.values()].map(copy),
      mails: [...mails.values()].map(copy),
    }),
  };
}
