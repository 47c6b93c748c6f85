/**
 * Part 7, a sale spike: shoppers placing orders for the same pieces of one product within a
 * minute, through the real POST /api/orders handler against DynamoDB Local and the payment
 * simulator (bench/spike/saleSpike.ts). Reports orders accepted, sold-out answers, cancelled
 * transactions and retries, latency, and whether anything was oversold.
 */
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
import { dynamoClient, startDynamo } from '../../local/dynamo.ts';
import { generateCatalog } from '../../local/seed/generateCatalog.ts';
import { freshTables } from '../api/benchTables.ts';
import { startApiHarness } from '../api/harness.ts';
import { seedCatalog } from '../api/session.ts';
import { runSaleSpike, type SpikeResult, spikeCatalog } from '../spike/saleSpike.ts';
import { log, partArgs, writeResult } from './io.ts';

export type SpikePartResult = SpikeResult;

const args = partArgs();
const STAGE = 'spike';
const options = args.quick
  ? { shoppers: 120, pieces: 10, preOrder: 2, windowMs: 10_000 }
  : { shoppers: 500, pieces: 20, preOrder: 5, windowMs: 60_000 };

const dynamo = await startDynamo({ port: 0 });
const admin = dynamoClient(dynamo.endpoint);
const harness = await startApiHarness({ stage: STAGE, dynamoEndpoint: dynamo.endpoint });
try {
  await freshTables(admin, STAGE);
  const catalog = spikeCatalog(generateCatalog(20), options);
  await seedCatalog(catalog);
  const { handler } = await import('../../lambdas/orders/handlers/createOrder.ts');
  const result = await runSaleSpike(handler, catalog.products[0]?.id as string, options, dynamo.endpoint);
  log(
    `spike: ${result.shoppers} shoppers, ${result.accepted} accepted (${result.acceptedPieces} pieces of ${result.pieces} + ${result.preOrder}), ${result.statuses['409'] ?? 0} × 409, ${result.retries} retries, p95 ${result.p95Ms.toFixed(0)} ms, ${result.oversold ? 'OVERSOLD' : 'nothing oversold'}`,
  );
  writeResult(args, result);
} finally {
  await harness.stop();
  admin.destroy();
  await dynamo.stop();
}
process.exit(0);
