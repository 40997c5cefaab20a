import type { ExecutionStatus } from '@quarry/contracts/reports';
import { cn } from '@/lib/utils';
import { statusLabel } from '../utils/execution-display';

const STATUS_STYLES: Record<ExecutionStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  running: 'bg-blue-100 text-blue-900',
  success: 'bg-green-100 text-green-900',
  failed: 'bg-red-100 text-red-900',
};

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
