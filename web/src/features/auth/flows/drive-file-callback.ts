import { DRIVE_FILE_OAUTH_PATH } from '@quarry/contracts/exports';
import { paths } from '@/config/paths';
import { toast } from '@/hooks/use-toast';
import { api } from '@/lib/api-client';
import { SessionExpiredError } from '@/lib/api-error';
import { takeSavedState } from '@/lib/authorization';
import type { FlowContext } from '@/lib/flow-context';
import { serverMessage } from '@/lib/server-message';
import {
  forgetPendingGoogleDoc,
  pendingReturnPath,
  takeRedirectUri,
} from '@/modules/report-export/utils/pending-google-doc';
import type { CallbackParams } from './callback-params';
import type { CallbackView } from './callback-view';

export const DRIVE_FILE_RETURN_MS = 1000;

/**
 * Google's return from the `drive.file` authorization (docs/decisions/exports.md): the code is exchanged,
 * then the report's page opens again and makes the save that was waiting (pending-google-doc).
 */
export async function runDriveFileCallback(params: CallbackParams, context: FlowContext<CallbackView>) {
  const fail = (message: string) => {
    forgetPendingGoogleDoc();
    context.show({ status: 'error', message });
    toast({ title: 'Authorization Failed', description: message, variant: 'destructive' });
  };
  const redirectUri = takeRedirectUri() ?? `${window.location.origin}${paths.driveFileCallback.getHref()}`;
  if (params.error) return fail(`OAuth error: ${params.error}`);
  if (!params.code) return fail('No authorization code received from Google');
  const saved = takeSavedState();
  if (saved === null || saved !== params.state) return fail('Invalid state parameter - possible CSRF attack');

  try {
    await api.request('POST', DRIVE_FILE_OAUTH_PATH, {
      body: { code: params.code, state: params.state, redirectUri },
    });
  } catch (error) {
    if (error instanceof SessionExpiredError) return;
    const fallback = error instanceof Error && error.message ? error.message : 'Authorization failed';
    return fail(serverMessage(error) || fallback);
  }
  context.show({ status: 'success', message: 'Saving your report to Google Docs...' });
  await context.wait(DRIVE_FILE_RETURN_MS);
  context.navigate(pendingReturnPath() ?? '/');
}
