/**
 * How long SQS and Lambda keep trying a message or a stream record before its dead letters, as
 * plain numbers: the CDK app (events.ts) configures its queues and event sources from them, and
 * the local stack's queue and stream reader (local/queue.ts, local/streams.ts) wait and count the same.
 */

/** A consumer gets a minute per batch. */
export const CONSUMER_TIMEOUT_SECONDS = 60;
/** SQS hides a received message for 6 times the consumer's timeout (AWS's advice): a failed one comes back after it. */
export const QUEUE_VISIBILITY_TIMEOUT_SECONDS = CONSUMER_TIMEOUT_SECONDS * 6;
/** Receives of a message before SQS moves it to its queue's dead-letter queue. */
export const MAX_RECEIVE_COUNT = 5;
/** Retries of a failing stream batch (split in halves when the call errors) before it goes to the DLQ. */
export const STREAM_RETRY_ATTEMPTS = 5;
/** A stream batch whose call errors is split in halves, each retried on its own, to find the record that fails. */
export const STREAM_BISECT_ON_ERROR = true;
