import { bumpVersionsForBatch } from '../../platform/edgeVersions.ts';
import { tableChange } from '../../platform/streamBatch.ts';
import { streamConsumer } from '../../platform/streamFeeds.ts';
import { catalogVersionKeys } from '../edgeVersionKeys.ts';

/** Consumer of the catalog's changes: the answers a batch of them made wrong get new versions at the edge, in one write. */
export const handler = streamConsumer((event) => bumpVersionsForBatch(event, (record) => catalogVersionKeys(tableChange(record))));
