import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { composeCreditNote } from '../invoices/creditNote.ts';
import { invoiceNumber, printedWords } from '../invoices/invoiceDocument.ts';
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
import { randomId } from '../platform/ids.ts';
import { type GiftCardItem, giftCardKey, newGiftCardCode, sixMonthsFrom } from '../promotions/promotionItems.ts';
import { eRacunEffectId, fiscaliseEffectId, newEffect } from './effectRecord.ts';
import { isERacun } from './eRacunRule.ts';
import { invoiceLineWords } from './lineWords.ts';
import type { RefundParts } from './orderLifecycle.ts';
import { languageOfOrder, type OrderRecord } from './orderRecord.ts';
import type { MoveAttachment, TransactItem } from './moveWrites.ts';

export const INVOICE_NOT_YET =
  'The order’s invoice is still being issued; try the refund again in a minute, so that its credit note can name it.';

/**
 * What a refund writes with its move, in the one transaction (docs/decisions/061, 062): the
 * credit note, numbered in the invoice sequence, and its delivery to CIS (or the intermediary)
 * in the outbox; the gift card's part back on the gift card, or on a new card when the operator
 * asks for one. Whoever moves an order with a refund writes these: no refund without its credit note.
 */
export async function refundWrites(order: OrderRecord, refund: RefundParts, now: Date): Promise<MoveAttachment | { refused: string }> {
  const invoice = order.invoiceId ? await getInvoice(order.invoiceId) : undefined;
  if (!invoice || invoice.document.kind === 'creditNote') return { refused: INVOICE_NOT_YET };
  const year = now.getUTCFullYear();
  const counter = await lastInvoiceSequence(year);
  const sequence = counter.last + 1;
  const id = randomId();
  const document = composeCreditNote({
    invoice: invoice.document,
    number: invoiceNumber(sequence),
    issuedAt: now,
    refundedBefore: refund.refundedBefore,
    amount: refund.amount,
    toGiftCard: refund.toGiftCard,
    // Named as the invoice names them: in the order's language, with the Croatian beside on an English order.
    returned: refund.restock.map(({ line, quantity }) => ({ ...printedWords(invoiceLineWords(line, languageOfOrder(order))), quantity })),
  });
  const giftCard = await giftCardBack(order, refund, now);
  // An eRačun buyer's credit note goes through the intermediary; any other is a receipt, whose
  // ZKI the invoices lane computes with the fiscal certificate before it delivers it (fiscaliseInvoice.ts).
  const eRacun = isERacun(document);
  const creditNote: InvoiceRecord = {
    ...invoiceKey(id),
    id,
    orderId: order.id,
    email: order.email,
    year,
    sequence,
    document,
    language: languageOfOrder(order),
    ...(eRacun ? { eRacun: {} } : {}),
    statusKey: issuedInvoicesKey(year),
    createdAt: document.issuedAt,
    refund: {
      invoiceId: invoice.id,
      amount: refund.amount,
      toProvider: refund.toProvider,
      toGiftCard: refund.toGiftCard,
      refundedSoFar: refund.refundedBefore + refund.amount,
      ...(giftCard.code ? { giftCardCode: giftCard.code } : {}),
    },
  };
  const at = now.toISOString();
  const delivery = eRacun
    ? newEffect(eRacunEffectId(order, id), order.id, { kind: 'eRacun', invoiceId: id }, at)
    : newEffect(fiscaliseEffectId(order, id), order.id, { kind: 'fiscalise', invoiceId: id }, at);
  return {
    items: [
      takeInvoiceSequence(year, counter),
      { Put: { TableName: tableName('orders'), Item: creditNote, ConditionExpression: 'attribute_not_exists(pk)' } },
      ...giftCard.items,
    ],
    effects: [delivery],
    changes: { creditNoteIds: [...(order.creditNoteIds ?? []), id] },
  };
}

/**
 * The gift card's part goes back on the card, usable for at least six months more (the validity a
 * new card has), or on a new card of six months when asked or when the card is gone or disabled.
 */
async function giftCardBack(order: OrderRecord, refund: RefundParts, now: Date): Promise<{ items: TransactItem[]; code?: string }> {
  if (refund.toGiftCard <= 0 || !order.giftCard) return { items: [] };
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName('promotions'), Key: giftCardKey(order.giftCard.code), ConsistentRead: true }),
  );
  const card = Item as GiftCardItem | undefined;
  const sixMonths = sixMonthsFrom(now);
  if (refund.newGiftCard || !card || card.disabled) {
    const code = newGiftCardCode();
    const fresh: GiftCardItem = {
      ...giftCardKey(code),
      code,
      balance: refund.toGiftCard,
      initialAmount: refund.toGiftCard,
      expiresAt: sixMonths,
    };
    return {
      code,
      items: [{ Put: { TableName: tableName('promotions'), Item: fresh, ConditionExpression: 'attribute_not_exists(pk)' } }],
    };
  }
  return {
    code: card.code,
    items: [
      {
        Update: {
          TableName: tableName('promotions'),
          Key: giftCardKey(card.code),
          UpdateExpression: 'SET balance = balance + :amount, expiresAt = :expires',
          // As read: a card used or changed meanwhile makes the move try again with what it is now.
          ConditionExpression: 'balance = :balance AND expiresAt = :was',
          ExpressionAttributeValues: {
            ':amount': refund.toGiftCard,
            ':balance': card.balance,
            ':was': card.expiresAt,
            ':expires': [card.expiresAt, sixMonths].sort()[1],
          },
        },
      },
    ],
  };
}
