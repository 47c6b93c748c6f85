import { CATALOG_INDEX_VERSION } from '../../lambdas/catalog/facetIndex.ts';
import { indexVersion, type ReindexResult, reindexCatalog } from '../../lambdas/catalog/reindexCatalog.ts';
import { systemClock } from '../../lambdas/platform/clock.ts';
import { reindexPorts } from '../admin/catalogReindex.ts';

/**
 * Data kept from before the facet index and ratings (an old `.data/`) heals on start: the catalog
 * is rebuilt as `npm run admin -- catalog reindex` would, once; a catalog seeded or rebuilt with
 * this version's index is left alone after one read.
 */
export async function reindexIfMissing(): Promise<ReindexResult | undefined> {
  if (((await indexVersion()) ?? 0) >= CATALOG_INDEX_VERSION) return undefined;
  return reindexCatalog(reindexPorts(systemClock), { dryRun: false });
}
