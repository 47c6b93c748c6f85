import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { ACCOUNT_MESSAGES } from '@shop/shared/contract/accounts';
import type { OrderStatus } from '@shop/shared/contract/orders';
import { FORMER_CUSTOMER, PERSONAL_DATA_MESSAGES as M } from '@shop/shared/contract/personalData';
import { beforeEach, describe, expect, it } from 'vitest';
import { TEST_START, testClock } from '../../test/clock.ts';
import { clearTables, scanTable } from '../../test/tables.ts';
import { sendContactMessage } from '../content/contactForm.ts';
import { shopContactPorts } from '../content/contentAdapters.ts';
import { newsletterTokenKey, subscriberKey } from '../content/contentKeys.ts';
import { getInvoice, type InvoiceRecord, invoiceKey } from '../invoices/invoiceStore.ts';
import { shopNotifyPorts } from '../notifications/notificationAdapters.ts';
import { subscribeToStock } from '../notifications/subscribeToStock.ts';
import { customerOrders } from '../orders/dynamoOrderReader.ts';
import { customerKey, emailKey, type OrderRecord, orderKey } from '../orders/orderRecord.ts';
import { getOrder } from '../orders/orderStore.ts';
import { unpaidCountersFor } from '../orders/unpaidOrders.ts';
import { tableName } from '../platform/config.ts';
import { dynamo } from '../platform/dynamo.ts';
import { createFakeMailer } from '../platform/mailer.ts';
import { addReview } from '../reviews/reviews.ts';
import { shopReviewPorts, shopReviews } from '../reviews/reviewAdapters.ts';
import { writeCatalog } from '../testing/catalogFixture.ts';
import { dieBeforeWrite } from '../testing/faults.ts';
import { invokeRoute } from '../testing/invoke.ts';
import { shopWithdrawals } from '../withdrawals/withdrawalAdapters.ts';
import { WITHDRAWALS, withdrawalItemKey } from '../withdrawals/withdrawalRecord.ts';
import { ADDRESS, bearer, PASSWORD, putAccount, registerWithMail, sendAccountMails } from '../accounts/accountFixture.ts';
import { accountByEmail as getAccountByEmail, accountById as getAccountById } from '../accounts/dynamoAccountReader.ts';
import { handler as deleteMeHandler } from './handlers/deleteMe.ts';
import { handler as exportHandler } from './handlers/exportMyData.ts';
import { handler as loginHandler } from '../accounts/handlers/login.ts';
import { ANONYMISED_EMAIL, anonymisedAddress } from './anonymised.ts';
import { shopPersonalData } from './personalDataAdapters.ts';
import { collect } from './personalDataStore.ts';
import { runRetention } from './retention.ts';
import { issueToken } from '../accounts/sessionToken.ts';

const EMAIL = 'ana@example.hr';
const ID = 'ana-1';
const clock = testClock();
let token: string;

const put = (table: 'orders' | 'content', item: object) => dynamo().send(new PutCommand({ TableName: tableName(table), Item: item }));

/** A logged-in customer's order, as placeOrder writes it. */
function orderOf(id: string, status: OrderStatus, invoiceId?: string): OrderRecord {
  return {
    ...orderKey(id),
    id,
    number: `TK-260101-${id.toUpperCase()}`,
    status,
    createdAt: TEST_START,
    updatedAt: TEST_START,
    email: EMAIL,
    customerKey: customerKey(EMAIL),
    emailKey: emailKey(EMAIL),
    placedByCustomer: true,
    // The counters of unpaid orders it counted in: under the account's email and the client's address.
    unpaidCounters: unpaidCountersFor(EMAIL, true, '198.51.100.9').map((counter) => counter.pk),
    lines: [
      {
        itemNo: 1,
        productId: 'dress-03',
        productName: 'Dress 3',
        productColorName: 'Oat',
        image: 'products/dress.svg',
        size: 'S',
        quantity: 1,
        fromStock: 1,
        fromPreOrder: 0,
        unitPrice: 5900,
        discountPercent: 0,
        unitPriceAfterDiscount: 5900,
        amount: 5900,
      },
    ],
    amountBeforeDiscount: 5900,
    subtotal: 5900,
    discountCode: null,
    shipping: 0,
    giftCard: null,
    total: 5900,
    deliveryAddress: ADDRESS,
    billingAddress: { ...ADDRESS },
    deliveryMethod: 'DELIVERY',
    deliveryLocation: 'OFFICE',
    paymentMethod: 'CARD',
    paidAt: TEST_START,
    ...(invoiceId ? { invoiceId } : {}),
    shipment: { carrier: 'GLS', trackingUrl: 'https://gls.example/track/123', shippedAt: TEST_START },
  } as OrderRecord;
}

