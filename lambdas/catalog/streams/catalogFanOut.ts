import { queueUrl } from '../../platform/config.ts';
import { fanOutHandler } from '../../platform/streamFeeds.ts';

/** The catalog table's stream, put on the feeds of its consumers (docs/decisions/051-stream-fan-out.md). */
export const handler = fanOutHandler('catalog', {
  backInStockFeed: () => queueUrl('backInStockFeed'),
  priceHistoryFeed: () => queueUrl('priceHistoryFeed'),
  listingFacetsFeed: () => queueUrl('listingFacetsFeed'),
  catalogPagesFeed: () => queueUrl('catalogPagesFeed'),
  catalogEdgeCacheFeed: () => queueUrl('catalogEdgeCacheFeed'),
});
