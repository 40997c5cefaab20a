import type { ReportExecutionSummary } from '@quarry/contracts/reports';
import { ExecutionCard } from './execution-card';
import { EMPTY_TEXT } from './executions-table';

type ExecutionCardsProps = {
  executions: ReportExecutionSummary[];
  isExpanded: (id: string) => boolean;
  onToggle: (id: string) => void;
};

/** The executions of the current tab as a list of cards, for screens too narrow for the table. */
export function ExecutionCards({ executions, isExpanded, onToggle }: ExecutionCardsProps) {
  if (executions.length === 0) {
    return <p className="py-8 text-center text-sm text-muted-foreground">{EMPTY_TEXT}</p>;
  }
  return (
    <ul aria-label="Report executions" className="flex flex-col gap-3">
      {executions.map((execution) => (
        <li key={execution.id}>
          <ExecutionCard
            execution={execution}
            expanded={isExpanded(execution.id)}
            onToggle={() => onToggle(execution.id)}
          />
        </li>
      ))}
    </ul>
  );
}
