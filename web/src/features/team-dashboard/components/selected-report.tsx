import type { TeamSharedReport } from '@quarry/contracts/sharing';
import { Play } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { EvidenceGrid } from '@/modules/evidence-grid/components/evidence-grid';
import { ExecutionStatusBadge } from '@/modules/report-executions/components/execution-status-badge';
import { RunBody } from '@/modules/report-executions/components/run-body';
import { ExportMenu } from '@/modules/report-export/components/export-menu';
import { useSharedReportExecution } from '@/modules/sharing/api/get-shared-report-execution';
import { WatchStatusLines } from '@/modules/watch/components/watch-status';
import { useRunSharedReport } from '../api/run-shared-report';
import { useSharedExecutions } from '../api/shared-executions';
import { RunHistory } from './run-history';
import { scheduleText } from './schedule-text';

function RunResult({ executionId }: { executionId: string }) {
  const run = useSharedReportExecution(executionId);
  if (run.isPending) return <Spinner label="Loading the report" />;
  if (run.isError)
    return (
      <p role="alert" className="text-sm text-destructive">
        Failed to load report execution
      </p>
    );
  const execution = run.data;
  return (
    <div className="flex min-w-0 flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <ExecutionStatusBadge
          status={execution.status}
          progress={execution.progress}
          pausedUntil={execution.pausedUntil}
        />
        <Button asChild variant="link" size="sm" className="px-0">
          <Link to={paths.sharedReportView.getHref(executionId)}>Open this run</Link>
        </Button>
        {execution.status === 'success' && execution.result ? (
          <ExportMenu executionId={executionId} shared />
        ) : null}
      </div>
      <RunBody run={execution} showProgress={false} />
      <EvidenceGrid executionId={executionId} shared hasGrid={execution.hasGrid} />
    </div>
  );
}

/** The right side of the dashboard: one shared report, its run action, its history and a result. */
export function SelectedReport({ report }: { report: TeamSharedReport }) {
  const runs = useSharedExecutions(report.id);
  const run = useRunSharedReport(report.id);
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const selectedId = chosen ?? runs.data?.[0]?.id;
  return (
    <Card className="min-w-0">
      <CardHeader>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <CardTitle className="break-words text-xl">{report.reportName}</CardTitle>
            <CardDescription>
              {scheduleText(report)}
              {report.ownerName ? ` · shared by ${report.ownerName}` : ''}
            </CardDescription>
            {/* The owner opens the run that found the change on their run page; a member in the team's
                shared view (a watched run belongs to the teams the report was shared with). */}
            <WatchStatusLines
              reportName={report.reportName}
              watch={report.watch}
              changeHref={report.isOwner ? paths.reportExecution.getHref : paths.sharedReportView.getHref}
              className="mt-2"
            />
          </div>
          {report.shareType === 'adhoc' || report.isOwner ? (
            <div className="flex flex-wrap items-center gap-2 self-start">
              {report.shareType === 'scheduled' ? <Badge variant="secondary">Scheduled</Badge> : null}
              <Button onClick={() => run.start(undefined)} disabled={run.isPending}>
                {run.isPending ? <Spinner label="Starting the report" /> : <Play aria-hidden="true" />}
                {report.shareType === 'adhoc' ? 'Run Report' : 'Run Now'}
              </Button>
            </div>
          ) : (
            <Badge variant="secondary" className="self-start">
              Scheduled
            </Badge>
          )}
        </div>
      </CardHeader>
      <CardContent className="flex min-w-0 flex-col gap-4">
        <h3 className="text-sm font-semibold">History</h3>
        {runs.isPending && <Spinner label="Loading the history" />}
        {runs.isError && (
          <p role="alert" className="text-sm text-destructive">
            Could not load the history.
          </p>
        )}
        {runs.data && (
          <RunHistory
            sharedReportId={report.id}
            runs={runs.data}
            selectedId={selectedId}
            onSelect={setChosen}
          />
        )}
        {selectedId ? <RunResult key={selectedId} executionId={selectedId} /> : null}
      </CardContent>
    </Card>
  );
}
