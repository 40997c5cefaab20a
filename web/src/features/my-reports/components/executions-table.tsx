import type { ReportExecutionSummary } from '@quarry/contracts/reports';
import { useState } from 'react';
import { COLUMN_COUNT, ExecutionRow } from './execution-row';

export const EMPTY_TEXT = 'No report executions found';

const HEADINGS = ['Report Name', 'Status', 'Source', 'Created At', 'Email Sent', 'Viewed', 'Actions'];

/** The executions of the current tab; wide, so it scrolls sideways inside its card on a phone. */
export function ExecutionsTable({ executions }: { executions: ReportExecutionSummary[] }) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());

  function toggle(id: string) {
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }

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
                expanded={expanded.has(execution.id)}
                onToggle={() => toggle(execution.id)}
              />
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
