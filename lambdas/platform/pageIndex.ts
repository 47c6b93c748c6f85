import { awsClientOptions } from './aws.ts';
import { MissingConfigError } from './config.ts';
import { functionEnv, PerFunction } from './functionScope.ts';
import { createKeyValueStoreApi, type KeyValueStoreApi } from './keyValueStoreApi.ts';

/**
 * The edge's index of drawn pages (docs/decisions/031-edge-page-index.md): a CloudFront
 * KeyValueStore whose keys are the addresses that have a prerendered page (`/`,
 * `/products/p1`, …). CloudFront's viewer function answers such an address with its page and any
 * other with the SPA shell, so an id that was never drawn, or was removed, shows the SPA's
 * not-found page instead of S3's 403. Locally the local server holds the store and answers the
 * same calls (local/pageIndex.ts).
 */

/** The variables of the `pageIndex` grant (lambdas/grants.ts). */
export const PAGE_INDEX_ARN_VARIABLE = 'PAGE_INDEX_ARN';
/** Local stack only: the local server, which stands in for the key value store's API. */
export const PAGE_INDEX_ENDPOINT_VARIABLE = 'PAGE_INDEX_ENDPOINT';

/** UpdateKeys takes at most 50 keys (and 3 MB) in one call. */
export const MAX_KEYS_PER_UPDATE = 50;
/** How often a batch is tried again when another writer changed the store between reading its ETag and writing. */
const CONFLICT_RETRIES = 5;

export interface PageIndexChange {
  /** Addresses whose page is in the site's files now, with when it was drawn (the key's value). */
  readonly drawn: readonly { readonly path: string; readonly at: string }[];
  /** Addresses whose page is gone. */
  readonly removed: readonly string[];
}

/** The port: which addresses the edge answers with their prerendered page. Writing the same change twice has one effect. */
export interface PageIndex {
  update(change: PageIndexChange): Promise<void>;
}

/**
 * The store whose keys a function writes. Declared here so that the reading of a function's
 * needs (lambdas/testing/handlerNeeds.ts) finds the grant a caller needs.
 */
export function pageIndexStore(): { arn: string; endpoint?: string } {
  const env = functionEnv();
  const arn = env[PAGE_INDEX_ARN_VARIABLE];
  if (!arn) throw new MissingConfigError(PAGE_INDEX_ARN_VARIABLE);
  const endpoint = env[PAGE_INDEX_ENDPOINT_VARIABLE];
  return endpoint ? { arn, endpoint } : { arn };
}

/** Keys to put (with their values) and to delete, in one or more UpdateKeys calls. */
export interface KeyWrite {
  readonly puts: readonly { readonly key: string; readonly value: string }[];
  readonly deletes: readonly string[];
}

/**
 * The store's keys through its write API: DescribeKeyValueStore for the version every write names,
 * UpdateKeys of at most 50 keys, and the write tried again when another writer (the other page
 * function, the edge's versions) changed the store between the two. `present` says whether a key
 * is there, so a retried batch deletes nothing twice.
 */
export function keyValueStoreKeys(api?: KeyValueStoreApi) {
  const store = pageIndexStore();
  const kvs = api ?? createKeyValueStoreApi(store.arn, awsClientOptions(store.endpoint));
  const etag = async () => (await kvs.describe()).etag;
  return {
    async present(key: string): Promise<boolean> {
      try {
        await kvs.getKey(key);
        return true;
      } catch (error) {
        if ((error as Error).name === 'ResourceNotFoundException') return false;
        throw error;
      }
    },
    async write({ puts, deletes }: KeyWrite): Promise<void> {
      const changes = [
        ...puts.map((put) => ({ put: { Key: put.key, Value: put.value } })),
        ...deletes.map((key) => ({ del: { Key: key } })),
      ];
      if (changes.length === 0) return;
      let ifMatch = await etag();
      for (let start = 0; start < changes.length; start += MAX_KEYS_PER_UPDATE) {
        const batch = changes.slice(start, start + MAX_KEYS_PER_UPDATE);
        const Puts = batch.flatMap((c) => ('put' in c ? [c.put] : []));
        const Deletes = batch.flatMap((c) => ('del' in c ? [c.del] : []));
        for (let attempt = 0; ; attempt += 1) {
          try {
            const answer = await kvs.updateKeys({
              ifMatch,
              puts: Puts.length ? Puts : undefined,
              deletes: Deletes.length ? Deletes : undefined,
            });
            ifMatch = answer.etag;
            break;
          } catch (error) {
            // Another writer wrote in between: read the new version and try again.
            if ((error as Error).name !== 'ConflictException' || attempt >= CONFLICT_RETRIES) throw error;
            ifMatch = await etag();
          }
        }
      }
    },
  };
}

export function createKeyValueStorePageIndex(api?: KeyValueStoreApi): PageIndex {
  const keys = keyValueStoreKeys(api);
  return {
    async update({ drawn, removed }) {
      // A key already gone is not deleted again, so a retried batch removes nothing twice.
      const deletes: string[] = [];
      for (const path of new Set(removed)) if (await keys.present(path)) deletes.push(path);
      await keys.write({ puts: drawn.map(({ path, at }) => ({ key: path, value: at })), deletes });
    },
  };
}

const perFunction = new PerFunction<PageIndex>();

/** The function's page index, made on first use (one client per container). */
export function pageIndex(): PageIndex {
  return perFunction.get(() => createKeyValueStorePageIndex());
}
