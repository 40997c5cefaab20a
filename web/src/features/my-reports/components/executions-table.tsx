import type { ReportExecutionSummary } from '@quarry/contracts/reports';
import { COLUMN_COUNT, ExecutionRow } from './execution-row';

export const EMPTY_TEXT = 'No report executions found';

const HEADINGS = ['Report Name', 'Status', 'Source', 'Created At', 'Email Sent', 'Viewed', 'Actions'];

type ExecutionsTableProps = {
  executions: ReportExecutionSummary[];
  isExpanded: (id: string) => boolean;
  onToggle: (id: string) => void;
};

/** The executions of the current tab, on screens wide enough for every column (phones get cards). */
export function ExecutionsTable({ executions, isExpanded, onToggle }: ExecutionsTableProps) {
  return (
    <div className="w-full overflow-x-auto">
      <table className="w-full min-w-[56rem] text-left text-sm">
        <thead className="border-b text-muted-foreground">
          <tr>
            <th scope="col" className="w-10 px-2 py-2">
              <span className="sr-only">Expand</span>
            </th>
            {HEADINGS.map((heading) => (
              <th key={heading} scope="col" className="whitespace-nowrap px-3 py-2 font-medium">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {executions.length === 0 ? (
            <tr>
              <td colSpan={COLUMN_COUNT} className="px-3 py-8 text-center text-muted-foreground">
                {EMPTY_TEXT}
              </td>
            </tr>
          ) : (
            executions.map((execution) => (
              <ExecutionRow
                key={execution.id}
                execution={execution}
                expanded={isExpanded(execution.id)}
                onToggle={() => onToggle(execution.id)}
              />
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
