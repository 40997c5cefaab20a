import { paths } from '@/config/paths';
import { toast } from '@/hooks/use-toast';
import { SessionExpiredError } from '@/lib/api-error';
import { takeSavedState } from '@/lib/authorization';
import type { FlowContext } from '@/lib/flow-context';
import { serverMessage } from '@/lib/server-message';
import { checkGeminiKey } from '@/modules/account/api/check-gemini-key';
import { checkSession } from '@/modules/account/api/check-session';
import { exchangeDriveCode } from '../api/exchange-drive-code';
import type { CallbackParams } from './callback-params';
import type { CallbackView } from './callback-view';

export const DRIVE_REDIRECT_MS = 1500;

/** After drive access is granted: no session goes home; otherwise the AI key decides the next page. */
async function nextPage(): Promise<string> {
  try {
    if (!(await checkSession())) return paths.home.getHref();
    return (await checkGeminiKey()) ? paths.chatInterface.getHref() : paths.apiKey.getHref();
  } catch {
    return paths.home.getHref();
  }
}

/** The /drive-callback page: Google's return from a drive-only authorization (spec part 2). */
export async function runDriveCallback(params: CallbackParams, context: FlowContext<CallbackView>) {
  const fail = (message: string) => {
    context.show({ status: 'error', message });
    toast({ title: 'Authorization Failed', description: message, variant: 'destructive' });
  };

  if (params.error) return fail(`OAuth error: ${params.error}`);
  if (!params.code) return fail('No authorization code received from Google');
  const saved = takeSavedState();
  if (saved === null || saved !== params.state) return fail('Invalid state parameter - possible CSRF attack');

  try {
    const result = await exchangeDriveCode({
      code: params.code,
      state: params.state,
      redirectUri: `${window.location.origin}${paths.driveCallback.getHref()}`,
    });
    context.show({ status: 'success', message: result.message });
  } catch (error) {
    // Without a session the API client has already said so and is taking the user home.
    if (error instanceof SessionExpiredError) return;
    const fallback = error instanceof Error && error.message ? error.message : 'Authorization failed';
    return fail(serverMessage(error) || fallback);
  }

  await context.wait(DRIVE_REDIRECT_MS);
  context.navigate(await nextPage());
}
