import type { SharedExecution } from '@quarry/contracts/sharing';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatDateTime } from '@/lib/format-date';
import { cn } from '@/lib/utils';
import { DocumentsOutcomeNote } from '@/modules/report-executions/components/documents-outcome-note';
import { ExecutionStatusBadge } from '@/modules/report-executions/components/execution-status-badge';
import { PausedNote } from '@/modules/report-executions/components/paused-note';
import { WatchOutcomeNote } from '@/modules/watch/components/watch-outcome-note';
import { useDeleteSharedExecution } from '../api/delete-shared-execution';

/**
 * A shared report's runs of the last year (spec part 3: at most 300 px high, scrolling). A failed
 * run, or one stuck for 2 hours, offers delete to whoever may (the server decides, `canDelete`).
 */
export function RunHistory({
  sharedReportId,
  runs,
  selectedId,
  onSelect,
}: {
  sharedReportId: string;
  runs: SharedExecution[];
  selectedId: string | undefined;
  onSelect: (id: string) => void;
}) {
  const remove = useDeleteSharedExecution(sharedReportId);
  const [confirming, setConfirming] = useState<string | undefined>(undefined);
  if (runs.length === 0) {
    return <p className="text-sm text-muted-foreground">No runs yet.</p>;
  }
  return (
    <>
      <ul
        aria-label="Run history"
        className="flex max-h-[300px] flex-col gap-1 overflow-y-auto rounded-md border p-1"
      >
        {runs.map((run) => (
          <li key={run.id} className="flex items-center gap-2">
            <button
              type="button"
              aria-pressed={run.id === selectedId}
              onClick={() => onSelect(run.id)}
              className={cn(
                'flex min-w-0 flex-1 flex-wrap items-center gap-x-3 gap-y-1 rounded-md px-2 py-2 text-left text-sm hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                run.id === selectedId && 'bg-muted',
              )}
            >
              <span className="font-medium">{formatDateTime(run.executedAt)}</span>
              <ExecutionStatusBadge
                status={run.status}
                progress={run.progress}
                pausedUntil={run.pausedUntil}
              />
              {run.runBy ? <span className="truncate text-muted-foreground">by {run.runBy}</span> : null}
              <PausedNote pausedUntil={run.pausedUntil} whose="runner" className="basis-full" />
              <DocumentsOutcomeNote outcome={run.documentsOutcome} className="basis-full" />
              <WatchOutcomeNote outcome={run.watchOutcome} className="basis-full" />
            </button>
            {run.canDelete ? (
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Delete the run of ${formatDateTime(run.executedAt)}`}
                onClick={() => setConfirming(run.id)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={confirming !== undefined}
        onOpenChange={(open) => !open && setConfirming(undefined)}
        title="Delete this run?"
        description="The run and its result are removed from the team's history."
        confirmLabel="Delete"
        cancelLabel="Cancel"
        destructive
        pending={remove.isPending}
        onConfirm={() => {
          if (!confirming) return;
          remove.mutate(confirming, { onSettled: () => setConfirming(undefined) });
        }}
      />
    </>
  );
}
