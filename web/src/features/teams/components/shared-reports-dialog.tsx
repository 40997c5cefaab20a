import type { TeamSharedReport } from '@quarry/contracts/sharing';
import type { TeamSummary } from '@quarry/contracts/teams';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useTeamSharedReports } from '@/modules/sharing/api/get-team-shared-reports';
import { useUnshareReport } from '../api/team-mutations';
import { SharedReportsTable } from './shared-reports-table';

/** View Shared Reports (spec part 3): the team's reports in a table, with View and unshare. */
export function SharedReportsDialog({
  team,
  open,
  onOpenChange,
}: {
  team: TeamSummary;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const reports = useTeamSharedReports(team.id, open);
  const unshare = useUnshareReport(team.id);
  const [unsharing, setUnsharing] = useState<TeamSharedReport | undefined>(undefined);
  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-3xl">
          <DialogHeader>
            <DialogTitle>Shared Reports</DialogTitle>
            <DialogDescription>Reports shared with {team.name}.</DialogDescription>
          </DialogHeader>
          {reports.isPending && <Spinner label="Loading the shared reports" />}
          {reports.isError && (
            <p role="alert" className="text-sm text-destructive">
              Could not load the shared reports.
            </p>
          )}
          {reports.data?.length === 0 && (
            <p className="text-sm text-muted-foreground">No reports shared with this team yet.</p>
          )}
          {reports.data && reports.data.length > 0 && (
            <SharedReportsTable reports={reports.data} onUnshare={setUnsharing} />
          )}
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={unsharing !== undefined}
        onOpenChange={(next) => !next && setUnsharing(undefined)}
        title="Unshare report?"
        description={`${unsharing?.reportName ?? ''} will no longer be shared with ${team.name}.`}
        confirmLabel="Unshare"
        cancelLabel="Cancel"
        destructive
        pending={unshare.isPending}
        onConfirm={() => {
          if (unsharing) unshare.mutate(unsharing.id, { onSettled: () => setUnsharing(undefined) });
        }}
      />
    </>
  );
}
