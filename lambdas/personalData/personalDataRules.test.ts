import { ORDER_STATUSES } from '@shop/shared/contract/orders';
import { FORMER_CUSTOMER, PERSONAL_DATA_MESSAGES as M } from '@shop/shared/contract/personalData';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_HASH_COST } from '../accounts/accountFixture.ts';
import { hashPasswordAt } from '../accounts/passwordHash.ts';
import { HttpError } from '../platform/errors.ts';
import { memoryCounters } from '../testing/memoryThrottle.ts';
import { ANONYMISED_EMAIL } from './anonymised.ts';
import { PERSONAL_DATA } from './messages.ts';
import { type DeletionPorts, deleteAccount, OPEN_ORDER_STATES } from './deleteAccount.ts';
import { exportPersonalData } from './exportData.ts';
import { memoryPersonalDataStore, type PersonalDataHeld, type PersonalDataWorld } from './memoryPersonalDataStore.ts';
import type { PersonalDataStore } from './personalDataStore.ts';
import { aCustomerOrder, aMessage, anAccount, anInvoice, aNotice, aReview, aSubscriber, aWithdrawal } from './personalDataStoreContract.ts';
import { DELETION_GRACE_MINUTES, runRetention } from './retention.ts';

/**
 * The rules of the export and the deletion (GDPR Art. 15, 17, 20; docs/decisions/024), on the
 * store in memory that personalDataStoreContract.ts holds to the tables' behaviour.
 */
const PASSWORD = 'Correct-Horse-9';
const ANA = 'ana@example.hr';
const NOW = new Date('2026-11-02T10:00:00.000Z');
const clock = { now: () => NOW };
let passwordHash: string;
beforeAll(async () => {
  passwordHash = await hashPasswordAt(PASSWORD, FIXTURE_HASH_COST);
});

/** Ana with something of every kind, and Iva, whose data nothing here may touch. */
function world(orderStates: readonly (typeof ORDER_STATUSES)[number][] = ['DELIVERED']): PersonalDataWorld {
  const orders = orderStates.map((status, i) => aCustomerOrder(`o${i}`, ANA, i, status));
  return {
    accounts: [anAccount(ANA, 'ana-1', { passwordHash }), anAccount('iva@example.hr', 'iva-1', { passwordHash })],
    orders: [...orders, aCustomerOrder('iva-o', 'iva@example.hr', 0)],
    invoices: [anInvoice('inv-o0', 'o0'), anInvoice('inv-iva-o', 'iva-o')],
    reviews: [aReview('dress', 1, 'ana-1'), aReview('dress', 2, 'iva-1')],
    emailItems: [aNotice(ANA, 'dress', 'M'), aMessage(ANA, 'm1', NOW), aNotice('iva@example.hr', 'dress', 'M')],
    subscribers: [aSubscriber(ANA, 'token-a'), aSubscriber('iva@example.hr', 'token-i')],
    withdrawals: [aWithdrawal('w1', 'o0')],
  };
}

const ports = (data: PersonalDataStore, counters = memoryCounters()): DeletionPorts => ({ clock, data, counters });
const accountIn = (held: PersonalDataHeld, email: string) => held.accounts.find((account) => account.email === email);

/**
 * What of the person is left: the invoices and the withdrawal statements may name her (the law
 * keeps them), the audit trail her account's id (accountability), and the confirmation mail waits
 * for its sending.
 */
function namingAna(held: PersonalDataHeld) {
  const { invoices, withdrawals, audits, mails, ...rest } = held;
  return Object.entries(rest).flatMap(([kind, items]) =>
    (items as unknown[]).filter((item) => JSON.stringify(item).match(/ana@example\.hr|"ana-1"/)).map(() => kind),
  );
}

/** Iva's data: what no step of Ana's deletion may change. */
const ivas = (held: PersonalDataHeld) => JSON.stringify(held).match(/iva/g)?.length ?? 0;

async function refusal(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof HttpError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return { status: error.statusCode, message: error.message };
}

describe('the export', () => {
  it('holds every kind of data kept about the customer and nobody else’s, without the shop’s workings, and is audited', async () => {
    const data = memoryPersonalDataStore(world());
    const ana = accountIn(data.held(), ANA)!;
    const file = await exportPersonalData(ana, { clock, data });
    expect(file.orders.map((order) => [order.id, order.invoiceNumber])).toEqual([['o0', 'inv-o0/ZG1/1']]);
    expect(file.invoices).toEqual([{ invoiceNumber: 'inv-o0/ZG1/1', orderNumber: 'o0', issuedAt: expect.any(String) }]);
    expect(file.reviews).toEqual([expect.objectContaining({ productId: 'dress', customerId: 'ana-1' })]);
    expect(file.backInStockNotices).toEqual([{ productId: 'dress', size: 'M', createdAt: expect.any(String), language: 'en' }]);
    expect(file.contactMessages).toEqual([expect.objectContaining({ id: 'm1', email: ANA })]);
    expect(file.newsletter).toMatchObject({ email: ANA, status: 'CONFIRMED' });
    expect(file.withdrawals).toEqual([expect.objectContaining({ id: 'w1', orderId: 'o0' })]);
    expect(JSON.stringify(file)).not.toMatch(/iva|passwordHash|"pk"|personKey|customerKey|token-a/);
    expect((await data.auditTrail('ana-1')).map((record) => [record.action, record.at])).toEqual([['DATA_EXPORTED', NOW.toISOString()]]);
  });
});

