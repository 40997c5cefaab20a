import type { StripeErrorBody } from './objects';

/** An error Stripe would answer with: its HTTP status and the body under `error`. */
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeErrorBody,
  ) {
    super(body.message);
  }
}

/** Stripe's own names for objects in "No such ..." messages. */
export type ResourceName =
  | 'customer'
  | 'product'
  | 'price'
  | 'setupintent'
  | 'PaymentMethod'
  | 'subscription'
  | 'invoice'
  | 'event'
  | 'webhook endpoint'
  | 'billing portal session';

export function missing(resource: ResourceName, id: string, param?: string): StripeApiError {
  return new StripeApiError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${resource}: '${id}'`,
    ...(param ? { param } : {}),
    doc_url: 'https://stripe.com/docs/error-codes/resource-missing',
  });
}

export function invalid(message: string, param?: string, code?: string): StripeApiError {
  return new StripeApiError(400, {
    type: 'invalid_request_error',
    message,
    ...(code ? { code } : {}),
    ...(param ? { param } : {}),
  });
}

export function missingParam(param: string): StripeApiError {
  return invalid(`Missing required param: ${param}.`, param, 'parameter_missing');
}

export function unauthorized(message: string): StripeApiError {
  return new StripeApiError(401, { type: 'invalid_request_error', message });
}
