import { sendToQueue } from '../platform/queue.ts';
import type { HandedEffect, Outbox } from '../platform/outbox.ts';
import type { EffectRecord } from './effectRecord.ts';
import { laneOf } from './effectLanes.ts';
import type { MailPorts } from './invoiceMailEffect.ts';
import { mailOutbox } from './mailEffects.ts';

const handed = (effect: EffectRecord): HandedEffect => ({ effectId: effect.id });

/**
 * The worker of the orders stream and the due-effects job: it performs the mail lane itself and
 * hands the payments and invoices lanes (effectLanes.ts) to their consumers' queues, unclaimed.
 */
export function effectWorker(ports: MailPorts): Outbox<EffectRecord> {
  return mailOutbox(ports, async (effect) => {
    switch (laneOf(effect.effect)) {
      case 'payments':
        await sendToQueue('paymentEffects', handed(effect));
        return true;
      case 'invoices':
        await sendToQueue('invoiceEffects', handed(effect));
        return true;
      case 'mail':
        return false;
    }
  });
}
