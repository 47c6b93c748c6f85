/**
 * Errors a use case raises when the caller asked for something the shop must refuse.
 * The HTTP layer turns them into 4xx answers (or a 503 when the shop is too busy) with
 * `{ message, errors }`; anything else that escapes is a bug and becomes a 500.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
    /** Headers the answer carries besides JSON's, e.g. Retry-After on a 503. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) => new HttpError(400, message, errors);
export const unauthorized = (message = 'Please log in.') => new HttpError(401, message);
export const forbidden = (message = 'This is not yours.') => new HttpError(403, message);
export const notFound = (message = 'Not found.') => new HttpError(404, message);
export const conflict = (message: string, errors?: Record<string, string>) => new HttpError(409, message, errors);
export const badGateway = (message: string) => new HttpError(502, message);
