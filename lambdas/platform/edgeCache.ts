import { randomUUID } from 'node:crypto';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { CloudFrontClient, CreateInvalidationCommand } from '@aws-sdk/client-cloudfront';
import { awsClientOptions } from './aws.ts';
import { MissingConfigError } from './config.ts';
import { functionEnv, PerFunction } from './functionScope.ts';
import { log } from './log.ts';

/**
 * The edge's short cache of catalog answers (docs/decisions/028-edge-cache-and-first-interaction.md):
 * CloudFront in AWS, the local server on one machine. A GET route the edge may keep answers with
 * `EDGE_CACHE_CONTROL`; whatever changes what such an answer says calls `invalidatePaths` with the
 * paths that answer (and, for prerendered pages, the pages) is served under, so a shopper sees a
 * change within seconds and a product nobody changes costs one function call a minute at most.
 */

// The answers' side, in edge.ts so that routes carry no CloudFront client.
export { EDGE_CACHE_CONTROL, EDGE_CACHE_SECONDS, EDGE_STALE_SECONDS } from './edge.ts';

/** The variables of the `edgeCache` grant (lambdas/grants.ts). */
export const EDGE_DISTRIBUTION_ID_VARIABLE = 'EDGE_DISTRIBUTION_ID';
/** Local stack only: the local server, which answers CloudFront's invalidation call. */
export const EDGE_ENDPOINT_VARIABLE = 'EDGE_ENDPOINT';

/** CloudFront takes at most this many paths in one invalidation. */
export const MAX_PATHS_PER_INVALIDATION = 3000;

/** The port: makes the edge forget what it keeps under these paths (`/api/products/p1`, `/api/collections/*`). */
export interface EdgeCache {
  invalidatePaths(paths: readonly string[]): Promise<void>;
}

/**
 * The distribution whose cache a function invalidates. Declared here so that the reading of a
 * function's needs (lambdas/testing/handlerNeeds.ts) finds the grant a caller needs.
 */
export function edgeDistribution(): { id: string; endpoint?: string } {
  const env = functionEnv();
  const id = env[EDGE_DISTRIBUTION_ID_VARIABLE];
  if (!id) throw new MissingConfigError(EDGE_DISTRIBUTION_ID_VARIABLE);
  const endpoint = env[EDGE_ENDPOINT_VARIABLE];
  return endpoint ? { id, endpoint } : { id };
}

/** The paths as CloudFront takes them: each once, starting with `/`, a path covered by a wildcard left out. */
export function invalidationPaths(paths: readonly string[]): string[] {
  const unique = [...new Set(paths)];
  for (const path of unique) {
    if (!path.startsWith('/')) throw new Error(`An invalidation path starts with "/": ${JSON.stringify(path)}.`);
    if (path.indexOf('*') !== -1 && path.indexOf('*') !== path.length - 1)
      throw new Error(`Only the last character of an invalidation path may be "*": ${JSON.stringify(path)}.`);
  }
  const wildcards = unique.filter((path) => path.endsWith('*')).map((path) => path.slice(0, -1));
  return unique.filter((path) => !wildcards.some((prefix) => path !== `${prefix}*` && path.startsWith(prefix))).sort();
}

/** Whether a path is one of the invalidation's paths, or below one of its wildcards. */
export function coveredBy(path: string, paths: readonly string[]): boolean {
  return paths.some((given) => (given.endsWith('*') ? path.startsWith(given.slice(0, -1)) : path === given));
}

/**
 * CloudFront's CreateInvalidation for the function's distribution; locally the same call goes to
 * the local server (`EDGE_ENDPOINT`), which clears its own cache the same way.
 */
export function createCloudFrontEdgeCache(client?: CloudFrontClient): EdgeCache {
  const distribution = edgeDistribution();
  const cloudFront = client ?? new CloudFrontClient({ ...awsClientOptions(distribution.endpoint), region: 'us-east-1' });
  return {
    async invalidatePaths(paths) {
      const items = invalidationPaths(paths);
      for (let start = 0; start < items.length; start += MAX_PATHS_PER_INVALIDATION) {
        const batch = items.slice(start, start + MAX_PATHS_PER_INVALIDATION);
        await cloudFront.send(
          new CreateInvalidationCommand({
            DistributionId: distribution.id,
            InvalidationBatch: { CallerReference: randomUUID(), Paths: { Quantity: batch.length, Items: batch } },
          }),
        );
      }
    },
  };
}

const perFunction = new PerFunction<EdgeCache>();

/** The function's edge cache, made on first use (one client per container). */
export function edgeCache(): EdgeCache {
  return perFunction.get(() => createCloudFrontEdgeCache());
}

/**
 * Makes the edge forget these paths. A stream consumer calls it after the change is in the table;
 * should it fail, the batch is retried (the answers it would have cleared expire within
 * `EDGE_CACHE_SECONDS` anyway).
 */
export async function invalidatePaths(paths: readonly string[]): Promise<void> {
  if (paths.length === 0) return;
  await edgeCache().invalidatePaths(paths);
}

/**
 * A stream consumer's whole batch in one invalidation. Should it fail, the whole batch comes
 * again (its first record is reported); until then the answers it would clear expire by themselves.
 */
export async function invalidateForBatch(
  event: DynamoDBStreamEvent,
  pathsOf: (record: DynamoDBRecord) => string[],
): Promise<DynamoDBBatchResponse> {
  const paths = event.Records.flatMap(pathsOf);
  try {
    await invalidatePaths(paths);
  } catch (error) {
    log.error('edge cache invalidation failed', { paths: paths.length, error });
    const first = event.Records[0]?.dynamodb?.SequenceNumber;
    if (!first) throw error;
    return { batchItemFailures: [{ itemIdentifier: first }] };
  }
  return { batchItemFailures: [] };
}
