import { FORMER_CUSTOMER } from '@shop/shared/contract/personalData';
import { describe, expect, it } from 'vitest';
import type { AccountMail } from '../accounts/accountMail.ts';
import { CODES_DUE, type CustomerRecord, customerAccountKey } from '../accounts/customerRecord.ts';
import type { ContactMessageItem } from '../content/contactMessage.ts';
import { contactMessageKey, subscriberKey } from '../content/contentKeys.ts';
import type { SubscriberItem } from '../content/newsletterItems.ts';
import { customerPersonKey, emailPersonKey } from '../content/personKey.ts';
import { type InvoiceRecord, invoiceKey } from '../invoices/invoiceStore.ts';
import { type StockNotificationItem, stockNotificationKey } from '../notifications/stockNotificationKeys.ts';
import type { OrderRecord } from '../orders/orderRecord.ts';
import { anOrder } from '../orders/orderReaderContract.ts';
import { type ReviewItem, reviewKey } from '../reviews/reviewKeys.ts';
import { WITHDRAWALS, type WithdrawalRecord, withdrawalItemKey } from '../withdrawals/withdrawalRecord.ts';
import { ANONYMISED_EMAIL, anonymisedAddress } from './anonymised.ts';
import type { PersonalDataWorld } from './memoryPersonalDataStore.ts';
import { collect, type ItemKey, type PersonalDataStore } from './personalDataStore.ts';

const AT = '2026-11-02T08:00:00.000Z';
const at = (minutes: number) => new Date(Date.parse(AT) + minutes * 60_000);

/** The items a world is made of, with the keys and index attributes the shop writes them with. */
export const anAccount = (email: string, id: string, fields: Partial<CustomerRecord> = {}): CustomerRecord => ({
  ...customerAccountKey(email),
  id,
  email,
  firstName: 'Ana',
  lastName: 'Horvat',
  newsletterSubscription: false,
  userLevel: 'REGULAR' as CustomerRecord['userLevel'],
  passwordHash: 'scrypt$not-a-real-hash',
  status: 'ACTIVE',
  createdAt: AT,
  addresses: [],
  ...fields,
});
export const aReview = (productId: string, position: number, customerId: string, minute = position): ReviewItem => ({
  ...reviewKey(productId, position),
  id: `${productId}-${position}`,
  productId,
  stars: 4,
  description: 'Soft and warm.',
  customerId,
  createdBy: 'Ana H.',
  createdAt: at(minute).toISOString(),
  personKey: customerPersonKey(customerId),
});
export const aNotice = (email: string, productId: string, size: string, minute = 0): StockNotificationItem => ({
  ...stockNotificationKey(productId, size, email),
  email,
  productId,
  size,
  createdAt: at(minute).toISOString(),
  personKey: emailPersonKey(email),
});
export const aMessage = (email: string, id: string, receivedAt: Date): ContactMessageItem => ({
  ...contactMessageKey(receivedAt, id),
  id,
  email,
  firstName: 'Ana',
  lastName: 'Horvat',
  text: 'Do you ship to Split?',
  receivedAt: receivedAt.toISOString(),
  createdAt: receivedAt.toISOString(),
  personKey: emailPersonKey(email),
  expiresAt: Math.floor(receivedAt.getTime() / 1000) + 365 * 86_400,
});
export const aSubscriber = (email: string, unsubscribeToken?: string): SubscriberItem => ({
  ...subscriberKey(email),
  email,
  status: 'CONFIRMED',
  createdAt: AT,
  updatedAt: AT,
  ...(unsubscribeToken ? { unsubscribeToken } : {}),
});
export const anInvoice = (id: string, orderId: string): InvoiceRecord =>
  ({ ...invoiceKey(id), id, orderId, document: { number: `${id}/ZG1/1`, orderNumber: orderId, issuedAt: AT } }) as unknown as InvoiceRecord;
