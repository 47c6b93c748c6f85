import { type ReindexPorts, type ReindexResult, reindexCatalog } from '../../lambdas/catalog/reindexCatalog.ts';
import type { Clock } from '../../lambdas/platform/clock.ts';
import { recountReviews } from '../../lambdas/reviews/ratingRecount.ts';
import { shopReviews } from '../../lambdas/reviews/reviewAdapters.ts';
import { defineCommand, positionals } from './command.ts';
import { type AdminIo, progressBar } from './io.ts';
import { scanPages } from './operatorScan.ts';

/**
 * `catalog reindex`: rebuilds what the catalog's streams keep (the listings' facet summaries, the
 * search index's twin, the products' ratings) from the catalog and the reviews, for a catalog
 * stored before they existed (lambdas/catalog/reindexCatalog.ts). Safe to repeat.
 */

/** The rebuild's ports: the operator's Scan of the catalog table, the reviews' recount, progress on the terminal. */
export function reindexPorts(clock: Clock, io?: AdminIo): ReindexPorts {
  return {
    catalogPages: (prefixes) =>
      scanPages('catalog', {
        filter: prefixes.map((_, i) => `begins_with(pk, :p${i})`).join(' OR '),
        values: Object.fromEntries(prefixes.map((prefix, i) => [`:p${i}`, prefix])),
      }),
    recountReviews: (productId, options) => recountReviews(productId, options, shopReviews),
    clock,
    ...(io ? { progress: (label: string, total: number) => progressBar(io, label, total) } : {}),
  };
}

/** The summary at the end: what was (or would be) written, and what already matched. */
export function reindexReport(result: ReindexResult): string[] {
  const { listings, searchEntries: search, ratings, lowStock, dryRun } = result;
  const written = dryRun ? 'to write' : 'written';
  const lines = [
    `Catalog read: ${result.itemsRead} items, ${result.products} products.`,
    `Facet summaries of categories and collections: ${listings.written} ${written}, ${listings.unchanged} unchanged.`,
    `Search index: ${search.written} entries ${written}, ${search.deleted} ${dryRun ? 'to delete' : 'deleted'}, ${search.unchanged} unchanged.`,
    `Ratings: ${ratings.written} products ${dryRun ? 'to be given' : 'given'} their reviews' average and count, ${ratings.unchanged} unchanged; ` +
      `${ratings.countersSummed} review counts ${dryRun ? 'to be given' : 'given'} their stars' sum.`,
    `Sizes running low (Today): ${lowStock.written} products ${written}, ${lowStock.deleted} ${dryRun ? 'to delete' : 'deleted'}, ${lowStock.unchanged} unchanged.`,
  ];
  const changes =
    listings.written + search.written + search.deleted + ratings.written + ratings.countersSummed + lowStock.written + lowStock.deleted;
  if (changes === 0) lines.push('The index and ratings already match the catalog and its reviews; nothing was written.');
  else if (dryRun) lines.push('Dry run: nothing was written.');
  return lines;
}

export const catalogReindexCommand = defineCommand({
  group: 'catalog',
  name: 'reindex',
  summary: "rebuild listings' filters, the search index, products' ratings and Today's low stock; safe to repeat",
  usage: 'catalog reindex [--dry-run]',
  description: `
Rebuilds what the catalog table's streams keep, from the catalog and the reviews as they are:
each category's and collection's facet summary (filters, counts and sort of a listing), the
search index with facet attributes (a search with filters), each product's rating (the
average and count of its reviews, with the stars' sum on the reviews' count), and the back
office's list of sizes running low (Today).

A catalog stored before these existed has none of them: filtered listings answer 503 and
products reviewed before show no rating until they change. Run it once after the first deploy
of the version that brought them; the streams keep everything from then on.

It reads the whole catalog table in pages (a Scan) and each product's reviews, and writes only
what differs from what the streams would have written, so running it again writes nothing.
It may run while the shop sells: what differs is read again before it is written, and a
listing's summary is written only if the stream has not changed it meanwhile.`,
  options: {
    'dry-run': { type: 'boolean', description: 'read everything and show what would be written; write nothing' },
  },
  examples: ['catalog reindex --dry-run', 'catalog reindex', 'catalog reindex --stage prod --profile tkanica-ops'],
  parse({ positionals: words, values }, problems) {
    positionals(words, [], problems);
    return { dryRun: values['dry-run'] === true };
  },
  async run({ dryRun }, { io, clock }) {
    io.err(dryRun ? 'Reading the catalog and its reviews (dry run)...' : 'Reading the catalog and its reviews...');
    const result = await reindexCatalog(reindexPorts(clock, io), { dryRun });
    for (const line of reindexReport(result)) io.out(line);
  },
});
