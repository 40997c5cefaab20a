import { useState } from 'react';
import { paths } from '@/config/paths';
import { toast } from '@/hooks/use-toast';
import { startAuthorization } from '@/lib/authorization';
import { INVITED_EMAIL_KEY, TEAM_MEMBER_SIGNUP_KEY } from '../flows/team-join';
import { rememberReturnPath } from '../utils/return-path';

/**
 * Google sign-in for an invited account (spec part 3, Invitation landing page): identity only,
 * flagged as a team-member sign-up, with the invited address as Google's account hint. Used by the
 * landing page and, after another account came back, by the sign-in page's switch button.
 */
export function useInvitationSignIn() {
  const [pending, setPending] = useState(false);
  async function start(invitedEmail: string | undefined) {
    setPending(true);
    sessionStorage.setItem(TEAM_MEMBER_SIGNUP_KEY, 'true');
    if (invitedEmail) sessionStorage.setItem(INVITED_EMAIL_KEY, invitedEmail);
    rememberReturnPath(paths.teamDashboard.getHref());
    try {
      await startAuthorization('team_member_signup', invitedEmail ? { invitedEmail } : {});
    } catch (error) {
      setPending(false);
      const description = error instanceof Error && error.message ? error.message : 'Please try again';
      toast({ title: 'Sign-in Failed', description, variant: 'destructive' });
    }
  }
  return { start: (invitedEmail: string | undefined) => void start(invitedEmail), pending };
}
