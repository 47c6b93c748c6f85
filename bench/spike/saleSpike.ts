import type { CatalogInputData } from '../../lambdas/catalog/catalogInput.ts';
import { ZAGREB_ADDRESS } from '../../lambdas/testing/addressFixture.ts';
import { percentile } from '../stats.ts';

/**
 * A sale spike, simulated locally: many shoppers placing an order for the same piece of a
 * product within a short window, each through the real POST /api/orders handler (API Gateway
 * v2 event, DynamoDB Local, the payment simulator behind the real stripe SDK), each from its
 * own address and email so no per-client limit stands in. What it shows: how many orders are
 * accepted, how many shoppers hear 409 sold out, how many order transactions DynamoDB cancelled
 * (a retry, or the final conflict after the last one), the latency, and, the one thing that
 * must hold, that nothing is oversold: the pieces accepted never exceed the stock and the
 * pre-order cover, and neither count ever goes below zero. Shared by `npm run bench` (part
 * "spike") and bench/spike.test.ts, which asserts only that last part.
 */
export interface SpikeOptions {
  shoppers: number;
  /** Pieces in stock at the Office Warehouse, one size. */
  pieces: number;
  /** Pieces that may be pre-ordered once the stock is gone. */
  preOrder: number;
  /**
   * Shoppers arrive within this window, most of them early, as when a sale opens: shopper i of
   * n arrives at window × (i/n)². 0: all at once.
   */
  windowMs: number;
}

export interface SpikeResult extends SpikeOptions {
  /** Orders the shop accepted (a payment page opened). */
  accepted: number;
  /** Pieces those orders hold. */
  acceptedPieces: number;
  /** Answers by status: 200 accepted, 409 sold out (or changed while ordering, after the retries). */
  statuses: Record<string, number>;
  /** 409s that came after the shop's own retries ran out, rather than from a sold-out quote. */
  conflictsAfterRetries: number;
  /** Order transactions DynamoDB cancelled: each a retry, or the conflict after the last one. */
  transactionsCancelled: number;
  retries: number;
  /** Wall time per request, ms: reported, never asserted. */
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  durationMs: number;
  /** Stock and pre-order cover after the spike, and the lowest either was seen at while it ran. */
  stockAfter: number;
  preOrderAfter: number;
  lowestSeen: number;
  /** Orders the orders table holds for the product afterwards. */
  ordersStored: number;
  /** The invariant: nothing sold beyond stock and cover, no count below zero, and the counts agree. */
  oversold: boolean;
}

export const SPIKE_SIZE = 'M';
const HOLDING = ['PLACED', 'PENDING_PAYMENT'];
const OFFICE = 'Office Warehouse';

/** A catalog of a few generated products whose first is the one on sale, with one size. */
export function spikeCatalog(base: CatalogInputData, options: Pick<SpikeOptions, 'pieces' | 'preOrder'>): CatalogInputData {
  const [first, ...rest] = base.products;
  if (!first) throw new Error('the spike needs a product to sell');
  const onSale = {
    ...first,
    active: true,
    preOrder: options.preOrder > 0,
    sizes: [SPIKE_SIZE],
    stock: { [OFFICE]: { quantities: { [SPIKE_SIZE]: options.pieces }, preOrderQuantities: { [SPIKE_SIZE]: options.preOrder } } },
  };
  return { ...base, products: [onSale, ...rest] };
}

type Handler = Parameters<typeof import('../../lambdas/testing/invoke.ts').invoke>[0];

/**
 * Runs the spike against the current stage's tables (the environment must be set and the
 * catalog of spikeCatalog() written): `handler` is POST /api/orders's.
 */
