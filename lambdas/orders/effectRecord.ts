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
    /** Money in a customer's cash balance for an order that takes none, sent back (cashBalanceReturns.ts). */
    | { kind: 'returnCashBalance'; transactionId: string }
    /** The mail telling the customer it went back. */
    | { kind: 'mail'; mail: 'cashBalanceReturned'; transactionId: string }
  > {
  orderId: string;
}

export function newEffect(id: string, orderId: string, effect: EffectRecord['effect'], now: string): EffectRecord {
  return { ...newOutboxRecord(id, effect, now), orderId };
}

/** The invoice mail's effect id: one per invoice, so issuing it twice cannot mail it twice. */
export const invoiceMailEffectId = (order: { id: string }, invoiceId: string) => `${order.id}.invoice.${invoiceId}`;

/** The invoice's delivery to CIS: one effect per invoice. */
export const fiscaliseEffectId = (order: { id: string }, invoiceId: string) => `${order.id}.fiscalise.${invoiceId}`;

/** An eRačun's sending through the intermediary and its report to CIS: one effect per invoice. */
export const eRacunEffectId = (order: { id: string }, invoiceId: string) => `${order.id}.eRacun.${invoiceId}`;

/** The report of an eRačun's payment to CIS: one effect per invoice. */
export const eRacunPaymentEffectId = (order: { id: string }, invoiceId: string) => `${order.id}.eRacunPayment.${invoiceId}`;
