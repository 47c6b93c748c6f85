import { contentEdgePaths } from '../../catalog/edgePaths.ts';
import { invalidateForBatch } from '../../platform/edgeCache.ts';
import { tableChange } from '../../platform/streamBatch.ts';
import { streamConsumer } from '../../platform/streamFeeds.ts';

/** Consumer of the content table's stream (blog posts only): the edge forgets the posts' answers. */
export const handler = streamConsumer((event) => invalidateForBatch(event, (record) => contentEdgePaths(tableChange(record))));
