import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import * as z from 'zod/mini';
import { correlate, log } from './log.ts';
import { countMetric, type ShopMetric } from './metrics.ts';

/**
 * Every SQS consumer of the shop reads its batch the same way (docs/decisions/087): each body is
 * parsed before anything acts on it, and each record that fails is reported alone in
 * `batchItemFailures`, so the queue delivers it again and, after its receives, moves it to its
 * dead-letter queue. Nothing a body holds throws the batch: a body that is no JSON, or JSON of
 * the wrong shape, is logged with the parse error and counted as `QueueMessageMalformed` (by
 * queue), and the others of its batch go on. This is the shape of Powertools' BatchProcessor
 * with a parser, written once with zod/mini so that no consumer carries a second validation
 * library.
 */

/** A body the consumer cannot read, with why. */
export class MalformedMessage extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'MalformedMessage';
  }
}

export interface QueueConsumer<T> {
  /** The queue, the dimension its malformed messages are counted by. */
  queue: string;
  /** What one message is, for the logs: "payment event". */
  what: string;
  /** Reads a body, throwing MalformedMessage when it cannot; `jsonBody(schema)` for a JSON body. */
  read: (body: string) => T;
  /** The id a message's logs carry, from the body when it names one. */
  correlationId?: (message: NoInfer<T>) => string | undefined;
  /** Acts on one message; a throw reports this record alone. */
  handle: (message: NoInfer<T>, record: SQSRecord) => Promise<unknown>;
  /** Counted for a message that was read but failed. */
  failedMetric?: ShopMetric;
}

/** A reader of JSON bodies of the schema's shape. */
export function jsonBody<T>(schema: z.ZodMiniType<T>): (body: string) => T {
  return (body) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      throw new MalformedMessage('the body is not JSON');
    }
    const result = z.safeParse(schema, parsed);
    if (!result.success) throw new MalformedMessage(z.prettifyError(result.error));
    return result.data;
  };
}

/** The consumer as an SQS handler with partial batch responses (ReportBatchItemFailures). */
export function queueConsumer<T>(consumer: QueueConsumer<T>): (event: SQSEvent) => Promise<SQSBatchResponse> {
  return async (event) => {
    const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
    for (const record of event.Records) {
      const receiveCount = record.attributes?.ApproximateReceiveCount;
      let message: T;
      try {
        message = consumer.read(record.body);
      } catch (error) {
        correlate(record.messageId);
        countMetric('QueueMessageMalformed', 1, { name: 'queue', value: consumer.queue });
        log.error(`${consumer.what} malformed`, {
          messageId: record.messageId,
          receiveCount,
          problem: error instanceof MalformedMessage ? error.message : String(error),
          body: record.body.slice(0, 200),
        });
        batchItemFailures.push({ itemIdentifier: record.messageId });
        continue;
      }
      correlate(consumer.correlationId?.(message) ?? record.messageId);
      try {
        await consumer.handle(message, record);
      } catch (error) {
        if (consumer.failedMetric) countMetric(consumer.failedMetric);
        log.error(`${consumer.what} failed`, { messageId: record.messageId, receiveCount, error });
        batchItemFailures.push({ itemIdentifier: record.messageId });
      }
    }
    return { batchItemFailures };
  };
}
