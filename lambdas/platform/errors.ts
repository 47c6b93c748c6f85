import { type Message, messagesOf } from '@shop/shared/messages';
import { HTTP_MESSAGES } from './httpMessages.ts';
import { HTTP_MESSAGES_IN_CROATIAN } from './httpMessagesInCroatian.ts';

/** The HTTP layer's own messages: codes `http.*` (docs/decisions/090-messages-with-codes.md). */
export const HTTP = /* @__PURE__ */ messagesOf('http', { en: HTTP_MESSAGES, hr: HTTP_MESSAGES_IN_CROATIAN });

/**
 * Errors a use case raises when the caller asked for something the shop must refuse.
 * The HTTP layer turns them into 4xx answers (or a 503 when the shop is too busy) with
 * `{ message, code, errors }`; anything else that escapes is a bug and becomes a 500.
 * A refusal is a message with its code; a text without one is English looked up for its
 * Croatian (decision 048) until its area has its catalogue.
 */
export class HttpError extends Error {
  /** The refusal as its area's message, when it is one. */
  readonly said: Message | undefined;

  constructor(
    readonly statusCode: number,
    message: Message | string,
    readonly errors?: Record<string, Message | string>,
    /** Headers the answer carries besides JSON's, e.g. Retry-After on a 503. */
    readonly headers?: Record<string, string>,
  ) {
    super(typeof message === 'string' ? message : message.text.en);
    this.name = 'HttpError';
    this.said = typeof message === 'string' ? undefined : message;
  }
}

type Said = Message | string;

export const badRequest = (message: Said, errors?: Record<string, Said>) => new HttpError(400, message, errors);
export const unauthorized = (message: Said = HTTP.logIn) => new HttpError(401, message);
export const forbidden = (message: Said = HTTP.notYours) => new HttpError(403, message);
export const notFound = (message: Said = HTTP.notFound) => new HttpError(404, message);
export const conflict = (message: Said, errors?: Record<string, Said>) => new HttpError(409, message, errors);
export const badGateway = (message: Said) => new HttpError(502, message);
