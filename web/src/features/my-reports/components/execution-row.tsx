import type { ReportExecutionSummary } from '@quarry/contracts/reports';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DocumentsOutcomeNote } from '@/modules/report-executions/components/documents-outcome-note';
import { ExecutionStatusBadge } from '@/modules/report-executions/components/execution-status-badge';
import { PausedNote } from '@/modules/report-executions/components/paused-note';
import { WatchOutcomeNote } from '@/modules/watch/components/watch-outcome-note';
import { executionDate, executionReportName, sourceLabel } from '../utils/execution-display';
import { ExecutionActions } from './execution-actions';
import { ExecutionDetails } from './execution-details';

export const COLUMN_COUNT = 8;

type ExecutionRowProps = {
  execution: ReportExecutionSummary;
  expanded: boolean;
  onToggle: () => void;
};

/** One execution as a table row, followed by its details row when expanded. */
export function ExecutionRow({ execution, expanded, onToggle }: ExecutionRowProps) {
  const name = executionReportName(execution);
  const detailsId = `execution-details-${execution.id}`;
  return (
    <>
      <tr className="border-b align-middle">
        <td className="w-10 px-2 py-2">
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={`Details of ${name}`}
            aria-expanded={expanded}
            aria-controls={expanded ? detailsId : undefined}
            onClick={onToggle}
          >
            {expanded ? <ChevronDown aria-hidden="true" /> : <ChevronRight aria-hidden="true" />}
          </Button>
        </td>
        <td className="px-3 py-2 font-medium">{name}</td>
        <td className="px-3 py-2">
          <ExecutionStatusBadge
            status={execution.executionStatus}
            progress={execution.progress}
            pausedUntil={execution.pausedUntil}
          />
          <PausedNote pausedUntil={execution.pausedUntil} className="mt-1 max-w-56" />
          <DocumentsOutcomeNote outcome={execution.documentsOutcome} className="mt-1 max-w-56" />
          <WatchOutcomeNote outcome={execution.watchOutcome} className="mt-1 max-w-56" />
        </td>
        <td className="whitespace-nowrap px-3 py-2">{sourceLabel(execution.triggerSource)}</td>
        <td className="whitespace-nowrap px-3 py-2">{executionDate(execution.createdAt)}</td>
        <td className="whitespace-nowrap px-3 py-2">{executionDate(execution.notificationSentAt)}</td>
        <td className="whitespace-nowrap px-3 py-2">{executionDate(execution.viewedAt)}</td>
        <td className="px-3 py-2">
          <div className="flex items-center gap-2">
            <ExecutionActions execution={execution} />
          </div>
        </td>
      </tr>
      {expanded && (
        <tr id={detailsId} className="border-b bg-muted/40">
          <td colSpan={COLUMN_COUNT} className="px-4 py-3">
            <ExecutionDetails execution={execution} />
          </td>
        </tr>
      )}
    </>
  );
}
