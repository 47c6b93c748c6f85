import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { FiscalCredentials } from '../fiscal/fiscalCredentials.ts';
import { FISCAL_PAYMENT_CODES, type FiscalReceipt, fiscalDateTime, receiptTotal } from '../fiscal/fiscalReceipt.ts';
import type { FiscalOutcome, FiscalService } from '../fiscal/fiscalService.ts';
import { computeZki } from '../fiscal/zki.ts';
import type { InvoiceDocument, InvoiceFiscal } from '../invoices/invoiceDocument.ts';
import { getInvoice, type InvoiceRecord, invoiceKey } from '../invoices/invoiceStore.ts';
import { tableName } from '../platform/config.ts';
import { dynamo, isConditionFailure } from '../platform/dynamo.ts';

/**
 * Fiscalisation of the shop's invoices (the Fiscalisation Act, NN 89/25: every B2C receipt,
 * however paid). Issuing an invoice computes its ZKI with the fiscal certificate (no network),
 * and its `fiscalise` effect then delivers it to CIS and records the JIR CIS answers.
 */

/** A receipt CIS has not confirmed this long after issue is shown to the operator (the law allows two working days). */
export const UNCONFIRMED_ALARM_MS = 24 * 60 * 60_000;

/** `17/ZG1/1` → its sequence, premises and device. */
function numberParts(number: string) {
  const [sequence, premises, device, ...rest] = number.split('/');
  if (!sequence || !premises || !device || rest.length || !/^\d+$/.test(sequence)) {
    throw new RangeError(`An invoice number is <sequence>/<premises>/<device>, got ${number}`);
  }
  return { sequence: Number(sequence), premises, device };
}

/** The fiscal part of a new invoice: the ZKI over its facts as issued; the JIR is still to come. */
export function fiscalOf(document: InvoiceDocument, credentials: FiscalCredentials): InvoiceFiscal {
  const { sequence, premises, device } = numberParts(document.number);
  const dateTime = fiscalDateTime(new Date(document.issuedAt));
  const zki = computeZki(
    { oib: document.seller.oib, dateTime, sequence, premises, device, total: receiptTotal(document) },
    credentials.privateKey,
  );
  return {
    zki,
    dateTime,
    operatorCode: credentials.operatorCode,
    operatorOib: credentials.operatorOib,
    paymentCode: document.totalToPay === 0 ? 'O' : FISCAL_PAYMENT_CODES[document.paymentMethod],
  };
}

/** The receipt CIS is sent for an issued invoice, from what the invoice stores. */
export function receiptOf(document: InvoiceDocument): FiscalReceipt {
  const fiscal = document.fiscal;
  if (!fiscal?.dateTime || !fiscal.operatorOib || !fiscal.paymentCode)
    throw new Error(`Invoice ${document.number} was issued without its fiscal facts.`);
  return {
    oib: document.seller.oib,
    inVatSystem: true,
    dateTime: fiscal.dateTime,
    ...numberParts(document.number),
    vat: document.vat.map(({ ratePercent, base, tax }) => ({ ratePercent, base, tax })),
    total: receiptTotal(document),
    paymentCode: fiscal.paymentCode,
    operatorOib: fiscal.operatorOib,
    zki: fiscal.zki,
  };
}

/** Records CIS's JIR on the invoice, once: a second answer for the same invoice changes nothing. */
export async function recordJir(invoiceId: string, jir: string, now: Date): Promise<void> {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName('orders'),
        Key: invoiceKey(invoiceId),
        UpdateExpression: 'SET #document.#fiscal.jir = :jir, #document.#fiscal.confirmedAt = :now',
        ConditionExpression: 'attribute_exists(#document.#fiscal.zki) AND attribute_not_exists(#document.#fiscal.jir)',
        ExpressionAttributeNames: { '#document': 'document', '#fiscal': 'fiscal' },
        ExpressionAttributeValues: { ':jir': jir, ':now': now.toISOString() },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

export type FiscaliseResult = { invoice: InvoiceRecord; outcome: FiscalOutcome };

/**
 * Delivers an issued invoice to CIS unless it already has its JIR, and records the JIR.
 * `subsequentDelivery` says the receipt was issued without a JIR before (NakDost).
 */
export async function fiscaliseInvoice(
  invoiceId: string,
  ports: { fiscal: FiscalService; now: Date },
  subsequentDelivery: boolean,
): Promise<FiscaliseResult> {
  const invoice = await getInvoice(invoiceId);
  if (!invoice) throw new Error(`invoice ${invoiceId} is gone`);
  const jir = invoice.document.fiscal?.jir;
  if (jir) return { invoice, outcome: { status: 'confirmed', jir } };
  const outcome = await ports.fiscal.fiscalise(receiptOf(invoice.document), { subsequentDelivery, sentAt: ports.now });
  if (outcome.status !== 'confirmed') return { invoice, outcome };
  await recordJir(invoiceId, outcome.jir, ports.now);
  const fiscal = { ...invoice.document.fiscal!, jir: outcome.jir, confirmedAt: ports.now.toISOString() };
  return { invoice: { ...invoice, document: { ...invoice.document, fiscal } }, outcome };
}