export async function runSaleSpike(
  handler: Handler,
  productId: string,
  options: SpikeOptions,
  dynamoEndpoint: string,
): Promise<SpikeResult> {
  const { invoke } = await import('../../lambdas/testing/invoke.ts');
  const { dynamo } = await import('../../lambdas/platform/dynamo.ts');
  const { getProducts } = await import('../../lambdas/catalog/catalogStore.ts');
  const { DynamoDBDocumentClient, ScanCommand } = await import('@aws-sdk/lib-dynamodb');
  const { dynamoClient } = await import('../../local/dynamo.ts');
  const { tableName } = await import('../../lambdas/platform/config.ts');

  const counts = () =>
    getProducts([productId]).then(([p]) => ({ stock: p?.stock[SPIKE_SIZE] ?? 0, preOrder: p?.preOrderStock?.[SPIKE_SIZE] ?? 0 }));

  // Counts the order transactions and the ones DynamoDB cancels, on the shop's own client.
  let cancelled = 0;
  const client = dynamo();
  const COUNTER = 'saleSpikeCounter';
  client.middlewareStack.add(
    (next, context) => async (args) => {
      try {
        return await next(args);
      } catch (error) {
        if (/TransactWrite/.test(context.commandName ?? '') && (error as Error).name === 'TransactionCanceledException') cancelled++;
        throw error;
      }
    },
    { step: 'initialize', name: COUNTER },
  );

  let lowestSeen = Number.POSITIVE_INFINITY;
  let watching = true;
  const watcher = (async () => {
    while (watching) {
      const now = await counts();
      lowestSeen = Math.min(lowestSeen, now.stock, now.preOrder);
      await new Promise((r) => setTimeout(r, 50));
    }
  })();

  const times: number[] = [];
  const statuses: Record<string, number> = {};
  let accepted = 0;
  let conflictsAfterRetries = 0;
  const started = performance.now();
  const shopper = async (i: number) => {
    const arriveAt = options.windowMs * (i / options.shoppers) ** 2;
    const wait = arriveAt - (performance.now() - started);
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const t = performance.now();
    const { status, body } = await invoke(handler, {
      method: 'POST',
      path: '/api/orders',
      sourceIp: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
      body: {
        deliveryAddress: { ...ZAGREB_ADDRESS, lastName: `Kupac ${i}` },
        cartProducts: [{ productId, sizes: [{ size: SPIKE_SIZE, quantity: 1 }] }],
        userEmail: `shopper${i}@example.hr`,
      },
    });
    times.push(performance.now() - t);
    statuses[status] = (statuses[status] ?? 0) + 1;
    if (status === 200) accepted++;
    if (status === 409 && /changed while you ordered/.test(String(body?.message))) conflictsAfterRetries++;
  };
  try {
    await Promise.all(Array.from({ length: options.shoppers }, (_, i) => shopper(i)));
  } finally {
    watching = false;
    await watcher;
    client.middlewareStack.remove(COUNTER);
  }
  const durationMs = performance.now() - started;

  const after = await counts();
  lowestSeen = Math.min(lowestSeen, after.stock, after.preOrder);
  const orders: { status?: string; lines?: { productId: string; quantity: number }[] }[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  // The shop's own client refuses a Scan (no request path may scan); the count is the bench's.
  const reader = DynamoDBDocumentClient.from(dynamoClient(dynamoEndpoint));
  try {
    do {
      const page = await reader.send(new ScanCommand({ TableName: tableName('orders'), ExclusiveStartKey }));
      orders.push(...((page.Items ?? []) as typeof orders));
      ExclusiveStartKey = page.LastEvaluatedKey;
    } while (ExclusiveStartKey);
  } finally {
    reader.destroy();
  }
  // Orders that hold their pieces: placed, waiting for the payment page's answer.
  const holding = orders.filter((o) => HOLDING.includes(o.status ?? '') && o.lines?.some((l) => l.productId === productId));
  const acceptedPieces = holding.reduce(
    (sum, o) => sum + (o.lines ?? []).filter((l) => l.productId === productId).reduce((s, l) => s + l.quantity, 0),
    0,
  );
  const sold = options.pieces + options.preOrder - after.stock - after.preOrder;
  const oversold = acceptedPieces > options.pieces + options.preOrder || lowestSeen < 0 || sold !== acceptedPieces;

  return {
    ...options,
    accepted,
    acceptedPieces,
    statuses,
    conflictsAfterRetries,
    transactionsCancelled: cancelled,
    retries: cancelled - conflictsAfterRetries,
    p50Ms: percentile(times, 50),
    p95Ms: percentile(times, 95),
    maxMs: Math.max(0, ...times),
    durationMs,
    stockAfter: after.stock,
    preOrderAfter: after.preOrder,
    lowestSeen,
    ordersStored: holding.length,
    oversold,
  };
}
