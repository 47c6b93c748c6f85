import type { CheckoutSession, PaymentGateway } from '../payments/paymentGateway.ts';
import type { CheckoutOrder } from '../payments/paymentGateway.ts';

type FakeSession = CheckoutSession & { amount: number };

/**
 * A payment provider in memory for use-case tests: sessions are created open and tests move
 * them as a shopper or the provider would. It answers as stripeGateway does against Stripe:
 * only an open page expires, only an awaited transfer is cancelled, a transfer with no payment
 * waiting for it is kept aside instead of paying, refunds add up to at most what was paid.
 */
export function fakePayments() {
  const sessions = new Map<string, FakeSession>();
  /** Sessions by order: asking again for the same order gives its page back, as the provider's idempotency does. */
  const byOrder = new Map<string, string>();
  const refunds: { id: string; sessionId: string; amount: number; key: string }[] = [];
  /** Transfers that found no payment waiting; the provider keeps them for the customer. */
  const heldTransfers: { sessionId: string; amount: number }[] = [];
  /** Money sent back from the cash balances, by the customer each session made (`cus_<session id>`). */
  const cashReturns: { id: string; customerId: string; amount: number; key: string; email: string }[] = [];
  const cashBalance = (customerId: string) =>
    heldTransfers.filter((t) => `cus_${t.sessionId}` === customerId).reduce((sum, t) => sum + t.amount, 0) -
    cashReturns.filter((r) => r.customerId === customerId).reduce((sum, r) => sum + r.amount, 0);
  let available = true;
  const down = { status: 'unavailable' as const, reason: 'provider down' };
  /** A session by its own id or its payment's. */
  const find = (id: string) => sessions.get(id) ?? [...sessions.values()].find((session) => session.paymentIntentId === id);
  const refunded = (sessionId: string) => refunds.filter((r) => r.sessionId === sessionId).reduce((sum, r) => sum + r.amount, 0);
  const awaitingTransfer = (session: FakeSession | undefined) =>
    session?.status === 'complete' && session.paymentStatus === 'unpaid' && session.paymentIntentStatus === 'requires_action';

  const gateway: PaymentGateway = {
    async createCheckout(order: CheckoutOrder) {
      if (!available) return down;
      const known = byOrder.get(order.id);
      const id = known ?? `cs_test_${sessions.size + 1}`;
      if (!known) {
        byOrder.set(order.id, id);
        sessions.set(id, {
          id,
          status: 'open',
          paymentStatus: 'unpaid',
          orderId: order.id,
          customerEmail: order.email,
          paymentMethod: null,
          paymentIntentId: null,
          paymentIntentStatus: null,
          amountPaid: 0,
          amount: order.total,
        });
      }
      return { status: 'created', sessionId: id, url: `https://pay.example/${id}` };
    },
    async getSession(id) {
      if (!available) throw new Error('provider down');
      const session = sessions.get(id);
      return session ? { status: 'found', session: { ...session } } : { status: 'not_found' };
    },
    async expireSession(id) {
      if (!available) return down;
      const session = sessions.get(id);
      if (!session) return { status: 'unavailable', reason: `No such checkout.session: '${id}'` };
      if (session.status === 'complete') return { status: 'already_complete' };
      if (session.status === 'expired') return { status: 'already_expired' };
      session.status = 'expired';
      return { status: 'expired' };
    },
    async refund(id, amount, key) {
      if (!available) return down;
      const session = find(id);
      if (!session) return { status: 'unavailable', reason: `No such payment: '${id}'` };
      const earlier = refunds.find((r) => r.key === key);
      if (earlier) return { status: 'refunded', refundId: earlier.id, amount: earlier.amount };
      const left = session.amountPaid - refunded(session.id);
      if (amount <= 0 || left <= 0) return { status: 'nothing_to_refund' };
      const refund = { id: `re_test_${refunds.length + 1}`, sessionId: session.id, amount: Math.min(amount, left), key };
      refunds.push(refund);
      return { status: 'refunded', refundId: refund.id, amount: refund.amount };
    },
    async cancelPayment(id) {
      if (!available) return down;
      const session = sessions.get(id);
      if (session?.paymentIntentStatus === 'succeeded') return { status: 'already_paid' };
      if (session?.paymentIntentStatus === 'canceled') return { status: 'cancelled' };
      if (!session || !awaitingTransfer(session)) return { status: 'not_cancellable' };
      session.paymentIntentStatus = 'canceled';
      return { status: 'cancelled' };
    },
    async cashBalanceOrder(customerId) {
      if (!available) throw new Error('provider down');
      return sessions.get(customerId.replace(/^cus_/, ''))?.orderId ?? null;
    },
    async cashBalance(customerId) {
      if (!available) throw new Error('provider down');
      return cashBalance(customerId);
    },
    async returnCashBalance({ customerId, amountCents, email, idempotencyKey }) {
      if (!available) return down;
      const earlier = cashReturns.find((r) => r.key === idempotencyKey);
      if (earlier) return { status: 'returned', refundId: earlier.id, amount: earlier.amount, refundStatus: 'requires_action' };
      const amount = Math.min(amountCents, cashBalance(customerId));
      if (amount <= 0) return { status: 'nothing_to_return' };
      const id = `re_cash_${cashReturns.length + 1}`;
      cashReturns.push({ id, customerId, amount, key: idempotencyKey, email });
      return { status: 'returned', refundId: id, amount, refundStatus: 'requires_action' };
    },
    async refundStatus() {
      if (!available) throw new Error('provider down');
      return 'requires_action';
    },
  };
  const update = (id: string, change: Partial<CheckoutSession>) => {
    const session = sessions.get(id);
    if (!session) throw new Error(`no session ${id}`);
    Object.assign(session, change);
    return session;
  };
  const paid = (id: string, change: Partial<CheckoutSession>) =>
    update(id, {
      status: 'complete',
      paymentStatus: 'paid',
      paymentIntentId: sessions.get(id)?.paymentIntentId ?? `pi_${id}`,
      paymentIntentStatus: 'succeeded',
      amountPaid: sessions.get(id)?.amount ?? 0,
      ...change,
    });
  return {
    gateway,
    sessions,
    setAvailable: (value: boolean) => {
      available = value;
    },
    refunds,
    heldTransfers,
    cashReturns,
    payByCard: (id: string) => paid(id, { paymentMethod: 'CARD' }),
    chooseBankTransfer: (id: string) =>
      update(id, {
        status: 'complete',
        paymentStatus: 'unpaid',
        paymentMethod: 'BANK_TRANSFER',
        paymentIntentId: `pi_${id}`,
        paymentIntentStatus: 'requires_action',
      }),
    /**
     * The transfer's money arrives. A payment still waiting takes it, also after the shop gave
     * the order up; with none waiting (cancelled, expired, paid already) it is kept aside.
     */
    transferArrives: (id: string) => {
      const session = sessions.get(id);
      if (awaitingTransfer(session)) return paid(id, {});
      heldTransfers.push({ sessionId: id, amount: session?.amount ?? 0 });
      return session;
    },
    /** The session of an order, if one was opened. */
    sessionOf: (orderId: string) => byOrder.get(orderId),
    expire: (id: string) => update(id, { status: 'expired' }),
    /** The event the provider would send about a session. */
    event: (id: string, type: string, eventId = `evt_${Math.random().toString(36).slice(2)}`) => ({
      id: eventId,
      type,
      data: { object: { id, object: 'checkout.session', client_reference_id: sessions.get(id)?.orderId ?? null } },
    }),
  };
}
