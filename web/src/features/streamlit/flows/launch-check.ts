import { REQUIRED_KEYS } from '@quarry/contracts/user';
import type { QueryClient } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { toast } from '@/hooks/use-toast';
import { SessionExpiredError } from '@/lib/api-error';
import type { FlowContext } from '@/lib/flow-context';
import { getProfileQueryOptions } from '@/modules/account/api/get-profile';
import { getKeyStatus } from '../api/get-key-status';
import { initializeStreamlit } from '../api/initialize-streamlit';
import { loadSessionKeys } from '../api/load-session-keys';

/** What the launch page shows: the check under way, the way to setup, or the ready page. */
export type LaunchView =
  | { status: 'verifying' }
  | { status: 'setup-required' }
  /** `url` stays null while the interface initializes. */
  | { status: 'complete'; email: string; url: string | null };

export const VERIFYING: LaunchView = { status: 'verifying' };

/** Spec part 1 section 9: the launch page's redirect delays. */
export const PROFILE_INCOMPLETE_REDIRECT_MS = 1000;
export const KEYS_MISSING_REDIRECT_MS = 2000;
export const ACCESS_ERROR_REDIRECT_MS = 3000;

type Context = FlowContext<LaunchView>;

async function goToSetup(context: Context, afterMs: number) {
  await context.wait(afterMs);
  context.navigate(paths.apiKey.getHref());
}

async function setupRequired(context: Context, description: string, afterMs: number) {
  toast({ title: 'Setup Required', description, variant: 'destructive' });
  context.show({ status: 'setup-required' });
  await goToSetup(context, afterMs);
}

async function loadSessionKeysIfAny() {
  try {
    await loadSessionKeys();
  } catch (error) {
    // A first visit or expired keys fail here; initialize says whether setup is really missing.
    if (error instanceof SessionExpiredError) throw error;
  }
}

/** Spec part 1 section 4, "Setup check (launch page)": steps 1, 2, 3 and 5. */
export async function runLaunchCheck(queryClient: QueryClient, context: Context): Promise<void> {
  try {
    const profile = await queryClient.fetchQuery(getProfileQueryOptions());
    if (!profile.isSetupComplete) {
      return await setupRequired(
        context,
        'You must complete Google Drive authorization and provide your Gemini API key first.',
        PROFILE_INCOMPLETE_REDIRECT_MS,
      );
    }

    const { totalKeys } = await getKeyStatus();
    if (totalKeys !== REQUIRED_KEYS) {
      toast({
        title: 'Setup Incomplete',
        description: `Missing ${REQUIRED_KEYS - totalKeys} required key(s). Redirecting to setup.`,
        variant: 'destructive',
      });
      return await goToSetup(context, KEYS_MISSING_REDIRECT_MS);
    }

    context.show({ status: 'complete', email: profile.email, url: null });
    await loadSessionKeysIfAny();
    const started = await initializeStreamlit();
    if (started.requiresSetup) {
      return await setupRequired(
        context,
        started.message || 'Please complete your setup first.',
        KEYS_MISSING_REDIRECT_MS,
      );
    }
    context.show({ status: 'complete', email: profile.email, url: started.url });
  } catch (error) {
    // The API client has already said 'Session Expired' and is taking the user to /.
    if (error instanceof SessionExpiredError) return;
    toast({
      title: 'Access Error',
      description: 'Cannot verify your setup. Redirecting to configuration.',
      variant: 'destructive',
    });
    await goToSetup(context, ACCESS_ERROR_REDIRECT_MS);
  }
}

/** Step 4: the launch button opens the interface in a new tab once its address is known. */
export function launchInterface(url: string | null): void {
  if (!url) {
    toast({
      title: 'Interface Not Ready',
      description: 'Streamlit interface is still initializing. Please wait a moment.',
    });
    return;
  }
  window.open(url, '_blank', 'noopener');
}
