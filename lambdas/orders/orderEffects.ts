import { renderInvoicePdf } from '../invoices/invoicePdf.ts';
import {
  CLAIM_SECONDS,
  type EffectDoneAs,
  type EffectOutcome,
  type Outbox,
  performDueEffects as performDueOutboxEffects,
  performEffect as performOutboxEffect,
} from '../platform/outbox.ts';
import type { EffectRecord } from './effectRecord.ts';
import { laneOf } from './effectLanes.ts';
import { laneOutbox } from './effectOutbox.ts';
import { type InvoicePorts, performInvoiceEffect } from './invoiceEffects.ts';
import type { MailPorts } from './invoiceMailEffect.ts';
import { performMail } from './mailEffects.ts';
import { performPaymentEffect } from './paymentEffects.ts';
import type { SettlePorts } from './settleOrder.ts';

/**
 * Every lane of the orders' outbox (effectLanes.ts) performed in one process: what the tests,
 * the bench and the operator's tool use. In AWS and on `npm start` each lane is performed by its
 * own function (effectWorker.ts and the consumers), with the same code.
 */

export { MAX_ATTEMPTS, RETRY_MINUTES } from './effectOutbox.ts';
export { CLAIM_SECONDS, type EffectOutcome };

/** The PDF is drawn in process unless the ports say otherwise. */
export type EffectPorts = SettlePorts & Omit<MailPorts, 'drawInvoicePdf'> & Partial<Pick<MailPorts, 'drawInvoicePdf'>> & InvoicePorts;

function perform(effect: EffectRecord, ports: EffectPorts): Promise<EffectDoneAs | undefined> | Promise<void> {
  switch (laneOf(effect.effect)) {
    case 'mail':
      return performMail(effect, { drawInvoicePdf: (document) => renderInvoicePdf(document), ...ports });
    case 'payments':
      return performPaymentEffect(effect, ports);
    case 'invoices':
      return performInvoiceEffect(effect, ports);
  }
}

/** The orders' outbox, every lane performed here with these adapters. */
export const orderOutbox = (ports: EffectPorts): Outbox<EffectRecord> =>
  laneOutbox(['mail', 'payments', 'invoices'], (effect) => perform(effect, ports));

/** Performs one effect if it is due and nobody else holds it. */
export function performEffect(id: string, ports: EffectPorts): Promise<EffectOutcome> {
  return performOutboxEffect(orderOutbox(ports), id, ports.clock);
}

/** Performs every effect that is due, oldest first. */
export function performDueEffects(ports: EffectPorts, limit = 200) {
  return performDueOutboxEffects(orderOutbox(ports), ports.clock, limit);
}
