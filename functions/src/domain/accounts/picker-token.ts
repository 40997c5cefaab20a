import type { PickerTokenResponse } from '@quarry/contracts/exports';
import type { DriveAccess } from './drive-access';

/**
 * The token the Google Picker is opened with (docs/decisions/exports.md): the signed-in person's own
 * drive.file access token, never the read grant's. The Picker runs in the browser and takes the
 * token there (setOAuthToken), so this is the one Google token Quarry hands to a browser: it is
 * short-lived, opens only the files Quarry created or the person picks, and goes only to its owner.
 * Without the grant: 403 DRIVE_FILE_AUTH_REQUIRED (the drive.file access's reauth), as saving.
 */
export async function pickerToken(driveFile: DriveAccess, uid: string): Promise<PickerTokenResponse> {
  const { accessToken, expiresAt } = await driveFile.currentToken(uid);
  return { accessToken, expiresAt: new Date(expiresAt).toISOString() };
}
