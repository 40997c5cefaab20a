import type { NextFunction, Request, Response } from 'express';
import { type GoogleError, invalidKey, missingKey, sendGoogleError } from './google-errors';

/**
 * A key shaped like a real one that the emulator always rejects, so tests and people can see the
 * "invalid key" path. 39 characters, like every Gemini key.
 */
export const DOCUMENTED_BAD_KEY = 'AIzaSyDOCUMENTEDxBADxKEYxFORxTESTSxxxxx';

/** Google API keys: "AIza" then 35 characters of [A-Za-z0-9_-]. */
const KEY_SHAPE = /^AIza[A-Za-z0-9_-]{35}$/;

/** The key from the `x-goog-api-key` header (what @google/genai sends) or the `key` query parameter. */
export function apiKeyOf(req: Request): string | undefined {
  const header = req.get('x-goog-api-key');
  if (header) return header;
  const query = req.query.key;
  return typeof query === 'string' && query !== '' ? query : undefined;
}

export function checkApiKey(key: string | undefined): GoogleError | undefined {
  if (key === undefined) return missingKey();
  if (!KEY_SHAPE.test(key) || key === DOCUMENTED_BAD_KEY) return invalidKey();
  return undefined;
}

export function requireApiKey(req: Request, res: Response, next: NextFunction): void {
  const problem = checkApiKey(apiKeyOf(req));
  if (problem) {
    sendGoogleError(res, problem);
    return;
  }
  next();
}
