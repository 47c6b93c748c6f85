import { ORDER_STATUSES, type OrderStatus } from '@shop/shared/contract/orders';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { memoryOrderReader } from '../orders/memoryOrderReader.ts';
import { LISTED_STATES } from '../orders/orderLifecycle.ts';
import { anOrder } from '../orders/orderReaderContract.ts';
import { listOrders } from './orderDesk.ts';

/*
 * How the orders desk finds orders, on the in-memory reader (proven by orderReaderContract.ts):
 * the states where work waits listed oldest first, a search by email across every state, by an
 * order number in the states where work waits, by id; ended states only through the customer's
 * email. The desk's routes on DynamoDB Local are orderDesk.test.ts.
 */

const numbers = (rows: readonly { number: string }[]) => rows.map((row) => row.number);

describe('the orders desk’s lists', () => {
  it('lists a state where work waits oldest first, at most a hundred', async () => {
    const waiting = Array.from({ length: 120 }, (_, i) => anOrder(`p${String(i).padStart(3, '0')}`, { status: 'PAID', minute: 120 - i }));
    const rows = await listOrders({ status: 'PAID' }, memoryOrderReader(waiting));
    expect(rows).toHaveLength(100);
    expect(rows.map((row) => row.createdAt)).toEqual([...rows.map((row) => row.createdAt)].sort());
    expect(rows[0]?.id).toBe('p119');
  });

  it('refuses a list without a status or a search (400), and sends an ended state to the email search', async () => {
    const reader = memoryOrderReader([anOrder('d1', { status: 'DELIVERED' })]);
    await expect(listOrders({}, reader)).rejects.toMatchObject({ statusCode: 400, errors: { status: expect.anything() } });
    await expect(listOrders({ status: 'DELIVERED' }, reader)).rejects.toMatchObject({
      statusCode: 400,
      message: "Orders that are DELIVERED are found by the customer's email.",
    });
  });

  it('finds a customer’s orders of every state by email, in any case, newest first, and of one state when asked', async () => {
    const reader = memoryOrderReader([
      anOrder('a1', { status: 'DELIVERED', minute: 1 }),
      anOrder('a2', { status: 'PAID', minute: 2, byCustomer: true }),
      anOrder('a3', { status: 'REFUNDED', minute: 3 }),
      anOrder('i1', { status: 'PAID', minute: 4, email: 'iva@example.hr' }),
    ]);
    expect((await listOrders({ q: ' ANA@example.hr ' }, reader)).map((row) => row.id)).toEqual(['a3', 'a2', 'a1']);
    expect((await listOrders({ q: 'ana@example.hr', status: 'DELIVERED' }, reader)).map((row) => row.id)).toEqual(['a1']);
  });

  it('finds an order by its number (any case) in the states where work waits, and by its id in any state', async () => {
    const awaiting = anOrder('x00aw', { status: 'AWAITING_TRANSFER' });
    const delivered = anOrder('x00dl', { status: 'DELIVERED' });
    const reader = memoryOrderReader([awaiting, delivered]);
    expect(numbers(await listOrders({ q: awaiting.number.toLowerCase() }, reader))).toEqual([awaiting.number]);
    expect(await listOrders({ q: delivered.number }, reader)).toEqual([]);
    expect(numbers(await listOrders({ q: 'x00dl' }, reader))).toEqual([delivered.number]);
    expect(await listOrders({ q: 'no such thing!' }, reader)).toEqual([]);
  });

  it('lists, for any orders, exactly those of the state asked for where work waits, oldest first', async () => {
    const listed = ORDER_STATUSES.filter((status) => LISTED_STATES.has(status));
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ status: fc.constantFrom<OrderStatus>(...ORDER_STATUSES), minute: fc.nat(1000) }), { maxLength: 40 }),
        fc.constantFrom(...listed),
        async (drawn, asked) => {
          const orders = drawn.map((order, i) => anOrder(`o${i}`, { status: order.status, minute: order.minute * 41 + i }));
          const rows = await listOrders({ status: asked }, memoryOrderReader(orders));
          const expected = orders.filter((order) => order.status === asked).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
          expect(rows.map((row) => row.id)).toEqual(expected.map((order) => order.id));
        },
      ),
      { numRuns: 100 },
    );
  });
});