/** A customer with something of every kind the shop keeps: the order is delivered, so nothing open stops a deletion. */
async function customerWithEverything() {
  await putAccount({
    id: ID,
    email: EMAIL,
    addresses: [{ ...ADDRESS, defaultAddress: true }],
    hasChildren: true,
    children: [{ firstName: 'Lana', gender: 'F', dateOfBirth: Date.UTC(2019, 3, 1) }],
    newsletterSubscription: true,
  });
  token = await issueToken({ id: ID }, new Date());
  const order = orderOf('o-1', 'DELIVERED', 'inv-1');
  await put('orders', order);
  // The invoice as issued: a frozen document the deletion must not touch.
  const invoice = {
    ...invoiceKey('inv-1'),
    id: 'inv-1',
    orderId: order.id,
    email: EMAIL,
    year: 2026,
    sequence: 17,
    document: {
      number: '17/ZG1/1',
      issuedAt: TEST_START,
      orderNumber: order.number,
      buyer: { name: 'Ana Horvat', address: 'Ilica 12, 10000 Zagreb' },
      zki: 'a1b2',
      jir: 'j-1',
    },
  } as unknown as InvoiceRecord;
  await put('orders', invoice);
  const orderId = order.id;
  await shopWithdrawals.record({
    ...withdrawalItemKey('w-1'),
    id: 'w-1',
    orderId,
    orderNumber: order.number,
    email: EMAIL,
    name: 'Ana Horvat',
    wholeOrder: true,
    items: [],
    unknownItemNos: [],
    reason: null,
    receivedAt: clock.now().toISOString(),
    withdrawalKey: WITHDRAWALS,
  });
  const content = tableName('content');
  await dynamo().send(
    new PutCommand({
      TableName: content,
      Item: {
        ...subscriberKey(EMAIL),
        email: EMAIL,
        status: 'CONFIRMED',
        createdAt: TEST_START,
        updatedAt: TEST_START,
        unsubscribeToken: 'unsubscribe-me',
      },
    }),
  );
  const { hashCode } = await import('../accounts/oneTimeCode.ts');
  await dynamo().send(
    new PutCommand({
      TableName: content,
      Item: { ...newsletterTokenKey(hashCode('unsubscribe-me')), email: EMAIL, purpose: 'unsubscribe' },
    }),
  );
  await subscribeToStock({ email: EMAIL, productId: 'dress-02', size: 'M' }, '198.51.100.9', shopNotifyPorts(clock));
  await addReview(
    'dress-03',
    { stars: 5, description: 'Soft linen, lovely colour.' },
    (await getAccountByEmail(EMAIL))!,
    shopReviewPorts(clock),
  );
  await sendContactMessage(
    { email: EMAIL, firstName: 'Ana', lastName: 'Horvat', text: 'Do you ship to Split?' },
    { client: '198.51.100.9' },
    shopContactPorts(clock),
  );
  return { order, invoice };
}

const exportMyData = (headers: Record<string, string> = bearer(token)) =>
  invokeRoute('GET /api/auth/exportMyData', exportHandler, { headers });
const deleteMe = (password: string, headers: Record<string, string> = bearer(token), sourceIp = '198.51.100.20') =>
  invokeRoute('POST /api/auth/deleteMe', deleteMeHandler, { headers, body: { password }, sourceIp });
const login = () => invokeRoute('POST /api/auth/login', loginHandler, { body: { email: EMAIL, password: PASSWORD } });

/** Everything in the tables but the throttles' counters, which a refused request may leave. */
async function everything() {
  const tables = await Promise.all((['customers', 'orders', 'content'] as const).map(scanTable));
  return tables.flat().filter((item) => !String(item.pk).startsWith('THROTTLE#'));
}

