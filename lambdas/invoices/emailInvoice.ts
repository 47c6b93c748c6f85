import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../platform/config.ts';
import { dynamo, isConditionFailure } from '../platform/dynamo.ts';
import type { Mail, Mailer } from '../platform/mailer.ts';
import { invoiceKey } from '../orders/orderRecord.ts';
import { invoiceEmail, invoicePdfFilename } from './invoiceEmail.ts';
import { renderInvoicePdf } from './invoicePdf.ts';
import type { InvoiceRecord } from './issueInvoice.ts';

/** The invoice email with its PDF attached, to `to`. */
export async function invoiceMail(invoice: InvoiceRecord, to: string, shopUrl: string, idempotencyKey: string): Promise<Mail> {
  const pdf = await renderInvoicePdf(invoice.document);
  return {
    to,
    ...invoiceEmail(invoice.document, { shopUrl }),
    attachments: [{ filename: invoicePdfFilename(invoice.document), content: pdf, contentType: 'application/pdf' }],
    idempotencyKey,
  };
}

/** A claim older than this is taken to belong to a sender that died mid-way. */
const CLAIM_MINUTES = 5;

/**
 * Emails an invoice with its PDF to the order's address, once. A sender first claims the
 * invoice with a conditional write, so a second delivery of the same event, a browser's
 * repeated call and a retry after a crash do not send it twice. Returns whether it sent now.
 */
export async function emailInvoiceOnce(invoice: InvoiceRecord, ports: { mailer: Mailer; now: Date; shopUrl: string }): Promise<boolean> {
  const table = tableName('orders');
  const now = ports.now.toISOString();
  const staleBefore = new Date(ports.now.getTime() - CLAIM_MINUTES * 60_000).toISOString();
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: table,
        Key: invoiceKey(invoice.id),
        UpdateExpression: 'SET emailClaimedAt = :now',
        ConditionExpression:
          'attribute_exists(pk) AND attribute_not_exists(emailedAt) AND (attribute_not_exists(emailClaimedAt) OR emailClaimedAt < :stale)',
        ExpressionAttributeValues: { ':now': now, ':stale': staleBefore },
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }

  try {
    await ports.mailer.send(await invoiceMail(invoice, invoice.email, ports.shopUrl, `invoice-${invoice.id}`));
  } catch (error) {
    await dynamo().send(new UpdateCommand({ TableName: table, Key: invoiceKey(invoice.id), UpdateExpression: 'REMOVE emailClaimedAt' }));
    throw error;
  }
  await dynamo().send(
    new UpdateCommand({
      TableName: table,
      Key: invoiceKey(invoice.id),
      UpdateExpression: 'SET emailedAt = :now',
      ExpressionAttributeValues: { ':now': new Date().toISOString() },
    }),
  );
  return true;
}
