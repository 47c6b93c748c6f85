import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { countryName } from '@shop/shared/countries';
import { type FiscalCredentials, fiscalCredentials } from '../fiscal/fiscalCredentials.ts';
import { type InvoiceDocument, composeInvoice, invoiceNumber } from '../invoices/invoiceDocument.ts';
import { supplyDateOf } from '../invoices/supplyDate.ts';
import {
  getInvoice,
  type InvoiceRecord,
  invoiceKey,
  issuedInvoicesKey,
  lastInvoiceSequence,
  takeInvoiceSequence,
} from '../invoices/invoiceStore.ts';
import { tableName } from '../platform/config.ts';
import { dynamo } from '../platform/dynamo.ts';
import { conflict } from '../platform/errors.ts';
import { randomId } from '../platform/ids.ts';
import { countDistanceSale, distanceSaleOf } from './distanceSales.ts';
import { eRacunEffectId, fiscaliseEffectId, newEffect } from './effectRecord.ts';
import { isERacun } from './eRacunRule.ts';
import { fiscalOf } from './fiscaliseInvoice.ts';
import { invoiceLineWords } from './lineWords.ts';
import { ORDERS } from './messages.ts';
import { languageOfOrder, type OrderRecord, vatOfLine, vatTreatmentOf } from './orderRecord.ts';
import { getOrder, markOrderItem } from './orderStore.ts';

const ATTEMPTS = 8;

/**
 * The invoice an order gets: its buyer (the company, with its OIB, on an R1 invoice), lines,
 * VAT and money as the order holds them, and the date the goods are supplied.
 */
export function invoiceFor(order: OrderRecord, number: string, issuedAt: Date): InvoiceDocument {
  const billing = order.billingAddress;
  const delivery = order.deliveryAddress;
  const useBilling = Boolean(billing.street && billing.city);
  const address = useBilling ? billing : delivery;
  const name = [address.firstName, address.lastName].filter(Boolean).join(' ') || `${delivery.firstName} ${delivery.lastName}`;
  const street = [address.street, address.streetNo].filter(Boolean).join(' ');
  return composeInvoice({
    number,
    issuedAt,
    orderNumber: order.number,
    paymentMethod: order.paymentMethod ?? 'CARD',
    paid: order.paidAt !== undefined,
    buyer: {
      name,
      email: order.email,
      addressLines: [
        [street, address.additionalInformation].filter(Boolean).join(', '),
        [address.zipCode, address.city].filter(Boolean).join(' '),
        // In words: a code such as DE means nothing to a customs officer or an accountant abroad.
        countryName(address.country ?? '') ?? address.country ?? '',
      ].filter(Boolean),
      address: {
        street: [street, address.additionalInformation].filter(Boolean).join(', '),
        zipCode: address.zipCode ?? '',
        city: address.city ?? '',
        country: address.country ?? '',
      },
      ...(order.company
        ? { company: { name: order.company.name, oib: order.company.oib } }
        : address.company
          ? { company: { name: address.company } }
          : {}),
    },
    lines: order.lines.map((line) => ({
      ...invoiceLineWords(line, languageOfOrder(order)),
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      discountPercent: line.discountPercent,
      amount: line.amount,
      vatRate: vatOfLine(line).vatRate,
      ...(line.kpd ? { kpd: line.kpd } : {}),
    })),
    vatTreatment: vatTreatmentOf(order),
    supplyDate: supplyDateOf(
      new Date(order.paidAt ?? issuedAt),
      order.lines.some((line) => line.fromPreOrder > 0),
    ),
    shipping: order.shipping,
    giftCardApplied: order.giftCard?.applied ?? 0,
    total: order.total,
  });
}

const withFiscal = (document: InvoiceDocument, credentials: FiscalCredentials): InvoiceDocument => ({
  ...document,
  fiscal: fiscalOf(document, credentials),
});

/**
 * The invoice of a paid order, issued once: the year's sequence number is taken, the invoice
 * written with its ZKI (or, an eRačun, without: eRacunInvoice.ts), the order marked and its
 * delivery to CIS (or the intermediary) put in the outbox, in one transaction; so numbers have
 * no gaps, an order never gets two invoices and an invoice is fiscalised and mailed once,
 * however often or concurrently this is called.
 */
export async function ensureInvoice(orderId: string, now: Date): Promise<InvoiceRecord> {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const order = await getOrder(orderId);
    if (!order) throw conflict(ORDERS.noSuchOrder);
    if (order.invoiceId) {
      const existing = await getInvoice(order.invoiceId);
      if (existing) return existing;
    }
    if (!order.paidAt) throw conflict(ORDERS.notPaidYet);

    const year = now.getUTCFullYear();
    const counter = await lastInvoiceSequence(year);
    const sequence = counter.last + 1;
    const id = randomId();
    const document = invoiceFor(order, invoiceNumber(sequence), now);
    // An eRačun is not a receipt: no ZKI; it goes through the intermediary (eRacunInvoice.ts).
    const eRacun = isERacun(document);
    const invoice: InvoiceRecord = {
      ...invoiceKey(id),
      id,
      orderId,
      email: order.email,
      year,
      sequence,
      document: eRacun ? document : withFiscal(document, await fiscalCredentials()),
      language: languageOfOrder(order),
      ...(eRacun ? { eRacun: {} } : {}),
      statusKey: issuedInvoicesKey(year),
      createdAt: document.issuedAt,
    };
    // Counted with the invoice, in its transaction: once per invoice however often this is retried.
    const distanceSale = distanceSaleOf(order, document);
    // CIS (or the intermediary) is asked afterwards, by the outbox; the invoice's mail follows its first answer (invoiceEffects.ts).
    const fiscalise = eRacun
      ? newEffect(eRacunEffectId(order, id), orderId, { kind: 'eRacun', invoiceId: id }, now.toISOString())
      : newEffect(fiscaliseEffectId(order, id), orderId, { kind: 'fiscalise', invoiceId: id }, now.toISOString());
    try {
      await dynamo().send(
        new TransactWriteCommand({
          TransactItems: [
            takeInvoiceSequence(year, counter),
            { Put: { TableName: tableName('orders'), Item: invoice, ConditionExpression: 'attribute_not_exists(pk)' } },
            markOrderItem(orderId, { invoiceId: id }, { expression: 'attribute_exists(paidAt) AND attribute_not_exists(invoiceId)' }),
            { Put: { TableName: tableName('orders'), Item: fiscalise, ConditionExpression: 'attribute_not_exists(pk)' } },
            ...(distanceSale > 0 ? [countDistanceSale(year, distanceSale, now)] : []),
          ],
        }),
      );
      return invoice;
    } catch (error) {
      if ((error as { name?: string }).name !== 'TransactionCanceledException') throw error;
      // Another invoice took the number, or this order's invoice was issued meanwhile: look again.
      await new Promise((r) => setTimeout(r, 5 + Math.random() * 20 * attempt));
    }
  }
  throw conflict(ORDERS.invoiceNotIssued);
}
