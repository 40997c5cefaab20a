import type { TeamSummary } from '@quarry/contracts/teams';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';

/** The administrators a member must ask, or the spec's fallback. */
export function administratorNames(team: TeamSummary): string {
  const names = team.administrators.filter((a) => !a.isCurrentUser).map((a) => a.name);
  return names.length > 0 ? names.join(', ') : 'the team administrator';
}

/**
 * The teams a report can go to (spec part 2 section 5): those the person administers can be
 * chosen; the others are greyed, labelled '(Member only)', and say whom to ask when clicked.
 */
export function TeamChoices({
  teams,
  selected,
  onChange,
  onRefused,
}: {
  teams: TeamSummary[];
  selected: string[];
  /** The chosen team ids after a tick or untick. */
  onChange: (selected: string[]) => void;
  onRefused: (team: TeamSummary) => void;
}) {
  return (
    <ul aria-label="Teams" className="flex max-h-48 flex-col gap-2 overflow-y-auto">
      {[...teams]
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((team) => {
          const id = `share-team-${team.id}`;
          return (
            <li key={team.id} className="flex items-center gap-2">
              <Checkbox
                id={id}
                checked={selected.includes(team.id)}
                aria-disabled={!team.isAdmin}
                className={team.isAdmin ? undefined : 'opacity-50'}
                onCheckedChange={(checked) =>
                  team.isAdmin
                    ? onChange(
                        checked === true
                          ? [...selected.filter((id) => id !== team.id), team.id]
                          : selected.filter((id) => id !== team.id),
                      )
                    : onRefused(team)
                }
              />
              <Label htmlFor={id} className={team.isAdmin ? undefined : 'text-muted-foreground'}>
                {team.name}
                {!team.isAdmin && ' (Member only)'}
              </Label>
            </li>
          );
        })}
    </ul>
  );
}
