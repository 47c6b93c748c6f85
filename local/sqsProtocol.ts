import { createHash, randomUUID } from 'node:crypto';
import http from 'node:http';

/**
 * The part of Amazon SQS's wire protocol that the shop's code uses, as @aws-sdk/client-sqs v3
 * speaks it: AWS JSON 1.0 (`X-Amz-Target: AmazonSQS.<Operation>`, content type
 * application/x-amz-json-1.0). Sending is served for every queue; receiving, deleting and
 * hiding a message only for the dead-letter queues, which people read (the back office's failed
 * events, `npm run admin -- dlq`): the main queues' messages are received inside the local queue,
 * which calls the consumer the way a Lambda event source mapping would.
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

/** A message as ReceiveMessage answers it. */
export interface ReceivedMessage {
  MessageId: string;
  ReceiptHandle: string;
  Body: string;
  MD5OfBody: string;
  Attributes: Record<string, string>;
  MessageAttributes?: Record<string, MessageAttributeValue>;
}

export interface SqsBackend {
  /** The queue behind a URL path such as `/000000000000/local-payment-events`, or undefined. */
  queueForPath(path: string): string | undefined;
  queueUrl(queueName: string): string | undefined;
  accept(queue: string, messages: IncomingMessage[]): string[];
  /** Visible messages, at most `max`, hidden for `visibilitySeconds`; undefined for a queue not read this way. */
  receive?(queue: string, max: number, visibilitySeconds: number): ReceivedMessage[] | undefined;
  /** Deletes a received message; false when the receipt handle is not the message's latest. */
  delete?(queue: string, receiptHandle: string): boolean;
  /** Hides (or shows, with 0) a received message for so long; false when the receipt handle is not its latest. */
  changeVisibility?(queue: string, receiptHandle: string, visibilitySeconds: number): boolean;
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
      const entries = batchEntries(input);
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
    case 'ReceiveMessage': {
      const queue = queueOf(backend, input.QueueUrl);
      const max = whole(input.MaxNumberOfMessages ?? 1, 'MaxNumberOfMessages', 1, 10);
      const visibility = whole(input.VisibilityTimeout ?? 30, 'VisibilityTimeout', 0, 43_200);
      const messages = backend.receive?.(queue, max, visibility);
      if (!messages) throw notServedHere('ReceiveMessage');
      return messages.length > 0 ? { Messages: messages } : {};
    }
    case 'DeleteMessage': {
      const queue = queueOf(backend, input.QueueUrl);
      const handle = receiptHandle(input);
      if (!backend.delete) throw notServedHere('DeleteMessage');
      if (!backend.delete(queue, handle)) throw receiptHandleIsInvalid(handle);
      return {};
    }
    case 'ChangeMessageVisibility': {
      const queue = queueOf(backend, input.QueueUrl);
      const handle = receiptHandle(input);
      const visibility = whole(input.VisibilityTimeout, 'VisibilityTimeout', 0, 43_200);
      if (!backend.changeVisibility) throw notServedHere('ChangeMessageVisibility');
      if (!backend.changeVisibility(queue, handle, visibility)) throw receiptHandleIsInvalid(handle);
      return {};
    }
    case 'ChangeMessageVisibilityBatch': {
      const queue = queueOf(backend, input.QueueUrl);
      const entries = batchEntries(input);
      const change = backend.changeVisibility;
      if (!change) throw notServedHere('ChangeMessageVisibilityBatch');
      const outcomes = entries.map((entry) => {
        const handle = receiptHandle(entry);
        const done = change(queue, handle, whole(entry.VisibilityTimeout, 'VisibilityTimeout', 0, 43_200));
        return { id: entry.Id, handle, done };
      });
      return {
        Successful: outcomes.filter((o) => o.done).map((o) => ({ Id: o.id })),
        Failed: outcomes
          .filter((o) => !o.done)
          .map((o) => ({
            Id: o.id,
            SenderFault: true,
            Code: 'ReceiptHandleIsInvalid',
            Message: `The input receipt handle "${o.handle}" is not a valid receipt handle.`,
          })),
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

/** A batch call's entries: one to ten, as SQS takes them. */
function batchEntries(input: Record<string, unknown>): Record<string, unknown>[] {
  const entries = (input.Entries ?? []) as Record<string, unknown>[];
  if (entries.length === 0) {
    throw new SqsError('EmptyBatchRequest', 'AWS.SimpleQueueService.EmptyBatchRequest', "The batch request doesn't contain any entries.");
  }
  if (entries.length > 10) {
    throw new SqsError(
      'TooManyEntriesInBatchRequest',
      'AWS.SimpleQueueService.TooManyEntriesInBatchRequest',
      'Maximum number of entries per request are 10.',
    );
  }
  return entries;
}

function notServedHere(operation: string): SqsError {
  return new SqsError(
    'UnsupportedOperation',
    'AWS.SimpleQueueService.UnsupportedOperation',
    `The local SQS stand-in serves ${operation} on the dead-letter queues only; the local queue delivers the others to their consumers itself.`,
  );
}

function receiptHandle(input: Record<string, unknown>): string {
  const handle = input.ReceiptHandle;
  if (typeof handle !== 'string' || handle === '') {
    throw new SqsError('MissingParameter', 'MissingParameter', 'The request must contain the parameter ReceiptHandle.');
  }
  return handle;
}

function receiptHandleIsInvalid(handle: string): SqsError {
  return new SqsError(
    'ReceiptHandleIsInvalid',
    'ReceiptHandleIsInvalid',
    `The input receipt handle "${handle}" is not a valid receipt handle.`,
  );
}

/** A whole number parameter within SQS's bounds, as SQS refuses one outside them. */
function whole(value: unknown, name: string, min: number, max: number): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < min || number > max) {
    throw new SqsError(
      'InvalidParameterValue',
      'InvalidParameterValue',
      `Value ${String(value)} for parameter ${name} is invalid. Must be between ${min} and ${max}.`,
    );
  }
  return number;
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
