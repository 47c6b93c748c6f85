import type { DynamoDBBatchResponse, DynamoDBStreamEvent, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { systemClock } from '../../platform/clock.ts';
import { config } from '../../platform/config.ts';
import { edgeCache } from '../../platform/edgeCache.ts';
import { log } from '../../platform/log.ts';
import { pageIndex } from '../../platform/pageIndex.ts';
import { tableChange } from '../../platform/streamBatch.ts';
import { streamConsumer } from '../../platform/streamFeeds.ts';
import { pageRenderer, siteFiles } from '../siteFiles.ts';
import { catalogPagesOf, contentPagesOf, renderEveryPage, renderPages, type SitePorts } from '../sitePages.ts';

/** Asks for every page to be drawn afresh (after a deploy, or when the local stack starts). */
export interface EveryPageEvent {
  everyPage: true;
}

/**
 * Consumer of the catalog and content tables' streams: draws the pages a batch of changes
 * shows differently, once each, then sitemap.xml (docs/decisions/025-prerendered-pages.md).
 */
export async function handler(event: DynamoDBStreamEvent | SQSEvent | EveryPageEvent): Promise<DynamoDBBatchResponse | SQSBatchResponse> {
  if ('everyPage' in event) {
    await renderEveryPage(await sitePorts());
    return { batchItemFailures: [] };
  }
  return drawChangedPages(event);
}

async function sitePorts(): Promise<SitePorts> {
  return {
    renderer: await pageRenderer(),
    files: siteFiles(),
    edge: edgeCache(),
    index: pageIndex(),
    origin: config.shopUrl(),
    now: () => systemClock.now(),
  };
}

const drawChangedPages = streamConsumer(async (event) => {
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
