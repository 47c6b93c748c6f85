import type { OrderStatus } from '@shop/shared/contract/orders';
import { WITHDRAWAL_TEXT, type WithdrawalRequest } from '@shop/shared/contract/withdrawals';
import { describe, expect, it } from 'vitest';
import { testClock } from '../../test/clock.ts';
import { memoryOrderReader } from '../orders/memoryOrderReader.ts';
import { emailKey, type OrderRecord } from '../orders/orderRecord.ts';
import { createFakeMailer } from '../platform/mailer.ts';
import { acknowledgeWithdrawals, LEFT_TO_THE_REQUEST_MS } from './acknowledgeWithdrawals.ts';
import { handleWithdrawal, type HandlingPorts } from './handleWithdrawal.ts';
import { memoryWithdrawalStore } from './memoryWithdrawalStore.ts';
import { WITHDRAWAL } from './messages.ts';
import { ACKNOWLEDGEMENTS_PER_ORDER, HOLDS_A_CONTRACT, WITHDRAWALS_PER_CLIENT, type WithdrawalPorts, withdraw } from './withdraw.ts';
import { FOREVER } from './withdrawalStore.ts';
import { memoryAttemptCounter } from '../testing/memoryThrottle.ts';

/**
 * The withdrawal function's rules on the in-memory store (proven by the same contract as the
 * DynamoDB adapter: withdrawalStoreContract.ts), in milliseconds: which orders a statement binds,
 * the throttles, the acknowledgement and its retry, and handling it once.
 */

const STAFF = { id: 'staff-1', email: 'petra@tkanica.hr', role: 'owner' as const };

/** A paid order of two lines (79,00 € and 2 × 9,00 €), as the orders table keeps it. */
const order = (status: OrderStatus = 'PAID', overrides: Partial<OrderRecord> = {}): OrderRecord =>
  ({
    id: 'order-1',
    number: 'TK-261101-7QX2M',
    email: 'Ana@Example.hr',
    emailKey: emailKey('Ana@Example.hr'),
    status,
    total: 9700,
    createdAt: '2026-11-01T08:00:00.000Z',
    lines: [
      { itemNo: 1, productId: 'linen-shirt', productName: 'Linen Shirt', productColorName: 'Oat', size: 'M', quantity: 1, amount: 7900 },
      { itemNo: 2, productId: 'wool-socks', productName: 'Wool Socks', size: 'One size', quantity: 2, amount: 1800 },
    ],
    ...overrides,
  }) as unknown as OrderRecord;

const statement = (overrides: Partial<WithdrawalRequest> = {}): WithdrawalRequest => ({
  name: 'Ana Horvat',
  orderNumber: 'TK-261101-7QX2M',
  email: 'ana@example.hr',
  ...overrides,
});

/** The shop's ports with the statements in memory, `orders` read as the orders' reader in memory reads them, and a throttle counting in memory. */
function shop(orders: OrderRecord[] = [order()]) {
  const withdrawals = memoryWithdrawalStore();
  const mailer = createFakeMailer();
  const clock = testClock();
  const ports: WithdrawalPorts = {
    clock,
    mailer,
    shopUrl: 'https://tkanica.hr',
    withdrawals,
    orderOf: memoryOrderReader(orders).numbered,
    countAttempt: memoryAttemptCounter(),
    holdUntil: async () => undefined,
  };
  const kept = () => withdrawals.received({ from: '2000-01-01T00:00:00.000Z', to: FOREVER });
  return { ports, withdrawals, mailer, clock, kept };
}

