import type { ReportExecutionSummary } from '@quarry/contracts/reports';
import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { DocumentsOutcomeNote } from '@/modules/report-executions/components/documents-outcome-note';
import { ExecutionStatusBadge } from '@/modules/report-executions/components/execution-status-badge';
import { PausedNote } from '@/modules/report-executions/components/paused-note';
import { WatchOutcomeNote } from '@/modules/watch/components/watch-outcome-note';
import { executionDate, executionReportName, sourceLabel } from '../utils/execution-display';
import { ExecutionActions } from './execution-actions';
import { ExecutionDetails } from './execution-details';

type ExecutionCardProps = {
  execution: ReportExecutionSummary;
  expanded: boolean;
  onToggle: () => void;
};

/** One execution on a phone: the table row's columns as a card, its details folded below. */
export function ExecutionCard({ execution, expanded, onToggle }: ExecutionCardProps) {
  const name = executionReportName(execution);
  const titleId = useId();
  const detailsId = `execution-details-${execution.id}`;
  const facts: [string, string][] = [
    ['Source', sourceLabel(execution.triggerSource)],
    ['Created At', executionDate(execution.createdAt)],
    ['Email Sent', executionDate(execution.notificationSentAt)],
    ['Viewed', executionDate(execution.viewedAt)],
  ];
  return (
    <article aria-labelledby={titleId} className="flex flex-col gap-3 rounded-lg border bg-background p-4">
      <div className="flex items-start justify-between gap-2">
        <h2 id={titleId} className="min-w-0 break-words font-medium">
          {name}
        </h2>
        <ExecutionStatusBadge
          status={execution.executionStatus}
          progress={execution.progress}
          pausedUntil={execution.pausedUntil}
        />
      </div>
      <PausedNote pausedUntil={execution.pausedUntil} />
      <DocumentsOutcomeNote outcome={execution.documentsOutcome} />
      <WatchOutcomeNote outcome={execution.watchOutcome} />
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        {facts.map(([term, value]) => (
          <div key={term} className="min-w-0">
            <dt className="text-muted-foreground">{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap items-center gap-2">
        <ExecutionActions execution={execution} />
        <Button
          size="sm"
          variant="ghost"
          className="ml-auto"
          aria-label={`Details of ${name}`}
          aria-expanded={expanded}
          aria-controls={expanded ? detailsId : undefined}
          onClick={onToggle}
        >
          Details
          <ChevronDown className={cn('transition-transform', expanded && 'rotate-180')} aria-hidden="true" />
        </Button>
      </div>
      {expanded && (
        <div id={detailsId} className="border-t pt-3">
          <ExecutionDetails execution={execution} />
        </div>
      )}
    </article>
  );
}
