import type { ExecutionStatus } from '@quarry/contracts/reports';
import { type RunStatus, runStatusOf } from '@quarry/contracts/run-status';
import { formatDateTime } from '@/lib/format-date';

const STATUS_LABELS: Record<Exclude<RunStatus, 'paused'>, string> = {
  pending: 'Pending',
  running: 'Running',
  success: 'Success',
  failed: 'Failed',
};

/**
 * The status as a badge reads it: a running execution adds its progress, a run Gemini's daily quota
 * holds says until when, in the reader's time ('Paused until Dec 7, 8:05 AM').
 */
export function statusLabel(status: ExecutionStatus, progress: number, pausedUntil?: string | null): string {
  const shown = runStatusOf(status, pausedUntil);
  if (shown === 'paused') return `Paused until ${formatDateTime(pausedUntil as string)}`;
  return shown === 'running' ? `${STATUS_LABELS.running} ${Math.round(progress)}%` : STATUS_LABELS[shown];
}
