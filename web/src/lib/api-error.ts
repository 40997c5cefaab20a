import { ErrorBody } from '@quarry/contracts/errors';

/** A non-OK API response (spec part 1 section 7): the server's message plus what callers branch on. */
export class ApiError extends Error {
  override readonly name: string = 'ApiError';
  readonly status: number;
  readonly errorCode: string | undefined;
  readonly redirectUrl: string | undefined;
  /** The full response body: parsed JSON, or the raw text when the body is not JSON. */
  readonly data: unknown;

  constructor(
    message: string,
    init: { status: number; errorCode?: string; redirectUrl?: string; data: unknown },
  ) {
    super(message);
    this.status = init.status;
    this.errorCode = init.errorCode;
    this.redirectUrl = init.redirectUrl;
    this.data = init.data;
  }
}

export const SESSION_EXPIRED_MESSAGE = 'Authentication required - redirecting to login';

/** Thrown on session loss, after the 'Session Expired' toast, so callers can skip their own error toast. */
export class SessionExpiredError extends ApiError {
  override readonly name: string = 'SessionExpiredError';
}

export type ResponseBody = { isJson: true; json: unknown; text: string } | { isJson: false; text: string };

export async function readBody(response: Response): Promise<ResponseBody> {
  const text = await response.text();
  try {
    return { isJson: true, json: JSON.parse(text), text };
  } catch {
    return { isJson: false, text };
  }
}

/** Builds the error for a non-OK response from its already-read body. */
export function toApiError(response: Response, body: ResponseBody): ApiError {
  const fields = body.isJson ? ErrorBody.partial().safeParse(body.json) : undefined;
  const known = fields?.success ? fields.data : {};
  const message =
    body.isJson && known.message !== undefined
      ? known.message
      : `${response.status}: ${body.text || response.statusText}`;
  return new ApiError(message, {
    status: response.status,
    errorCode: known.errorCode,
    redirectUrl: known.redirectUrl,
    data: body.isJson ? body.json : body.text,
  });
}
