/**
 * What the crash test's shoppers will do and when the shop will be killed, drawn from one seed
 * so that a run can be played again: the same shoppers, carts, ways of paying and crash points.
 * Pure: the harness (runChaos.ts) carries it out.
 */

/**
 * The full run meets the outside tester's: 12 crashes over about 1,100 orders, four shoppers at a
 * time (more leaves a backlog a restart on a 2-core machine does not get through: see the report);
 * `--quick` is a short look.
 */
export const CHAOS_RUNS = {
  full: { shoppers: 1_100, crashes: 12, concurrency: 4 },
  quick: { shoppers: 120, crashes: 3, concurrency: 6 },
} as const;

/** A small, fast, seedable generator (mulberry32): numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * How a shopper goes through the checkout, as the web app lets them:
 * - `card`: pays by card on the payment page;
 * - `declinedThenCard`: a declined card first, then one that pays;
 * - `code`: with the run's discount code, then by card;
 * - `giftCardPart`: a gift card pays part, the card the rest;
 * - `giftCardWhole`: a gift card pays all of it (no payment page);
 * - `transferPaid`: chooses bank transfer, and the money arrives (the simulator's bank);
 * - `transferUnpaid`: chooses bank transfer and never pays (the 7-day job cancels it);
 * - `cancelled`: comes back from the payment page without paying;
 * - `abandoned`: leaves the payment page open (it expires at the provider).
 */
export const PLAN_KINDS = [
  'card',
  'declinedThenCard',
  'code',
  'giftCardPart',
  'giftCardWhole',
  'transferPaid',
  'transferUnpaid',
  'cancelled',
  'abandoned',
] as const;
export type PlanKind = (typeof PLAN_KINDS)[number];

/** How often each way comes up, in parts of 100. */
export const PLAN_WEIGHTS: Record<PlanKind, number> = {
  card: 35,
  declinedThenCard: 5,
  code: 10,
  giftCardPart: 8,
  giftCardWhole: 5,
  transferPaid: 12,
  transferUnpaid: 5,
  cancelled: 12,
  abandoned: 8,
};

/** Plans whose shopper ends up paying: their orders must end paid. */
export const PAYING_PLANS: readonly PlanKind[] = ['card', 'declinedThenCard', 'code', 'giftCardPart', 'giftCardWhole', 'transferPaid'];

/** A gift card that pays part of an order, and one that pays all of any cart of the run. */
export const GIFT_CARD_PART_CENTS = 1_000;
export const GIFT_CARD_WHOLE_CENTS = 100_000;

export interface Variant {
  productId: string;
  size: string;
  /** Pieces on the shelf when the run starts. */
  stock: number;
}

export interface ShopperPlan {
  index: number;
  kind: PlanKind;
  lines: { productId: string; size: string; quantity: number }[];
  email: string;
  /** The loopback address the shopper's requests come from: one client each, as the unpaid-order limit counts them. */
  clientAddress: string;
  giftCardCode?: string;
  discountCode?: string;
}

function pick<T>(random: () => number, items: readonly T[], weight: (item: T) => number): T {
  const total = items.reduce((sum, item) => sum + weight(item), 0);
  let at = random() * total;
  for (const item of items) {
    at -= weight(item);
    if (at < 0) return item;
  }
  return items[items.length - 1] as T;
}

/**
 * `count` shoppers, each with a cart of one or two sizes drawn by the stock there is of them (so
 * sizes run out as they would), a way of paying, an email and a client address of their own.
 */
export function shopperPlans(
  count: number,
  variants: readonly Variant[],
  random: () => number,
  names: { runId: string; discountCode: string },
): ShopperPlan[] {
  const inStock = variants.filter((v) => v.stock > 0);
  if (inStock.length < 2) throw new Error('the crash test needs at least two sizes in stock');
  return Array.from({ length: count }, (_, index) => {
    const kind = pick(random, PLAN_KINDS, (k) => PLAN_WEIGHTS[k]);
    const first = pick(random, inStock, (v) => v.stock);
    const lines = [{ productId: first.productId, size: first.size, quantity: random() < 0.2 ? 2 : 1 }];
    if (random() < 0.3) {
      const second = pick(random, inStock, (v) => (v === first ? 0 : v.stock));
      lines.push({ productId: second.productId, size: second.size, quantity: 1 });
    }
    return {
      index,
      kind,
      lines,
      email: `chaos-${names.runId}-${index}@example.hr`,
      clientAddress: `127.${10 + Math.floor(index / 62_500)}.${Math.floor(index / 250) % 250}.${1 + (index % 250)}`,
      ...(kind === 'giftCardPart' || kind === 'giftCardWhole' ? { giftCardCode: giftCardCode(names.runId, index) } : {}),
      ...(kind === 'code' ? { discountCode: names.discountCode } : {}),
    };
  });
}

/** The gift card made for one shopper of the run. */
export const giftCardCode = (runId: string, index: number) => `CHAOS-${runId}-G${index}`.toUpperCase();

export interface CrashPoint {
  /** The crash comes once this many shoppers have started... */
  afterShoppers: number;
  /** ...and this much later, so it meets whatever step is under way: an order placed, a payment settled, an invoice issued, a mail sent. */
  delayMs: number;
}

/**
 * `crashes` points spread over the shoppers: one in each of `crashes` equal stretches of the
 * run, at a random place in its middle part, with a random delay of up to `maxDelayMs`. The last
 * stretch (after the last crash) has none, so the run ends on a shop that came back.
 */
export function crashPoints(crashes: number, shoppers: number, random: () => number, maxDelayMs = 3_000): CrashPoint[] {
  const stretch = shoppers / (crashes + 1);
  return Array.from({ length: crashes }, (_, i) => ({
    afterShoppers: Math.max(1, Math.floor(stretch * (i + 0.6 + 0.8 * random()))),
    delayMs: Math.floor(random() * maxDelayMs),
  }));
}
