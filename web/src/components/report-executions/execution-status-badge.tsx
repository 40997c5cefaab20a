import type { ExecutionStatus } from '@quarry/contracts/reports';
import { statusLabel } from '@/lib/report-executions/execution-status';
import { cn } from '@/lib/utils';

const STATUS_STYLES: Record<ExecutionStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  running: 'bg-blue-100 text-blue-900',
  success: 'bg-green-100 text-green-900',
  failed: 'bg-red-100 text-red-900',
};

/** A run's status as a coloured pill, shared by the history and the execution view. */
export function ExecutionStatusBadge({ status, progress }: { status: ExecutionStatus; progress: number }) {
  return (
    <span
      className={cn(
        'inline-flex whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium',
        STATUS_STYLES[status],
      )}
    >
      {statusLabel(status, progress)}
    </span>
  );
}
