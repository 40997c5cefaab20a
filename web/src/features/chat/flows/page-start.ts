import type { ProfileResponse } from '@quarry/contracts/user';
import type { QueryClient } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { toast } from '@/hooks/use-toast';
import { ApiError, SessionExpiredError } from '@/lib/api-error';
import type { FlowContext } from '@/lib/flow-context';
import { checkDriveToken } from '@/modules/account/api/check-drive-token';
import { checkGeminiKey } from '@/modules/account/api/check-gemini-key';
import { checkSession } from '@/modules/account/api/check-session';
import { getProfileQueryOptions } from '@/modules/account/api/get-profile';
import { takeEncryptionNotice } from '@/modules/account/utils/encryption-notice';

export type PageStartView = { status: 'verifying' } | { status: 'ready' } | { status: 'failed' };

/** Page start never waits: it shows a view or leaves, and `retry` (the hook's) starts it again. */
type Context = Pick<FlowContext<PageStartView>, 'show' | 'navigate'>;

function leave(context: Context, to: string, title: string, description: string) {
  toast({ title, description, variant: 'destructive' });
  context.navigate(to);
}

function verificationFailed(context: Context, error: unknown) {
  // The API client already said 'Session Expired' and is on its way to /.
  if (error instanceof SessionExpiredError) return;
  toast({
    title: 'Verification Failed',
    description: 'Could not verify your keys. Please try again.',
    variant: 'destructive',
  });
  context.show({ status: 'failed' });
}

function requiresLogin(error: ApiError): boolean {
  const data = error.data;
  return typeof data === 'object' && data !== null && 'requiresLogin' in data && data.requiresLogin === true;
}

async function readProfile(queryClient: QueryClient, context: Context): Promise<ProfileResponse | undefined> {
  try {
    if (!(await checkSession())) {
      leave(context, paths.home.getHref(), 'Authentication Required', 'Please log in to continue.');
      return undefined;
    }
  } catch {
    leave(context, paths.home.getHref(), 'Session Expired', 'Please log in again to continue');
    return undefined;
  }
  try {
    return await queryClient.fetchQuery(getProfileQueryOptions());
  } catch (error) {
    verificationFailed(context, error);
    return undefined;
  }
}

async function readKeys(context: Context): Promise<{ drive: boolean; gemini: boolean } | undefined> {
  try {
    const [drive, gemini] = await Promise.all([checkDriveToken(), checkGeminiKey()]);
    return { drive: drive.token_exists, gemini };
  } catch (error) {
    if (error instanceof ApiError && !(error instanceof SessionExpiredError) && error.status === 401) {
      if (requiresLogin(error)) {
        leave(context, paths.home.getHref(), 'Authentication Required', 'Please log in to continue.');
      } else {
        leave(
          context,
          paths.home.getHref(),
          'Setup Required',
          'Please complete your setup before accessing the platform',
        );
      }
      return undefined;
    }
    verificationFailed(context, error);
    return undefined;
  }
}

/**
 * Spec part 2 section 4, Page start: the chat screen is for creators with a session, both keys and
 * a complete setup; everyone else is sent where they can go on.
 */
export async function runPageStart(queryClient: QueryClient, context: Context): Promise<void> {
  const profile = await readProfile(queryClient, context);
  if (!profile) return;
  if (profile.userType === 'team_member') {
    return leave(
      context,
      paths.teamDashboard.getHref(),
      'Creator Access Required',
      'Authorize Google Drive access to become a creator, or use the team dashboard to run shared reports.',
    );
  }
  const keys = await readKeys(context);
  if (!keys) return;
  if (!keys.gemini) {
    return leave(context, paths.apiKey.getHref(), 'Missing Keys', 'Please complete your API setup');
  }
  if (!keys.drive) {
    return leave(context, paths.onboarding.getHref(), 'Missing Keys', 'Please complete your API setup');
  }
  if (!profile.isSetupComplete) {
    return leave(
      context,
      paths.home.getHref(),
      'Setup Required',
      'Please complete your setup before accessing the platform',
    );
  }
  if (takeEncryptionNotice()) {
    // Spec part 2 describes this toast ("application-layer encryption is active") without giving its
    // words: they are ours, and plain (docs/decisions/web.md).
    toast({
      title: 'Encryption Active',
      description:
        'Your Google Drive access and your Gemini API key are stored encrypted, and used only to answer your questions.',
    });
  }
  context.show({ status: 'ready' });
}
