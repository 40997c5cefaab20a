import type { ReportExecutionSummary } from '@quarry/contracts/reports';
import { type RunStatus, runStatusOf } from '@quarry/contracts/run-status';

export type ExecutionTab = 'all' | RunStatus;

/** The spec's tabs, and Paused for runs Gemini's daily quota holds (docs/decisions/reading-economy.md). */
export const EXECUTION_TABS: readonly { id: ExecutionTab; label: string }[] = [
  { id: 'all', label: 'All' },
  { id: 'pending', label: 'Pending' },
  { id: 'running', label: 'Running' },
  { id: 'paused', label: 'Paused' },
  { id: 'success', label: 'Success' },
  { id: 'failed', label: 'Failed' },
];

type Run = Pick<ReportExecutionSummary, 'executionStatus' | 'pausedUntil'>;
const shown = (run: Run) => runStatusOf(run.executionStatus, run.pausedUntil);

export function executionsInTab<T extends Run>(executions: readonly T[], tab: ExecutionTab): T[] {
  return tab === 'all' ? [...executions] : executions.filter((execution) => shown(execution) === tab);
}

export function countByTab(executions: readonly Run[]): Record<ExecutionTab, number> {
  const counts: Record<ExecutionTab, number> = {
    all: executions.length,
    pending: 0,
    running: 0,
    paused: 0,
    success: 0,
    failed: 0,
  };
  for (const execution of executions) counts[shown(execution)] += 1;
  return counts;
}
