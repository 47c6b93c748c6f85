import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCatalog } from '../local/seed/generateCatalog.ts';
import { dynamoClient } from '../local/dynamo.ts';
import { testStage } from '../test/stage.ts';
import { freshTables } from './api/benchTables.ts';
import { type ApiHarness, startApiHarness } from './api/harness.ts';
import { seedCatalog } from './api/session.ts';
import { runSaleSpike, type SpikeResult, spikeCatalog } from './spike/saleSpike.ts';

/**
 * The sale spike of `npm run bench` at a small size: 60 shoppers at once for 5 pieces and 2
 * that may be pre-ordered, through the real POST /api/orders handler. Asserted is only what must
 * hold however the requests interleave: nothing oversold, every shopper answered 200 or 409.
 * Latency is the bench's to report.
 */
const SHOPPERS = 60;
const PIECES = 5;
const PRE_ORDER = 2;

const stage = `spike-${testStage()}`;
const endpoint = () => process.env.DYNAMODB_ENDPOINT as string;
let harness: ApiHarness;
let result: SpikeResult;

beforeAll(async () => {
  const client = dynamoClient(endpoint());
  try {
    await freshTables(client, stage);
  } finally {
    client.destroy();
  }
  harness = await startApiHarness({ stage, dynamoEndpoint: endpoint() });
  const catalog = spikeCatalog(generateCatalog(4), { pieces: PIECES, preOrder: PRE_ORDER });
  await seedCatalog(catalog);
  const { handler } = await import('../lambdas/orders/handlers/createOrder.ts');
  const productId = catalog.products[0]?.id as string;
  result = await runSaleSpike(handler, productId, { shoppers: SHOPPERS, pieces: PIECES, preOrder: PRE_ORDER, windowMs: 0 }, endpoint());
}, 120_000);

afterAll(async () => {
  await harness?.stop();
});

describe('a sale spike', () => {
  it('oversells nothing: accepted pieces within stock and pre-order cover, no count below zero', () => {
    expect(result.oversold).toBe(false);
    expect(result.acceptedPieces).toBeLessThanOrEqual(PIECES + PRE_ORDER);
    expect(result.lowestSeen).toBeGreaterThanOrEqual(0);
    expect(result.stockAfter + result.preOrderAfter).toBe(PIECES + PRE_ORDER - result.acceptedPieces);
  });

  it('stores one order for each shopper it accepted, each holding one piece', () => {
    expect(result.accepted).toBeGreaterThan(0);
    expect(result.ordersStored).toBe(result.accepted);
    expect(result.acceptedPieces).toBe(result.accepted);
  });

  it('answers every shopper with an order or a 409, never an error', () => {
    expect(Object.keys(result.statuses).sort()).toEqual(result.accepted === SHOPPERS ? ['200'] : ['200', '409']);
    expect((result.statuses['200'] ?? 0) + (result.statuses['409'] ?? 0)).toBe(SHOPPERS);
  });

  it('sells the stock before the pre-order cover', () => {
    if (result.acceptedPieces >= PIECES) expect(result.stockAfter).toBe(0);
    else expect(result.preOrderAfter).toBe(PRE_ORDER);
  });
});
