import type { ExecutionStatus, ReportExecutionSummary } from '@quarry/contracts/reports';

export type ExecutionTab = 'all' | ExecutionStatus;

export const EXECUTION_TABS: readonly { id: ExecutionTab; label: string }[] = [
  { id: 'all', label: 'All' },
  { id: 'pending', label: 'Pending' },
  { id: 'running', label: 'Running' },
  { id: 'success', label: 'Success' },
  { id: 'failed', label: 'Failed' },
];

export function executionsInTab<T extends Pick<ReportExecutionSummary, 'executionStatus'>>(
  executions: readonly T[],
  tab: ExecutionTab,
): T[] {
  return tab === 'all'
    ? [...executions]
    : executions.filter((execution) => execution.executionStatus === tab);
}

export function countByTab(
  executions: readonly Pick<ReportExecutionSummary, 'executionStatus'>[],
): Record<ExecutionTab, number> {
  const counts: Record<ExecutionTab, number> = {
    all: executions.length,
    pending: 0,
    running: 0,
    success: 0,
    failed: 0,
  };
  for (const execution of executions) counts[execution.executionStatus] += 1;
  return counts;
}
