import type { CatalogInputData } from '../../lambdas/catalog/catalogInput.ts';
import { attachDynamoMeter, type DynamoMeter } from '../dynamoMeter.ts';
import { type FixtureContext, stockAllocator } from '../fixtures.ts';
import type { ApiHarness } from './harness.ts';
import { countProviderCalls } from './providerCalls.ts';
import { loadHandlers, type Session } from './routeCosts.ts';

/** Writes a catalog into the current stage's catalog table, many batches in flight. */
export async function seedCatalog(catalog: CatalogInputData): Promise<{ items: number; ms: number }> {
  const { catalogItems, withFacetIndex, writeItems } = await import('../../lambdas/catalog/catalogImport.ts');
  const started = performance.now();
  // With the facet index the catalog stream keeps (the bench's tables have no stream).
  const items = withFacetIndex(catalogItems(catalog));
  await writeItems(items, 16);
  return { items: items.length, ms: performance.now() - started };
}

/**
 * A measuring session on a seeded catalog: the handlers imported (after the harness set the
 * environment), the meter on the shop's DynamoDB client and the provider counter listening.
 */
export async function openSession(harness: ApiHarness, catalog: CatalogInputData, meter?: DynamoMeter): Promise<Session> {
  const { dynamo } = await import('../../lambdas/platform/dynamo.ts');
  const ctx: FixtureContext = {
    catalog,
    paymentsUrl: harness.paymentsUrl,
    webhookSecret: harness.env.STRIPE_WEBHOOK_SECRET as string,
    takeStock: stockAllocator(catalog),
  };
  return {
    meter: meter ?? attachDynamoMeter(dynamo()),
    providers: countProviderCalls(harness.providerHosts),
    ctx,
    handlers: await loadHandlers(),
  };
}
