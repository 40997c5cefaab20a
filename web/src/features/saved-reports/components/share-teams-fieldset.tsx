import type { TeamSummary } from '@quarry/contracts/teams';
import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { administratorNames, TeamChoices } from '@/modules/sharing/components/team-choices';

type Props = {
  teams: TeamSummary[];
  selected: string[];
  onChange: (teamIds: string[]) => void;
  onAddTeam: () => void;
};

/** The teams to share with: those the person administers can be chosen; 'Add Team' creates one. */
export function ShareTeamsFieldset({ teams, selected, onChange, onAddTeam }: Props) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 font-medium text-sm">Teams</legend>
      {teams.length > 0 ? (
        <TeamChoices teams={teams} selected={selected} onChange={onChange} onRefused={onRefused} />
      ) : (
        <p className="text-muted-foreground text-sm">You have no teams yet.</p>
      )}
      <Button type="button" variant="outline" size="sm" className="self-start" onClick={onAddTeam}>
        <Plus aria-hidden="true" />
        Add Team
      </Button>
    </fieldset>
  );
}

function onRefused(team: TeamSummary) {
  toast({
    title: 'Permission Required',
    description: `You are not an administrator for ${team.name}. Contact ${administratorNames(team)} to share reports.`,
    variant: 'destructive',
  });
}
