import type { EffectDoneAs, Outbox } from '../platform/outbox.ts';
import type { EffectRecord } from './effectRecord.ts';
import { type EffectLane, laneOf } from './effectLanes.ts';
import type { OrderRecord } from './orderRecord.ts';
import { getOrder } from './orderStore.ts';

/**
 * The orders' outbox (the mechanism: lambdas/platform/outbox.ts), as each of its workers sees it:
 * the same retries, tries and alarm, whichever lane (effectLanes.ts) a worker performs. A mail
 * can go out twice should a worker die in the instant between SES taking it and the done-mark;
 * a refund cannot, as the provider deduplicates it by the effect's id.
 */

/** Waits before the 2nd, 3rd, … try; the last repeats. A mail service that is down for a day only delays mail. */
export const RETRY_MINUTES = [1, 5, 15, 60, 180] as const;
/** Tries before an effect is given up and shown to the operator (about four days of tries). */
export const MAX_ATTEMPTS = 36;
/**
 * A receipt's delivery to CIS is tried for as long as CIS takes it, 30 days after issue (v2.7);
 * the effect gives itself up then (invoiceEffects.ts), so these tries (every 180 minutes after
 * the first hour, about 31 days) never run out first.
 */
export const FISCALISE_MAX_ATTEMPTS = 250;

export class EffectFailed extends Error {}

export async function orderOf(effect: EffectRecord): Promise<OrderRecord> {
  const order = await getOrder(effect.orderId);
  if (!order) throw new EffectFailed(`order ${effect.orderId} is gone`);
  return order;
}

/** Performs the effects of `lanes` with `perform`; one of another lane fails, so it is never marked done here. */
export function laneOutbox(
  lanes: readonly EffectLane[],
  perform: (effect: EffectRecord) => Promise<EffectDoneAs | undefined> | Promise<void>,
  handOff?: Outbox<EffectRecord>['handOff'],
): Outbox<EffectRecord> {
  return {
    name: 'order effect',
    effectsTable: 'orders',
    retryMinutes: RETRY_MINUTES,
    maxAttempts: (effect) => (effect.effect.kind === 'fiscalise' ? FISCALISE_MAX_ATTEMPTS : MAX_ATTEMPTS),
    deadMetric: 'OrderEffectDead',
    perform: (effect) => {
      const lane = laneOf(effect.effect);
      // Thrown before any promise: performEffect awaits this call inside its try, so it fails the effect all the same.
      if (!lanes.includes(lane)) throw new EffectFailed(`a ${lane} effect reached the worker of ${lanes.join(', ')}`);
      return perform(effect);
    },
    describe: (effect) => ({ orderId: effect.orderId, effect: effect.effect }),
    handOff,
  };
}
