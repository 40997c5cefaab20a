import type { ReportExecutionView } from '@quarry/contracts/reports';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { formatDateTime } from '@/lib/format-date';
import { EvidenceGrid } from '@/modules/evidence-grid/components/evidence-grid';
import { ExecutionStatusBadge } from '@/modules/report-executions/components/execution-status-badge';
import { RunBody } from '@/modules/report-executions/components/run-body';
import { ExportMenu } from '@/modules/report-export/components/export-menu';
import { CopyReportButton } from './copy-report-button';

/** One loaded execution: its name and status, progress while it runs, any error, and the report. */
export function ExecutionView({ execution }: { execution: ReportExecutionView }) {
  const unfinished = execution.executionStatus === 'pending' || execution.executionStatus === 'running';
  return (
    <Card className="min-w-0">
      <CardHeader>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="flex min-w-0 flex-col gap-2">
            <h1 className="break-words text-2xl font-semibold tracking-tight">{execution.reportName}</h1>
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
              <ExecutionStatusBadge
                status={execution.executionStatus}
                progress={execution.progress}
                pausedUntil={execution.pausedUntil}
              />
              <span>{`Created ${formatDateTime(execution.createdAt)}`}</span>
              {execution.executedAt && <span>{`Finished ${formatDateTime(execution.executedAt)}`}</span>}
            </div>
          </div>
          {execution.result && (
            <div className="flex flex-wrap items-center gap-2">
              <CopyReportButton report={{ html: execution.result, evidence: execution.evidence }} />
              {execution.executionStatus === 'success' && <ExportMenu executionId={execution.id} />}
            </div>
          )}
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <RunBody run={execution} showProgress={unfinished}>
          {execution.executionStatus === 'success' && !execution.result && (
            <p className="text-sm text-muted-foreground">This report has no content.</p>
          )}
        </RunBody>
        <EvidenceGrid executionId={execution.id} hasGrid={execution.hasGrid} anchor />
      </CardContent>
    </Card>
  );
}