describe('a withdrawal statement', () => {
  it('binds only an order holding a contract: it is kept and acknowledged once; any other is answered alike and mails nobody', async () => {
    for (const [status, holds] of Object.entries(HOLDS_A_CONTRACT) as [OrderStatus, boolean][]) {
      const { ports, mailer, kept } = shop([order(status)]);
      const answer = await withdraw(statement({ reason: 'Too wide.' }), { client: '10.0.0.1', language: 'hr' }, ports);
      expect(answer).toEqual({ message: WITHDRAWAL.received, receivedAt: ports.clock.now().toISOString() });
      expect(answer.message).toMatchObject({ code: 'withdrawals.received', text: { en: WITHDRAWAL_TEXT.received } });
      const found = await kept();
      expect(found, status).toHaveLength(holds ? 1 : 0);
      expect(mailer.sent, status).toHaveLength(holds ? 1 : 0);
      if (holds) {
        expect(found[0]).toMatchObject({
          orderId: 'order-1',
          email: 'ana@example.hr',
          wholeOrder: true,
          reason: 'Too wide.',
          language: 'hr',
          acknowledgedAt: ports.clock.now().toISOString(),
        });
        expect(found[0]?.items.map((item) => item.description)).toEqual(['1 × Linen Shirt (Oat), M', '2 × Wool Socks, One size']);
      }
    }
  });

  it('names the items it withdraws from, and keeps as sent the numbers the order does not have', async () => {
    const { ports, kept } = shop();
    await withdraw(statement({ lines: [2, 7, 2] }), { client: '10.0.0.1' }, ports);
    expect(await kept()).toMatchObject([{ wholeOrder: false, items: [{ itemNo: 2 }], unknownItemNos: [7] }]);
  });

  it('answers a wrong email or number like a right one, keeping nothing', async () => {
    const { ports, kept, mailer } = shop();
    const right = await withdraw(statement(), { client: '10.0.0.1' }, ports);
    expect(await withdraw(statement({ email: 'someone@example.hr' }), { client: '10.0.0.2' }, ports)).toEqual(right);
    expect(await withdraw(statement({ orderNumber: 'TK-261101-AAAAA' }), { client: '10.0.0.3' }, ports)).toEqual(right);
    expect(await kept()).toHaveLength(1);
    expect(mailer.sent).toHaveLength(1);
  });

  it(`is taken ${WITHDRAWALS_PER_CLIENT.limit} times an hour from one network, then answered 429`, async () => {
    const { ports } = shop([]);
    for (let i = 0; i < WITHDRAWALS_PER_CLIENT.limit; i++) await withdraw(statement(), { client: '10.0.0.9' }, ports);
    await expect(withdraw(statement(), { client: '10.0.0.9' }, ports)).rejects.toMatchObject({
      statusCode: 429,
      said: { code: 'withdrawals.tooManyStatements' },
    });
    await withdraw(statement(), { client: '10.0.0.10' }, ports);
  });

  it(`mails an order’s address ${ACKNOWLEDGEMENTS_PER_ORDER.limit} acknowledgements a day; later statements are kept, withheld, and never mailed`, async () => {
    const { ports, mailer, kept, clock } = shop();
    for (let i = 0; i < ACKNOWLEDGEMENTS_PER_ORDER.limit + 2; i++) await withdraw(statement(), { client: `10.0.1.${i}` }, ports);
    const found = await kept();
    expect(found).toHaveLength(ACKNOWLEDGEMENTS_PER_ORDER.limit + 2);
    expect(mailer.sent).toHaveLength(ACKNOWLEDGEMENTS_PER_ORDER.limit);
    expect(found.filter((w) => w.acknowledgementWithheldAt)).toHaveLength(2);
    clock.advance(LEFT_TO_THE_REQUEST_MS + 1);
    expect(await acknowledgeWithdrawals(ports)).toEqual({ acknowledged: [], failed: [] });
  });

  it('stays kept when the mail service is down, and the job acknowledges it once, after the request’s own time', async () => {
    const { ports, mailer, kept, clock } = shop();
    mailer.failWith(new Error('SES is down'));
    await withdraw(statement(), { client: '10.0.0.1' }, ports);
    const [waiting] = await kept();
    expect(waiting).toMatchObject({ acknowledgementAttempts: 1, lastAcknowledgementError: 'SES is down' });
    expect(waiting?.acknowledgedAt).toBeUndefined();

    mailer.failWith(undefined);
    expect(await acknowledgeWithdrawals(ports)).toEqual({ acknowledged: [], failed: [] });
    clock.advance(LEFT_TO_THE_REQUEST_MS + 1);
    expect(await acknowledgeWithdrawals(ports)).toEqual({ acknowledged: [waiting?.id], failed: [] });
    expect(await acknowledgeWithdrawals(ports)).toEqual({ acknowledged: [], failed: [] });
    expect(mailer.sent).toHaveLength(1);
  });
});

