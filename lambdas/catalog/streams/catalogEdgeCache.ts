import { invalidateForBatch } from '../../platform/edgeCache.ts';
import { tableChange } from '../../platform/streamBatch.ts';
import { catalogEdgePaths } from '../edgePaths.ts';
import { streamConsumer } from '../../platform/streamFeeds.ts';

/** Consumer of the catalog table's stream: the edge forgets the answers a batch of changes made wrong, in one invalidation. */
export const handler = streamConsumer((event) => invalidateForBatch(event, (record) => catalogEdgePaths(tableChange(record))));
