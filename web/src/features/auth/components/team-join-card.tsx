import { Loader2, Users } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useFlow } from '@/hooks/use-flow';
import { type Invitation, readInvitation, runTeamJoin, type TeamJoinView } from '../flows/team-join';
import { useInvitationSignIn } from '../hooks/use-invitation-sign-in';
import { SwitchAccountButton } from './switch-account-button';

function invitationLine({ teamName, inviterName }: Invitation): string {
  if (teamName && inviterName) return `${inviterName} invited you to join ${teamName} on Quarry.`;
  if (teamName) return `You are invited to join ${teamName} on Quarry.`;
  return 'You are invited to join a team on Quarry.';
}

/** Google sign-in for the invited account: identity only, flagged as a team-member sign-up. */
function SignInForInvitation({ invitation }: { invitation: Invitation }) {
  const { start, pending } = useInvitationSignIn();
  return (
    <div className="flex flex-col gap-3">
      {invitation.email ? (
        <p className="text-sm text-muted-foreground">
          Sign in with the Google account{' '}
          <span className="font-medium text-foreground">{invitation.email}</span> to accept. Team membership
          is free.
        </p>
      ) : null}
      <Button
        className="h-auto min-h-10 w-full whitespace-normal"
        disabled={pending}
        aria-busy={pending}
        onClick={() => start(invitation.email || undefined)}
      >
        {pending && <Loader2 className="animate-spin" aria-hidden="true" />}
        Sign in with Google to join
      </Button>
    </div>
  );
}

/** /team-join, the invitation landing page (spec part 3, docs/architecture/spec-gaps.md). */
export function TeamJoinCard() {
  const location = useLocation();
  const [invitation] = useState(() => readInvitation(location.search));
  const view = useFlow<TeamJoinView>({ status: 'checking' }, runTeamJoin);
  return (
    <Card>
      <CardHeader>
        <Users className="size-8 text-primary" aria-hidden="true" />
        <CardTitle asChild>
          <h1>Join your team</h1>
        </CardTitle>
        <CardDescription>{invitationLine(invitation)}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {view.status === 'checking' && <Spinner label="Checking your invitation" className="self-center" />}
        {view.status === 'signed-out' && <SignInForInvitation invitation={invitation} />}
        {view.status === 'none-pending' && (
          <>
            <Alert role="status">
              <AlertDescription className="col-start-1">
                {invitation.email
                  ? `There is no pending invitation for the account you are signed in with. This invitation is for ${invitation.email}: sign in with that Google account to accept it.`
                  : 'There is no pending invitation for the account you are signed in with.'}
              </AlertDescription>
            </Alert>
            <SwitchAccountButton invitedEmail={invitation.email || undefined} signedIn />
            <Button asChild variant="outline">
              <Link to={paths.teamDashboard.getHref()}>Go to Team Dashboard</Link>
            </Button>
          </>
        )}
        {view.status === 'error' && (
          <Alert variant="destructive">
            <AlertDescription className="col-start-1">{view.message}</AlertDescription>
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
