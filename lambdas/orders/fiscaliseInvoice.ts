import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { type FiscalCredentials, fiscalCredentials } from '../fiscal/fiscalCredentials.ts';
import { type FiscalReceipt, fiscalDateTime, fiscalPaymentCode, receiptTotal } from '../fiscal/fiscalReceipt.ts';
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
/** CIS refuses a receipt delivered more than 30 days after issue (v2.7); from day 25 a missing JIR escalates. */
export const NEAR_LIMIT_ALARM_MS = 25 * 24 * 60 * 60_000;
export const DELIVERY_LIMIT_MS = 30 * 24 * 60 * 60_000;

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
    paymentCode: fiscalPaymentCode(document),
  };
}

/**
 * What the receipt says of tax, so that its rows add up to its total (CIS's check v166): Croatian
 * VAT per rate; an export's whole amount exempt (IznosOslobPdv, Zakon o PDV-u čl. 45); a sale
 * taxed in another member state under the OSS not taxable in Croatia (IznosNePodlOpor), as its
 * foreign rate is none CIS knows (v110) (docs/decisions/022-fiscalisation.md).
 */
function taxOf(document: InvoiceDocument): Pick<FiscalReceipt, 'vat' | 'exempt' | 'notTaxable'> {
  const total = receiptTotal(document);
  if (document.vatScheme === 'EXPORT') return { vat: [], exempt: total };
  if (document.vatScheme === 'OSS') return { vat: [], notTaxable: total };
  return { vat: document.vat.map(({ ratePercent, base, tax }) => ({ ratePercent, base, tax })) };
}

/**
 * The buyer's OIB, on a receipt between businesses paid by card (from 1.1.2026 CIS wants it for
 * B2B sales paid in cash or by card; a business paying by transfer gets an e-invoice instead).
 */
const buyerOibOf = (document: InvoiceDocument) =>
  document.paymentMethod === 'CARD' && document.buyer.company?.oib ? { buyerOib: document.buyer.company.oib } : {};

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
    ...taxOf(document),
    total: receiptTotal(document),
    paymentCode: fiscal.paymentCode,
    operatorOib: fiscal.operatorOib,
    zki: fiscal.zki,
    ...buyerOibOf(document),
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

/**
 * A credit note is written with its refund by whoever makes the refund, which holds no fiscal
 * certificate: its ZKI is computed here, over its facts as issued (the same signature whenever it
 * is computed), and kept, once, before it is delivered.
 */
async function withFiscalFacts(invoice: InvoiceRecord, credentials: FiscalCredentials): Promise<InvoiceRecord> {
  const fiscal = fiscalOf(invoice.document, credentials);
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName('orders'),
        Key: invoiceKey(invoice.id),
        UpdateExpression: 'SET #document.#fiscal = :fiscal',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(#document.#fiscal)',
        ExpressionAttributeNames: { '#document': 'document', '#fiscal': 'fiscal' },
        ExpressionAttributeValues: { ':fiscal': fiscal },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const again = await getInvoice(invoice.id);
    if (again?.document.fiscal) return again;
    throw error;
  }
  return { ...invoice, document: { ...invoice.document, fiscal } };
}

export type FiscaliseResult = { invoice: InvoiceRecord; outcome: FiscalOutcome };

/**
 * Delivers an issued invoice to CIS unless it already has its JIR, and records the JIR.
 * `subsequentDelivery` says the receipt was issued without a JIR before (NakDost).
 */
export async function fiscaliseInvoice(
  invoiceId: string,
  ports: { fiscal: FiscalService; now: Date; credentials?: () => Promise<FiscalCredentials> },
  subsequentDelivery: boolean,
): Promise<FiscaliseResult> {
  const stored = await getInvoice(invoiceId);
  if (!stored) throw new Error(`invoice ${invoiceId} is gone`);
  const invoice = stored.document.fiscal ? stored : await withFiscalFacts(stored, await (ports.credentials ?? fiscalCredentials)());
  const jir = invoice.document.fiscal?.jir;
  if (jir) return { invoice, outcome: { status: 'confirmed', jir } };
  const outcome = await ports.fiscal.fiscalise(receiptOf(invoice.document), { subsequentDelivery, sentAt: ports.now });
  if (outcome.status !== 'confirmed') return { invoice, outcome };
  await recordJir(invoiceId, outcome.jir, ports.now);
  const fiscal = { ...invoice.document.fiscal!, jir: outcome.jir, confirmedAt: ports.now.toISOString() };
  return { invoice: { ...invoice, document: { ...invoice.document, fiscal } }, outcome };
}
