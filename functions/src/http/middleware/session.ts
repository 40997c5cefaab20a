import { parse, type SerializeOptions, serialize } from 'cookie';
import type { Request, RequestHandler, Response } from 'express';
import { SESSION_ABSOLUTE_MS, type Sessions } from '../../domain/accounts/sessions';
import { loginRequired } from '../../domain/accounts/sign-in';

declare global {
  namespace Express {
    interface Locals {
      /** The signed-in user's id, or null; set by sessionMiddleware for every API request. */
      uid: string | null;
    }
  }
}

/** `__session` is the only cookie Firebase Hosting forwards to functions. */
export const SESSION_COOKIE = '__session';

export function readSessionToken(req: Request): string | undefined {
  const header = req.headers.cookie;
  return header ? parse(header)[SESSION_COOKIE] : undefined;
}

function cookieOptions(appOrigin: string): SerializeOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    // Browsers treat http://localhost as a secure context; everywhere else the cookie needs HTTPS.
    secure: new URL(appOrigin).protocol === 'https:',
  };
}

/** Sends the session cookie: a signed-in session's by default, or a shorter-lived anonymous one's. */
export function setSessionCookie(
  res: Response,
  appOrigin: string,
  token: string,
  maxAgeMs: number = SESSION_ABSOLUTE_MS,
): void {
  res.append(
    'Set-Cookie',
    serialize(SESSION_COOKIE, token, { ...cookieOptions(appOrigin), maxAge: Math.floor(maxAgeMs / 1000) }),
  );
}

export function clearSessionCookie(res: Response, appOrigin: string): void {
  res.append('Set-Cookie', serialize(SESSION_COOKIE, '', { ...cookieOptions(appOrigin), maxAge: 0 }));
}

export function sessionMiddleware(sessions: Sessions): RequestHandler {
  return async (req, res, next) => {
    res.locals.uid = await sessions.resolve(readSessionToken(req));
    next();
  };
}

/** The signed-in user's id; anyone else gets 401 Login required (the SPA's session-loss signal). */
export function requireUid(res: Response): string {
  const uid = res.locals.uid;
  if (!uid) throw loginRequired();
  return uid;
}
