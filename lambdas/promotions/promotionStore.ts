import type { DisabledMark, DiscountCode, GiftCardFields } from '@shop/shared/contract/adminPromotions';
import type { CountAttempt, reachedLimit } from '../accounts/throttle.ts';
import type { Clock } from '../platform/clock.ts';
import type { DiscountCodeItem, GiftCardItem } from './promotionItems.ts';

/**
 * What the promotions' use cases keep and read, in their words (docs/decisions/088): discount
 * codes by name and gift cards by code, found in any letter case; each made once and never
 * changed by the desk but to be disabled (the order's transaction counts a code's use and takes
 * from a card's balance). One DynamoDB adapter (dynamoPromotionReader.ts,
 * dynamoPromotionStore.ts), one in-memory fake (memoryPromotionStore.ts); both pass
 * promotionStoreContract.ts.
 */
export interface PromotionReader {
  discountCode(name: string): Promise<DiscountCodeItem | undefined>;
  giftCard(code: string): Promise<GiftCardItem | undefined>;
  /** Every discount code, in no particular order. */
  discountCodes(): Promise<DiscountCodeItem[]>;
  /** Every gift card, in no particular order. */
  giftCards(): Promise<GiftCardItem[]>;
}

/** Why disabling found nothing to disable: no such code or card, or it is disabled already. */
export type NotDisabled = 'unknown' | 'disabledAlready';

/** The reads and the writes: a function that only reads is given a PromotionReader. */
export interface PromotionStore extends PromotionReader {
  /** Keeps a new code under its name: the code as kept, or `taken` when one of that name is kept already (it is left as it is). */
  addDiscountCode(code: DiscountCode): Promise<DiscountCodeItem | 'taken'>;
  /** Keeps a new card under its code: the card as kept, or `taken` when one with that code is kept already (it is left as it is). */
  addGiftCard(card: GiftCardFields): Promise<GiftCardItem | 'taken'>;
  /** Marks the code disabled, once: the code as it was before the mark. */
  disableDiscountCode(name: string, mark: DisabledMark): Promise<DiscountCodeItem | NotDisabled>;
  /** Marks the card disabled, once: the card as it was before the mark. */
  disableGiftCard(code: string, mark: DisabledMark): Promise<GiftCardItem | NotDisabled>;
}

/**
 * What looking up a code or a card works with (lookUpPromotion.ts; wired for the shop in
 * promotionAdapters.ts): the codes and cards, read only, and the throttle's counter of misses.
 */
export interface PromotionPorts {
  clock: Clock;
  promotions: PromotionReader;
  /** The first rule whose count has reached its limit, counting nothing (accounts/throttle.ts). */
  reachedLimit: typeof reachedLimit;
  /** Counts one attempt against each rule; the first rule over its limit, if any (accounts/throttle.ts). */
  countAttempt: CountAttempt;
}
