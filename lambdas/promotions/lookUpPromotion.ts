import {
  type DiscountCodeValidation,
  type DiscountCodeValidationRequest,
  type GiftCard,
  type GiftCardRequest,
  PROMOTION_MESSAGES,
} from '@shop/shared/contract/promotions';
import { type ThrottleRule, countAttempt, reachedLimit, tooManyRequests } from '../accounts/throttle.ts';
import type { Clock } from '../platform/clock.ts';
import { notFound } from '../platform/errors.ts';
import { checkDiscountCode, checkGiftCard } from './promotionItems.ts';
import { getDiscountCode, getGiftCard } from './promotionStore.ts';

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
const TOO_MANY_MISSES = 'Too many codes that did not work.';

async function guarded<T>(client: string, clock: Clock, lookUp: () => Promise<T | undefined>, miss: string): Promise<T> {
  const now = clock.now();
  const hit = { rule: PROMOTION_MISSES_PER_CLIENT, subject: client };
  // Both reads at once: a client over its limit is refused whatever the look-up found.
  const [limited, found] = await Promise.all([reachedLimit([hit], now), lookUp()]);
  if (limited) throw tooManyRequests(TOO_MANY_MISSES, limited, now);
  if (found !== undefined) return found;
  await countAttempt([hit], now);
  throw notFound(miss);
}

/**
 * POST /api/discountCodes/validation: the percent and the products of a code usable now. An
 * unknown, not yet valid, expired or used-up code gets the same 404: which one it was is of no
 * use to a shopper and of some use to someone guessing.
 */
export function validateDiscountCode(
  request: DiscountCodeValidationRequest,
  client: string,
  deps: { clock: Clock },
): Promise<DiscountCodeValidation> {
  return guarded(
    client,
    deps.clock,
    async () => {
      const check = checkDiscountCode(await getDiscountCode(request.name), deps.clock.now());
      return check.status === 'valid' ? { discount: check.code.percent, productIds: check.code.productIds } : undefined;
    },
    PROMOTION_MESSAGES.discountRejected,
  );
}

/** POST /api/giftCards/getByName: what is left on a card usable now; unknown, expired and empty cards get the same 404. */
export function giftCardByCode(request: GiftCardRequest, client: string, deps: { clock: Clock }): Promise<GiftCard> {
  return guarded(
    client,
    deps.clock,
    async () => {
      const check = checkGiftCard(await getGiftCard(request.code), deps.clock.now());
      return check.status === 'valid' ? { amount: check.card.balance } : undefined;
    },
    PROMOTION_MESSAGES.giftCardInvalid,
  );
}
