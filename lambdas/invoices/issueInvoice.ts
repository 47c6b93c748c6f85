import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../platform/config.ts';
import { dynamo } from '../platform/dynamo.ts';
import { randomId } from '../platform/ids.ts';
import { conflict } from '../platform/errors.ts';
import { type OrderRecord, invoiceKey, invoiceSequenceKey, orderKey } from '../orders/orderRecord.ts';
import { getOrder } from '../orders/orderStore.ts';
import { type InvoiceDocument, composeInvoice, invoiceNumber } from './invoiceDocument.ts';

export interface InvoiceRecord {
  pk: string;
  sk: string;
  id: string;
  orderId: string;
  email: string;
  year: number;
  sequence: number;
  document: InvoiceDocument;
  emailedAt?: string;
  emailClaimedAt?: string;
}

const ATTEMPTS = 8;

export async function getInvoice(id: string): Promise<InvoiceRecord | undefined> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: tableName('orders'), Key: invoiceKey(id), ConsistentRead: true }));
  return Item as InvoiceRecord | undefined;
}

function invoiceFor(order: OrderRecord, number: string, issuedAt: Date): InvoiceDocument {
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
    paid: order.status === 'PAID',
    buyer: {
      name,
      email: order.email,
      addressLines: [
        [street, address.additionalInformation].filter(Boolean).join(', '),
        [address.zipCode, address.city].filter(Boolean).join(' '),
        address.country ?? '',
      ].filter(Boolean),
      ...(address.company ? { company: { name: address.company } } : {}),
    },
    lines: order.lines.map((line) => ({
      productName: line.productName,
      colour: line.productColorName,
      size: line.size,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      discountPercent: line.discountPercent,
    })),
    shipping: order.shipping,
    giftCardApplied: order.giftCard?.applied ?? 0,
    total: order.total,
  });
}

/**
 * The invoice of a paid order, issued once: the year's sequence number is taken, the invoice
 * written and the order marked in one transaction, so numbers have no gaps and an order never
 * gets two invoices, however often or concurrently this is called.
 */
export async function ensureInvoice(orderId: string, now: Date): Promise<InvoiceRecord> {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const order = await getOrder(orderId);
    if (!order) throw conflict('There is no such order.');
    if (order.invoiceId) {
      const existing = await getInvoice(order.invoiceId);
      if (existing) return existing;
    }
    if (order.status !== 'PAID') throw conflict('The order is not paid yet.');

    const year = now.getUTCFullYear();
    const { Item: counter } = await dynamo().send(
      new GetCommand({ TableName: tableName('orders'), Key: invoiceSequenceKey(year), ConsistentRead: true }),
    );
    const last = (counter?.last as number | undefined) ?? 0;
    const sequence = last + 1;
    const invoice: InvoiceRecord = {
      ...invoiceKey(randomId()),
      id: '',
      orderId,
      email: order.email,
      year,
      sequence,
      document: invoiceFor(order, invoiceNumber(sequence), now),
    };
    invoice.id = invoice.pk.slice(2);
    try {
      await dynamo().send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: tableName('orders'),
                Key: invoiceSequenceKey(year),
                UpdateExpression: 'SET #last = :next',
                ConditionExpression: counter ? '#last = :last' : 'attribute_not_exists(pk)',
                ExpressionAttributeNames: { '#last': 'last' },
                ExpressionAttributeValues: counter ? { ':next': sequence, ':last': last } : { ':next': sequence },
              },
            },
            { Put: { TableName: tableName('orders'), Item: invoice, ConditionExpression: 'attribute_not_exists(pk)' } },
            {
              Update: {
                TableName: tableName('orders'),
                Key: orderKey(orderId),
                UpdateExpression: 'SET invoiceId = :invoiceId',
                ConditionExpression: 'attribute_not_exists(invoiceId) AND #status = :paid',
                ExpressionAttributeNames: { '#status': 'status' },
                ExpressionAttributeValues: { ':invoiceId': invoice.id, ':paid': 'PAID' },
              },
            },
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
  throw conflict('The invoice could not be issued right now; please try again.');
}
