import type { CheckoutSession, PaymentGateway } from '../payments/paymentGateway.ts';
import type { OrderRecord } from '../orders/orderRecord.ts';

/**
 * A payment provider in memory for use-case tests: sessions are created open and tests move
 * them as a shopper or the provider would.
 */
export function fakePayments() {
  const sessions = new Map<string, CheckoutSession & { amount: number }>();
  /** Sessions by order: asking again for the same order gives its page back, as the provider's idempotency does. */
  const byOrder = new Map<string, string>();
  const refunds: { id: string; sessionId: string; amount: number; key: string }[] = [];
  let available = true;
  const down = { status: 'unavailable' as const, reason: 'provider down' };
  const gateway: PaymentGateway = {
    async createCheckout(order: OrderRecord) {
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
      if (!session) return down;
      if (session.status === 'complete') return { status: 'already_complete' };
      if (session.status === 'expired') return { status: 'already_expired' };
      session.status = 'expired';
      return { status: 'expired' };
    },
    async refund(id, amount, key) {
      if (!available) return down;
      const session = sessions.get(id);
      if (!session?.amountPaid) return { status: 'nothing_to_refund' };
      const earlier = refunds.find((r) => r.key === key);
      if (earlier) return { status: 'refunded', refundId: earlier.id, amount: earlier.amount };
      const refund = { id: `re_test_${refunds.length + 1}`, sessionId: id, amount, key };
      refunds.push(refund);
      return { status: 'refunded', refundId: refund.id, amount };
    },
    async cancelPayment(id) {
      if (!available) return down;
      const session = sessions.get(id);
      if (!session) return { status: 'not_cancellable' };
      if (session.paymentStatus === 'paid') return { status: 'already_paid' };
      session.paymentIntentStatus = 'canceled';
      return { status: 'cancelled' };
    },
  };
  const update = (id: string, change: Partial<CheckoutSession>) => {
    const session = sessions.get(id);
    if (!session) throw new Error(`no session ${id}`);
    Object.assign(session, change);
    return session;
  };
  return {
    gateway,
    sessions,
    setAvailable: (value: boolean) => {
      available = value;
    },
    refunds,
    payByCard: (id: string) =>
      update(id, { status: 'complete', paymentStatus: 'paid', paymentMethod: 'CARD', amountPaid: sessions.get(id)?.amount ?? 0 }),
    chooseBankTransfer: (id: string) =>
      update(id, { status: 'complete', paymentStatus: 'unpaid', paymentMethod: 'BANK_TRANSFER', paymentIntentStatus: 'requires_action' }),
    /** The transfer's money arrives (also after the shop gave the order up: the provider takes it unless the payment was cancelled). */
    transferArrives: (id: string) =>
      sessions.get(id)?.paymentIntentStatus === 'canceled'
        ? sessions.get(id)
        : update(id, { paymentStatus: 'paid', paymentIntentStatus: 'succeeded', amountPaid: sessions.get(id)?.amount ?? 0 }),
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
