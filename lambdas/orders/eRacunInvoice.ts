import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ERacunFiscalService, ERacunOutcome } from '../fiscal/eRacunFiscal.ts';
import type { InvoiceDocument } from '../invoices/invoiceDocument.ts';
import type { EInvoiceIntermediary } from '../invoices/intermediary.ts';
import { type ERacunExchange, getInvoice, type InvoiceRecord, invoiceKey } from '../invoices/invoiceStore.ts';
import { UblRefused, ublInvoice } from '../invoices/ubl.ts';
import { tableName } from '../platform/config.ts';
import { dynamo, isConditionFailure } from '../platform/dynamo.ts';
import { countMetric } from '../platform/metrics.ts';
import { EffectRefused } from '../platform/outbox.ts';
import { EffectFailed } from './effectOutbox.ts';
import type { OrderRecord } from './orderRecord.ts';

/**
 * eRačuns (Zakon o fiskalizaciji, NN 89/25; docs/decisions/056 and 057): an invoice made out to a
 * Croatian company (a valid OIB) for a sale taxed in Croatia, not paid by card, is not fiscalised as a receipt (no
 * RacunZahtjev, no ZKI or JIR); its UBL goes to the buyer through the information intermediary,
 * the issue is reported to CIS (evidentirajERacun), and the payment once the money is in
 * (evidentirajNaplatu). The PDF is still drawn and mailed, as the visual copy.
 */

/** How a payment is reported (NačinPlaćanja): T transfer, K card, O anything else (PayPal, a gift card). */
export function paymentMethodCode(method: OrderRecord['paymentMethod']): 'T' | 'K' | 'O' {
  if (method === 'BANK_TRANSFER') return 'T';
  if (method === 'CARD') return 'K';
  return 'O';
}

export interface ERacunPorts {
  intermediary: EInvoiceIntermediary;
  eRacunFiscal: ERacunFiscalService;
  now: Date;
}

/**
 * Records one part of an invoice's exchange: the document id once; CIS's word on the issue or the
 * payment once it accepted (a refusal is replaced when a later try, after the cause was fixed, is accepted).
 */
