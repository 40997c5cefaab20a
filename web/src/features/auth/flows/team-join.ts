import { paths } from '@/config/paths';
import { toast } from '@/hooks/use-toast';
import type { FlowContext } from '@/lib/flow-context';
import { checkSession } from '@/modules/account/api/check-session';
import { acceptInvitations } from '../api/accept-invitations';

/** Session storage flags the landing page leaves for the sign-in's return (spec part 3). */
export const TEAM_MEMBER_SIGNUP_KEY = 'team_member_signup';
export const INVITED_EMAIL_KEY = 'invited_email';

export interface Invitation {
  email: string;
  teamName: string;
  inviterName: string;
}

export type TeamJoinView =
  | { status: 'checking' }
  | { status: 'signed-out' }
  | { status: 'none-pending' }
  | { status: 'error'; message: string };

/** The invitation link's query: `?email=&teamName=&inviterName=` (empty strings when absent). */
export function readInvitation(search: string): Invitation {
  const params = new URLSearchParams(search);
  return {
    email: (params.get('email') ?? '').trim().toLowerCase(),
    teamName: params.get('teamName') ?? '',
    inviterName: params.get('inviterName') ?? '',
  };
}

function joinedText(count: number): string {
  return `You joined ${count} team${count === 1 ? '' : 's'}.`;
}

/**
 * The invitation landing page (spec part 3): with a session, accept the pending invitations and
 * go to the team dashboard; without one, offer Google sign-in (the card's button).
 */
export async function runTeamJoin(context: FlowContext<TeamJoinView>): Promise<void> {
  let signedIn: boolean;
  try {
    signedIn = await checkSession();
  } catch {
    return context.show({ status: 'signed-out' });
  }
  if (!signedIn) return context.show({ status: 'signed-out' });
  let accepted: number;
  try {
    accepted = await acceptInvitations();
  } catch (error) {
    const message =
      error instanceof Error && error.message ? error.message : 'Failed to accept the invitation';
    return context.show({ status: 'error', message });
  }
  if (accepted === 0) return context.show({ status: 'none-pending' });
  toast({ title: 'Invitation Accepted', description: joinedText(accepted), outcome: true });
  context.navigate(paths.teamDashboard.getHref());
}
