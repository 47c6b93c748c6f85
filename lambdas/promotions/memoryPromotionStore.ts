import type { DisabledMark } from '@shop/shared/contract/adminPromotions';
import { type DiscountCodeItem, discountKey, type GiftCardItem, giftCardKey } from './promotionItems.ts';
import type { NotDisabled, PromotionStore } from './promotionStore.ts';

/**
 * The codes and cards kept in memory, for the rule tests: it passes the same contract as the
 * DynamoDB adapter (promotionStoreContract.ts). Each call copies what it hands out and takes in,
 * as a round trip to a table would.
 */
export function memoryPromotionStore(): PromotionStore {
  /** By their keys, as the table keeps them: a name typed in any case finds its code. */
  const codes = new Map<string, DiscountCodeItem>();
  const cards = new Map<string, GiftCardItem>();
  const copy = <T>(value: T): T => structuredClone(value);

  function addNew<T extends DiscountCodeItem | GiftCardItem>(kept: Map<string, T>, item: T): T | 'taken' {
    if (kept.has(item.pk)) return 'taken';
    kept.set(item.pk, copy(item));
    return copy(item);
  }

  function disable<T extends DiscountCodeItem | GiftCardItem>(item: T | undefined, mark: DisabledMark): T | NotDisabled {
    if (!item) return 'unknown';
    if (item.disabled) return 'disabledAlready';
    const before = copy(item);
    item.disabled = copy(mark);
    return before;
  }

  return {
    async discountCode(name) {
      return copy(codes.get(discountKey(name).pk));
    },
    async giftCard(code) {
      return copy(cards.get(giftCardKey(code).pk));
    },
    async discountCodes() {
      return copy([...codes.values()]);
    },
    async giftCards() {
      return copy([...cards.values()]);
    },

    async addDiscountCode(code) {
      return addNew(codes, { ...code, ...discountKey(code.name) });
    },
    async addGiftCard(card) {
      return addNew(cards, { ...card, ...giftCardKey(card.code) });
    },
    async disableDiscountCode(name, mark) {
      return disable(codes.get(discountKey(name).pk), mark);
    },
    async disableGiftCard(code, mark) {
      return disable(cards.get(giftCardKey(code).pk), mark);
    },
  };
}
