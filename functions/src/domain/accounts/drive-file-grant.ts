import { DRIVE_FILE_AUTH_MESSAGE, DRIVE_FILE_AUTH_REQUIRED } from '@quarry/contracts/exports';
import { SCOPES } from '../../ports/identity-provider.port';
import { AppError } from '../shared/app-error';
import type { AccountDeps } from './account-deps';
import type { DriveGrantKind } from './drive-access';
import { type CodeReturn, redeemForUser, storeDriveGrant } from './sign-in';

/**
 * The return from the drive.file authorization (purpose 'drive-file', docs/decisions/exports.md): the signed-in
 * person's own grant to create files in their Drive, sealed as its own secret beside the read
 * grant. Team members give it too: it opens only the files Quarry creates, never their drive.
 */
export async function authorizeDriveFile(deps: AccountDeps, uid: string, input: CodeReturn): Promise<void> {
  const { profile, tokens } = await redeemForUser(
    deps,
    'drive-file',
    uid,
    input,
    (email) => `Please allow this with the account you signed in with (${email}).`,
  );
  if (!tokens.scopes.includes(SCOPES.driveFile) || !tokens.refreshToken) {
    throw new AppError({
      code: 'AUTH.DRIVE_FILE_NOT_GRANTED',
      httpStatus: 400,
      message:
        'Permission to create files in your Google Drive was not granted, so the report was not saved.',
    });
  }
  await storeDriveGrant(
    deps,
    uid,
    { refreshToken: tokens.refreshToken, scopes: tokens.scopes, email: profile.email },
    'driveFileToken',
  );
}

export function driveFileAuthRequired(): AppError {
  return new AppError({
    code: 'DRIVE.FILE_AUTH_REQUIRED',
    httpStatus: 403,
    message: DRIVE_FILE_AUTH_MESSAGE,
    errorCode: DRIVE_FILE_AUTH_REQUIRED,
  });
}

/** The drive.file grant: one Google refused (revoked) is dropped, and the person asked again. */
export const FILE_GRANT: DriveGrantKind = {
  secret: 'driveFileToken',
  reauth: driveFileAuthRequired,
  dropRefused: true,
};
