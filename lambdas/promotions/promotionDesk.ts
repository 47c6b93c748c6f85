import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { followedBy, type Message } from '@shop/shared/messages';
import type { DiscountCode, DiscountCodeRow, DiscountCodeState, GiftCardRow } from '@shop/shared/contract/adminPromotions';
import { getProducts } from '../catalog/catalogStore.ts';
import { tableName } from '../platform/config.ts';
import { dynamo, isConditionFailure } from '../platform/dynamo.ts';
import { conflict, HttpError, notFound } from '../platform/errors.ts';
import { PROMOTION_DESK } from './messages.ts';
import {
  checkDiscountCode,
  checkGiftCard,
  type DiscountCodeItem,
  discountKey,
  type GiftCardItem,
  giftCardKey,
  newGiftCardCode,
  sixMonthsFrom,
} from './promotionItems.ts';

/**
 * Discount codes and gift cards made, listed and disabled: the one use case of the back office's
 * desk and of `npm run admin -- codes …` / `giftcards …` (docs/decisions/042).
 */

/** One reason a new code or card is refused: the field, the desk's words and the command line's. */
export interface PromotionProblem {
  field: string;
  message: Message;
  operator: string;
}

/** Several problems said one after the other, as the first (its code, and whom it is for). */
function together([first, ...rest]: readonly Message[]): Message {
  const said = rest.reduce((words, next) => followedBy(words, next), first as Message);
  return { ...first, ...said };
}

/** A new code or card refused: nothing was written. */
export class PromotionRefused extends HttpError {
  constructor(
    status: 400 | 409,
    readonly problems: readonly PromotionProblem[],
  ) {
    const fields = [...new Set(problems.map((p) => p.field))];
    const errors = Object.fromEntries(
      fields.map((field) => [field, together(problems.filter((p) => p.field === field).map((p) => p.message))]),
    );
    super(status, together(problems.map((p) => p.message)), errors);
  }
}

/** A new code: what the command line and the desk take (its use starts at 0). */
export type DiscountCodeInput = Omit<DiscountCode, 'used' | 'disabled'>;

const table = () => tableName('promotions');

