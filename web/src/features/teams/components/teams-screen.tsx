import { ArrowLeft, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useProfile } from '@/modules/account/api/get-profile';
import { useTeams } from '@/modules/account/api/get-teams';
import { useNoTeamAccessExit } from '@/modules/account/hooks/no-team-access';
import { PausedSchedulesBanner } from '@/modules/subscription/components/paused-schedules-banner';
import { BecomeCreatorPrompt } from '@/modules/teams/components/become-creator-prompt';
import { usePendingTeam } from '../hooks/use-pending-team';
import { CreateTeamDialog } from './create-team-dialog';
import { TeamCard } from './team-card';

/**
 * /teams (spec part 3, Teams page): the person's teams as cards, and Create Team. A team member has
 * no chat and cannot create teams (spec part 1, section 6): their way back is the team dashboard,
 * and in place of Create Team they see the dashboard's Create and Share Reports prompt.
 */
export function TeamsScreen() {
  const teams = useTeams();
  const profile = useProfile();
  const leaving = useNoTeamAccessExit();
  const member = profile.data !== undefined && profile.data.userType !== 'creator';
  usePendingTeam(profile.data?.userType === 'creator');
  const sorted = [...(teams.data ?? [])].sort((a, b) => a.name.localeCompare(b.name));
  const back = member
    ? { to: paths.teamDashboard.getHref(), label: 'Back to Team Dashboard' }
    : { to: paths.chatInterface.getHref(), label: 'Back to Chat' };
  return (
    <div className="mx-auto flex w-full min-w-0 max-w-5xl flex-col gap-6">
      <Button asChild variant="ghost" className="self-start">
        <Link to={back.to}>
          <ArrowLeft aria-hidden="true" />
          {back.label}
        </Link>
      </Button>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">Teams</h1>
          <p className="text-sm text-muted-foreground">
            Create teams, invite members and see what is shared.
          </p>
        </div>
        {profile.data && !member && <CreateTeamDialog />}
      </div>
      <PausedSchedulesBanner />
      {member && <BecomeCreatorPrompt />}
      {leaving && <Spinner label="Signing you out" className="self-center" />}
      {teams.isPending && <Spinner label="Loading your teams" className="self-center" />}
      {teams.isError && (
        <p role="alert" className="text-sm text-destructive">
          Could not load your teams.
        </p>
      )}
      {teams.data && sorted.length === 0 && !leaving && (
        <div className="flex flex-col items-center gap-2 rounded-lg border bg-background px-4 py-12 text-center">
          <Users className="size-10 text-muted-foreground" aria-hidden="true" />
          <h2 className="text-lg font-semibold">No teams yet</h2>
          <p className="text-sm text-muted-foreground">
            Create a team to share reports with the people you work with.
          </p>
        </div>
      )}
      {sorted.length > 0 && (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {sorted.map((team) => (
            <TeamCard key={team.id} team={team} />
          ))}
        </div>
      )}
    </div>
  );
}
