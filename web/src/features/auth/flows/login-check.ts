import type { ProfileResponse } from '@quarry/contracts/user';
import type { QueryClient } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { toast } from '@/hooks/use-toast';
import type { FlowContext } from '@/lib/flow-context';
import { checkSession } from '@/modules/account/api/check-session';
import { getProfileQueryOptions } from '@/modules/account/api/get-profile';
import { getTeamsQueryOptions } from '@/modules/account/api/get-teams';
import { forgetAccountData, logOut } from '@/modules/account/api/log-out';
import { NO_TEAM_ACCESS_TOAST } from '@/modules/account/hooks/no-team-access';

/** The Welcome page checks for a session first; the sign-in button shows only when there is none to use. */
export type LoginView = { status: 'checking' } | { status: 'signed-out' };

async function activeProfile(queryClient: QueryClient): Promise<ProfileResponse | undefined> {
  try {
    if (!(await checkSession())) return undefined;
    return await queryClient.fetchQuery(getProfileQueryOptions());
  } catch {
    return undefined;
  }
}

/**
 * Spec part 1 section 2, Login: send a signed-in user to their home instead of signing in again,
 * or to `returnTo` (a same-origin path already checked) when a link brought them here.
 */
export async function runLoginCheck(
  queryClient: QueryClient,
  context: FlowContext<LoginView>,
  returnTo: string | null = null,
) {
  const profile = await activeProfile(queryClient);
  if (!profile) return context.show({ status: 'signed-out' });
  if (profile.userType === 'creator') return context.navigate(returnTo ?? paths.chatInterface.getHref());

  let teamCount: number;
  try {
    teamCount = (await queryClient.fetchQuery(getTeamsQueryOptions())).length;
  } catch {
    toast({
      title: 'Error',
      description: 'Failed to load your teams. Please try again.',
      variant: 'destructive',
    });
    return context.show({ status: 'signed-out' });
  }
  if (teamCount > 0) return context.navigate(returnTo ?? paths.teamDashboard.getHref());

  toast(NO_TEAM_ACCESS_TOAST);
  try {
    await logOut(queryClient);
  } catch {
    // The user is leaving either way; local data is already gone.
  }
  // No query of this page is mounted, so the cache can go at once.
  forgetAccountData(queryClient);
  context.navigate(paths.home.getHref());
}