export const aWithdrawal = (id: string, orderId: string, minute = 60): WithdrawalRecord => ({
  ...withdrawalItemKey(id),
  id,
  orderId,
  orderNumber: orderId,
  email: 'ana@example.hr',
  name: 'Ana Horvat',
  wholeOrder: true,
  items: [],
  unknownItemNos: [],
  reason: null,
  receivedAt: at(minute).toISOString(),
  withdrawalKey: WITHDRAWALS,
});
/** A logged-in customer's order (anOrder's, with the customer's index key), placed at the minute given. */
export const aCustomerOrder = (id: string, email: string, minute: number, status: OrderRecord['status'] = 'DELIVERED'): OrderRecord => ({
  ...anOrder(id, { email, byCustomer: true, minute, status }),
  invoiceId: `inv-${id}`,
});

/** A store holding a world, and what a test reads of it that the store itself does not hand out. */
export interface PersonalDataFixture {
  store: PersonalDataStore;
  account(email: string): Promise<CustomerRecord | undefined>;
  order(id: string): Promise<OrderRecord | undefined>;
  review(key: ItemKey): Promise<ReviewItem | undefined>;
  /** Whether the product still holds the account to one review. */
  holdsReviewer(productId: string, customerId: string): Promise<boolean>;
  /** Whether the newsletter's unsubscribe link with this token still points at someone. */
  linkWorks(token: string): Promise<boolean>;
  /** The mail removeAccount left for this account, if any. */
  deletionMail(account: CustomerRecord): Promise<AccountMail | undefined>;
}

const ids = (items: readonly { id: string }[]) => items.map((item) => item.id);

/**
 * What every PersonalDataStore does, run against the tables' adapter (on DynamoDB Local) and the
 * in-memory fake alike: the fake the rule tests run on is proven by these tests, not trusted.
 * `fresh` gives a store holding exactly this world.
 */
