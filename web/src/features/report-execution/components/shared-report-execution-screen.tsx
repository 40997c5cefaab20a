import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format-date';
import { EvidenceGrid } from '@/modules/evidence-grid/components/evidence-grid';
import { ExecutionStatusBadge } from '@/modules/report-executions/components/execution-status-badge';
import { RunBody } from '@/modules/report-executions/components/run-body';
import { ExportMenu } from '@/modules/report-export/components/export-menu';
import { useSharedReportExecution } from '@/modules/sharing/api/get-shared-report-execution';
import { ClosedSourcesNotice } from './closed-sources-notice';
import { CopyReportButton } from './copy-report-button';
import { ExecutionLoadFailure } from './execution-load-failure';

/** /shared-report-view/{id} (spec part 3): one run of a team's shared report, for its members. */
export function SharedReportExecutionScreen({ executionId }: { executionId: string }) {
  const run = useSharedReportExecution(executionId);
  const execution = run.data;
  const unfinished = execution?.status === 'pending' || execution?.status === 'running';
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4">
      <Button asChild variant="ghost" className="self-start">
        <Link
          to={
            execution
              ? `${paths.teamDashboard.getHref()}?reportId=${encodeURIComponent(execution.sharedReportId)}`
              : paths.teamDashboard.getHref()
          }
        >
          <ArrowLeft aria-hidden="true" />
          Back to Team Dashboard
        </Link>
      </Button>
      {run.isPending && <Spinner label="Loading report execution" />}
      {run.isError && !execution && <ExecutionLoadFailure error={run.error} />}
      {execution && (
        <Card className="min-w-0">
          <CardHeader>
            <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
              <div className="flex min-w-0 flex-col gap-2">
                <h1 className="break-words text-2xl font-semibold tracking-tight">{execution.reportName}</h1>
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
                  <ExecutionStatusBadge
                    status={execution.status}
                    progress={execution.progress}
                    pausedUntil={execution.pausedUntil}
                  />
                  <span>{formatDateTime(execution.executedAt)}</span>
                  {execution.runBy ? <span>Run by {execution.runBy}</span> : null}
                </div>
              </div>
              {execution.result && (
                <div className="flex flex-wrap items-center gap-2">
                  <CopyReportButton
                    report={{ html: execution.result, evidence: execution.evidence ?? null }}
                  />
                  {execution.status === 'success' && <ExportMenu executionId={execution.id} shared />}
                </div>
              )}
            </div>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            {execution.closedSources && <ClosedSourcesNotice closed={execution.closedSources} />}
            <RunBody run={execution} showProgress={unfinished} />
            <EvidenceGrid executionId={execution.id} shared hasGrid={execution.hasGrid} anchor />
          </CardContent>
        </Card>
      )}
    </div>
  );
}
