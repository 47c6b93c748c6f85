import type { DisabledMark, DiscountCode, DiscountCodeRow, DiscountCodeState, GiftCardRow } from '@shop/shared/contract/adminPromotions';
import { followedBy, type Message } from '@shop/shared/messages';
import { conflict, HttpError, notFound } from '../platform/errors.ts';
import { PROMOTION_DESK } from './messages.ts';
import {
  checkDiscountCode,
  checkGiftCard,
  type DiscountCodeItem,
  type GiftCardItem,
  keptName,
  newGiftCardCode,
  sixMonthsFrom,
} from './promotionItems.ts';
import type { NotDisabled, PromotionReader, PromotionStore } from './promotionStore.ts';

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

/** What the desk works with (wired for the shop in promotionAdapters.ts). */
export interface PromotionDeskPorts {
  promotions: PromotionStore;
  /** Which of these products the catalog has, whatever their state (catalog/catalogStore.ts). */
  knownProducts(ids: readonly string[]): Promise<string[]>;
}

/** A new code: what the command line and the desk take (its use starts at 0). */
export type DiscountCodeInput = Omit<DiscountCode, 'used' | 'disabled'>;

/** Keeps a new code; a name already taken, or products the catalog does not have, are refused and nothing is written. */
export async function createDiscountCode(ports: PromotionDeskPorts, input: DiscountCodeInput): Promise<DiscountCodeItem> {
  const name = keptName(input.name);
  const productIds = input.productIds && input.productIds.length > 0 ? input.productIds : null;
  if (productIds) {
    const known = new Set(await ports.knownProducts(productIds));
    const unknown = productIds.filter((id) => !known.has(id));
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
  const kept = await ports.promotions.addDiscountCode({
    name,
    percent: input.percent,
    productIds,
    ...(input.validFrom ? { validFrom: input.validFrom } : {}),
    ...(input.validUntil ? { validUntil: input.validUntil } : {}),
    ...(input.usageLimit !== undefined ? { usageLimit: input.usageLimit } : {}),
    used: 0,
  });
  if (kept === 'taken') {
    const exists = PROMOTION_DESK.discountCodeTaken({ name });
    throw new PromotionRefused(409, [{ field: 'name', message: exists, operator: exists.text.en }]);
  }
  return kept;
}

export interface GiftCardInput {
  code?: string;
  /** Cents. */
  amount: number;
  expiresAt?: string;
}

/** Keeps a new card with its whole amount as balance; a code already taken, or an end in the past, is refused and nothing is written. */
export async function createGiftCard(promotions: PromotionStore, input: GiftCardInput, now: Date): Promise<GiftCardItem> {
  const expiresAt = input.expiresAt ?? sixMonthsFrom(now);
  if (expiresAt <= now.toISOString()) {
    throw new PromotionRefused(400, [
      { field: 'expiresAt', message: PROMOTION_DESK.endInThePast, operator: `--expires must be in the future, not ${expiresAt}.` },
    ]);
  }
  const code = keptName(input.code ?? newGiftCardCode());
  const kept = await promotions.addGiftCard({ code, balance: input.amount, initialAmount: input.amount, expiresAt });
  if (kept === 'taken') {
    throw new PromotionRefused(409, [
      {
        field: 'code',
        message: PROMOTION_DESK.giftCardTaken({ code }),
        operator: `A gift card ${code} exists already; choose another --code.`,
      },
    ]);
  }
  return kept;
}

/** Every discount code, by name. */
export async function listDiscountCodes(promotions: PromotionReader): Promise<DiscountCodeItem[]> {
  return (await promotions.discountCodes()).sort((a, b) => a.name.localeCompare(b.name));
}

/** Every gift card, the soonest to expire first. */
export async function listGiftCards(promotions: PromotionReader): Promise<GiftCardItem[]> {
  return (await promotions.giftCards()).sort((a, b) => a.expiresAt.localeCompare(b.expiresAt) || a.code.localeCompare(b.code));
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

/** Who is disabling a code or a card: they are named in its mark by id and email only. */
type Disabler = { id: string; email: string };

/**
 * Disables a code or a card: it stays listed with its use or balance, and the checkout refuses it
 * as it refuses an unknown one (checkDiscountCode, checkGiftCard, and the order's transaction,
 * whose condition wants no `disabled`). Once only: a second time is a 409 and changes nothing.
 */
async function disable<T extends DiscountCodeItem | GiftCardItem>(
  setMark: (mark: DisabledMark) => Promise<T | NotDisabled>,
  by: Disabler,
  now: Date,
  refusals: { unknown: Message; disabledAlready: Message },
): Promise<{ before: T; after: T }> {
  const disabled: DisabledMark = { at: now.toISOString(), by: { id: by.id, email: by.email } };
  const before = await setMark(disabled);
  if (before === 'unknown') throw notFound(refusals.unknown);
  if (before === 'disabledAlready') throw conflict(refusals.disabledAlready);
  return { before, after: { ...before, disabled } };
}

export function disableDiscountCode(promotions: PromotionStore, name: string, by: Disabler, now: Date) {
  const named = { name: keptName(name) };
  const refusals = {
    unknown: PROMOTION_DESK.noSuchDiscountCode(named),
    disabledAlready: PROMOTION_DESK.discountCodeDisabledAlready(named),
  };
  return disable((mark) => promotions.disableDiscountCode(name, mark), by, now, refusals);
}

export function disableGiftCard(promotions: PromotionStore, code: string, by: Disabler, now: Date) {
  const named = { code: keptName(code) };
  const refusals = { unknown: PROMOTION_DESK.noSuchGiftCard(named), disabledAlready: PROMOTION_DESK.giftCardDisabledAlready(named) };
  return disable((mark) => promotions.disableGiftCard(code, mark), by, now, refusals);
}
