import type { OrderEffect } from './orderLifecycle.ts';

/**
 * The outbox: an effect of an order's move, written in the same transaction as the move and
 * performed afterwards (orderEffects.ts), at least once, by whichever comes first: the orders
 * table's stream, or the job that picks up what is due. Done effects lose their dueKey, so the
 * byDue index holds only what is still to do.
 */
export interface EffectRecord {
  pk: string;
  sk: 'EFFECT';
  id: string;
  orderId: string;
  effect: OrderEffect | { kind: 'mail'; mail: 'invoice'; invoiceId: string };
  status: 'pending' | 'done' | 'dead';
  createdAt: string;
  /** When it is next to be tried; with dueKey, what the byDue index sorts by. */
  dueAt: string;
  dueKey?: typeof EFFECTS_DUE;
  attempts: number;
  /** A worker holds it until then; a later worker may take it over (the first one died). */
  claimedUntil?: string;
  doneAt?: string;
  lastError?: string;
}

export const EFFECTS_DUE = 'EFFECTS_DUE';
export const effectKey = (id: string) => ({ pk: `EFFECT#${id}`, sk: 'EFFECT' as const });
export const EFFECT_PREFIX = 'EFFECT#';

export function newEffect(id: string, orderId: string, effect: EffectRecord['effect'], now: string): EffectRecord {
  return { ...effectKey(id), id, orderId, effect, status: 'pending', createdAt: now, dueAt: now, dueKey: EFFECTS_DUE, attempts: 0 };
}
