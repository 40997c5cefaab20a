import { ErrorBody } from '@quarry/contracts/errors';
import { ApiError } from './api-error';

/**
 * The `message` field of a failed call's JSON body, when it had one. Screens show it, or else their
 * own default text from the spec (a body without a message, a network failure, a bad response).
 */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const body = ErrorBody.partial().safeParse(error.data);
  return body.success ? body.data.message : undefined;
}