export function describePersonalDataStore(name: string, fresh: (world: PersonalDataWorld) => Promise<PersonalDataFixture>) {
  describe(`a personal data store: ${name}`, () => {
    it('finds what names the person, by account and by email, oldest first, and nobody else’s', async () => {
      const { store } = await fresh({
        orders: [
          aCustomerOrder('o2', 'ana@example.hr', 20),
          aCustomerOrder('o1', 'ana@example.hr', 10),
          aCustomerOrder('o3', 'iva@example.hr', 5),
          // A guest order with the same email is not the account's.
          anOrder('g1', { email: 'ana@example.hr' }),
        ],
        invoices: [anInvoice('inv-o1', 'o1'), anInvoice('inv-o3', 'o3')],
        reviews: [aReview('dress', 2, 'ana-1', 9), aReview('socks', 1, 'ana-1', 3), aReview('dress', 1, 'iva-1')],
        emailItems: [
          aMessage('ana@example.hr', 'm1', at(30)),
          aNotice('ana@example.hr', 'dress', 'M', 1),
          aNotice('iva@example.hr', 'dress', 'M'),
        ],
        subscribers: [aSubscriber('ana@example.hr', 'token-a')],
        withdrawals: [aWithdrawal('w1', 'o1'), aWithdrawal('w3', 'o3')],
      });
      const orders = await collect(store.ordersOf('ana@example.hr'));
      expect(ids(orders)).toEqual(['o1', 'o2']);
      expect(ids(await collect(store.reviewsBy('ana-1')))).toEqual(['socks-1', 'dress-2']);
      expect((await collect(store.keptFor('ana@example.hr'))).map((item) => item.pk)).toEqual(['NOTIFY#dress#M', 'CM#2026-11']);
      expect(await store.newsletterOf('ana@example.hr')).toMatchObject({ email: 'ana@example.hr', status: 'CONFIRMED' });
      expect(await store.newsletterOf('iva@example.hr')).toBeUndefined();
      // The invoice o2 names was never issued; o1's once, though asked twice.
      expect(ids(await store.invoicesOf([...orders, ...orders]))).toEqual(['inv-o1']);
      expect(ids(await store.withdrawalsFrom(orders))).toEqual(['w1']);
      expect(await store.withdrawalsFrom([])).toEqual([]);
    });

    it('marks an active account as being deleted once, with the request’s audit record, and lists it as unfinished', async () => {
      const ana = anAccount('ana@example.hr', 'ana-1');
      const { store, account } = await fresh({ accounts: [ana, anAccount('new@example.hr', 'new-1', { status: 'PENDING' })] });
      await store.markDeleting(ana, at(0));
      await store.markDeleting({ ...ana, status: 'ACTIVE' }, at(5));
      await store.markDeleting(anAccount('new@example.hr', 'new-1', { status: 'PENDING' }), at(0));
      expect(await account('ana@example.hr')).toMatchObject({ status: 'DELETING', dueAt: at(0).toISOString() });
      expect(await account('new@example.hr')).toMatchObject({ status: 'PENDING' });
      expect((await store.auditTrail('ana-1')).map((record) => [record.action, record.at])).toEqual([
        ['DELETION_REQUESTED', at(0).toISOString()],
      ]);
      expect(ids(await store.unfinishedDeletions(at(0), 25))).toEqual(['ana-1']);
      expect(await store.unfinishedDeletions(at(-1), 25)).toEqual([]);
    });

    it('removes the account with its audit record and mail at once; a second time, or another account under the email, is gone', async () => {
      const ana = anAccount('ana@example.hr', 'ana-1', { status: 'DELETING' });
      const { store, account, deletionMail } = await fresh({ accounts: [ana] });
      expect(await store.removeAccount(anAccount('ana@example.hr', 'someone-else'), at(1))).toBe('gone');
      expect(await account('ana@example.hr')).toBeDefined();
      expect(await store.removeAccount(ana, at(2))).toBe('removed');
      expect(await store.removeAccount(ana, at(3))).toBe('gone');
      expect(await account('ana@example.hr')).toBeUndefined();
      expect(await deletionMail(ana)).toEqual({ kind: 'accountDeleted', email: 'ana@example.hr', firstName: 'Ana', language: 'en' });
      expect((await store.auditTrail('ana-1')).map((record) => record.action)).toEqual(['ACCOUNT_DELETED']);
    });

    it('takes the person out of the customer’s order, keeps what was sold and where to, and a second time changes nothing', async () => {
      const mine = { ...aCustomerOrder('o1', 'ana@example.hr', 0), shipment: { carrier: 'GLS' } } as OrderRecord;
      const theirs = aCustomerOrder('o2', 'iva@example.hr', 0);
      const { store, order } = await fresh({ orders: [mine, theirs] });
      await store.anonymiseOrder(mine, at(1));
      const once = await order('o1');
      await store.anonymiseOrder(mine, at(2));
      await store.anonymiseOrder({ ...theirs, customerKey: mine.customerKey }, at(2));
      expect(await order('o1')).toEqual(once);
      expect(once).toMatchObject({ email: ANONYMISED_EMAIL, total: mine.total, lines: mine.lines, anonymisedAt: at(1).toISOString() });
      expect(once?.deliveryAddress).toEqual(anonymisedAddress('HR'));
      expect(once?.billingAddress).toEqual({ country: 'HR' });
      expect([once?.customerKey, once?.emailKey, once?.shipment]).toEqual([undefined, undefined, undefined]);
      expect(JSON.stringify(once)).not.toMatch(/ana@example|Horvat|Ilica/);
      expect(await order('o2')).toEqual(theirs);
      expect(await collect(store.ordersOf('ana@example.hr'))).toEqual([]);
    });

    it('keeps a review under FORMER_CUSTOMER and lets go of the account; what the email kept goes; each can be done twice', async () => {
      const review = aReview('dress', 1, 'ana-1');
      const notice = aNotice('ana@example.hr', 'dress', 'M');
      const {
        store,
        review: reviewAt,
        holdsReviewer,
        linkWorks,
      } = await fresh({
        reviews: [review],
        emailItems: [notice, aMessage('ana@example.hr', 'm1', at(0))],
        subscribers: [aSubscriber('ana@example.hr', 'token-a')],
      });
      expect([await holdsReviewer('dress', 'ana-1'), await linkWorks('token-a')]).toEqual([true, true]);
      for (let twice = 0; twice < 2; twice++) {
        await store.anonymiseReview(review, 'ana-1');
        for (const item of [notice, aMessage('ana@example.hr', 'm1', at(0))]) await store.forget(item);
        await store.endNewsletter('ana@example.hr');
      }
      expect(await reviewAt(review)).toMatchObject({ createdBy: FORMER_CUSTOMER, customerId: '', stars: 4, description: 'Soft and warm.' });
      expect((await reviewAt(review))?.personKey).toBeUndefined();
      expect(await holdsReviewer('dress', 'ana-1')).toBe(false);
      expect(await collect(store.reviewsBy('ana-1'))).toEqual([]);
      expect(await collect(store.keptFor('ana@example.hr'))).toEqual([]);
      expect([await store.newsletterOf('ana@example.hr'), await linkWorks('token-a')]).toEqual([undefined, false]);
    });

    it('records each action once per instant', async () => {
      const { store } = await fresh({});
      await store.audit('ana-1', 'DATA_EXPORTED', at(0));
      await store.audit('ana-1', 'DATA_EXPORTED', at(0));
      await store.audit('ana-1', 'DATA_EXPORTED', at(1));
      await store.audit('iva-1', 'DATA_EXPORTED', at(0));
      expect((await store.auditTrail('ana-1')).map((record) => record.at)).toEqual([at(0).toISOString(), at(1).toISOString()]);
    });

    it('forgets contact messages received before the cutoff, however old, and nothing else', async () => {
      const day = 86_400_000;
      const ago = (days: number) => new Date(Date.parse(AT) - days * day);
      const { store } = await fresh({
        emailItems: [
          aMessage('a@example.hr', 'old-1', ago(700)),
          aMessage('b@example.hr', 'old-2', ago(366)),
          aMessage('c@example.hr', 'young-1', ago(364)),
          aNotice('a@example.hr', 'dress', 'M', -1_000_000),
        ],
      });
      expect(await store.forgetContactMessagesBefore(ago(365))).toBe(2);
      expect(await store.forgetContactMessagesBefore(ago(365))).toBe(0);
      expect((await collect(store.keptFor('a@example.hr'))).map((item) => item.pk)).toEqual(['NOTIFY#dress#M']);
      expect(await collect(store.keptFor('c@example.hr'))).toHaveLength(1);
    });

    it('removes the codes that expired before the cutoff, and lists an account holding a newer one by that', async () => {
      const ago = (days: number) => new Date(Date.parse(AT) - days * 86_400_000).toISOString();
      const codes = (activation: number, reset: number, due: number) => ({
        activationCodeHash: 'a',
        activationExpiresAt: ago(activation),
        resetCodeHash: 'r',
        resetExpiresAt: ago(reset),
        dueKey: CODES_DUE,
        dueAt: ago(due),
      });
      const { store, account } = await fresh({
        accounts: [
          anAccount('old@example.hr', 'old-1', { status: 'PENDING', ...codes(8, 9, 8) }),
          anAccount('half@example.hr', 'half-1', codes(9, 2, 9)),
          anAccount('new@example.hr', 'new-1', codes(6, -1, 6)),
        ],
      });
      expect(await store.removeCodesExpiredBefore(new Date(ago(7)))).toBe(3);
      expect(await store.removeCodesExpiredBefore(new Date(ago(7)))).toBe(0);
      const old = await account('old@example.hr');
      expect([old?.activationCodeHash, old?.resetExpiresAt, old?.dueKey, old?.dueAt]).toEqual([undefined, undefined, undefined, undefined]);
      expect(await account('half@example.hr')).toMatchObject({ resetCodeHash: 'r', dueKey: CODES_DUE, dueAt: ago(2) });
      expect((await account('half@example.hr'))?.activationCodeHash).toBeUndefined();
      expect(await account('new@example.hr')).toMatchObject({ activationCodeHash: 'a', resetCodeHash: 'r', dueAt: ago(6) });
    });
  });
}
