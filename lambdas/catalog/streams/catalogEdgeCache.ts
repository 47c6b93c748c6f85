import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { invalidateForBatch } from '../../platform/edgeCache.ts';
import { tableChange } from '../../platform/streamBatch.ts';
import { catalogEdgePaths } from '../edgePaths.ts';

/** Consumer of the catalog table's stream: the edge forgets the answers a batch of changes made wrong, in one invalidation. */
export const handler = (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> =>
  invalidateForBatch(event, (record) => catalogEdgePaths(tableChange(record)));
