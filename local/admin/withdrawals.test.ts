import { ensureInvoice } from '../../lambdas/orders/issueInvoice.ts';
import { beforeEach, describe, expect, it } from 'vitest';
import { OrderRequest } from '@shop/shared/contract/orders';
import { getOrder } from '../../lambdas/orders/orderStore.ts';
import { processPaymentEvent } from '../../lambdas/orders/paymentEvents.ts';
import { placeOrder } from '../../lambdas/orders/placeOrder.ts';
import { createFakeMailer } from '../../lambdas/platform/mailer.ts';
import { ZAGREB_ADDRESS } from '../../lambdas/testing/addressFixture.ts';
import { writeCatalog } from '../../lambdas/testing/catalogFixture.ts';
import { fakePayments } from '../../lambdas/testing/fakePayments.ts';
import { withdraw } from '../../lambdas/withdrawals/withdraw.ts';
import { shopWithdrawalPorts, shopWithdrawals } from '../../lambdas/withdrawals/withdrawalAdapters.ts';
import { TEST_START, testClock } from '../../test/clock.ts';
import { clearTables } from '../../test/tables.ts';
import { adminTest } from './adminTesting.ts';

const clock = testClock();
const shopUrl = 'http://localhost:3000';

/** A guest's order of one linen shirt, paid by card: its number. */
async function orderOf(email: string): Promise<string> {
  const payments = fakePayments();
  const ports = { payments: payments.gateway, mailer: createFakeMailer(), clock, shopUrl };
  const request = OrderRequest.parse({
    deliveryAddress: ZAGREB_ADDRESS,
    cartProducts: [{ productId: 'linen-shirt-oat', sizes: [{ size: 'M', quantity: 1 }] }],
    userEmail: email,
  });
  const sessionId = (await placeOrder(request, ports)).url.split('/').pop() as string;
  payments.payByCard(sessionId);
  await processPaymentEvent(payments.event(sessionId, 'checkout.session.completed'), ports);
  const orderId = payments.sessions.get(sessionId)?.orderId as string;
  await ensureInvoice(orderId, clock.now());
  return (await getOrder(orderId))?.number as string;
}

beforeEach(async () => {
  await clearTables('orders', 'catalog', 'promotions');
  await writeCatalog();
  clock.set(TEST_START);
});

describe('withdrawals list', () => {
  it('lists the statements newest first, and with --unacknowledged those whose email has not gone out', async () => {
    const first = await orderOf('ana@example.hr');
    const second = await orderOf('mia@example.hr');
    const mailer = createFakeMailer();
    await withdraw(
      { name: 'Ana Horvat', orderNumber: first, email: 'ana@example.hr', reason: 'Too small' },
      { client: '10.0.0.1' },
      shopWithdrawalPorts({ clock, mailer, shopUrl }),
    );
    clock.advance(60_000);
    mailer.failWith(new Error('SES is down'));
    await withdraw(
      { name: 'Mia Kovač', orderNumber: second, email: 'mia@example.hr', lines: [1] },
      { client: '10.0.0.1' },
      shopWithdrawalPorts({ clock, mailer, shopUrl }),
    );

    const { run, io, clearOutput } = adminTest({ clock });
    expect(await run(['withdrawals', 'list'])).toBe(0);
    const [header, newest, oldest, ...more] = io.stdout;
    expect(header).toMatch(/^RECEIVED\s+ORDER\s+EMAIL\s+NAME\s+ACKNOWLEDGED\s+HANDLED\s+ID\s+WITHDRAWING FROM\s+REASON$/);
    expect(more).toEqual([]);
    expect(newest).toContain(second);
    expect(newest).toContain('NOT YET (SES is down)');
    expect(newest).toMatch(/Item 1: 1 × .+, M/);
    expect(oldest).toContain(first);
    expect(oldest).toContain('The whole order');
    expect(oldest).toMatch(/Too small$/);
    expect(io.stderr).toEqual(['2 withdrawals.']);

    clearOutput();
    expect(await run(['withdrawals', 'list', '--unacknowledged'])).toBe(0);
    expect(io.stdout.slice(1).map((line) => line.includes(second))).toEqual([true]);

    clearOutput();
    expect(await run(['withdrawals', 'list', '--until', '2000-01-01'])).toBe(0);
    expect(io.stdout.slice(1)).toEqual([]);
  });

  it('says what is wrong with its options before reading anything', async () => {
    const { run, io, prepared } = adminTest({ clock });
    expect(await run(['withdrawals', 'list', '--from', 'yesterday', '--limit', '0'])).toBe(1);
    expect(io.stderr).toEqual([
      '--from "yesterday": Enter a date like 2026-12-31, or a time with its zone like 2026-12-31T18:00:00Z.',
      '--limit must be a whole number from 1 to 10000, not "0".',
    ]);
    expect(prepared()).toBe(0);
  });
});

describe('withdrawals handle', () => {
  it('refunds what the statement withdraws from and marks it handled, once', async () => {
    const number = await orderOf('ana@example.hr');
    await withdraw(
      { name: 'Ana Horvat', orderNumber: number, email: 'ana@example.hr', lines: [1] },
      { client: '10.0.0.2' },
      shopWithdrawalPorts({ clock, mailer: createFakeMailer(), shopUrl }),
    );
    const [withdrawal] = await shopWithdrawals.received({ from: '2000-01-01T00:00:00.000Z', to: '9999-01-01T00:00:00.000Z' });
    const { run, io } = adminTest({ clock });
    expect(await run(['withdrawals', 'handle', withdrawal?.id as string])).toBe(0);
    expect(await run(['withdrawals', 'handle', withdrawal?.id as string])).toBe(0);
    expect(io.stdout[0]).toMatch(
      new RegExp(
        `^Withdrawal ${withdrawal?.id} of order ${number} is handled: .+ is refunded and its pieces are back on the shelf; its credit note is issued`,
      ),
    );
    expect(io.stdout[1]).toBe(`Withdrawal ${withdrawal?.id} of order ${number} was already handled on ${TEST_START}.`);
    const order = await getOrder(withdrawal?.orderId as string);
    expect(order).toMatchObject({ status: 'REFUNDED' });
    expect(await run(['withdrawals', 'handle', 'nothing-here'])).toBe(1);
    expect(io.stderr).toEqual(['There is no withdrawal nothing-here.']);
  });
});
