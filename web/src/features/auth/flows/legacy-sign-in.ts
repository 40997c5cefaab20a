import type { ExchangeCodeResponse } from '@quarry/contracts/auth';
import { paths } from '@/config/paths';
import { toast } from '@/hooks/use-toast';
import { startAuthorization, takeSavedState } from '@/lib/authorization';
import type { FlowContext } from '@/lib/flow-context';
import { serverMessage } from '@/lib/server-message';
import { checkSession } from '@/modules/account/api/check-session';
import { resetEncryptionNotice } from '@/modules/account/utils/encryption-notice';
import { exchangeLegacyCode } from '../api/exchange-legacy-code';
import type { CallbackParams } from './callback-params';

export const LEGACY_REDIRECT_MS = 1500;
export const LEGACY_FAILURE_RETURN_MS = 3000;

/** Step 1 is Google authentication; step 2 (the AI key) is reached with 'Continue to Setup Now'. */
export type LegacyView =
  | { status: 'processing' }
  | { status: 'redirecting' }
  | { status: 'signed-in'; setupRequired: boolean; message: string }
  | { status: 'error'; message: string };

async function hasSession(): Promise<boolean> {
  try {
    return await checkSession();
  } catch {
    return false;
  }
}

/** The legacy two-step /oauth page (spec part 1 section 4, Legacy /oauth). */
export async function runLegacySignIn(params: CallbackParams, context: FlowContext<LegacyView>) {
  const fail = async (message: string) => {
    context.show({ status: 'error', message });
    await context.wait(LEGACY_FAILURE_RETURN_MS);
    context.navigate(paths.home.getHref());
  };

  if (await hasSession()) return context.navigate(paths.chatInterface.getHref());
  if (params.error) return fail(`OAuth error: ${params.error}`);
  if (!params.code) {
    context.show({ status: 'redirecting' });
    try {
      await startAuthorization('legacy');
    } catch (error) {
      const description = error instanceof Error && error.message ? error.message : 'Please try again';
      toast({ title: 'Authentication Failed', description, variant: 'destructive' });
      await fail(description);
    }
    return;
  }
  const saved = takeSavedState();
  if (saved === null || saved !== params.state)
    return fail('Invalid state parameter - potential CSRF attack');

  let result: ExchangeCodeResponse;
  try {
    result = await exchangeLegacyCode({
      code: params.code,
      state: params.state,
      redirectUri: `${window.location.origin}${paths.oauth.getHref()}`,
    });
  } catch (error) {
    return fail(serverMessage(error) || 'Token exchange failed');
  }

  resetEncryptionNotice();
  const setupRequired = !result.isSetupComplete;
  context.show({ status: 'signed-in', setupRequired, message: result.message });
  await context.wait(LEGACY_REDIRECT_MS);
  context.navigate(setupRequired ? paths.apiKey.getHref() : paths.chatInterface.getHref());
}
