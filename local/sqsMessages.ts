/**
 * What SQS refuses of a message before it takes it, so that a sender that works on the local
 * stack works in AWS: the size of the body and its attributes together, the attributes' count,
 * names, types and values, the delay, and a batch's entries (ids, and their sizes together).
 */

export interface IncomingMessage {
  body: string;
  delaySeconds: number;
  messageAttributes?: Record<string, MessageAttributeValue>;
  /** A FIFO queue's: the group whose order the message keeps, and what makes a resend the same message. */
  groupId?: string;
  deduplicationId?: string;
}

export interface MessageAttributeValue {
  DataType: string;
  StringValue?: string;
  BinaryValue?: string;
}

/**
 * A queue's largest message. SQS allows queues up to 1 MiB, but a queue made with 256 KiB keeps
 * it; the stand-in holds the smaller, which every queue takes.
 */
export const MAX_MESSAGE_BYTES = 256 * 1024;
const MAX_ATTRIBUTES = 10;
const MAX_DELAY_SECONDS = 900;

export class SqsError extends Error {
  constructor(
    readonly code: string,
    readonly queryCode: string,
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

const invalidParameter = (message: string) => new SqsError('InvalidParameterValue', 'InvalidParameterValue', message);

/** A whole number parameter within SQS's bounds, as SQS refuses one outside them. */
export function whole(value: unknown, name: string, min: number, max: number): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < min || number > max) {
    throw invalidParameter(`Value ${String(value)} for parameter ${name} is invalid. Must be between ${min} and ${max}.`);
  }
  return number;
}

/** A SendMessage call, or one entry of SendMessageBatch, as SQS checks it. */
export function toMessage(input: Record<string, unknown>): IncomingMessage {
  const body = input.MessageBody;
  if (typeof body !== 'string' || body.length === 0) {
    throw new SqsError('MissingParameter', 'MissingParameter', 'The request must contain the parameter MessageBody.');
  }
  const messageAttributes = input.MessageAttributes as Record<string, MessageAttributeValue> | undefined;
  const size = Buffer.byteLength(body) + attributesSize(messageAttributes ?? {});
  if (size > MAX_MESSAGE_BYTES) {
    throw invalidParameter(`One or more parameters are invalid. Reason: Message must be shorter than ${MAX_MESSAGE_BYTES} bytes.`);
  }
  return {
    body,
    delaySeconds: input.DelaySeconds === undefined ? 0 : whole(input.DelaySeconds, 'DelaySeconds', 0, MAX_DELAY_SECONDS),
    messageAttributes,
    groupId: orderingId(input.MessageGroupId, 'MessageGroupId'),
    deduplicationId: orderingId(input.MessageDeduplicationId, 'MessageDeduplicationId'),
  };
}

/** A group or deduplication id as SQS takes one: 1 to 128 of the printable ASCII characters. */
function orderingId(value: unknown, name: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !/^[\x21-\x7e]{1,128}$/.test(value)) {
    throw invalidParameter(
      `Value ${String(value)} for parameter ${name} is invalid. Reason: ${name} can only include alphanumeric and punctuation characters. 1 to 128 in length.`,
    );
  }
  return value;
}

/**
 * What a FIFO queue asks of every message and a standard queue refuses: a group id, a
 * deduplication id (the shop's FIFO queues have no content-based deduplication), and no delay of
 * its own; a standard queue takes no deduplication id.
 */
export function checkOrdering(fifo: boolean, messages: readonly IncomingMessage[], delayGiven: (index: number) => boolean): void {
  messages.forEach((message, index) => {
    if (fifo) {
      if (!message.groupId)
        throw new SqsError('MissingParameter', 'MissingParameter', 'The request must contain the parameter MessageGroupId.');
      if (!message.deduplicationId) {
        throw invalidParameter(
          'The queue should either have ContentBasedDeduplication enabled or MessageDeduplicationId provided explicitly',
        );
      }
      if (delayGiven(index)) {
        throw invalidParameter(
          `Value ${message.delaySeconds} for parameter DelaySeconds is invalid. Reason: The request include parameter that is not valid for this queue type.`,
        );
      }
    } else if (message.deduplicationId !== undefined) {
      throw invalidParameter(
        'The request include parameter MessageDeduplicationId that is not valid for this queue type. Reason: Only FIFO queues support deduplication.',
      );
    }
  });
}

