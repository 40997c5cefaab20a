import { WATCH_OUTCOME_LABELS, type WatchOutcomeKind } from '@quarry/contracts/watch';
import { Eye } from 'lucide-react';
import { cn } from '@/lib/utils';

/**
 * How a run that answered a watch compared with the last answer (docs/decisions/watching.md), beside its status in
 * run lists: 'Answer changed', 'No change: nobody e-mailed' or 'First answer kept to compare with'.
 * Nothing for other runs, or a failed one (its status says so). A span: rows hold phrasing content.
 */
export function WatchOutcomeNote({
  outcome,
  className,
}: {
  outcome: WatchOutcomeKind | null | undefined;
  className?: string;
}) {
  if (!outcome || outcome === 'failed') return null;
  return (
    <span
      className={cn(
        'flex items-center gap-1 text-xs',
        outcome === 'changed' ? 'font-medium text-foreground' : 'text-muted-foreground',
        className,
      )}
    >
      <Eye className="size-3.5 shrink-0" aria-hidden="true" />
      {WATCH_OUTCOME_LABELS[outcome]}
    </span>
  );
}
