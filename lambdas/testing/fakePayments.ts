import type { CheckoutSession, PaymentGateway } from '../payments/paymentGateway.ts';
import type { OrderRecord } from '../orders/orderRecord.ts';

/**
 * A payment provider in memory for use-case tests: sessions are created open and tests move
 * them as a shopper or the provider would.
 */
export function fakePayments() {
  const sessions = new Map<string, CheckoutSession & { amount: number }>();
  let available = true;
  const gateway: PaymentGateway = {
    async createCheckout(order: OrderRecord) {
      if (!available) return { status: 'unavailable', reason: 'provider down' };
      const id = `cs_test_${sessions.size + 1}`;
      sessions.set(id, {
        id,
        status: 'open',
        paymentStatus: 'unpaid',
        orderId: order.id,
        customerEmail: order.email,
        paymentMethod: null,
        amount: order.total,
      });
      return { status: 'created', sessionId: id, url: `https://pay.example/${id}` };
    },
    async getSession(id) {
      const session = sessions.get(id);
      return session ? { status: 'found', session } : { status: 'not_found' };
    },
    async expireSession(id) {
      const session = sessions.get(id);
      if (session) session.status = 'expired';
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
    payByCard: (id: string) => update(id, { status: 'complete', paymentStatus: 'paid', paymentMethod: 'CARD' }),
    chooseBankTransfer: (id: string) => update(id, { status: 'complete', paymentStatus: 'unpaid', paymentMethod: 'BANK_TRANSFER' }),
    expire: (id: string) => update(id, { status: 'expired' }),
    /** The event the provider would send about a session. */
    event: (id: string, type: string, eventId = `evt_${Math.random().toString(36).slice(2)}`) => ({
      id: eventId,
      type,
      data: { object: { id, object: 'checkout.session', client_reference_id: sessions.get(id)?.orderId ?? null } },
    }),
  };
}