/** The attributes' part of the message's size (name, type and value of each, as SQS counts it), once they are checked. */
function attributesSize(attributes: Record<string, MessageAttributeValue>): number {
  const entries = Object.entries(attributes);
  if (entries.length > MAX_ATTRIBUTES) {
    throw invalidParameter(`Number of message attributes [${entries.length}] exceeds the allowed maximum [${MAX_ATTRIBUTES}].`);
  }
  let size = 0;
  for (const [name, value] of entries) {
    if (!validAttributeName(name)) throw invalidParameter(`Message (user) attribute name '${name}' is invalid.`);
    const type = value?.DataType ?? '';
    if (!/^(String|Number|Binary)(\.[^\s]+)?$/.test(type) || type.length > 256) {
      throw invalidParameter(`The type of message (user) attribute '${name}' is invalid: '${type}'.`);
    }
    const binary = type.startsWith('Binary');
    const data = binary ? Buffer.from(value.BinaryValue ?? '', 'base64') : Buffer.from(value.StringValue ?? '', 'utf8');
    if (data.length === 0) {
      throw invalidParameter(
        `Message (user) attribute '${name}' must contain a non-empty value of type '${binary ? 'Binary' : 'String'}'.`,
      );
    }
    if (type.startsWith('Number') && !Number.isFinite(Number(value.StringValue))) {
      throw invalidParameter(`Can't cast the value of message (user) attribute '${name}' to a number.`);
    }
    size += Buffer.byteLength(name) + Buffer.byteLength(type) + data.length;
  }
  return size;
}

/** As SQS names attributes: letters, digits, `_`, `-` and `.`, no leading, trailing or doubled period, nothing AWS keeps for itself. */
function validAttributeName(name: string): boolean {
  return (
    name.length > 0 &&
    name.length <= 256 &&
    /^[A-Za-z0-9_.-]+$/.test(name) &&
    !name.startsWith('.') &&
    !name.endsWith('.') &&
    !name.includes('..') &&
    !/^(aws|amazon)\./i.test(name)
  );
}

/** A batch call's entries: one to ten, each with its own id of SQS's form. */
export function batchEntries(input: Record<string, unknown>): Record<string, unknown>[] {
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
  const seen = new Set<string>();
  for (const { Id } of entries) {
    if (typeof Id !== 'string' || !/^[A-Za-z0-9_-]{1,80}$/.test(Id)) {
      throw new SqsError(
        'InvalidBatchEntryId',
        'AWS.SimpleQueueService.InvalidBatchEntryId',
        'A batch entry id can only contain alphanumeric characters, hyphens and underscores. It can be at most 80 letters long.',
      );
    }
    if (seen.has(Id))
      throw new SqsError('BatchEntryIdsNotDistinct', 'AWS.SimpleQueueService.BatchEntryIdsNotDistinct', `Id ${Id} repeated.`);
    seen.add(Id);
  }
  return entries;
}

/** SendMessageBatch's messages, which SQS limits together to what one message may be. */
export function batchMessages(entries: Record<string, unknown>[]): IncomingMessage[] {
  const messages = entries.map(toMessage);
  const size = messages.reduce(
    (sum, m) => sum + Buffer.byteLength(m.body) + (m.messageAttributes ? attributesSize(m.messageAttributes) : 0),
    0,
  );
  if (size > MAX_MESSAGE_BYTES) {
    throw new SqsError(
      'BatchRequestTooLong',
      'AWS.SimpleQueueService.BatchRequestTooLong',
      `Batch requests cannot be longer than ${MAX_MESSAGE_BYTES} bytes. You have sent ${size} bytes.`,
    );
  }
  return messages;
}
