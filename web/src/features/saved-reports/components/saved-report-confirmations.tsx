import type { SavedReport } from '@quarry/contracts/reports';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useDeleteSavedReport } from '../api/delete-saved-report';
import { useRunSavedReport } from '../api/run-saved-report';
import { useRemoveTeamAccess } from '../api/share-saved-report';
import { useUpdateSavedReportQuery } from '../api/update-saved-report-query';
import { EditQueryDialog } from './edit-query-dialog';
import { SavedReportEstimate } from './saved-report-estimate';

export type SavedReportDialog = 'run' | 'edit' | 'delete' | 'share' | 'add-team' | 'remove-team' | undefined;

/** A saved report's dialogs that change it at once: remove a team, run, edit the query, delete. */
export function SavedReportConfirmations({
  report,
  dialog,
  setDialog,
  teamToRemove,
}: {
  report: SavedReport;
  dialog: SavedReportDialog;
  setDialog: (dialog: SavedReportDialog) => void;
  teamToRemove: SavedReport['sharedTeams'][number] | undefined;
}) {
  const run = useRunSavedReport();
  const editQuery = useUpdateSavedReportQuery();
  const deletion = useDeleteSavedReport();
  const removal = useRemoveTeamAccess();
  const name = report.reportName;
  const close = () => setDialog(undefined);
  const onOpenChange = (kind: SavedReportDialog) => (open: boolean) => setDialog(open ? kind : undefined);

  return (
    <>
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
        details={dialog === 'run' && <SavedReportEstimate savedReportId={report.id} />}
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
        columns={report.columns}
        pending={editQuery.isPending}
        onSave={(edit) => editQuery.mutate({ reportId: report.id, ...edit }, { onSuccess: close })}
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
    </>
  );
}
