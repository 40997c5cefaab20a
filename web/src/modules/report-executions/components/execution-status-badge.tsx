import type { ExecutionStatus } from '@quarry/contracts/reports';
import { type RunStatus, runStatusOf } from '@quarry/contracts/run-status';
import { cn } from '@/lib/utils';
import { statusLabel } from '../utils/execution-status';

const STATUS_STYLES: Record<RunStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  running: 'bg-blue-100 text-blue-900',
  paused: 'bg-slate-200 text-slate-900',
  success: 'bg-green-100 text-green-900',
  failed: 'bg-red-100 text-red-900',
};

/**
 * A run's status as a coloured pill, shared by every list and view of runs; given `pausedUntil`, a
 * run the daily quota holds reads 'Paused until ...' (runStatusOf, the one rule).
 */
export function ExecutionStatusBadge({
  status,
  progress,
  pausedUntil,
}: {
  status: ExecutionStatus;
  progress: number;
  pausedUntil?: string | null;
}) {
  return (
    <span
      className={cn(
        'inline-flex whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium',
        STATUS_STYLES[runStatusOf(status, pausedUntil)],
      )}
    >
      {statusLabel(status, progress, pausedUntil)}
    </span>
  );
}
