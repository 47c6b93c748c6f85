import type { Outbox } from '../platform/outbox.ts';
import { performCashReturn } from './cashBalanceReturns.ts';
import type { EffectRecord } from './effectRecord.ts';
import { EffectFailed, laneOutbox, orderOf } from './effectOutbox.ts';
import { type SettlePorts, settleOrderFromProvider } from './settleOrder.ts';

/** Refunds and closes payment pages at the provider; a payment that came meanwhile settles the order. */
export async function performPaymentEffect(effect: EffectRecord, ports: SettlePorts): Promise<void> {
  const task = effect.effect;
  // Its own record says whose balance and how much (cashBalanceReturns.ts).
  if (task.kind === 'returnCashBalance') return performCashReturn(effect, ports);
  const order = await orderOf(effect);
  const sessionId = order.paymentSessionId;
  switch (task.kind) {
    case 'refund': {
      if (!sessionId) throw new EffectFailed('no payment to refund');
      const refund = await ports.payments.refund(sessionId, task.amount, effect.id);
      if (refund.status === 'unavailable') throw new EffectFailed(refund.reason);
      return;
    }
    case 'expireSession': {
      if (!sessionId) return;
      const expired = await ports.payments.expireSession(sessionId);
      if (expired.status === 'unavailable') throw new EffectFailed(expired.reason);
      // Paid in the instant before the page closed: the provider's word settles it.
      if (expired.status === 'already_complete') await settleOrderFromProvider(order, ports);
      return;
    }
    case 'cancelPayment': {
      if (!sessionId) return;
      const cancelled = await ports.payments.cancelPayment(sessionId);
      if (cancelled.status === 'unavailable') throw new EffectFailed(cancelled.reason);
      if (cancelled.status === 'already_paid') await settleOrderFromProvider(order, ports);
      return;
    }
    default:
      throw new EffectFailed(`${task.kind} is no payment effect`);
  }
}

/** The payments lane's outbox (effectLanes.ts), performed by the paymentEffects consumer. */
export const paymentOutbox = (ports: SettlePorts): Outbox<EffectRecord> =>
  laneOutbox(['payments'], (effect) => performPaymentEffect(effect, ports));
