import { ORDER_STATUSES, type OrderStatus } from '@shop/shared/contract/orders';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anOrder } from './orderReaderContract.ts';
import { memoryOrderReader } from './memoryOrderReader.ts';
import { myOrders } from './myOrders.ts';

/*
 * The profile's orders on the in-memory reader (proven by orderReaderContract.ts): only what the
 * customer placed logged in and what became an order, newest first, page by page with an exact
 * total. The route on DynamoDB Local is myOrders.test.ts.
 */

describe('a customer’s orders in the profile', () => {
  it('pages through exactly their own orders that became orders, newest first, with the total', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            status: fc.constantFrom<OrderStatus>(...ORDER_STATUSES),
            byCustomer: fc.boolean(),
            email: fc.constantFrom('ana@example.hr', 'ANA@example.hr', 'iva@example.hr'),
            paid: fc.boolean(),
          }),
          { maxLength: 30 },
        ),
        fc.integer({ min: 1, max: 7 }),
        async (drawn, size) => {
          const orders = drawn.map((order, i) => {
            const record = anOrder(`o${String(i).padStart(2, '0')}`, { ...order, minute: i });
            // A checkout cancelled before any payment was chosen is no order; one cancelled later stays.
            return order.paid ? { ...record, paymentMethod: 'BANK_TRANSFER' as const } : record;
          });
          const reader = memoryOrderReader(orders);
          const theirs = orders
            .filter((order) => order.placedByCustomer && order.email.toLowerCase() === 'ana@example.hr')
            .filter((order) => !['PAYMENT_FAILED', 'EXPIRED'].includes(order.status))
            .filter((order) => !(order.status === 'CANCELLED' && order.paymentMethod === undefined))
            .reverse();
          const pages = [];
          for (let start = 0; start * size < Math.max(theirs.length, 1); start++) {
            const page = await myOrders('ana@example.hr', { start, size }, reader);
            expect(page.total).toBe(theirs.length);
            expect(page.data.length).toBeLessThanOrEqual(size);
            pages.push(...page.data);
          }
          expect(pages.map((order) => order.id)).toEqual(theirs.map((order) => order.id));
        },
      ),
      { numRuns: 150 },
    );
  });
});
