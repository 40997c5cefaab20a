import type { TeamSharedReport as SharedReportRow } from '@quarry/contracts/sharing';
import type { TeamSummary } from '@quarry/contracts/teams';
import { Eye, FileText } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';
import { useProfile } from '@/modules/account/api/get-profile';
import { useTeams } from '@/modules/account/api/get-teams';
import { useNoTeamAccessExit } from '@/modules/account/hooks/no-team-access';
import { useTeamSharedReports } from '@/modules/sharing/api/get-team-shared-reports';
import { BecomeCreatorPrompt } from '@/modules/teams/components/become-creator-prompt';
import { SelectedReport } from './selected-report';

function TeamReports({
  team,
  wanted,
  selectedId,
  onSelect,
}: {
  team: TeamSummary;
  /** A report to choose once the list is loaded (`?reportId=`). */
  wanted: string | undefined;
  selectedId: string | undefined;
  onSelect: (report: SharedReportRow) => void;
}) {
  const reports = useTeamSharedReports(team.id);
  const match = wanted ? reports.data?.find((report) => report.id === wanted) : undefined;
  useEffect(() => {
    if (match) onSelect(match);
  }, [match, onSelect]);
  if (reports.isPending) return <Spinner label={`Loading the reports of ${team.name}`} />;
  if (reports.isError)
    return (
      <p role="alert" className="text-sm text-destructive">
        Could not load the reports.
      </p>
    );
  if (reports.data.length === 0) {
    return <p className="text-sm text-muted-foreground">No reports shared with this team yet.</p>;
  }
  return (
    <ul aria-label={`Reports of ${team.name}`} className="flex flex-col gap-1">
      {reports.data.map((report) => (
        <li key={report.id}>
          <button
            type="button"
            aria-pressed={report.id === selectedId}
            onClick={() => onSelect(report)}
            className={cn(
              'flex w-full items-center gap-2 rounded-md px-2 py-2 text-left text-sm hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
              report.id === selectedId && 'bg-muted font-medium',
            )}
          >
            <FileText className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <span className="min-w-0 flex-1 break-words">{report.reportName}</span>
            {report.watch.watching && (
              <span className="shrink-0 text-muted-foreground" title="Watching for changes">
                <Eye className="size-4" aria-hidden="true" />
                <span className="sr-only">Watching for changes</span>
              </span>
            )}
            <span className="shrink-0 text-xs text-muted-foreground">
              {report.shareType === 'adhoc' ? 'On demand' : 'Scheduled'}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * /team-dashboard (spec part 3): the person's teams, by name, each with its shared reports (a
 * single team opens on its own); the chosen report's run action, history and results beside it.
 * `?reportId=` (a shared report's id) chooses one on arrival.
 */
export function TeamDashboardScreen() {
  const teams = useTeams();
  const profile = useProfile();
  const leaving = useNoTeamAccessExit();
  const [params] = useSearchParams();
  const [selected, setSelected] = useState<SharedReportRow | undefined>(undefined);
  const wanted = params.get('reportId') ?? undefined;
  const sorted = [...(teams.data ?? [])].sort((a, b) => a.name.localeCompare(b.name));
  // A single team opens by itself; arriving with ?reportId= opens every team, so whichever holds
  // the report lists it and it is chosen (a closed team's list is not loaded).
  const openByDefault = wanted || sorted.length === 1 ? sorted.map((team) => team.id) : [];
  return (
    <div className="mx-auto flex w-full min-w-0 max-w-6xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Team Dashboard</h1>
        <p className="text-sm text-muted-foreground">
          Reports shared with your teams, their runs and results.
        </p>
      </div>
      {profile.data && profile.data.userType !== 'creator' && <BecomeCreatorPrompt />}
      {teams.isPending && <Spinner label="Loading your teams" className="self-center" />}
      {teams.isError && (
        <p role="alert" className="text-sm text-destructive">
          Could not load your teams.
        </p>
      )}
      {leaving && <Spinner label="Signing you out" className="self-center" />}
      {teams.data && sorted.length === 0 && !leaving && (
        <p className="rounded-lg border bg-background px-4 py-8 text-center text-sm text-muted-foreground">
          You are not in any team yet. Ask a team administrator to invite you.
        </p>
      )}
      {sorted.length > 0 && (
        <div className="grid min-w-0 gap-6 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
          <nav aria-label="Teams" className="min-w-0 rounded-lg border bg-background px-3">
            <Accordion type="multiple" defaultValue={openByDefault}>
              {sorted.map((team) => (
                <AccordionItem key={team.id} value={team.id}>
                  <AccordionTrigger headingLevel="h2">{team.name}</AccordionTrigger>
                  <AccordionContent>
                    <TeamReports
                      team={team}
                      wanted={selected ? undefined : wanted}
                      selectedId={selected?.id}
                      onSelect={setSelected}
                    />
                  </AccordionContent>
                </AccordionItem>
              ))}
            </Accordion>
          </nav>
          <section aria-label="Selected report" className="min-w-0">
            {selected ? (
              <SelectedReport key={selected.id} report={selected} />
            ) : (
              <p className="rounded-lg border bg-background px-4 py-8 text-center text-sm text-muted-foreground">
                Choose a report to see its runs and results.
              </p>
            )}
          </section>
        </div>
      )}
    </div>
  );
}
