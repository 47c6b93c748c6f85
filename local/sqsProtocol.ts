import { createHash, randomUUID } from 'node:crypto';
import http from 'node:http';

/**
 * The part of Amazon SQS's wire protocol that the shop's code uses, as @aws-sdk/client-sqs v3
 * speaks it: AWS JSON 1.0 (`X-Amz-Target: AmazonSQS.<Operation>`, content type
 * application/x-amz-json-1.0). Only sending is served; receiving happens inside the local
 * queue, which calls the consumer the way a Lambda event source mapping would.
 */

export interface IncomingMessage {
  body: string;
  delaySeconds: number;
  messageAttributes?: Record<string, MessageAttributeValue>;
}

export interface MessageAttributeValue {
  DataType: string;
  StringValue?: string;
  BinaryValue?: string;
}

export interface SqsBackend {
  /** The queue behind a URL path such as `/000000000000/local-payment-events`, or undefined. */
  queueForPath(path: string): string | undefined;
  queueUrl(queueName: string): string | undefined;
  accept(queue: string, messages: IncomingMessage[]): string[];
}

const MAX_BODY_BYTES = 256 * 1024;

class SqsError extends Error {
  constructor(
    readonly code: string,
    readonly queryCode: string,
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

export function md5Hex(text: string): string {
  return createHash('md5').update(text, 'utf8').digest('hex');
}

export function createSqsServer(backend: SqsBackend): http.Server {
  return http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const requestId = randomUUID();
      const reply = (status: number, payload: unknown, extraHeaders: Record<string, string> = {}) => {
        res.writeHead(status, {
          'content-type': 'application/x-amz-json-1.0',
          'x-amzn-requestid': requestId,
          ...extraHeaders,
        });
        res.end(JSON.stringify(payload));
      };
      try {
        const target = String(req.headers['x-amz-target'] ?? '');
        if (req.method !== 'POST' || !target.startsWith('AmazonSQS.')) {
          throw new SqsError(
            'InvalidAction',
            'AWS.SimpleQueueService.InvalidAction',
            'This local SQS stand-in speaks only the AWS JSON protocol (X-Amz-Target: AmazonSQS.*).',
          );
        }
        const input = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
        reply(200, operate(backend, target.slice('AmazonSQS.'.length), input));
      } catch (error) {
        if (error instanceof SqsError) {
          reply(
            error.status,
            { __type: `com.amazonaws.sqs#${error.code}`, message: error.message },
            { 'x-amzn-query-error': `${error.queryCode};Sender` },
          );
        } else {
          reply(500, { __type: 'com.amazonaws.sqs#InternalError', message: String(error) });
        }
      }
    });
  });
}

function operate(backend: SqsBackend, operation: string, input: Record<string, unknown>): unknown {
  switch (operation) {
    case 'SendMessage': {
      const queue = queueOf(backend, input.QueueUrl);
      const message = toMessage(input);
      const [messageId] = backend.accept(queue, [message]);
      return { MessageId: messageId, MD5OfMessageBody: md5Hex(message.body) };
    }
    case 'SendMessageBatch': {
      const queue = queueOf(backend, input.QueueUrl);
      const entries = (input.Entries ?? []) as Record<string, unknown>[];
      if (entries.length === 0) {
        throw new SqsError(
          'EmptyBatchRequest',
          'AWS.SimpleQueueService.EmptyBatchRequest',
          "The batch request doesn't contain any entries.",
        );
      }
      if (entries.length > 10) {
        throw new SqsError(
          'TooManyEntriesInBatchRequest',
          'AWS.SimpleQueueService.TooManyEntriesInBatchRequest',
          'Maximum number of entries per request are 10.',
        );
      }
      const messages = entries.map(toMessage);
      const ids = backend.accept(queue, messages);
      return {
        Successful: entries.map((entry, i) => ({
          Id: entry.Id,
          MessageId: ids[i],
          MD5OfMessageBody: md5Hex(messages[i]?.body ?? ''),
        })),
        Failed: [],
      };
    }
    case 'GetQueueUrl': {
      const url = backend.queueUrl(String(input.QueueName ?? ''));
      if (!url) throw queueDoesNotExist();
      return { QueueUrl: url };
    }
    default:
      throw new SqsError(
        'UnsupportedOperation',
        'AWS.SimpleQueueService.UnsupportedOperation',
        `The local SQS stand-in does not implement ${operation}; the local queue delivers to consumers itself.`,
      );
  }
}

function queueOf(backend: SqsBackend, queueUrl: unknown): string {
  let pathname: string;
  try {
    pathname = new URL(String(queueUrl)).pathname;
  } catch {
    throw queueDoesNotExist();
  }
  const queue = backend.queueForPath(pathname);
  if (!queue) throw queueDoesNotExist();
  return queue;
}

function queueDoesNotExist(): SqsError {
  return new SqsError('QueueDoesNotExist', 'AWS.SimpleQueueService.NonExistentQueue', 'The specified queue does not exist.');
}

function toMessage(input: Record<string, unknown>): IncomingMessage {
  const body = input.MessageBody;
  if (typeof body !== 'string' || body.length === 0) {
    throw new SqsError('MissingParameter', 'MissingParameter', 'The request must contain the parameter MessageBody.');
  }
  if (Buffer.byteLength(body) > MAX_BODY_BYTES) {
    throw new SqsError('InvalidParameterValue', 'InvalidParameterValue', 'Message must be shorter than 262144 bytes.');
  }
  const delaySeconds = Number(input.DelaySeconds ?? 0);
  return {
    body,
    delaySeconds: Number.isFinite(delaySeconds) ? Math.min(Math.max(delaySeconds, 0), 900) : 0,
    messageAttributes: input.MessageAttributes as Record<string, MessageAttributeValue> | undefined,
  };
}