async function putNew(item: DiscountCodeItem | GiftCardItem, taken: PromotionProblem): Promise<void> {
  try {
    await dynamo().send(new PutCommand({ TableName: table(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' }));
  } catch (error) {
    if (isConditionFailure(error)) throw new PromotionRefused(409, [taken]);
    throw error;
  }
}

/** Writes a new code; a name already taken, or products the catalog does not have, are refused. */
export async function createDiscountCode(input: DiscountCodeInput): Promise<DiscountCodeItem> {
  const name = input.name.trim().toUpperCase();
  const productIds = input.productIds && input.productIds.length > 0 ? input.productIds : null;
  if (productIds) {
    const found = new Set((await getProducts(productIds)).map((p) => p.id));
    const unknown = productIds.filter((id) => !found.has(id));
    if (unknown.length > 0) {
      throw new PromotionRefused(
        400,
        unknown.map((id) => ({
          field: 'productIds',
          message: PROMOTION_DESK.noSuchProduct({ id }),
          operator: `--products: there is no product ${id}.`,
        })),
      );
    }
  }
  const item: DiscountCodeItem = {
    ...discountKey(name),
    name,
    percent: input.percent,
    productIds,
    ...(input.validFrom ? { validFrom: input.validFrom } : {}),
    ...(input.validUntil ? { validUntil: input.validUntil } : {}),
    ...(input.usageLimit !== undefined ? { usageLimit: input.usageLimit } : {}),
    used: 0,
  };
  const exists = PROMOTION_DESK.discountCodeTaken({ name });
  await putNew(item, { field: 'name', message: exists, operator: exists.text.en });
  return item;
}

export interface GiftCardInput {
  code?: string;
  /** Cents. */
  amount: number;
  expiresAt?: string;
}

/** Writes a new card with its whole amount as balance; a code already taken, or an end in the past, is refused. */
export async function createGiftCard(input: GiftCardInput, now: Date): Promise<GiftCardItem> {
  const expiresAt = input.expiresAt ?? sixMonthsFrom(now);
  if (expiresAt <= now.toISOString()) {
    throw new PromotionRefused(400, [
      { field: 'expiresAt', message: PROMOTION_DESK.endInThePast, operator: `--expires must be in the future, not ${expiresAt}.` },
    ]);
  }
  const code = (input.code ?? newGiftCardCode()).trim().toUpperCase();
  const card: GiftCardItem = { ...giftCardKey(code), code, balance: input.amount, initialAmount: input.amount, expiresAt };
  await putNew(card, {
    field: 'code',
    message: PROMOTION_DESK.giftCardTaken({ code }),
    operator: `A gift card ${code} exists already; choose another --code.`,
  });
  return card;
}

/**
 * Every item of one kind, through the `byKind` index (the table's sort key, `D` or `G`, as its
 * partition key): a Query, never a Scan, and the items made before the index are in it too.
 */
async function allOfKind<T>(kind: 'D' | 'G'): Promise<T[]> {
  const found: T[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: table(),
        IndexName: 'byKind',
        KeyConditionExpression: 'sk = :kind',
        ExpressionAttributeValues: { ':kind': kind },
        ExclusiveStartKey: start,
      }),
    );
    found.push(...((page.Items ?? []) as T[]));
    start = page.LastEvaluatedKey;
  } while (start);
  return found;
}

/** Every discount code, by name. */
export async function listDiscountCodes(): Promise<DiscountCodeItem[]> {
  return (await allOfKind<DiscountCodeItem>('D')).sort((a, b) => a.name.localeCompare(b.name));
}

/** Every gift card, the soonest to expire first. */
export async function listGiftCards(): Promise<GiftCardItem[]> {
  return (await allOfKind<GiftCardItem>('G')).sort((a, b) => a.expiresAt.localeCompare(b.expiresAt) || a.code.localeCompare(b.code));
}

const CODE_STATE: Record<ReturnType<typeof checkDiscountCode>['status'], DiscountCodeState> = {
  valid: 'valid',
  unknown: 'disabled',
  not_yet_valid: 'not yet valid',
  expired: 'expired',
  used_up: 'used up',
  disabled: 'disabled',
};

export const discountCodeState = (code: DiscountCodeItem, now: Date): DiscountCodeState => CODE_STATE[checkDiscountCode(code, now).status];

export function discountCodeRow(code: DiscountCodeItem, now: Date): DiscountCodeRow {
  const { pk: _pk, sk: _sk, ...row } = code;
  return { ...row, state: discountCodeState(code, now) };
}

export function giftCardRow(card: GiftCardItem, now: Date): GiftCardRow {
  const { pk: _pk, sk: _sk, ...row } = card;
  const status = checkGiftCard(card, now).status;
  return { ...row, state: status === 'unknown' ? 'disabled' : status };
}

/**
 * Disables a code or a card: it stays listed with its use or balance, and the checkout refuses it
 * as it refuses an unknown one (checkDiscountCode, checkGiftCard, and the order's transaction,
 * whose condition wants no `disabled`). Once only: a second time is a 409 and changes nothing.
 */
async function disable<T extends DiscountCodeItem | GiftCardItem>(
  key: { pk: string; sk: string },
  refusals: { none: Message; disabledAlready: Message },
  by: { id: string; email: string },
  now: Date,
): Promise<{ before: T; after: T }> {
  try {
    const { Attributes } = await dynamo().send(
      new UpdateCommand({
        TableName: table(),
        Key: key,
        UpdateExpression: 'SET disabled = :disabled',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(disabled)',
        ExpressionAttributeValues: { ':disabled': { at: now.toISOString(), by: { id: by.id, email: by.email } } },
        ReturnValues: 'ALL_OLD',
      }),
    );
    const before = Attributes as T;
    return { before, after: { ...before, disabled: { at: now.toISOString(), by: { id: by.id, email: by.email } } } };
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const { Item } = await dynamo().send(new GetCommand({ TableName: table(), Key: key }));
    if (!Item) throw notFound(refusals.none);
    throw conflict(refusals.disabledAlready);
  }
}

export function disableDiscountCode(name: string, by: { id: string; email: string }, now: Date) {
  const named = { name: name.trim().toUpperCase() };
  const refusals = { none: PROMOTION_DESK.noSuchDiscountCode(named), disabledAlready: PROMOTION_DESK.discountCodeDisabledAlready(named) };
  return disable<DiscountCodeItem>(discountKey(name), refusals, by, now);
}

export function disableGiftCard(code: string, by: { id: string; email: string }, now: Date) {
  const named = { code: code.trim().toUpperCase() };
  const refusals = { none: PROMOTION_DESK.noSuchGiftCard(named), disabledAlready: PROMOTION_DESK.giftCardDisabledAlready(named) };
  return disable<GiftCardItem>(giftCardKey(code), refusals, by, now);
}