describe('the deletion', () => {
  it('refuses a wrong password with 400 and changes nothing but the count; from the fifth it is 429, even with the right one', async () => {
    const data = memoryPersonalDataStore(world());
    const before = data.held();
    const counted = ports(data);
    const ana = accountIn(before, ANA)!;
    for (let i = 0; i < 5; i++) {
      expect(await refusal(deleteAccount(ana, { password: `wrong-${i}` }, '198.51.100.1', counted))).toEqual({
        status: 400,
        message: M.wrongPassword,
      });
    }
    expect((await refusal(deleteAccount(ana, { password: PASSWORD }, '198.51.100.1', counted))).status).toBe(429);
    expect(data.held()).toEqual(before);
  });

  it.each(OPEN_ORDER_STATES)('is refused with 409 while an order is %s, and changes nothing', async (status) => {
    const data = memoryPersonalDataStore(world(['DELIVERED', status]));
    const before = data.held();
    expect(await refusal(deleteAccount(accountIn(before, ANA)!, { password: PASSWORD }, '198.51.100.1', ports(data)))).toEqual({
      status: 409,
      message: M.openOrders,
    });
    expect(data.held()).toEqual(before);
  });

  it('leaves nothing naming the person but invoices and withdrawal statements; reviews stay anonymous; the order keeps its sale', async () => {
    const data = memoryPersonalDataStore(world(['DELIVERED', 'CANCELLED', 'REFUNDED']));
    const before = data.held();
    expect(await deleteAccount(accountIn(before, ANA)!, { password: PASSWORD }, '198.51.100.1', ports(data))).toEqual({
      message: PERSONAL_DATA.deleted,
    });
    const after = data.held();
    expect(namingAna(after)).toEqual([]);
    expect(after.reviews.find((review) => review.id === 'dress-1')).toMatchObject({ createdBy: FORMER_CUSTOMER, stars: 4 });
    expect(after.orders.filter((order) => order.email === ANONYMISED_EMAIL).map((order) => [order.id, order.total])).toEqual([
      ['o0', 5900],
      ['o1', 5900],
      ['o2', 5900],
    ]);
    expect(after.invoices).toEqual(before.invoices);
    expect(after.mails).toEqual([{ kind: 'accountDeleted', email: ANA, firstName: 'Ana', language: 'en' }]);
    expect((await data.auditTrail('ana-1')).map((record) => record.action)).toEqual(['ACCOUNT_DELETED', 'DELETION_REQUESTED'].sort());
    expect(ivas(after)).toBe(ivas(before));
  });

  /** The steps that write, each of which a function may die right before. */
  const WRITES = ['markDeleting', 'endNewsletter', 'forget', 'anonymiseReview', 'anonymiseOrder', 'removeAccount'] as const;

  /** The store, dying at its `dieAt`-th write (counted from 1) as a function that stops there would. */
  function dyingAt(store: PersonalDataStore, dieAt: number): PersonalDataStore & { died: () => boolean } {
    let writes = 0;
    const wrapped = { ...store, died: () => writes >= dieAt } as PersonalDataStore & { died: () => boolean };
    for (const name of WRITES) {
      const write = store[name] as (...args: unknown[]) => Promise<unknown>;
      (wrapped as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => {
        writes++;
        return writes === dieAt ? Promise.reject(new Error('the function died here')) : write(...args);
      };
    }
    return wrapped;
  }

  const closedStates = ORDER_STATUSES.filter((status) => !OPEN_ORDER_STATES.includes(status));
  const worlds = fc.record({
    orders: fc.array(fc.constantFrom(...closedStates), { maxLength: 4 }),
    reviews: fc.nat({ max: 3 }),
    notices: fc.nat({ max: 3 }),
    messages: fc.nat({ max: 2 }),
    subscribed: fc.boolean(),
  });
  type WorldShape = typeof worlds extends fc.Arbitrary<infer T> ? T : never;
  const build = (shape: WorldShape): PersonalDataWorld => {
    const base = world(shape.orders);
    return {
      ...base,
      reviews: [...Array.from({ length: shape.reviews }, (_, i) => aReview(`p${i}`, 1, 'ana-1', i)), aReview('dress', 2, 'iva-1')],
      emailItems: [
        ...Array.from({ length: shape.notices }, (_, i) => aNotice(ANA, `p${i}`, 'M', i)),
        ...Array.from({ length: shape.messages }, (_, i) => aMessage(ANA, `m${i}`, new Date(NOW.getTime() - i * 60_000))),
        aNotice('iva@example.hr', 'dress', 'M'),
      ],
      subscribers: [...(shape.subscribed ? [aSubscriber(ANA, 'token-a')] : []), aSubscriber('iva@example.hr', 'token-i')],
    };
  };

  it('dying before any of its writes, over any data the person has, is finished by the same request again exactly as one that never died', async () => {
    await fc.assert(
      fc.asyncProperty(worlds, fc.integer({ min: 1, max: 20 }), async (shape, dieAt) => {
        const clean = memoryPersonalDataStore(build(shape));
        await deleteAccount(accountIn(clean.held(), ANA)!, { password: PASSWORD }, '198.51.100.1', ports(clean));

        const data = memoryPersonalDataStore(build(shape));
        const dying = dyingAt(data, dieAt);
        const first = await deleteAccount(accountIn(data.held(), ANA)!, { password: PASSWORD }, '198.51.100.1', ports(dying)).catch(
          () => 'died',
        );
        expect(first === 'died').toBe(dying.died());
        // The request again, with the account as its token's check now reads it (DELETING once marked).
        const ana = accountIn(data.held(), ANA);
        if (ana) await deleteAccount(ana, { password: PASSWORD }, '198.51.100.1', ports(data));
        expect(data.held()).toEqual(clean.held());
      }),
      { numRuns: 60 },
    );
  });

  it('dying after marking the account, over any data, is finished by the retention job once no request could still be running', async () => {
    await fc.assert(
      fc.asyncProperty(worlds, fc.integer({ min: 2, max: 20 }), async (shape, dieAt) => {
        const data = memoryPersonalDataStore(build(shape));
        const before = data.held();
        const dying = dyingAt(data, dieAt);
        await deleteAccount(accountIn(before, ANA)!, { password: PASSWORD }, '198.51.100.1', ports(dying)).catch(() => 'died');
        const later = (minutes: number) => ({ now: () => new Date(NOW.getTime() + minutes * 60_000) });
        const soon = await runRetention({ clock: later(DELETION_GRACE_MINUTES - 1), data });
        const finished = await runRetention({ clock: later(DELETION_GRACE_MINUTES), data });
        expect(soon.deletionsFinished + finished.deletionsFinished).toBe(dying.died() ? 1 : 0);
        expect(soon.deletionsFinished).toBe(0);
        const after = data.held();
        expect(namingAna(after)).toEqual([]);
        expect(after.mails).toHaveLength(1);
        expect(ivas(after)).toBe(ivas(before));
        expect(after.reviews).toHaveLength(before.reviews.length);
      }),
      { numRuns: 60 },
    );
  });
});

describe('the retention job', () => {
  const DAY = 86_400_000;
  const ago = (days: number) => new Date(NOW.getTime() - days * DAY);

  it('deletes contact messages older than a year and keeps the younger ones, whatever TTL has done', async () => {
    const data = memoryPersonalDataStore({
      emailItems: [
        aMessage(ANA, 'old-1', ago(700)),
        aMessage(ANA, 'old-2', ago(366)),
        aMessage(ANA, 'young-1', ago(364)),
        aMessage(ANA, 'young-2', ago(3)),
      ],
    });
    expect((await runRetention({ clock, data })).contactMessagesDeleted).toBe(2);
    expect(
      data
        .held()
        .emailItems.map((item) => ('id' in item ? item.id : ''))
        .sort(),
    ).toEqual(['young-1', 'young-2']);
  });

  it('removes one-time codes a week after they stopped working, and leaves newer ones', async () => {
    const codes = (expiredDaysAgo: number) => ({
      activationCodeHash: 'a',
      activationExpiresAt: ago(expiredDaysAgo).toISOString(),
      dueKey: 'CODES_EXPIRE' as const,
      dueAt: ago(expiredDaysAgo).toISOString(),
    });
    const data = memoryPersonalDataStore({
      accounts: [anAccount('old@example.hr', 'old-1', codes(8)), anAccount('new@example.hr', 'new-1', codes(6))],
    });
    expect((await runRetention({ clock, data })).codesRemoved).toBe(1);
    expect(accountIn(data.held(), 'old@example.hr')?.activationCodeHash).toBeUndefined();
    expect(accountIn(data.held(), 'new@example.hr')).toMatchObject({ activationCodeHash: 'a' });
  });
});
