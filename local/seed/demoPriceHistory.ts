import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { ProductInput } from '@shop/lambdas/catalog/catalogInput';
import { discountedPrice } from '@shop/shared/money';
import { seedKey } from '../../lambdas/catalog/catalogKeys.ts';
import { writePriceHistory } from '../../lambdas/catalog/priceHistory.ts';
import { DAY_MS } from '../../lambdas/catalog/priorPrice.ts';
import { tableName } from '../../lambdas/platform/config.ts';
import { dynamo } from '../../lambdas/platform/dynamo.ts';
import { DEMO_IDS, demoCatalog, hashString, mulberry32, randomInt } from './demoCatalog.ts';

/**
 * A plausible past for every reduced product of the demo shop, so the lowest price of the 30
 * days before each reduction shows (docs/decisions/020-omnibus-prices.md). The demo catalog is
 * written before the catalog stream is read, so its history is written here, by the same rule.
 */

/** A price a product had, from so many days before the seed on. */
export interface PastOffer {
  daysAgo: number;
  price: number;
  discount: number;
}

/** A list price a little lower than `price`, as a shop would have had it: ending in 90 cents. */
const lowerListPrice = (price: number) => Math.max(90, Math.round((price * 0.92) / 100) * 100 - 10);

/** The offers of a reduced product, oldest first, ending with the one it has now. */
export function demoPriceHistory(product: Pick<ProductInput, 'id' | 'price' | 'discount'>): PastOffer[] {
  const { price, discount } = product;
  if (product.id === DEMO_IDS.discountedProduct) {
    // 119,00 € until two weeks ago, then 129,00 €, and 20 % off for four days: the lowest price
    // of the 30 days before the reduction is 119,00 €, not the struck-through 129,00 €.
    return [
      { daysAgo: 75, price: DEMO_IDS.discountedLowestPrice, discount: 0 },
      { daysAgo: 14, price, discount: 0 },
      { daysAgo: 4, price, discount },
    ];
  }
  const rng = mulberry32(hashString(`prices:${product.id}`));
  const listedFor = randomInt(rng, 45, 120);
  const reducedFor = randomInt(rng, 2, 20);
  switch (randomInt(rng, 0, 3)) {
    case 0:
      // A reduction that deepened: its prior price stays the one from before it began.
      return [
        { daysAgo: listedFor, price, discount: 0 },
        { daysAgo: reducedFor + 7, price, discount: Math.max(5, Math.round(discount / 2)) },
        { daysAgo: reducedFor, price, discount },
      ];
    case 1:
      // Listed a little lower until a few weeks before the reduction, yet above the reduced price.
      if (lowerListPrice(price) <= discountedPrice(price, discount)) break;
      return [
        { daysAgo: listedFor, price: lowerListPrice(price), discount: 0 },
        { daysAgo: reducedFor + randomInt(rng, 5, 15), price, discount: 0 },
        { daysAgo: reducedFor, price, discount },
      ];
  }
  return [
    { daysAgo: listedFor, price, discount: 0 },
    { daysAgo: reducedFor, price, discount },
  ];
}

/** Writes the demo shop's price history once: a second call changes nothing. */
export async function seedDemoPriceHistory(now = new Date()): Promise<{ seeded: boolean; products: number }> {
  const table = tableName('catalog');
  const marker = seedKey('demo-prices');
  if ((await dynamo().send(new GetCommand({ TableName: table, Key: marker }))).Item) return { seeded: false, products: 0 };
  const reduced = demoCatalog.products.filter((p) => (p.discount ?? 0) > 0);
  for (const product of reduced) {
    const past = demoPriceHistory({ id: product.id, price: product.price, discount: product.discount ?? 0 });
    await writePriceHistory(
      product.id,
      past.map((offer) => ({ at: now.getTime() - offer.daysAgo * DAY_MS, price: offer.price, discount: offer.discount })),
    );
  }
  await dynamo().send(new PutCommand({ TableName: table, Item: { ...marker, at: now.toISOString(), products: reduced.length } }));
  return { seeded: true, products: reduced.length };
}
