import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { contentEdgePaths } from '../../catalog/edgePaths.ts';
import { invalidateForBatch } from '../../platform/edgeCache.ts';
import { tableChange } from '../../platform/streamBatch.ts';

/** Consumer of the content table's stream (blog posts only): the edge forgets the posts' answers. */
export const handler = (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> =>
  invalidateForBatch(event, (record) => contentEdgePaths(tableChange(record)));
