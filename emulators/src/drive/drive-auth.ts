import type { NextFunction, Request, Response } from 'express';
import type { EmulatorContext } from '../shared/context';
import type { TokenGrant } from '../shared/tokens';
import { insufficientScopes, invalidCredentials, sendDriveError } from './drive-errors';

/** Scopes that let a token read every file (Drive also accepts the full scope for reads). */
export const DRIVE_READ_SCOPES = [
  'https://www.googleapis.com/auth/drive.readonly',
  'https://www.googleapis.com/auth/drive',
];

/** Only the files the app created (or, in Drive, was given by the person; not emulated). */
export const DRIVE_FILE_SCOPE = 'https://www.googleapis.com/auth/drive.file';

/** Scopes that let a token create files. */
const DRIVE_WRITE_SCOPES = ['https://www.googleapis.com/auth/drive', DRIVE_FILE_SCOPE];

/** The account a request acts for, set by driveAuth. */
export function accountOf(res: Response): string {
  return res.locals.driveAccount as string;
}

/** The grant of the request's token, set by driveAuth. */
export function grantOf(res: Response): TokenGrant {
  return res.locals.driveGrant as TokenGrant;
}

/** Whether the token sees the whole drive, or (drive.file alone) only what its app created. */
export function readsEverything(grant: TokenGrant): boolean {
  return grant.scopes.some((scope) => DRIVE_READ_SCOPES.includes(scope));
}

export function mayCreate(grant: TokenGrant): boolean {
  return grant.scopes.some((scope) => DRIVE_WRITE_SCOPES.includes(scope));
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
    if (!readsEverything(grant) && !grant.scopes.includes(DRIVE_FILE_SCOPE)) {
      sendDriveError(res, insufficientScopes());
      return;
    }
    res.locals.driveAccount = grant.email.toLowerCase();
    res.locals.driveGrant = grant;
    next();
  };
}
