import type { DiscountCodeValidation, DiscountCodeValidationRequest, GiftCard, GiftCardRequest } from '@shop/shared/contract/promotions';
import { type ThrottleRule, tooManyRequests } from '../accounts/throttle.ts';
import { notFound } from '../platform/errors.ts';
import { checkDiscountCode, checkGiftCard, type DiscountCodeItem, type GiftCardItem } from './promotionItems.ts';
import { PROMOTIONS } from './messages.ts';
import type { PromotionPorts } from './promotionStore.ts';

/**
 * Codes and gift cards are worth money, so guessing them must not pay: one client address may
 * miss 20 times an hour, then it is told to wait. Hits are not counted, so a shopper who types
 * their own code again is never stopped. Why 20: docs/decisions/010-checkout-completion.md.
 */
export const PROMOTION_MISSES_PER_CLIENT: ThrottleRule = {
  name: 'promotion-misses',
  limit: 20,
  windowSeconds: 60 * 60,
  table: 'promotions',
};

/** What a look-up counts with (the order's too, through promotionAdapters.ts): the codes and cards, and the throttle's counter (the clock is the caller's `now`). */
export type LookUpPorts = Omit<PromotionPorts, 'clock'>;

/**
 * The one limiter of code and gift card look-ups, for every call that looks one up (the two
 * look-up calls, and the pre-order check and the order, which price with the code and card):
 * a client at its limit is refused with 429 whatever the look-up finds, and a look-up that
 * finds nothing usable counts as a miss.
 */
async function lookUpCounted<T>(
  ports: LookUpPorts,
  client: string,
  now: Date,
  lookUp: () => Promise<T | undefined>,
): Promise<T | undefined> {
  const hit = { rule: PROMOTION_MISSES_PER_CLIENT, subject: client };
  // Both reads at once: a client over its limit is refused whatever the look-up found.
  const [limited, found] = await Promise.all([ports.reachedLimit([hit], now), lookUp()]);
  if (limited) throw tooManyRequests(PROMOTIONS.tooManyMisses, limited, now);
  if (found === undefined) await ports.countAttempt([hit], now);
  return found;
}

/** A discount code usable now, looked up through the limiter. */
export function lookUpDiscountCode(name: string, client: string, now: Date, ports: LookUpPorts): Promise<DiscountCodeItem | undefined> {
  return lookUpCounted(ports, client, now, async () => {
    const check = checkDiscountCode(await ports.promotions.discountCode(name), now);
    return check.status === 'valid' ? check.code : undefined;
  });
}

/** A gift card usable now, looked up through the limiter. */
export function lookUpGiftCard(code: string, client: string, now: Date, ports: LookUpPorts): Promise<GiftCardItem | undefined> {
  return lookUpCounted(ports, client, now, async () => {
    const check = checkGiftCard(await ports.promotions.giftCard(code), now);
    return check.status === 'valid' ? check.card : undefined;
  });
}

/**
 * POST /api/discountCodes/validation: the percent and the products of a code usable now. An
 * unknown, not yet valid, expired, used-up or disabled code gets the same 404: which one it was
 * is of no use to a shopper and of some use to someone guessing.
 */
export async function validateDiscountCode(
  request: DiscountCodeValidationRequest,
  client: string,
  ports: PromotionPorts,
): Promise<DiscountCodeValidation> {
  const code = await lookUpDiscountCode(request.name, client, ports.clock.now(), ports);
  if (!code) throw notFound(PROMOTIONS.discountRejected);
  return { discount: code.percent, productIds: code.productIds };
}

/** POST /api/giftCards/getByName: what is left on a card usable now; unknown, expired, empty and disabled cards get the same 404. */
export async function giftCardByCode(request: GiftCardRequest, client: string, ports: PromotionPorts): Promise<GiftCard> {
  const card = await lookUpGiftCard(request.code, client, ports.clock.now(), ports);
  if (!card) throw notFound(PROMOTIONS.giftCardInvalid);
  return { amount: card.balance };
}
