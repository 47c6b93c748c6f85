import { newOutboxRecord, type OutboxRecord } from '../platform/outbox.ts';
import type { OrderEffect } from './orderLifecycle.ts';

/**
 * The orders' outbox (lambdas/platform/outbox.ts): an effect of an order's move, written in the
 * same transaction as the move and performed afterwards (orderEffects.ts), at least once, by
 * whichever comes first: the orders table's stream, or the job that picks up what is due.
 */
export interface EffectRecord
  extends OutboxRecord<
    | OrderEffect
    | { kind: 'mail'; mail: 'invoice'; invoiceId: string }
    | { kind: 'fiscalise'; invoiceId: string }
    /** An eRačun's sending through the intermediary and its report to CIS (eRacunInvoice.ts). */
    | { kind: 'eRacun'; invoiceId: string }
    /** The report of an eRačun's payment to CIS. */
    | { kind: 'eRacunPayment'; invoiceId: string }
  > {
  orderId: string;
}

export function newEffect(id: string, orderId: string, effect: EffectRecord['effect'], now: string): EffectRecord {
  return { ...newOutboxRecord(id, effect, now), orderId };
}