/** Every item that still carries the person: the email, the name, the street or the phone. */
async function itemsNamingThePerson() {
  const all = [...(await scanTable('customers')), ...(await scanTable('content')), ...(await scanTable('orders'))];
  return all.filter((item) => {
    // Rate-limit counters name the address in their key, and so does a login's note of its client:
    // TTL deletes them within the hour and the 30 days (docs/decisions/024-personal-data.md).
    if (String(item.pk).startsWith('THROTTLE#') || String(item.pk).startsWith('KNOWN#')) return false;
    const text = JSON.stringify(item);
    return text.includes(EMAIL) || text.includes('Horvat') || text.includes('Ilica') || text.includes(ADDRESS.phone);
  });
}

beforeEach(async () => {
  clock.set(TEST_START);
  await clearTables();
  await writeCatalog();
});

describe('GET /api/auth/exportMyData', () => {
  it('downloads, as a JSON file, every kind of data the shop keeps about the customer, and nothing of its workings', async () => {
    const { order, invoice } = await customerWithEverything();
    const { status, body, headers } = await exportMyData();
    expect(status).toBe(200);
    expect(headers['content-disposition']).toMatch(/^attachment; filename="tkanica-my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(body.account).toMatchObject({ id: ID, email: EMAIL, firstName: 'Ana', lastName: 'Horvat', newsletterSubscription: true });
    expect(body.addresses).toEqual([{ ...ADDRESS, defaultAddress: true }]);
    expect(body.children).toEqual([{ firstName: 'Lana', gender: 'F', dateOfBirth: Date.UTC(2019, 3, 1) }]);
    expect(body.orders).toHaveLength(1);
    expect(body.orders[0]).toMatchObject({ number: order.number, status: 'DELIVERED', invoiceNumber: invoice.document.number });
    expect(body.orders[0].lines[0]).toMatchObject({ productId: 'dress-03', size: 'S', quantity: 1, amount: 5900 });
    expect(body.orders[0].deliveryAddress).toMatchObject({ street: 'Ilica', city: 'Zagreb' });
    expect(body.invoices).toEqual([
      { invoiceNumber: invoice.document.number, orderNumber: order.number, issuedAt: invoice.document.issuedAt },
    ]);
    expect(body.reviews).toEqual([expect.objectContaining({ productId: 'dress-03', stars: 5, description: 'Soft linen, lovely colour.' })]);
    expect(body.newsletter).toMatchObject({ email: EMAIL, status: 'CONFIRMED' });
    expect(body.backInStockNotices).toEqual([{ productId: 'dress-02', size: 'M', createdAt: TEST_START, language: 'en' }]);
    expect(body.contactMessages).toEqual([expect.objectContaining({ email: EMAIL, text: 'Do you ship to Split?' })]);
    expect(body.withdrawals).toEqual([expect.objectContaining({ orderNumber: order.number, name: 'Ana Horvat', wholeOrder: true })]);
    expect(JSON.stringify(body)).not.toMatch(/scrypt|passwordHash|tokenVersion|unsubscribe-me|"pk"|personKey|customerKey/);
  });

  it('answers another customer only that customer’s data', async () => {
    await customerWithEverything();
    await putAccount({ id: 'iva-1', email: 'iva@example.hr', firstName: 'Iva', lastName: 'Kovač' });
    const { body } = await exportMyData(bearer(await issueToken({ id: 'iva-1' }, new Date())));
    expect(body).toMatchObject({
      orders: [],
      invoices: [],
      reviews: [],
      newsletter: null,
      backInStockNotices: [],
      contactMessages: [],
      withdrawals: [],
    });
    expect(JSON.stringify(body)).not.toContain(EMAIL);
  });

  it('is audited: who and when, and nothing else of the person', async () => {
    await customerWithEverything();
    await exportMyData();
    const trail = await shopPersonalData.auditTrail(ID);
    expect(trail).toEqual([expect.objectContaining({ customerId: ID, action: 'DATA_EXPORTED', at: expect.any(String) })]);
    expect(JSON.stringify(trail)).not.toMatch(/ana@|Horvat/);
  });

  it('answers 401 without a token', async () => {
    expect(await exportMyData({})).toMatchObject({ status: 401, body: { message: 'Please log in.', code: 'accounts.loginRequired' } });
  });
});

describe('POST /api/auth/deleteMe', () => {
  it('with a wrong password answers 400 with a message and changes nothing', async () => {
    await customerWithEverything();
    const before = await everything();
    const { status, body } = await deleteMe('not-my-password');
    expect(status).toBe(400);
    expect(body).toEqual({ message: M.wrongPassword, code: 'personalData.wrongPassword', errors: { password: M.wrongPassword } });
    expect(await everything()).toEqual(before);
    expect((await login()).status).toBe(200);
  });

  it('counts wrong passwords like failed logins: past the limit it is 429, even with the right one', async () => {
    await customerWithEverything();
    for (let i = 0; i < 5; i++) expect((await deleteMe(`wrong-${i}`)).status).toBe(400);
    const refused = await deleteMe(PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many wrong passwords\. Please try again in \d+ minutes?\.$/);
    expect(refused.body.code).toBe('personalData.tooManyAttempts');
    expect(await getAccountByEmail(EMAIL)).toBeDefined();
  });

  it('is refused with a clear message while an order is open, and changes nothing', async () => {
    await customerWithEverything();
    await put('orders', { ...orderOf('o-2', 'PACKED'), createdAt: '2026-01-02T00:00:00.000Z' });
    const before = await everything();
    expect(await deleteMe(PASSWORD)).toMatchObject({ status: 409, body: { message: M.openOrders, code: 'personalData.openOrders' } });
    expect(await everything()).toEqual(before);
  });

  it('deletes the person and keeps the invoice as issued, readable by the operator; the email can register again', async () => {
    const { order, invoice } = await customerWithEverything();
    expect(await deleteMe(PASSWORD)).toMatchObject({ status: 200, body: { message: M.deleted, code: 'personalData.deleted' } });

    // The account, its lookups and its sessions are gone.
    expect(await getAccountByEmail(EMAIL)).toBeUndefined();
    expect(await getAccountById(ID)).toBeUndefined();
    expect(await login()).toMatchObject({ status: 401, body: { message: ACCOUNT_MESSAGES.loginFailed, code: 'accounts.loginFailed' } });
    expect((await exportMyData()).status).toBe(401);

    // The invoice stays exactly as issued, and the operator can still send it.
    expect(await getInvoice(invoice.id)).toEqual(invoice);
    expect((await getInvoice(order.invoiceId!))?.document).toMatchObject({ buyer: { name: 'Ana Horvat' }, zki: 'a1b2', jir: 'j-1' });

    // The order keeps what was sold, for how much and where to (VAT), and nothing of the person.
    const anonymised = (await getOrder(order.id))!;
    expect(anonymised).toMatchObject({
      number: order.number,
      total: order.total,
      lines: order.lines,
      invoiceId: invoice.id,
      status: 'DELIVERED',
    });
    expect(anonymised.email).toBe(ANONYMISED_EMAIL);
    expect(anonymised.deliveryAddress).toEqual(anonymisedAddress('HR'));
    expect(anonymised.customerKey).toBeUndefined();
    expect(anonymised.emailKey).toBeUndefined();
    // Nowhere else on it either: not in the counters of unpaid orders it once counted in, nor the client's address.
    expect(anonymised.unpaidCounters).toBeUndefined();
    expect(JSON.stringify(anonymised)).not.toContain(EMAIL);
    expect(JSON.stringify(anonymised)).not.toContain('198.51.100.9');
    expect(await collect(customerOrders(EMAIL))).toEqual([]);

    // Newsletter, stock notices and messages end; the review stays under an anonymous name.
    const content = await scanTable('content');
    expect(content.filter((item) => item.pk.startsWith('NL') || item.pk.startsWith('NOTIFY#') || item.pk.startsWith('CM#'))).toEqual([]);
    const [review] = await shopReviews.between('dress-03', 0, 0);
    expect(review).toMatchObject({ createdBy: FORMER_CUSTOMER, customerId: '', stars: 5, description: 'Soft linen, lovely colour.' });
    expect(content.find((item) => item.sk === `C#${ID}`)).toBeUndefined();

    // What still names the person: the invoice (the Accounting Act) and the withdrawal statement.
    const left = (await itemsNamingThePerson()).map((item) => item.pk.replace(/#.*/, '#'));
    expect(left.sort()).toEqual(['I#', 'WITHDRAWAL#', 'EFFECT#'].sort());

    // Audited; the confirmation mail goes out, and then nothing of the account mail is left but for a day.
    expect((await shopPersonalData.auditTrail(ID)).map((record) => record.action).sort()).toEqual([
      'ACCOUNT_DELETED',
      'DELETION_REQUESTED',
    ]);
    const mails = createFakeMailer();
    await sendAccountMails(mails, clock);
    expect(mails.sent).toEqual([expect.objectContaining({ to: EMAIL, subject: 'Your Tkanica account has been deleted' })]);
    expect(mails.sent[0]?.text).toContain('11 years');

    // The same email registers again, as a new account.
    const registration = await registerWithMail({ email: EMAIL }, { clock });
    expect(registration.sent[0]?.subject).toBe('Confirm your Tkanica account');
    expect(await getAccountByEmail(EMAIL)).toMatchObject({ status: 'PENDING', email: EMAIL });
    expect((await getAccountByEmail(EMAIL))?.id).not.toBe(ID);
  });

  /** Each write the deletion makes, named by what it writes: a function may die right before any of them. */
  const DEATHS: [string, (command: string, input: Record<string, any>) => boolean][] = [
    ['marking the account', (c) => c === 'TransactWriteItemsCommand'],
    ['ending the newsletter', (c, i) => c === 'DeleteItemCommand' && JSON.stringify(i.Key).includes('NLT#')],
    ['deleting a stock notice', (c, i) => c === 'DeleteItemCommand' && JSON.stringify(i.Key).includes('NOTIFY#')],
    ['deleting a contact message', (c, i) => c === 'DeleteItemCommand' && JSON.stringify(i.Key).includes('CM#')],
    ['anonymising the review', (c, i) => c === 'TransactWriteItemsCommand' && JSON.stringify(i).includes(FORMER_CUSTOMER)],
    ['anonymising the order', (c, i) => c === 'UpdateItemCommand' && JSON.stringify(i.Key).includes('O#')],
    ['removing the account', (c, i) => c === 'TransactWriteItemsCommand' && JSON.stringify(i).includes('ACCOUNT_DELETED')],
  ];

  /**
   * A function dying at the tables' boundary, on DynamoDB Local: two deaths for each way of
   * finishing. Every death over any data the person has is personalDataRules.test.ts's (on the
   * store in memory), and that each of the adapter's writes can be done twice is the contract's.
   */
  const AGAIN = DEATHS.filter(([step]) => step === 'marking the account' || step === 'anonymising the order');
  const LATER = DEATHS.filter(([step]) => step === 'anonymising the review' || step === 'removing the account');

  it.each(AGAIN)('dies before %s, and the same request again finishes the deletion', async (step, matches) => {
    const { invoice } = await customerWithEverything();
    const death = dieBeforeWrite(matches);
    expect((await deleteMe(PASSWORD)).status).toBe(500);
    expect(death.fired()).toBe(true);
    // Once marked, the account no longer logs in; before, nothing has changed.
    expect((await login()).status).toBe(step === 'marking the account' ? 200 : 401);

    expect(await deleteMe(PASSWORD)).toMatchObject({ status: 200, body: { message: M.deleted } });
    expect(await getAccountByEmail(EMAIL)).toBeUndefined();
    expect(await getInvoice(invoice.id)).toEqual(invoice);
    const left = (await itemsNamingThePerson()).map((item) => item.pk.replace(/#.*/, '#'));
    expect(left.sort()).toEqual(['I#', 'WITHDRAWAL#', 'EFFECT#'].sort());
  });

  it.each(LATER)('dies before %s, and the retention job finishes the deletion', async (_, matches) => {
    const { invoice } = await customerWithEverything();
    dieBeforeWrite(matches);
    expect((await deleteMe(PASSWORD)).status).toBe(500);
    // Not while the request could still be going on (the handler runs on the real clock).
    const later = (minutes: number) => ({ now: () => new Date(Date.now() + minutes * 60_000) });
    expect((await runRetention({ clock: later(0), data: shopPersonalData })).deletionsFinished).toBe(0);
    expect((await runRetention({ clock: later(15), data: shopPersonalData })).deletionsFinished).toBe(1);
    expect(await getAccountByEmail(EMAIL)).toBeUndefined();
    expect(await getInvoice(invoice.id)).toEqual(invoice);
    expect((await itemsNamingThePerson()).map((item) => item.pk.replace(/#.*/, '#')).sort()).toEqual(
      ['I#', 'WITHDRAWAL#', 'EFFECT#'].sort(),
    );
    expect((await runRetention({ clock: later(30), data: shopPersonalData })).deletionsFinished).toBe(0);
  });
});