async function recordExchange(invoiceId: string, set: Partial<ERacunExchange>): Promise<void> {
  const [part] = Object.keys(set) as (keyof ERacunExchange)[];
  const onceOnly =
    part === 'documentId'
      ? 'attribute_not_exists(#eRacun.#part)'
      : 'attribute_not_exists(#eRacun.#part) OR #eRacun.#part.#status = :refused';
  const names = Object.fromEntries(Object.keys(set).map((key, i) => [`#p${i}`, key]));
  const values = Object.fromEntries(Object.values(set).map((value, i) => [`:p${i}`, value]));
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName('orders'),
        Key: invoiceKey(invoiceId),
        UpdateExpression: `SET ${Object.keys(names)
          .map((name, i) => `#eRacun.${name} = :p${i}`)
          .join(', ')}`,
        ConditionExpression: `attribute_exists(#eRacun) AND (${onceOnly})`,
        ExpressionAttributeNames: {
          '#eRacun': 'eRacun',
          '#part': part!,
          ...(part === 'documentId' ? {} : { '#status': 'status' }),
          ...names,
        },
        ExpressionAttributeValues: { ...values, ...(part === 'documentId' ? {} : { ':refused': 'refused' }) },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

const outcomeRecord = (outcome: Exclude<ERacunOutcome, { status: 'unanswered' }>, at: Date) =>
  outcome.status === 'accepted'
    ? { status: 'accepted' as const, at: at.toISOString() }
    : { status: 'refused' as const, at: at.toISOString(), errors: outcome.errors };

const cisErrors = (errors: { code: string; message: string }[]) => errors.map((e) => `${e.code} ${e.message}`).join('; ');

/** The eRačun's UBL; an invoice it cannot be made of (a line without its KPD code) is refused as the intermediary would. */
function ublOf(document: InvoiceDocument): string {
  try {
    return ublInvoice(document);
  } catch (error) {
    if (!(error instanceof UblRefused)) throw error;
    countMetric('ERacunRefused');
    throw new EffectRefused(`eRačun ${document.number} cannot be made: ${error.message}`);
  }
}

async function invoiceOf(invoiceId: string): Promise<InvoiceRecord & { eRacun: ERacunExchange }> {
  const invoice = await getInvoice(invoiceId);
  if (!invoice) throw new EffectFailed(`invoice ${invoiceId} is gone`);
  if (!invoice.eRacun) throw new EffectRefused(`Invoice ${invoice.document.number} is no eRačun.`);
  return invoice as InvoiceRecord & { eRacun: ERacunExchange };
}

/**
 * Sends an issued eRačun through the intermediary (unless it has its document id), then reports
 * its issue to CIS (unless CIS accepted it). After an unanswered send the intermediary is asked
 * first whether the document arrived, so a lost answer never sends it twice. The intermediary's or
 * CIS's refusal gives up at once (EffectRefused, with their errors, for the failed-events desk);
 * an outage fails the effect, tried again on the outbox's schedule.
 */
export async function sendERacun(invoiceId: string, ports: ERacunPorts, tryAgain: boolean): Promise<InvoiceRecord> {
  let invoice = await invoiceOf(invoiceId);
  const { document } = invoice;
  const ubl = ublOf(document);
  if (!invoice.eRacun.documentId) {
    const found = tryAgain ? await ports.intermediary.find(document.number) : ({ status: 'none' } as const);
    if (found.status === 'unanswered') throw new EffectFailed(found.reason);
    let documentId: string;
    if (found.status === 'found') documentId = found.documentId;
    else {
      const sent = await ports.intermediary.send({ invoiceNumber: document.number, buyerOib: document.buyer.company!.oib!, ubl });
      if (sent.status === 'unanswered') throw new EffectFailed(sent.reason);
      if (sent.status === 'refused') {
        countMetric('ERacunRefused');
        throw new EffectRefused(`The intermediary refused eRačun ${document.number}: ${sent.errors.join('; ')}`);
      }
      documentId = sent.documentId;
    }
    await recordExchange(invoiceId, { documentId, sentAt: ports.now.toISOString() });
    invoice = { ...invoice, eRacun: { ...invoice.eRacun, documentId, sentAt: ports.now.toISOString() } };
  }
  if (invoice.eRacun.fiscal?.status === 'accepted') return invoice;
  const outcome = await ports.eRacunFiscal.evidentirajERacun({ invoice: document, ubl });
  if (outcome.status === 'unanswered') throw new EffectFailed(outcome.reason);
  await recordExchange(invoiceId, { fiscal: outcomeRecord(outcome, ports.now) });
  if (outcome.status === 'refused') {
    countMetric('ERacunFiscalRefused');
    throw new EffectRefused(`CIS refused eRačun ${document.number}: ${cisErrors(outcome.errors)}`);
  }
  return { ...invoice, eRacun: { ...invoice.eRacun, fiscal: outcomeRecord(outcome, ports.now) } };
}

/**
 * Reports the payment of an eRačun to CIS (evidentirajNaplatu), once its issue was accepted:
 * before that the effect fails and is tried again, as CIS knows no payment of an eRačun it does
 * not know. A refusal gives up at once.
 */
export async function reportERacunPayment(invoiceId: string, order: OrderRecord, ports: ERacunPorts): Promise<void> {
  const invoice = await invoiceOf(invoiceId);
  if (invoice.eRacun.payment?.status === 'accepted') return;
  if (invoice.eRacun.fiscal?.status !== 'accepted') throw new EffectFailed(`eRačun ${invoice.document.number} is not reported to CIS yet`);
  if (!order.paidAt)
    throw new EffectRefused(`Order ${order.number} is not paid: no payment of eRačun ${invoice.document.number} to report.`);
  const outcome = await ports.eRacunFiscal.evidentirajNaplatu({
    invoice: invoice.document,
    paidAt: order.paidAt,
    amount: invoice.document.totalToPay,
    method: paymentMethodCode(order.paymentMethod),
  });
  if (outcome.status === 'unanswered') throw new EffectFailed(outcome.reason);
  await recordExchange(invoiceId, { payment: outcomeRecord(outcome, ports.now) });
  if (outcome.status === 'refused') {
    countMetric('ERacunFiscalRefused');
    throw new EffectRefused(`CIS refused the payment of eRačun ${invoice.document.number}: ${cisErrors(outcome.errors)}`);
  }
}
