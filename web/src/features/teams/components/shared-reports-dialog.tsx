import { formatRun } from '@quarry/contracts/schedule';
import type { TeamSharedReport } from '@quarry/contracts/sharing';
import { PAUSED_TEXT } from '@quarry/contracts/subscription';
import type { TeamSummary } from '@quarry/contracts/teams';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format-date';
import { ExecutionStatusBadge } from '@/modules/report-executions/components/execution-status-badge';
import { useTeamSharedReports } from '@/modules/sharing/api/get-team-shared-reports';
import { describeSchedule, WATCHES_FOR_CHANGES_TEXT } from '@/modules/sharing/utils/schedule-form';
import { useUnshareReport } from '../api/team-mutations';

/**
 * The schedule (and that it e-mails only when the answer changes, issue 31), and when it runs next
 * in its own zone, or that it is paused and why.
 */
function Schedule({ report }: { report: TeamSharedReport }) {
  return (
    <div className="flex flex-col">
      <span>{describeSchedule(report)}</span>
      {report.watchForChanges && (
        <span className="text-muted-foreground text-xs">{WATCHES_FOR_CHANGES_TEXT}</span>
      )}
      {report.paused && (
        <span className="font-medium text-amber-800 text-xs">{PAUSED_TEXT[report.paused]}</span>
      )}
      {!report.paused && report.nextRunAt && report.scheduleTimezone && (
        <span className="text-muted-foreground text-xs">
          Next: {formatRun(new Date(report.nextRunAt), report.scheduleTimezone)}
        </span>
      )}
    </div>
  );
}

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
            <div className="overflow-x-auto">
              <Table aria-label="Shared reports" scrollLabel="Shared reports list">
                <TableHeader>
                  <TableRow>
                    <TableHead>Report Name</TableHead>
                    <TableHead>Type</TableHead>
                    <TableHead>Schedule</TableHead>
                    <TableHead>Latest Status</TableHead>
                    <TableHead>Shared date</TableHead>
                    <TableHead>Actions</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {reports.data.map((report) => {
                    const viewId = report.latestExecutionId ?? report.initialExecutionId;
                    return (
                      <TableRow key={report.id}>
                        <TableCell className="font-medium">{report.reportName}</TableCell>
                        <TableCell>{report.shareType === 'adhoc' ? 'On demand' : 'Scheduled'}</TableCell>
                        <TableCell>
                          <Schedule report={report} />
                        </TableCell>
                        <TableCell>
                          {report.latestStatus ? (
                            <ExecutionStatusBadge status={report.latestStatus} progress={0} />
                          ) : (
                            '-'
                          )}
                        </TableCell>
                        <TableCell className="whitespace-nowrap">{formatDateTime(report.sharedAt)}</TableCell>
                        <TableCell>
                          <div className="flex gap-2">
                            {viewId ? (
                              <Button asChild size="sm" variant="outline">
                                <Link to={paths.sharedReportView.getHref(viewId)}>View</Link>
                              </Button>
                            ) : null}
                            {report.canUnshare ? (
                              <Button size="sm" variant="ghost" onClick={() => setUnsharing(report)}>
                                Unshare
                              </Button>
                            ) : null}
                          </div>
                        </TableCell>
                      </TableRow>
                    );
                  })}
                </TableBody>
              </Table>
            </div>
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
