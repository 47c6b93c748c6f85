import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { VERSION_KEY_PREFIX } from './edge.ts';
import { PerFunction } from './functionScope.ts';
import { log } from './log.ts';
import { keyValueStoreKeys } from './pageIndex.ts';

/**
 * The versions of the answers the edge keeps (docs/decisions/053-edge-versions.md). CloudFront
 * keeps a catalog GET's answer under its path and a version its viewer function reads from the key
 * value store (cdk/lib/edgeFunctions.ts `CACHED_API_FUNCTION`); a change writes a new version
 * instead of invalidating the path, so the next request asks the function and every cached copy of
 * the old answer is never served again. A key value store write costs no invalidation path, and
 * none is ever in progress, however many orders change stock in a sale.
 */

export { LISTINGS_VERSION_KEY } from './edge.ts';

/** The key of a product's or a blog post's own answer: `v/api/products/p1`. */
export const answerVersionKey = (apiPath: string) => `${VERSION_KEY_PREFIX}${apiPath}`;

/** The port: gives these answers a new version. Writing it twice does no harm. */
export interface EdgeVersions {
  bump(keys: readonly string[]): Promise<void>;
}

/** A version no earlier one had: the time, and a little randomness for two changes in one millisecond. */
export const newVersion = (now = Date.now()) => `${now.toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;

export function keyValueStoreEdgeVersions(store = keyValueStoreKeys()): EdgeVersions {
  return {
    async bump(keys) {
      const version = newVersion();
      await store.write({ puts: [...new Set(keys)].map((key) => ({ key, value: version })), deletes: [] });
    },
  };
}

const perFunction = new PerFunction<EdgeVersions>();

/** The function's edge versions, made on first use. */
export function edgeVersions(): EdgeVersions {
  return perFunction.get(() => keyValueStoreEdgeVersions());
}

/**
 * A stream batch's answers given new versions in one write. Should it fail, the whole batch comes
 * again (its first record is reported); until then the answers it would renew expire by
 * themselves (`EDGE_CACHE_SECONDS`).
 */
export async function bumpVersionsForBatch(
  event: DynamoDBStreamEvent,
  keysOf: (record: DynamoDBRecord) => string[],
): Promise<DynamoDBBatchResponse> {
  const keys = event.Records.flatMap(keysOf);
  if (keys.length === 0) return { batchItemFailures: [] };
  try {
    await edgeVersions().bump(keys);
  } catch (error) {
    log.error('giving kept answers new versions failed', { keys: keys.length, error });
    const first = event.Records[0]?.dynamodb?.SequenceNumber;
    if (!first) throw error;
    return { batchItemFailures: [{ itemIdentifier: first }] };
  }
  return { batchItemFailures: [] };
}
