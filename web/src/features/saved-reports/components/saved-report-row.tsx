import type { SavedReport } from '@quarry/contracts/reports';
import { ChevronDown, ChevronRight, MessageSquare, Play, Share2, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { reportRunHref } from '@/lib/report-parameters';
import { useDeleteSavedReport } from '../api/delete-saved-report';
import { useRunSavedReport } from '../api/run-saved-report';
import { useRemoveTeamAccess } from '../api/share-saved-report';
import { useUpdateSavedReportQuery } from '../api/update-saved-report-query';
import { formatReportDate } from '../utils/report-list-view';
import { AddTeamDialog } from './add-team-dialog';
import { EditQueryDialog } from './edit-query-dialog';
import { ReportDetails } from './report-details';
import { ShareWithTeamDialog } from './share-with-team-dialog';

type OpenDialog = 'run' | 'edit' | 'delete' | 'share' | 'add-team' | 'remove-team' | undefined;

/** One saved report: its name and actions, and its details when expanded. */
export function SavedReportRow({ report }: { report: SavedReport }) {
  const [expanded, setExpanded] = useState(false);
  const [dialog, setDialog] = useState<OpenDialog>();
  const run = useRunSavedReport();
  const editQuery = useUpdateSavedReportQuery();
  const deletion = useDeleteSavedReport();
  const removal = useRemoveTeamAccess();
  const [newTeamId, setNewTeamId] = useState<string>();
  const [teamToRemove, setTeamToRemove] = useState<SavedReport['sharedTeams'][number]>();
  const nameId = useId();
  const detailsId = useId();
  const name = report.reportName;
  const close = () => setDialog(undefined);
  const onOpenChange = (kind: OpenDialog) => (open: boolean) => setDialog(open ? kind : undefined);

  return (
    <li aria-labelledby={nameId} className="rounded-lg border bg-background">
      <div className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center sm:justify-between sm:p-4">
        <div className="flex min-w-0 items-start gap-2">
          <Button
            variant="ghost"
            size="icon"
            className="size-8 shrink-0"
            aria-expanded={expanded}
            aria-controls={detailsId}
            aria-label={`${expanded ? 'Hide' : 'Show'} details for ${name}`}
            onClick={() => setExpanded((current) => !current)}
          >
            {expanded ? <ChevronDown aria-hidden="true" /> : <ChevronRight aria-hidden="true" />}
          </Button>
          <div className="flex min-w-0 flex-col gap-1">
            <h2 id={nameId} className="break-words font-semibold leading-tight">
              {name}
            </h2>
            <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
              {report.deepResearch && (
                <span className="rounded-full bg-primary/10 px-2 py-0.5 font-medium text-primary">
                  Deep Research
                </span>
              )}
              <span>Created {formatReportDate(report.createdAt)}</span>
            </div>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2 pl-10 sm:shrink-0 sm:pl-0">
          <Button size="sm" aria-label={`Run ${name}`} onClick={() => setDialog('run')}>
            <Play aria-hidden="true" />
            Run
          </Button>
          <Button
            size="sm"
            variant="outline"
            aria-label={`Share ${name}`}
            onClick={() => {
              setNewTeamId(undefined);
              setDialog('share');
            }}
          >
            <Share2 aria-hidden="true" />
            Share
          </Button>
          <Button asChild size="sm" variant="outline">
            <Link to={reportRunHref(report)}>
              <MessageSquare aria-hidden="true" />
              Open in Chat
            </Link>
          </Button>
          <Button
            size="icon"
            variant="ghost"
            className="size-9 text-destructive hover:text-destructive"
            aria-label={`Delete ${name}`}
            onClick={() => setDialog('delete')}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </div>
      {expanded && (
        <ReportDetails
          id={detailsId}
          report={report}
          onEditQuery={() => setDialog('edit')}
          onRemoveTeam={(team) => {
            setTeamToRemove(team);
            setDialog('remove-team');
          }}
        />
      )}
      <ShareWithTeamDialog
        report={report}
        open={dialog === 'share'}
        onOpenChange={onOpenChange('share')}
        onAddTeam={() => setDialog('add-team')}
        preselectedTeamId={newTeamId}
      />
      <AddTeamDialog
        open={dialog === 'add-team'}
        onOpenChange={(open) => setDialog(open ? 'add-team' : 'share')}
        onCreated={(teamId) => {
          setNewTeamId(teamId);
          setDialog('share');
        }}
      />
      <ConfirmDialog
        open={dialog === 'remove-team'}
        onOpenChange={onOpenChange('remove-team')}
        title="Remove Team Access"
        description={`Stop sharing '${name}' with ${teamToRemove?.teamName ?? 'this team'}? Its members will no longer see or run it, and its schedule stops.`}
        confirmLabel="Remove"
        cancelLabel="Cancel"
        destructive
        pending={removal.isPending}
        onConfirm={() =>
          teamToRemove &&
          removal.mutate(
            { reportId: report.id, teamId: teamToRemove.teamId, teamName: teamToRemove.teamName },
            { onSettled: close },
          )
        }
      />
      <ConfirmDialog
        open={dialog === 'run'}
        onOpenChange={onOpenChange('run')}
        title="Run Report"
        description={`Run '${name}' now? It runs in the background and you will get an e-mail when it is ready.`}
        confirmLabel="Yes"
        cancelLabel="No"
        pending={run.isPending}
        onConfirm={() => run.start(report.id, { onSettled: close })}
      />
      <EditQueryDialog
        open={dialog === 'edit'}
        onOpenChange={onOpenChange('edit')}
        reportName={name}
        query={report.query}
        pending={editQuery.isPending}
        onSave={(query) => editQuery.mutate({ reportId: report.id, query }, { onSuccess: close })}
      />
      <ConfirmDialog
        open={dialog === 'delete'}
        onOpenChange={onOpenChange('delete')}
        title="Delete Report"
        description={`Delete '${name}'? This cannot be undone.`}
        confirmLabel="Delete"
        cancelLabel="Cancel"
        destructive
        pending={deletion.isPending}
        onConfirm={() => deletion.mutate(report, { onSettled: close })}
      />
    </li>
  );
}
