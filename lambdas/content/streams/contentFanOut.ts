import { queueUrl } from '../../platform/config.ts';
import { fanOutHandler } from '../../platform/streamFeeds.ts';

/** The content table's stream, put on the feeds of its consumers (docs/decisions/051-stream-fan-out.md). */
export const handler = fanOutHandler('content', {
  productRatingsFeed: () => queueUrl('productRatingsFeed'),
  contentPagesFeed: () => queueUrl('contentPagesFeed'),
  contentEdgeCacheFeed: () => queueUrl('contentEdgeCacheFeed'),
  contentMailsFeed: () => queueUrl('contentMailsFeed'),
});
