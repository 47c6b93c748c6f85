import { createHash, randomUUID } from 'node:crypto';
import http from 'node:http';
import {
  batchEntries,
  batchMessages,
  checkOrdering,
  type IncomingMessage,
  type MessageAttributeValue,
  SqsError,
  toMessage,
  whole,
} from './sqsMessages.ts';

/**
 * The part of Amazon SQS's wire protocol that the shop's code uses, as @aws-sdk/client-sqs v3
 * speaks it: AWS JSON 1.0 (`X-Amz-Target: AmazonSQS.<Operation>`, content type
 * application/x-amz-json-1.0). Sending is served for every queue; receiving, deleting and
 * hiding a message only for the dead-letter queues, which people read (the back office's failed
 * events, `npm run admin -- dlq`): the main queues' messages are received inside the local queue,
 * which calls the consumer the way a Lambda event source mapping would.
 */

export type { IncomingMessage, MessageAttributeValue } from './sqsMessages.ts';

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

/** SQS knows a FIFO queue by its name. */
const isFifo = (queueName: string) => queueName.endsWith('.fifo');

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
      checkOrdering(isFifo(queue), [message], () => input.DelaySeconds !== undefined);
      const [messageId] = backend.accept(queue, [message]);
      return { MessageId: messageId, MD5OfMessageBody: md5Hex(message.body) };
    }
    case 'SendMessageBatch': {
      const queue = queueOf(backend, input.QueueUrl);
      const entries = batchEntries(input);
      const messages = batchMessages(entries);
      checkOrdering(isFifo(queue), messages, (i) => entries[i]?.DelaySeconds !== undefined);
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
      // The stand-in answers at once, but refuses a wait SQS would refuse.
      whole(input.WaitTimeSeconds ?? 0, 'WaitTimeSeconds', 0, 20);
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
    404,
  );
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
