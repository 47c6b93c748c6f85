import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { DEFAULT_LANGUAGE, type Language } from '@shop/shared/language';
import { tableName } from '../platform/config.ts';
import { dynamo } from '../platform/dynamo.ts';
import type { InvoiceDocument } from './invoiceDocument.ts';

/**
 * Invoices live in the orders table beside their orders:
 *   I#<invoiceId>        I        an invoice (a frozen copy of what it says)
 *   INVOICE_SEQ#<year>   SEQ      the year's last invoice sequence number
 */
export const invoiceKey = (id: string) => ({ pk: `I#${id}`, sk: 'I' });
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
  /**
   * The language of the invoice's mail: its order's. The document itself is bilingual, Croatian
   * beside English (docs/decisions/047). Absent on invoices from before there were two: English.
   */
  language?: Language;
}

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