describe('handling a statement', () => {
  /** Handling ports over `shop`'s statements, with the order's refund step answering `step`. */
  function handling(withdrawals: ReturnType<typeof shop>['withdrawals'], orders: OrderRecord[], step: 'done' | 'refused' = 'done') {
    const refunds: { amount?: number; restock?: unknown }[] = [];
    const ports: HandlingPorts = {
      withdrawals,
      getOrder: async (id) => orders.find((o) => o.id === id),
      operatorStep: async (o, request) => {
        if (request.step === 'refund') refunds.push({ amount: request.amount, restock: request.restock });
        return step === 'done'
          ? ({ status: 'done', order: { ...o, refunded: request.step === 'refund' ? request.amount : 0 } } as never)
          : ({ status: 'refused', reason: 'The order moved meanwhile.' } as never);
      },
    };
    return { ports, refunds };
  }

  it('refunds what the statement names with its pieces back, once; a second handling is told it was handled', async () => {
    const orders = [order()];
    const { ports: shopPorts, withdrawals, kept, clock } = shop(orders);
    await withdraw(statement({ lines: [2] }), { client: '10.0.0.1' }, shopPorts);
    const [kept1] = await kept();
    const { ports, refunds } = handling(withdrawals, orders);

    const result = await handleWithdrawal(kept1?.id as string, {}, STAFF, clock.now(), ports);
    expect(result).toMatchObject({ status: 'handled', refund: 1800, withdrawal: { handledRefund: 1800, handledBy: STAFF.email } });
    expect(refunds).toEqual([{ amount: 1800, restock: [{ itemNo: 2, quantity: 2 }] }]);
    expect(await handleWithdrawal(kept1?.id as string, {}, STAFF, clock.now(), ports)).toMatchObject({ status: 'already' });
    expect(refunds).toHaveLength(1);
  });

  it('keeps what a smaller refund leaves owed, refuses one above what is left, and names a statement that is not there', async () => {
    const orders = [order('PAID', { refunded: 7000 })];
    const { ports: shopPorts, withdrawals, kept, clock } = shop(orders);
    await withdraw(statement(), { client: '10.0.0.1' }, shopPorts);
    const [whole] = await kept();
    const { ports } = handling(withdrawals, orders);

    expect(await handleWithdrawal(whole?.id as string, { amount: 2701 }, STAFF, clock.now(), ports)).toMatchObject({
      status: 'refused',
      reason: expect.stringMatching(/exceeds what was paid and not yet refunded/),
    });
    expect(await handleWithdrawal(whole?.id as string, { amount: 2000 }, STAFF, clock.now(), ports)).toMatchObject({
      status: 'handled',
      withdrawal: { handledRefund: 2000, owed: 700 },
    });
    expect(await handleWithdrawal('nowhere', {}, STAFF, clock.now(), ports)).toEqual({
      status: 'refused',
      reason: 'There is no withdrawal nowhere.',
    });
  });

  it('takes its mark back when the order refuses the refund, so it can be handled again', async () => {
    const orders = [order()];
    const { ports: shopPorts, withdrawals, kept, clock } = shop(orders);
    await withdraw(statement(), { client: '10.0.0.1' }, shopPorts);
    const [whole] = await kept();

    const refused = await handleWithdrawal(whole?.id as string, {}, STAFF, clock.now(), handling(withdrawals, orders, 'refused').ports);
    expect(refused).toEqual({ status: 'refused', reason: 'The order moved meanwhile.' });
    expect((await withdrawals.get(whole?.id as string))?.handledAt).toBeUndefined();
    expect(await handleWithdrawal(whole?.id as string, {}, STAFF, clock.now(), handling(withdrawals, orders).ports)).toMatchObject({
      status: 'handled',
      refund: 9700,
    });
  });
});
