import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { cisERacunService, type ERacunFiscalService } from '../fiscal/eRacunFiscal.ts';
import { cisFiscalService, type FiscalService } from '../fiscal/fiscalService.ts';
import type { EInvoiceIntermediary } from '../invoices/intermediary.ts';
import { mojERacunIntermediary } from '../invoices/mojERacun.ts';
import type { Clock } from '../platform/clock.ts';
import { tableName } from '../platform/config.ts';
import { dynamo, isConditionFailure } from '../platform/dynamo.ts';
import { log } from '../platform/log.ts';
import { countMetric } from '../platform/metrics.ts';
import { EffectRefused, type Outbox } from '../platform/outbox.ts';
import type { InvoiceRecord } from '../invoices/invoiceStore.ts';
import { type EffectRecord, eRacunPaymentEffectId, invoiceMailEffectId, newEffect } from './effectRecord.ts';
import { EffectFailed, laneOutbox, orderOf } from './effectOutbox.ts';
import { type ERacunPorts, reportERacunPayment, sendERacun } from './eRacunInvoice.ts';
import { DELIVERY_LIMIT_MS, fiscaliseInvoice, NEAR_LIMIT_ALARM_MS, UNCONFIRMED_ALARM_MS } from './fiscaliseInvoice.ts';
import { ensureInvoice } from './issueInvoice.ts';
import { getOrder } from './orderStore.ts';

/**
 * What the invoices lane (effectLanes.ts) performs with; when absent, `fiscal` and `eRacunFiscal`
 * are CIS (FISCAL_CIS_URL, the fiscal certificate) and `intermediary` is moj-eRačun
 * (ERACUN_API_URL, ERACUN_SECRET_ARN).
 */
export interface InvoicePorts {
  clock: Clock;
  fiscal?: FiscalService;
  intermediary?: EInvoiceIntermediary;
  eRacunFiscal?: ERacunFiscalService;
}

const defaultFiscal = /* @__PURE__ */ cisFiscalService();
const defaultIntermediary = /* @__PURE__ */ mojERacunIntermediary();
const defaultERacunFiscal = /* @__PURE__ */ cisERacunService();

const eRacunPorts = (ports: InvoicePorts): ERacunPorts => ({
  intermediary: ports.intermediary ?? defaultIntermediary,
  eRacunFiscal: ports.eRacunFiscal ?? defaultERacunFiscal,
  now: ports.clock.now(),
});

