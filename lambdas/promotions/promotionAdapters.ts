import { countAttempt, reachedLimit } from '../accounts/throttle.ts';
import { getProducts } from '../catalog/catalogStore.ts';
import { systemClock } from '../platform/clock.ts';
import { dynamoPromotionReader } from './dynamoPromotionReader.ts';
import { dynamoPromotionStore } from './dynamoPromotionStore.ts';
import { lookUpDiscountCode, lookUpGiftCard } from './lookUpPromotion.ts';
import type { PromotionDeskPorts } from './promotionDesk.ts';
import type { PromotionPorts, PromotionReader, PromotionStore } from './promotionStore.ts';

/**
 * The promotions' use cases wired to the shop's tables: the look-up calls', the order's
 * (lookUpPromotion.ts), the back office's desk's and the command line's. Nothing here runs when
 * imported, so a function's bundle keeps only what it uses: the look-ups read codes and count
 * misses, and hold neither the desk's writes nor its read of the catalog (lambdas/uses.test.ts).
 */
export const shopPromotions: PromotionStore = dynamoPromotionStore;
export const shopPromotionReader: PromotionReader = dynamoPromotionReader;

export const shopPromotionPorts: PromotionPorts = { clock: systemClock, promotions: shopPromotionReader, reachedLimit, countAttempt };

/** The order's look-ups (orders/placeOrder.ts: the pre-order check and the order), in the shop's tables. */
export const usableDiscountCode = (name: string, client: string, now: Date) => lookUpDiscountCode(name, client, now, shopPromotionPorts);
export const usableGiftCard = (code: string, client: string, now: Date) => lookUpGiftCard(code, client, now, shopPromotionPorts);

export const shopPromotionDesk: PromotionDeskPorts = {
  promotions: shopPromotions,
  knownProducts: async (ids) => (await getProducts(ids)).map((product) => product.id),
};
