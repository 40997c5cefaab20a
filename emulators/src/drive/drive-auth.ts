import type { NextFunction, Request, Response } from 'express';
import type { EmulatorContext } from '../shared/context';
import { insufficientScopes, invalidCredentials, sendDriveError } from './drive-errors';

/** Scopes that let a token read files (Drive also accepts the full scope for reads). */
export const DRIVE_READ_SCOPES = [
  'https://www.googleapis.com/auth/drive.readonly',
  'https://www.googleapis.com/auth/drive',
];

/** The account a request acts for, set by driveAuth. */
export function accountOf(res: Response): string {
  return res.locals.driveAccount as string;
}

/**
 * Checks `Authorization: Bearer <token>` against the emulated Google's tokens, as Drive does:
 * unknown, expired or revoked → 401; a token without a Drive scope → 403.
 */
export function driveAuth(context: EmulatorContext) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const header = req.get('authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    const grant = match ? context.tokens.checkAccessToken(match[1]!) : undefined;
    if (!grant) {
      sendDriveError(res, invalidCredentials());
      return;
    }
    if (!grant.scopes.some((scope) => DRIVE_READ_SCOPES.includes(scope))) {
      sendDriveError(res, insufficientScopes());
      return;
    }
    res.locals.driveAccount = grant.email.toLowerCase();
    next();
  };
}
