import type { SQSBatchResponse } from 'aws-lambda';

/**
 * The payment queue's consumer while the API is measured: it takes the webhook's messages off
 * the queue and does nothing, so their DynamoDB calls never land on the meter of whatever
 * request is being measured at that moment. The consumer is not a route; its cost is not part 3.
 */
export const handler = async (): Promise<SQSBatchResponse> => ({ batchItemFailures: [] });
