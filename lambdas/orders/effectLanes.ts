import type { EffectRecord } from './effectRecord.ts';

/**
 * Which function performs an effect of the orders' outbox (docs/decisions/029). Each lane holds
 * the effects of one outside service, so each function carries that service's client and secret
 * and no other's:
 * - `mail`: every mail, the invoice's with its PDF (SES), performed by the orders stream's
 *   worker and the due-effects job themselves;
 * - `payments`: refunds, returns from a cash balance and closing payment pages (the provider's
 *   key), by the paymentEffects consumer;
 * - `invoices`: issuing (the ZKI, with the fiscal certificate), delivery to CIS, and an eRačun's
 *   sending through the intermediary with its reports to CIS, by the invoiceEffects consumer.
 * The stream and the job hand the last two to their function's queue (lambdas/platform/outbox.ts, `handOff`).
 */
export type EffectLane = 'mail' | 'payments' | 'invoices';

export function laneOf(effect: EffectRecord['effect'] | undefined): EffectLane {
  switch (effect?.kind) {
    case 'refund':
    case 'expireSession':
    case 'cancelPayment':
    case 'returnCashBalance':
      return 'payments';
    case 'issueInvoice':
    case 'fiscalise':
    case 'eRacun':
    case 'eRacunPayment':
      return 'invoices';
    default:
      return 'mail';
  }
}
