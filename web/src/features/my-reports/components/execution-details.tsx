import type { ReportExecutionSummary } from '@quarry/contracts/reports';
import { formatCostUsd } from '@quarry/contracts/usage';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { directoriesText } from '../utils/execution-display';

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-2">
      <dt className="shrink-0 font-medium sm:w-36">{term}</dt>
      <dd className="min-w-0 break-words text-muted-foreground">{children}</dd>
    </div>
  );
}

/** The expanded part of a row: identifiers, progress, any error and what the report was asked. */
export function ExecutionDetails({ execution }: { execution: ReportExecutionSummary }) {
  const navigate = useNavigate();
  const { reportDetails: details } = execution;
  return (
    <div className="flex flex-col gap-3 text-sm">
      <dl className="flex flex-col gap-2">
        <Detail term="Execution ID">
          <code>{execution.id}</code>
        </Detail>
        <Detail term="Progress">{`${Math.round(execution.progress)}%`}</Detail>
        {execution.errorMessage && (
          <Detail term="Error">
            <span className="text-destructive">{execution.errorMessage}</span>
          </Detail>
        )}
        <Detail term="Query">{details.query}</Detail>
        <Detail term="Keywords">{details.keywords.length ? details.keywords.join(', ') : 'None'}</Detail>
        {details.negativeKeywords.length > 0 && (
          <Detail term="Excluded keywords">
            {details.negativeKeywords.map((keyword) => `-${keyword}`).join(', ')}
          </Detail>
        )}
        <Detail term="Directories">{directoriesText(details.directories)}</Detail>
        <Detail term="Deep Research">{details.deepResearch ? 'On' : 'Off'}</Detail>
        {execution.usage && (
          <Detail term="Model use">
            {`${execution.usage.calls} calls, ${execution.usage.tokens.toLocaleString('en-US')} tokens, estimated cost ${formatCostUsd(execution.usage.estimatedCostUsd)}`}
          </Detail>
        )}
      </dl>
      <div>
        <Button
          size="sm"
          disabled={execution.executionStatus !== 'success'}
          onClick={() => navigate(paths.reportExecution.getHref(execution.id))}
        >
          View Report
        </Button>
      </div>
    </div>
  );
}
