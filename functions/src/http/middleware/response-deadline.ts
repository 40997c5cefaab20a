import type { ErrorBody } from '@quarry/contracts/errors';
import type { RequestHandler, Response } from 'express';

/** The error code of a request the app answered itself because it ran out of time. */
export const REQUEST_TIMEOUT = 'REQUEST_TIMEOUT';
export const REQUEST_TIMEOUT_MESSAGE =
  'This took longer than a request may take (one minute). Please try again in a moment.';

/** Set on a response once the deadline answered it: what the route sends later goes nowhere. */
export const answeredByDeadline = (res: Response): boolean => res.locals.answeredByDeadline === true;

/**
 * Firebase Hosting answers 504 to whatever its function has not answered within 60 s (docs/architecture/platform.md). A request still unanswered after `limitMs` (under that) is answered here instead,
 * with a message the page can show; the route's own answer, when it comes, is dropped. Streams have
 * answered at once and end by themselves, so they are never cut short here.
 */
export function responseDeadline(limitMs: number): RequestHandler {
  return (_req, res, next) => {
    const timer = setTimeout(() => {
      if (res.headersSent) return;
      res.locals.answeredByDeadline = true;
      const body: ErrorBody = { message: REQUEST_TIMEOUT_MESSAGE, errorCode: REQUEST_TIMEOUT };
      res.status(503).json(body);
    }, limitMs);
    res.on('close', () => clearTimeout(timer));
    next();
  };
}
