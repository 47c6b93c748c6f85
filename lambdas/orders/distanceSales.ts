import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Cents } from '@shop/shared/money';
import { EU_COUNTRY_CODES, HOME_COUNTRY } from '@shop/shared/shipping';
import type { InvoiceDocument } from '../invoices/invoiceDocument.ts';
import { tableName } from '../platform/config.ts';
import { dynamo } from '../platform/dynamo.ts';
import { type OrderRecord, vatTreatmentOf } from './orderRecord.ts';

/**
 * The year's EU distance sales (VAT Directive Art. 59c; docs/decisions/058): what the shop sold
 * to consumers in other member states, without VAT, counted as each invoice is issued. One item
 * per calendar year in the orders table:
 *   DISTANCE_SALES#<year>   TOTAL   { net, invoices, updatedAt }
 * Its increment is in the transaction that writes the invoice (issueInvoice.ts), conditional
 * like the rest of it on the order having no invoice yet: an outbox retry that finds the
 * invoice issued writes nothing, so each invoice counts once.
 */
export const distanceSalesKey = (year: number) => ({ pk: `DISTANCE_SALES#${year}`, sk: 'TOTAL' });

export interface DistanceSales {
  year: number;
  /** Σ of the invoices' amounts without VAT, in cents. */
  net: Cents;
  invoices: number;
  updatedAt?: string;
}

/**
 * What an invoice adds to the year's distance sales: the amount without VAT of goods sent to a
 * consumer in another member state (Croatian VAT below the threshold, the destination's through
 * OSS above it); 0 for Croatia, pickups, exports (territories outside the VAT area included) and
 * R1 buyers (a company with an OIB is not a consumer).
 */
export function distanceSaleOf(
  order: Pick<OrderRecord, 'deliveryMethod' | 'deliveryAddress' | 'vatTreatment' | 'company'>,
  document: Pick<InvoiceDocument, 'vat'>,
): Cents {
  if (order.deliveryMethod !== 'DELIVERY' || order.company?.oib) return 0;
  const country = (order.deliveryAddress.country ?? '').trim().toUpperCase();
  if (country === HOME_COUNTRY || !EU_COUNTRY_CODES.includes(country)) return 0;
  if (vatTreatmentOf(order).scheme === 'EXPORT') return 0;
  return document.vat.reduce((sum, row) => sum + row.base, 0);
}

/** The increment of the year's total by one invoice's net amount, for the invoice's transaction. */
export function countDistanceSale(year: number, net: Cents, at: Date) {
  return {
    Update: {
      TableName: tableName('orders'),
      Key: distanceSalesKey(year),
      UpdateExpression: 'ADD #net :net, #invoices :one SET #year = :year, #updatedAt = :at',
      ExpressionAttributeNames: { '#net': 'net', '#invoices': 'invoices', '#year': 'year', '#updatedAt': 'updatedAt' },
      ExpressionAttributeValues: { ':net': net, ':one': 1, ':year': year, ':at': at.toISOString() },
    },
  };
}

/** The year's total so far (0 before its first distance sale). */
export async function distanceSalesOf(year: number): Promise<DistanceSales> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName('orders'), Key: distanceSalesKey(year), ConsistentRead: true }),
  );
  return {
    year,
    net: (Item?.net as number | undefined) ?? 0,
    invoices: (Item?.invoices as number | undefined) ?? 0,
    ...(Item?.updatedAt ? { updatedAt: Item.updatedAt as string } : {}),
  };
}
