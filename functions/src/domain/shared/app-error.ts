/**
 * The one error type the backend raises on purpose. `code` is stable (AREA.REASON) so logs, tests
 * and the SPA can rely on it; `errorCode` is the spec's client-facing code where it defines one
 * (SUBSCRIPTION_REQUIRED, GEMINI_KEY_REQUIRED, ...).
 */
export class AppError extends Error {
  readonly code: string;
  readonly httpStatus: number;
  readonly errorCode: string | undefined;
  readonly redirectUrl: string | undefined;
  readonly details: unknown;
  /** How long the caller should wait before asking again (sent as Retry-After and in the body). */
  readonly retryAfterSeconds: number | undefined;

  constructor(init: {
    code: string;
    httpStatus: number;
    message: string;
    errorCode?: string;
    redirectUrl?: string;
    details?: unknown;
    retryAfterSeconds?: number;
  }) {
    super(init.message);
    this.name = 'AppError';
    this.code = init.code;
    this.httpStatus = init.httpStatus;
    this.errorCode = init.errorCode;
    this.redirectUrl = init.redirectUrl;
    this.details = init.details;
    this.retryAfterSeconds = init.retryAfterSeconds;
  }

  static badRequest(message: string, details?: unknown): AppError {
    return new AppError({ code: 'REQUEST.INVALID', httpStatus: 400, message, details });
  }

  static notFound(message: string): AppError {
    return new AppError({ code: 'RESOURCE.NOT_FOUND', httpStatus: 404, message });
  }

  static forbidden(message: string, code = 'ACCESS.FORBIDDEN'): AppError {
    return new AppError({ code, httpStatus: 403, message });
  }
}
