import type { UnifiedOAuthResponse } from '@quarry/contracts/auth';
import { INVITATION_ACCOUNT_MISMATCH } from '@quarry/contracts/errors';
import { paths } from '@/config/paths';
import { toast } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api-error';
import { takeSavedState } from '@/lib/authorization';
import type { FlowContext } from '@/lib/flow-context';
import { serverMessage } from '@/lib/server-message';
import { getProfile } from '@/modules/account/api/get-profile';
import { resetEncryptionNotice } from '@/modules/account/utils/encryption-notice';
import { exchangeSignInCode } from '../api/exchange-sign-in-code';
import { takeReturnPath } from '../utils/return-path';
import type { CallbackParams } from './callback-params';
import type { CallbackView } from './callback-view';
import { deletionUnderWay } from './deletion-under-way';
import { INVITED_EMAIL_KEY } from './team-join';

export const SIGN_IN_REDIRECT_MS = 2000;
export const SIGN_IN_FAILURE_RETURN_MS = 5000;

function failureMessage(error: unknown): string {
  if (error instanceof ApiError) {
    return `Server error (${error.status}): ${serverMessage(error) || 'Authentication failed'}`;
  }
  return error instanceof Error && error.message ? error.message : 'Authentication failed';
}

/**
 * Where a signed-in user goes next: the path a link brought them from (`returnTo`, already checked),
 * unless a creator still has setup to do; otherwise the spec's destinations.
 */
async function nextStep(
  result: UnifiedOAuthResponse,
  returnTo: string | null,
): Promise<{ to: string; message: string }> {
  const step = await usualStep(result);
  const setupFirst = result.needsGeminiKey && !result.isTeamMemberSignup;
  return returnTo && !setupFirst ? { ...step, to: returnTo } : step;
}

/** Spec part 1 section 4, step 4: where a signed-in user goes next, and what the page says meanwhile. */
async function usualStep(result: UnifiedOAuthResponse): Promise<{ to: string; message: string }> {
  if (result.isTeamMemberSignup) {
    return { to: paths.teamDashboard.getHref(), message: 'Welcome! Taking you to your team dashboard...' };
  }
  if (result.needsGeminiKey) {
    return result.hasGoogleDriveAccess && result.hasEncryptedDriveToken
      ? { to: paths.apiKey.getHref(), message: 'Signed in. Next, add your Gemini API key...' }
      : { to: paths.onboarding.getHref(), message: 'Signed in. Next, authorize Google Drive...' };
  }
  try {
    const profile = await getProfile();
    if (profile.userType !== 'creator') {
      return {
        to: paths.teamDashboard.getHref(),
        message: 'Signed in. Taking you to your team dashboard...',
      };
    }
  } catch {
    // The spec sends anyone whose profile cannot be read to the chat interface.
  }
  return { to: paths.chatInterface.getHref(), message: 'Signed in. Taking you to Quarry...' };
}

/** The /oauth-callback page: Google's return from the unified sign-in. */
export async function runSignInCallback(params: CallbackParams, context: FlowContext<CallbackView>) {
  const fail = async (message: string) => {
    context.show({ status: 'error', message });
    toast({ title: 'Authentication Failed', description: message, variant: 'destructive' });
    await context.wait(SIGN_IN_FAILURE_RETURN_MS);
    context.navigate(paths.home.getHref());
  };

  // Read once whatever happens, so a failed sign-in leaves no stale path behind.
  const returnTo = takeReturnPath();
  if (params.error) return fail(`OAuth error: ${params.error}`);
  if (!params.code) return fail('No authorization code received from Google');
  if (takeSavedState() !== params.state) {
    // The server holds the state it issued and rejects a wrong one; a new tab's empty session storage is not an attack.
    console.warn('OAuth state differs from the one saved in this tab; the server will check it.');
  }

  let result: UnifiedOAuthResponse;
  try {
    result = await exchangeSignInCode({
      code: params.code,
      state: params.state ?? '',
      redirectUri: `${window.location.origin}${paths.oauthCallback.getHref()}`,
    });
  } catch (error) {
    if (error instanceof ApiError && error.errorCode === INVITATION_ACCOUNT_MISMATCH) {
      // The person chooses what next (the invited account, or home); nothing here moves on its own.
      const invitedEmail = sessionStorage.getItem(INVITED_EMAIL_KEY) ?? undefined;
      return context.show({
        status: 'error',
        message: serverMessage(error) ?? 'This invitation is for another Google account.',
        otherAccount: { title: 'Wrong Google Account', invitedEmail },
      });
    }
    // Nothing failed: the account is still being deleted. No toast, no move: the page says when.
    const waiting = deletionUnderWay(error);
    if (waiting) return context.show(waiting);
    return fail(failureMessage(error));
  }

  resetEncryptionNotice();
  const { to, message } = await nextStep(result, returnTo);
  context.show({ status: 'success', message });
  await context.wait(SIGN_IN_REDIRECT_MS);
  context.navigate(to);
}
