import { REQUIRED_KEYS } from '@quarry/contracts/user';
import type { AccountDeps } from './account-deps';
import type { SecretPurpose } from './envelope';

/** Setup is complete when all three keys exist; the flag on the user follows the keys. */
export async function refreshSetupFlag(deps: AccountDeps, uid: string): Promise<boolean> {
  const complete = (await deps.keys.count(uid)) === REQUIRED_KEYS;
  const user = await deps.users.get(uid);
  if (user && user.isSetupComplete !== complete) {
    await deps.users.update(uid, { isSetupComplete: complete }, deps.clock.now());
  }
  return complete;
}

/** The drive grant we keep (sealed): the refresh token and what it allows. */
export interface DriveGrant {
  refreshToken: string;
  scopes: string[];
  email: string;
  grantedAt: string;
}

/** The read grant (`driveToken`), or the drive.file grant that saves Google Docs (`driveFileToken`). */
export type DriveGrantSecret = Extract<SecretPurpose, 'driveToken' | 'driveFileToken'>;

export async function readDriveGrant(
  deps: AccountDeps,
  uid: string,
  secret: DriveGrantSecret = 'driveToken',
): Promise<DriveGrant | null> {
  const sealed = await deps.keys.getSecret(uid, secret);
  return sealed ? (JSON.parse(sealed) as DriveGrant) : null;
}

/** What /drive-debug shows of the stored grant: never the refresh token itself. */
export async function driveTokenStatus(deps: AccountDeps, uid: string) {
  const grant = await readDriveGrant(deps, uid);
  if (!grant) return { token_exists: false };
  return {
    token_exists: true,
    scopes: grant.scopes,
    grantedBy: grant.email,
    grantedAt: grant.grantedAt,
    refreshable: Boolean(grant.refreshToken),
  };
}
