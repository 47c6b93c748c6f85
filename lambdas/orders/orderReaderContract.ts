import { describe, expect, it } from 'vitest';
import type { OrderReader } from './orderReader.ts';
import type { OrderStatus } from '@shop/shared/contract/orders';
import { LISTED_STATES, statusKey } from './orderLifecycle.ts';
import { customerKey, emailKey, type OrderRecord, orderKey } from './orderRecord.ts';

/** An order as the shop writes it, with the index keys its state and its placing give it (placeOrder.ts, orderStore.ts). */
export function anOrder(
  id: string,
  {
    status = 'PAID',
    minute = 0,
    email = 'ana@example.hr',
    byCustomer = false,
  }: { status?: OrderStatus; minute?: number; email?: string; byCustomer?: boolean } = {},
): OrderRecord {
  const createdAt = new Date(Date.UTC(2026, 10, 2, 8, minute)).toISOString();
  return {
    ...orderKey(id),
    id,
    number: `TK-261102-${id.slice(-5).toUpperCase().padStart(5, '0')}`,
    status,
    createdAt,
    updatedAt: createdAt,
    email,
    emailKey: emailKey(email),
    ...(LISTED_STATES.has(status) ? { statusKey: statusKey(status) } : {}),
    ...(byCustomer ? { customerKey: customerKey(email), placedByCustomer: true } : {}),
    lines: [],
    amountBeforeDiscount: 5900,
    subtotal: 5900,
    discountCode: null,
    shipping: 0,
    giftCard: null,
    total: 5900,
    deliveryAddress: { firstName: 'Ana', lastName: 'Horvat', street: 'Ilica 1', city: 'Zagreb', postalCode: '10000', country: 'HR' },
    billingAddress: { firstName: 'Ana', lastName: 'Horvat', street: 'Ilica 1', city: 'Zagreb', postalCode: '10000', country: 'HR' },
    deliveryMethod: 'DELIVERY',
    deliveryLocation: 'HOME',
  } as unknown as OrderRecord;
}

const all = async <T>(items: AsyncIterable<T>) => {
  const found: T[] = [];
  for await (const item of items) found.push(item);
  return found;
};
const ids = (orders: readonly Pick<OrderRecord, 'id'>[]) => orders.map((order) => order.id);

/**
 * What every OrderReader does, run against the DynamoDB reader (on DynamoDB Local) and the
 * in-memory fake alike: the fake the rule tests run on is proven by these tests, not trusted.
 * `fresh` gives a reader of exactly these orders.
 */
export function describeOrderReader(name: string, fresh: (orders: OrderRecord[]) => Promise<OrderReader>) {
  describe(`an order reader: ${name}`, () => {
    it('reads an order by id, and orders by ids leaving out the unknown and the repeated', async () => {
      const reader = await fresh([anOrder('o1'), anOrder('o2'), anOrder('o3')]);
      expect(await reader.order('o2')).toEqual(anOrder('o2'));
      expect(await reader.order('nope')).toBeUndefined();
      expect(ids(await reader.orders(['o3', 'nope', 'o1', 'o3'])).sort()).toEqual(['o1', 'o3']);
      expect(await reader.orders([])).toEqual([]);
    });

    it('lists the orders of a state where work waits, oldest first, and before a time when asked', async () => {
      const reader = await fresh([
        anOrder('late', { status: 'AWAITING_TRANSFER', minute: 30 }),
        anOrder('early', { status: 'AWAITING_TRANSFER', minute: 10 }),
        anOrder('middle', { status: 'AWAITING_TRANSFER', minute: 20 }),
        anOrder('paid', { status: 'PAID', minute: 5 }),
        anOrder('ended', { status: 'DELIVERED', minute: 1 }),
      ]);
      expect(ids(await all(reader.inState('AWAITING_TRANSFER')))).toEqual(['early', 'middle', 'late']);
      expect(ids(await all(reader.inState('AWAITING_TRANSFER', new Date(Date.UTC(2026, 10, 2, 8, 20)))))).toEqual(['early']);
      expect(ids(await all(reader.inState('PAID')))).toEqual(['paid']);
      // Ended states are in no index: found by the customer's email instead.
      expect(await all(reader.inState('DELIVERED'))).toEqual([]);
    });

    it('lists more orders of a state than a page holds, each once, in order', async () => {
      const many = Array.from({ length: 230 }, (_, i) => anOrder(`w${String(i).padStart(3, '0')}`, { status: 'PLACED', minute: i }));
      const reader = await fresh(many);
      expect(ids(await all(reader.inState('PLACED')))).toEqual(ids(many));
    });

    it('finds every order of an email, a guest’s too, in any case, newest first', async () => {
      const reader = await fresh([
        anOrder('guest', { email: 'ana@example.hr', minute: 1, status: 'DELIVERED' }),
        anOrder('account', { email: 'ana@example.hr', minute: 2, byCustomer: true }),
        anOrder('other', { email: 'iva@example.hr', minute: 3 }),
      ]);
      expect(ids(await all(reader.withEmail('Ana@Example.HR')))).toEqual(['account', 'guest']);
      expect(await all(reader.withEmail('nobody@example.hr'))).toEqual([]);
    });

    it('lists a customer’s own orders, either way round, with only the attributes asked for', async () => {
      const reader = await fresh([
        anOrder('first', { minute: 1, byCustomer: true }),
        anOrder('guest', { minute: 2 }),
        anOrder('second', { minute: 3, byCustomer: true, status: 'SHIPPED' }),
      ]);
      expect(ids(await all(reader.ofCustomer('ana@example.hr')))).toEqual(['first', 'second']);
      expect(ids(await all(reader.ofCustomer('ana@example.hr', { newestFirst: true })))).toEqual(['second', 'first']);
      expect(await all(reader.ofCustomer('ana@example.hr', { attributes: ['status', 'total'] }))).toEqual([
        { status: 'PAID', total: 5900 },
        { status: 'SHIPPED', total: 5900 },
      ]);
    });

    it('finds an order by its number and its email, a guest’s too, and nothing for another address or no number', async () => {
      const guest = anOrder('g0001', { email: 'ana@example.hr', status: 'DELIVERED' });
      const reader = await fresh([
        guest,
        anOrder('a0002', { email: 'ana@example.hr', byCustomer: true }),
        anOrder('i0003', { email: 'iva@example.hr' }),
      ]);
      expect(await reader.numbered(guest.number, 'Ana@Example.hr')).toEqual(guest);
      expect(await reader.numbered(guest.number, 'iva@example.hr')).toBeUndefined();
      expect(await reader.numbered('TK-261102-NOPE0', 'ana@example.hr')).toBeUndefined();
      // A number whose day is not the order's finds nothing: the reading keeps to the day it names.
      expect(await reader.numbered(guest.number.replace('261102', '261103'), 'ana@example.hr')).toBeUndefined();
      expect(await reader.numbered('not a number', 'ana@example.hr')).toBeUndefined();
    });

    it('hands out copies: changing what it gave changes nothing it holds', async () => {
      const reader = await fresh([anOrder('o1', { status: 'AWAITING_TRANSFER' })]);
      const read = (await reader.order('o1')) as OrderRecord;
      read.status = 'CANCELLED';
      const [listed] = await all(reader.inState('AWAITING_TRANSFER'));
      if (listed) listed.total = 1;
      expect(await reader.order('o1')).toEqual(anOrder('o1', { status: 'AWAITING_TRANSFER' }));
    });
  });
}
