import type { ErrorBody } from '@quarry/contracts/errors';
import { DRIVE_REAUTH_REQUIRED } from '@quarry/contracts/research';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { AppError } from '../../domain/shared/app-error';
import type { Logger } from '../../log';
import { logEvent } from '../../log-events';
import { answeredByDeadline } from './response-deadline';

/** Anything thrown in a route becomes an AppError, sent as the spec's `{message, errorCode?}`. */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const http = error as { type?: string; status?: number; expose?: boolean; message?: string };
  if (http.type === 'entity.parse.failed') return AppError.badRequest('Request body is not valid JSON');
  if (http.type === 'entity.too.large') {
    return new AppError({ code: 'REQUEST.TOO_LARGE', httpStatus: 413, message: 'Request body is too large' });
  }
  // Express and its middleware (static files, body parser) mark client errors with a 4xx status.
  if (typeof http.status === 'number' && http.status >= 400 && http.status < 500) {
    const message = http.expose && http.message ? http.message : 'Request rejected';
    return new AppError({ code: 'REQUEST.REJECTED', httpStatus: http.status, message });
  }
  return new AppError({
    code: 'INTERNAL',
    httpStatus: 500,
    message: 'Something went wrong. Please try again.',
  });
}

export function errorHandler(log: Logger): ErrorRequestHandler {
  return (error, req, res, next) => {
    // The deadline answered first; the route's late answer (or error) has nowhere to go.
    if (answeredByDeadline(res)) {
      logEvent.requestAnsweredLate(log, { method: req.method, path: req.path });
      return;
    }
    if (res.headersSent) return next(error);
    const appError = toAppError(error);
    if (appError.httpStatus >= 500) {
      logEvent.requestFailed(log, {
        method: req.method,
        path: req.path,
        code: appError.code,
        cause: error instanceof Error ? error.message : String(error),
      });
    }
    const body: ErrorBody = { message: appError.message };
    if (appError.errorCode) body.errorCode = appError.errorCode;
    if (appError.redirectUrl) body.redirectUrl = appError.redirectUrl;
    if (appError.errorCode === DRIVE_REAUTH_REQUIRED) body.needsReauth = true;
    if (appError.retryAfterSeconds !== undefined) {
      body.retryAfterSeconds = appError.retryAfterSeconds;
      res.setHeader('Retry-After', String(appError.retryAfterSeconds));
    }
    res.status(appError.httpStatus).json(body);
  };
}

export const apiNotFound: RequestHandler = (req) => {
  throw AppError.notFound(`No API route for ${req.method} ${req.path}`);
};
