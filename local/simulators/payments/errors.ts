/**
 * Errors in Stripe's shape, so the SDK raises the same error classes it would against the
 * real API (400/404 → StripeInvalidRequestError with `param`, 401 → StripeAuthenticationError).
 */

export interface StripeErrorBody {
  error: {
    type: 'invalid_request_error' | 'idempotency_error';
    message: string;
    param?: string;
    code?: string;
  };
}

export class StripeApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: StripeErrorBody,
  ) {
    super(body.error.message);
    this.name = 'StripeApiError';
  }
}

export function invalidRequest(message: string, param?: string, code?: string): StripeApiError {
  return new StripeApiError(400, { error: { type: 'invalid_request_error', message, param, code } });
}

export function missingParam(param: string): StripeApiError {
  return invalidRequest(`Missing required param: ${param}.`, param, 'parameter_missing');
}

export function resourceMissing(kind: string, id: string, param = 'id'): StripeApiError {
  return new StripeApiError(404, {
    error: { type: 'invalid_request_error', message: `No such ${kind}: '${id}'`, param, code: 'resource_missing' },
  });
}

export function unauthorized(message: string): StripeApiError {
  return new StripeApiError(401, { error: { type: 'invalid_request_error', message } });
}
