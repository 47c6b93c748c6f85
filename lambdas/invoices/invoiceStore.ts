import { GetCommand, QueryCommand, type QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
import { DEFAULT_LANGUAGE, type Language } from '@shop/shared/language';
import { tableName } from '../platform/config.ts';
import { dynamo } from '../platform/dynamo.ts';
import type { InvoiceDocument } from './invoiceDocument.ts';

/**
 * Invoices live in the orders table beside their orders:
 *   I#<invoiceId>        I        an invoice (a frozen copy of what it says)
 *   INVOICE_SEQ#<year>   SEQ      the year's last invoice sequence number
 * An invoice is in the byStatus index under `INVOICES#<year>` by when it was issued
 * (`createdAt`), so the accountant's reports read a month or a quarter with a Query
 * (invoicesIssued; docs/decisions/058).
 */
export const invoiceKey = (id: string) => ({ pk: `I#${id}`, sk: 'I' });
export const issuedInvoicesKey = (year: number) => `INVOICES#${year}`;
export const invoiceSequenceKey = (year: number) => ({ pk: `INVOICE_SEQ#${year}`, sk: 'SEQ' });

export interface InvoiceRecord {
  pk: string;
  sk: string;
  id: string;
  orderId: string;
  email: string;
  year: number;
  sequence: number;
  document: InvoiceDocument;
  /** `INVOICES#<year>` and the issue time: the byStatus index's keys (absent on invoices issued before the reports). */
  statusKey?: string;
  createdAt?: string;
  /**
   * The language of the invoice's mail: its order's. The document itself is bilingual, Croatian
   * beside English (docs/decisions/047). Absent on invoices from before there were two: English.
   */
  language?: Language;
  /**
   * Present on an eRačun (lambdas/orders/eRacunInvoice.ts, docs/decisions/056): set empty at issue
   * instead of a receipt's ZKI, then filled in as the intermediary and CIS answer.
   */
  eRacun?: ERacunExchange;
  /** On a credit note: the refund it documents (lambdas/orders/refundWrites.ts). */
  refund?: CreditNoteRefund;
}

/** The refund a credit note documents, as its mail tells it: this refund, and all refunded so far. */
export interface CreditNoteRefund {
  /** The invoice it corrects. */
  invoiceId: string;
  /** This refund, in cents: through the provider and to the gift card. */
  amount: number;
  toProvider: number;
  toGiftCard: number;
  /** Refunded of the order in all, this refund included. */
  refundedSoFar: number;
  /** The gift card the gift card's part went back to (a new one when the operator chose so). */
  giftCardCode?: string;
}

/** What came of an eRačun's exchange: the intermediary's document id, and CIS's word on its issue and on its payment. */
export interface ERacunExchange {
  /** The intermediary's id for the document (moj-eRačun's ElectronicId). */
  documentId?: string;
  sentAt?: string;
  fiscal?: ERacunFiscalRecord;
  payment?: ERacunFiscalRecord;
}

export type ERacunFiscalRecord =
  | { status: 'accepted'; at: string }
  | { status: 'refused'; at: string; errors: { code: string; message: string }[] };

export const languageOfInvoice = (invoice: Pick<InvoiceRecord, 'language'>): Language => invoice.language ?? DEFAULT_LANGUAGE;

export async function getInvoice(id: string): Promise<InvoiceRecord | undefined> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: tableName('orders'), Key: invoiceKey(id), ConsistentRead: true }));
  return Item as InvoiceRecord | undefined;
}

/** The year's last sequence number, and whether the counter exists yet. */
export async function lastInvoiceSequence(year: number): Promise<{ last: number; exists: boolean }> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName('orders'), Key: invoiceSequenceKey(year), ConsistentRead: true }),
  );
  return { last: (Item?.last as number | undefined) ?? 0, exists: Boolean(Item) };
}

/** The counter's move from `last` to `last + 1`, conditional on nobody having taken that number. */
export function takeInvoiceSequence(year: number, counter: { last: number; exists: boolean }) {
  return {
    Update: {
      TableName: tableName('orders'),
      Key: invoiceSequenceKey(year),
      UpdateExpression: 'SET #last = :next',
      ConditionExpression: counter.exists ? '#last = :last' : 'attribute_not_exists(pk)',
      ExpressionAttributeNames: { '#last': 'last' },
      ExpressionAttributeValues: counter.exists ? { ':next': counter.last + 1, ':last': counter.last } : { ':next': counter.last + 1 },
    },
  };
}

/**
 * The invoices issued from `from` to `to` (ISO instants, both included), in number order: one
 * Query of the byStatus index per calendar year the span touches.
 */
export async function invoicesIssued(from: string, to: string): Promise<InvoiceRecord[]> {
  const found: InvoiceRecord[] = [];
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++) {
    let start: Record<string, unknown> | undefined;
    do {
      const page: QueryCommandOutput = await dynamo().send(
        new QueryCommand({
          TableName: tableName('orders'),
          IndexName: 'byStatus',
          KeyConditionExpression: 'statusKey = :key AND createdAt BETWEEN :from AND :to',
          ExpressionAttributeValues: { ':key': issuedInvoicesKey(year), ':from': from, ':to': to },
          ExclusiveStartKey: start,
        }),
      );
      found.push(...((page.Items ?? []) as InvoiceRecord[]));
      start = page.LastEvaluatedKey;
    } while (start);
  }
  return found.sort((a, b) => a.year - b.year || a.sequence - b.sequence);
}
