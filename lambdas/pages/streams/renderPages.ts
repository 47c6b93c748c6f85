import { log } from '../../platform/log.ts';
import { sendAllToQueue } from '../../platform/queue.ts';
import { tableChange } from '../../platform/streamBatch.ts';
import { streamConsumer } from '../../platform/streamFeeds.ts';
import { sitePorts } from '../sitePorts.ts';
import { EVERY_PAGE } from '../redraw.ts';
import { catalogPagesOf, contentPagesOf, redrawsEveryPage, renderPages } from '../sitePages.ts';

/**
 * Consumer of the catalog's and the content's changes: draws the pages a batch of them shows
 * differently, once each, then sitemap.xml (docs/decisions/025-prerendered-pages.md). A change of
 * the announcement bar, which every page shows, asks the redraw queue for every page (decision 084).
 */
export const handler = streamConsumer(async (event) => {
  const ports = await sitePorts();
  const changes = event.Records.map(tableChange);
  const paths = changes.flatMap((change) => [...catalogPagesOf(change), ...contentPagesOf(change)]);
  try {
    if (changes.some(redrawsEveryPage)) await sendAllToQueue('pageRedraws', [EVERY_PAGE]);
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
