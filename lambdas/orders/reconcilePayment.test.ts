import { OrderRequest } from '@shop/shared/contract/orders';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearTables } from '../../test/tables.ts';
import { fixedClock } from '../platform/clock.ts';
import { createFakeMailer } from '../platform/mailer.ts';
import { writeCatalog } from '../testing/catalogFixture.ts';
import { fakePayments } from '../testing/fakePayments.ts';
import { runOutbox } from '../testing/outbox.ts';
import { getOrder } from './orderStore.ts';
import { processPaymentEvent } from './paymentEvents.ts';
import { placeOrder } from './placeOrder.ts';
import { reconcileWaitingOrders } from './reconcilePayment.ts';
import { releaseAbandonedOrders } from './releaseAbandonedOrders.ts';
import { ZAGREB_ADDRESS } from '../testing/addressFixture.ts';

const PLACED = '2026-11-02T09:00:00Z';
const MINUTE = 60_000;
const clock = fixedClock(PLACED);
const mailer = createFakeMailer();
const payments = fakePayments();
const ports = { payments: payments.gateway, mailer, clock, shopUrl: 'https://shop.example' };

const request = () =>
  OrderRequest.parse({
    deliveryAddress: { ...ZAGREB_ADDRESS, firstName: 'Ana', lastName: 'Horvat' },
    cartProducts: [{ productId: 'linen-shirt-oat', sizes: [{ size: 'M', quantity: 1 }] }],
    userEmail: 'ana@example.hr',
  });

/** An order on its payment page: its id and session. */
async function onPaymentPage(): Promise<{ orderId: string; sessionId: string }> {
  const { url } = await placeOrder(request(), ports);
  const sessionId = url.split('/').pop() as string;
  return { orderId: payments.sessions.get(sessionId)?.orderId as string, sessionId };
}

beforeEach(async () => {
  await clearTables();
  await writeCatalog();
  clock.set(PLACED);
  mailer.sent.length = 0;
  payments.setAvailable(true);
});

describe('the daily reconciliation with the payment provider', () => {
  it('settles what the provider says happened while its events were lost, and leaves what agrees', async () => {
    const transfer = await onPaymentPage();
    payments.chooseBankTransfer(transfer.sessionId);
    await processPaymentEvent(payments.event(transfer.sessionId, 'checkout.session.completed'), ports);
    const paidByCard = await onPaymentPage();
    const stillWaiting = await onPaymentPage();
    payments.chooseBankTransfer(stillWaiting.sessionId);
    await processPaymentEvent(payments.event(stillWaiting.sessionId, 'checkout.session.completed'), ports);
    // The money arrives; neither event reaches the shop.
    payments.transferArrives(transfer.sessionId);
    payments.payByCard(paidByCard.sessionId);

    clock.advance(30 * MINUTE);
    expect(await reconcileWaitingOrders(ports)).toEqual({ settled: [], unchanged: [], unanswered: [] });

    clock.advance(24 * 60 * MINUTE);
    const result = await reconcileWaitingOrders(ports);
    expect(result.settled.sort()).toEqual([transfer.orderId, paidByCard.orderId].sort());
    expect(result).toMatchObject({ unchanged: [stillWaiting.orderId], unanswered: [] });
    expect((await getOrder(transfer.orderId))?.status).toBe('PAID');
    expect((await getOrder(paidByCard.orderId))?.status).toBe('PAID');
    expect((await getOrder(stillWaiting.orderId))?.status).toBe('AWAITING_TRANSFER');
    await runOutbox(ports);
    expect(payments.refunds).toEqual([]);
  });

  it('gives nothing up and changes nothing when the provider does not answer', async () => {
    const { orderId, sessionId } = await onPaymentPage();
    payments.chooseBankTransfer(sessionId);
    await processPaymentEvent(payments.event(sessionId, 'checkout.session.completed'), ports);
    clock.advance(2 * 60 * MINUTE);
    payments.setAvailable(false);
    expect(await reconcileWaitingOrders(ports)).toEqual({ settled: [], unchanged: [], unanswered: [orderId] });
    expect((await getOrder(orderId))?.status).toBe('AWAITING_TRANSFER');
  });
});

describe('releasing abandoned orders asks the provider the same way', () => {
  it('leaves a page-ended order for the next run when the provider does not answer, and goes on with the others', async () => {
    const silent = await onPaymentPage();
    const expired = await onPaymentPage();
    payments.expire(expired.sessionId);
    clock.advance(45 * MINUTE);
    const gateway = {
      ...payments.gateway,
      getSession: async (id: string) => {
        if (id === silent.sessionId) throw new Error('provider down');
        return payments.gateway.getSession(id);
      },
    };
    const result = await releaseAbandonedOrders({ ...ports, payments: gateway });
    expect(result).toMatchObject({ settled: [expired.orderId], waiting: [silent.orderId] });
    expect((await getOrder(silent.orderId))?.status).toBe('PENDING_PAYMENT');
    expect((await getOrder(expired.orderId))?.status).toBe('EXPIRED');
  });
});