/** Writes an effect unless it is there already. */
async function putNewEffect(effect: EffectRecord): Promise<void> {
  try {
    await dynamo().send(new PutCommand({ TableName: tableName('orders'), Item: effect, ConditionExpression: 'attribute_not_exists(pk)' }));
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/**
 * Delivers the invoice to CIS; after the first try, whatever came of it, the invoice's mail is
 * put in the outbox, whose stream sends it at once: with the JIR when CIS answered, with the ZKI
 * alone (the receipt is valid so) when it did not. An unanswered delivery fails the effect, so
 * the outbox tries again on its schedule, as a subsequent delivery (NakDost), until CIS confirms.
 * A refusal is not tried again (the same request would be refused again): the effect is given
 * up at once with CIS's errors, which Today shows, and the refused-receipt alarm goes off.
 */
async function fiscalise(effect: EffectRecord, invoiceId: string, ports: InvoicePorts): Promise<void> {
  const now = ports.clock.now();
  const { invoice, outcome } = await fiscaliseInvoice(invoiceId, { fiscal: ports.fiscal ?? defaultFiscal, now }, effect.attempts > 1);
  const mailId = invoiceMailEffectId({ id: effect.orderId }, invoice.id);
  await putNewEffect(newEffect(mailId, effect.orderId, { kind: 'mail', mail: 'invoice', invoiceId: invoice.id }, now.toISOString()));
  if (outcome.status === 'confirmed') return;
  const receipt = { invoiceId: invoice.id, number: invoice.document.number };
  if (outcome.status === 'refused') {
    countMetric('FiscalReceiptRefused');
    throw new EffectRefused(
      `CIS refused receipt ${invoice.document.number}: ${outcome.errors.map((e) => `${e.code} ${e.message}`).join('; ')}`,
    );
  }
  const unconfirmedFor = now.getTime() - new Date(invoice.document.issuedAt).getTime();
  if (unconfirmedFor >= DELIVERY_LIMIT_MS) {
    countMetric('FiscalReceiptRefused');
    throw new EffectRefused(
      `Receipt ${invoice.document.number} has had no JIR for 30 days, past which CIS takes it no more: ${outcome.reason}`,
    );
  }
  if (unconfirmedFor >= NEAR_LIMIT_ALARM_MS) {
    countMetric('FiscalReceiptNearLimit');
    log.error('a receipt has no JIR 25 days after it was issued: CIS refuses it after 30 (docs/runbook.md)', receipt);
  } else if (unconfirmedFor >= UNCONFIRMED_ALARM_MS) {
    countMetric('FiscalReceiptUnconfirmed');
    log.error('a receipt has no JIR a day after it was issued: deliver it to CIS within two working days (docs/runbook.md)', receipt);
  }
  throw new EffectFailed(outcome.reason);
}

/**
 * Puts the report of a paid eRačun's payment in the outbox, once its issue is accepted. A credit
 * note has none: nothing is collected on it (docs/decisions/066).
 */
async function putPaymentReport(orderId: string, invoice: InvoiceRecord, now: Date): Promise<void> {
  if (invoice.document.kind === 'creditNote') return;
  if (invoice.eRacun?.fiscal?.status !== 'accepted' || invoice.eRacun.payment) return;
  const order = await getOrder(orderId);
  if (!order?.paidAt) return;
  const id = eRacunPaymentEffectId({ id: orderId }, invoice.id);
  await putNewEffect(newEffect(id, orderId, { kind: 'eRacunPayment', invoiceId: invoice.id }, now.toISOString()));
}

/**
 * Sends an eRačun through the intermediary and reports it to CIS (eRacunInvoice.ts); after the
 * first try, whatever came of it, the invoice's PDF is mailed as its visual copy; once CIS has
 * accepted it, the payment of a paid order is reported.
 */
async function exchangeERacun(effect: EffectRecord, invoiceId: string, ports: InvoicePorts): Promise<void> {
  const now = ports.clock.now();
  try {
    const invoice = await sendERacun(invoiceId, eRacunPorts(ports), effect.attempts > 1);
    await putPaymentReport(effect.orderId, invoice, now);
  } finally {
    const mailId = invoiceMailEffectId({ id: effect.orderId }, invoiceId);
    await putNewEffect(newEffect(mailId, effect.orderId, { kind: 'mail', mail: 'invoice', invoiceId }, now.toISOString()));
  }
}

/** Issues an order's invoice, delivers one to CIS, or exchanges an eRačun and reports its payment. */
export async function performInvoiceEffect(effect: EffectRecord, ports: InvoicePorts): Promise<void> {
  const task = effect.effect;
  if (task.kind === 'issueInvoice') {
    const invoice = await ensureInvoice(effect.orderId, ports.clock.now());
    // An eRačun issued before the money came (accepted by CIS already): its payment is reported now.
    await putPaymentReport(effect.orderId, invoice, ports.clock.now());
    return;
  }
  if (task.kind === 'fiscalise') return fiscalise(effect, task.invoiceId, ports);
  if (task.kind === 'eRacun') return exchangeERacun(effect, task.invoiceId, ports);
  if (task.kind === 'eRacunPayment') return reportERacunPayment(task.invoiceId, await orderOf(effect), eRacunPorts(ports));
  throw new EffectFailed(`${task.kind} is no invoice effect`);
}

/** The invoices lane's outbox (effectLanes.ts), performed by the invoiceEffects consumer. */
export const invoiceOutbox = (ports: InvoicePorts): Outbox<EffectRecord> =>
  laneOutbox(['invoices'], (effect) => performInvoiceEffect(effect, ports));
