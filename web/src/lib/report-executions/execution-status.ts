import type { ExecutionStatus } from '@quarry/contracts/reports';

const STATUS_LABELS: Record<ExecutionStatus, string> = {
  pending: 'Pending',
  running: 'Running',
  success: 'Success',
  failed: 'Failed',
};

/** The status as a badge reads it; a running execution adds its progress. */
export function statusLabel(status: ExecutionStatus, progress: number): string {
  return status === 'running' ? `${STATUS_LABELS.running} ${Math.round(progress)}%` : STATUS_LABELS[status];
}
