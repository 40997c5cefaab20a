import type { RequestHandler } from 'express';
import helmet from 'helmet';

/**
 * Security headers for every response, with a Content-Security-Policy that keeps the SPA (and any
 * report HTML it renders) from loading scripts, frames or images from other hosts.
 * `scriptOrigins` lists the few outside script hosts the SPA needs (the reCAPTCHA script), which
 * may also frame; `frameOrigins` hosts that only frame (the Google Picker's dialog).
 */
export function securityHeaders(
  options: { scriptOrigins?: string[]; connectOrigins?: string[]; frameOrigins?: string[] } = {},
): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(options.scriptOrigins ?? [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...(options.connectOrigins ?? [])],
        frameSrc: ["'self'", ...(options.scriptOrigins ?? []), ...(options.frameOrigins ?? [])],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
