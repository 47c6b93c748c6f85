import { log } from '../../platform/log.ts';
import { tableChange } from '../../platform/streamBatch.ts';
import { streamConsumer } from '../../platform/streamFeeds.ts';
import { sitePorts } from '../sitePorts.ts';
import { catalogPagesOf, contentPagesOf, renderPages } from '../sitePages.ts';

/**
 * Consumer of the catalog's and the content's changes: draws the pages a batch of them shows
 * differently, once each, then sitemap.xml (docs/decisions/025-prerendered-pages.md).
 */
export const handler = streamConsumer(async (event) => {
  const ports = await sitePorts();
  const paths = event.Records.flatMap((record) => {
    const change = tableChange(record);
    return [...catalogPagesOf(change), ...contentPagesOf(change)];
  });
  try {
    await renderPages(paths, ports);
  } catch (error) {
    // The whole batch comes again: drawing a page twice does no harm.
    log.error('prerendering pages failed', { paths: paths.length, error });
    const first = event.Records[0]?.dynamodb?.SequenceNumber;
    if (!first) throw error;
    return { batchItemFailures: [{ itemIdentifier: first }] };
  }
  return { batchItemFailures: [] };
});
