import type { Response } from 'express';

/** Google's JSON error body ({error: {code, message, status}}), which the gax fallback client parses. */
export function googleError(res: Response, code: 400 | 401 | 404, status: string, message: string): void {
  res.status(code).json({ error: { code, message, status } });
}

export function invalidArgument(res: Response, message: string): void {
  googleError(res, 400, 'INVALID_ARGUMENT', message);
}

export const UNAUTHENTICATED_MESSAGE =
  'Request is missing required authentication credential. Expected OAuth 2 access token, login cookie or other valid authentication credential. See https://developers.google.com/identity/sign-in/web/devconsole-project.';
