import type { TeamSummary } from '@quarry/contracts/teams';
import { useFormContext } from 'react-hook-form';
import type { z } from 'zod';
import { Checkbox } from '@/components/ui/checkbox';
import { FormControl, FormField, FormItem, FormLabel } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { administratorNames, TeamChoices } from '@/modules/sharing/components/team-choices';
import { refuseShare } from '../hooks/use-share-report-form';
import type { ShareForm } from '../utils/share-form';

function onRefused(team: TeamSummary) {
  refuseShare(
    'Administrator Access Required',
    `Only administrators can share reports with ${team.name}. Contact ${administratorNames(team)}.`,
  );
}

/** The Share Report dialog's teams: those the person may choose, and a new team to create. */
export function ShareReportTeams({
  teams,
  teamIds,
  onTeamIdsChange,
  createNewTeam,
}: {
  teams: TeamSummary[];
  teamIds: string[];
  onTeamIdsChange: (teamIds: string[]) => void;
  createNewTeam: boolean;
}) {
  const { control } = useFormContext<z.input<typeof ShareForm>>();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 font-medium text-sm">Teams</legend>
      {teams.length > 0 ? (
        <TeamChoices teams={teams} selected={teamIds} onChange={onTeamIdsChange} onRefused={onRefused} />
      ) : (
        <p className="text-muted-foreground text-sm">You have no teams yet: create one below.</p>
      )}
      <FormField
        control={control}
        name="createNewTeam"
        render={({ field }) => (
          <div className="flex items-center gap-2">
            <Checkbox
              id="share-new-team"
              checked={field.value}
              onCheckedChange={(checked) => field.onChange(checked === true)}
            />
            <Label htmlFor="share-new-team">Create a new team</Label>
          </div>
        )}
      />
      {createNewTeam && (
        <div className="grid gap-3 rounded-md border p-3">
          <FormField
            control={control}
            name="newTeamName"
            render={({ field }) => (
              <FormItem>
                <FormLabel>New team name</FormLabel>
                <FormControl>
                  <Input {...field} />
                </FormControl>
              </FormItem>
            )}
          />
          <FormField
            control={control}
            name="newTeamMembers"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Member e-mails (comma-separated Gmail addresses)</FormLabel>
                <FormControl>
                  <Input placeholder="ana@gmail.com, leo@gmail.com" {...field} />
                </FormControl>
              </FormItem>
            )}
          />
        </div>
      )}
    </fieldset>
  );
}
