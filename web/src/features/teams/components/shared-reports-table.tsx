import { formatRun } from '@quarry/contracts/schedule';
import type { TeamSharedReport } from '@quarry/contracts/sharing';
import { PAUSED_TEXT } from '@quarry/contracts/subscription';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format-date';
import { ExecutionStatusBadge } from '@/modules/report-executions/components/execution-status-badge';
import { describeSchedule, WATCHES_FOR_CHANGES_TEXT } from '@/modules/sharing/utils/schedule-form';

type Unshare = { onUnshare: (report: TeamSharedReport) => void };

/** The team's shared reports, a row each: name, type, schedule, latest status, date, View and Unshare. */
export function SharedReportsTable({ reports, onUnshare }: { reports: TeamSharedReport[] } & Unshare) {
  return (
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
          {reports.map((report) => (
            <SharedReportRow key={report.id} report={report} onUnshare={onUnshare} />
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

function SharedReportRow({ report, onUnshare }: { report: TeamSharedReport } & Unshare) {
  const viewId = report.latestExecutionId ?? report.initialExecutionId;
  return (
    <TableRow>
      <TableCell className="font-medium">{report.reportName}</TableCell>
      <TableCell>{report.shareType === 'adhoc' ? 'On demand' : 'Scheduled'}</TableCell>
      <TableCell>
        <Schedule report={report} />
      </TableCell>
      <TableCell>
        {report.latestStatus ? <ExecutionStatusBadge status={report.latestStatus} progress={0} /> : '-'}
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
            <Button size="sm" variant="ghost" onClick={() => onUnshare(report)}>
              Unshare
            </Button>
          ) : null}
        </div>
      </TableCell>
    </TableRow>
  );
}

/**
 * The schedule (and that it e-mails only when the answer changes), and when it runs next
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
