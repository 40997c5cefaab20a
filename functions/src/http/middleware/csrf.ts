import type { RequestHandler } from 'express';
import { AppError } from '../../domain/shared/app-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * docs/architecture/security.md: a state-changing request must come from the app's own origin and carry either
 * no body or a JSON one. A cross-site form post or fetch cannot meet both, so no token is needed.
 * `exemptPaths` is for callers that prove themselves another way (signed webhooks).
 */
export function csrfGuard(allowedOrigins: string[], exemptPaths: string[] = []): RequestHandler {
  const origins = new Set(allowedOrigins);
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method) || exemptPaths.includes(req.path)) return next();
    const origin = req.get('origin');
    if (!origin || !origins.has(origin)) {
      throw new AppError({ code: 'CSRF.ORIGIN', httpStatus: 403, message: 'Request origin not allowed' });
    }
    const hasBody = Number(req.get('content-length') ?? 0) > 0 || req.get('transfer-encoding') !== undefined;
    if (hasBody && !req.is('application/json')) {
      throw new AppError({
        code: 'CSRF.CONTENT_TYPE',
        httpStatus: 403,
        message: 'Request body must be JSON',
      });
    }
    next();
  };
}
