import { contentVersionKeys } from '../../catalog/edgeVersionKeys.ts';
import { bumpVersionsForBatch } from '../../platform/edgeVersions.ts';
import { tableChange } from '../../platform/streamBatch.ts';
import { streamConsumer } from '../../platform/streamFeeds.ts';

/** Consumer of the content's changes (blog posts only): the posts' answers get new versions at the edge. */
export const handler = streamConsumer((event) => bumpVersionsForBatch(event, (record) => contentVersionKeys(tableChange(record))));
