import { AuthorizationUrlResponse } from '@quarry/contracts/auth';
import { DRIVE_FILE_PURPOSE } from '@quarry/contracts/exports';
import { api } from '@/lib/api-client';
import { OAUTH_STATE_KEY } from '@/lib/authorization';
import { type PendingGoogleDoc, rememberPendingGoogleDoc } from '../utils/pending-google-doc';

/**
 * Asks Google for the `drive.file` scope (incremental, like Drive access): keeps the state, the
 * report to come back to and the save to make there, then leaves the page.
 */
export async function startDriveFileAuthorization(pending: PendingGoogleDoc): Promise<void> {
  const { url, state, redirectUri } = await api.request('POST', '/api/auth/authorization-url', {
    body: { purpose: DRIVE_FILE_PURPOSE },
    schema: AuthorizationUrlResponse,
  });
  sessionStorage.setItem(OAUTH_STATE_KEY, state);
  rememberPendingGoogleDoc(pending, redirectUri);
  window.location.assign(url);
}
