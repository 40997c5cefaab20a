import { type DocumentsOutcome, isPartial } from '@quarry/contracts/documents-outcome';
import { TriangleAlert } from 'lucide-react';
import { cn } from '@/lib/utils';

/**
 * A run that ended with documents failed says so wherever it is shown (docs/architecture/reading-economy.md): 'N of M
 * documents read; K failed: reason', beside its status in lists and above its report in views.
 * Nothing for a run that read every document. A note, not an alert: it is part of the run, not news.
 */
export function DocumentsOutcomeNote({
  outcome,
  variant = 'line',
  className,
}: {
  outcome: DocumentsOutcome | null | undefined;
  /** `line` in lists and rows; `box` above a report. */
  variant?: 'line' | 'box';
  className?: string;
}) {
  if (!isPartial(outcome)) return null;
  // A span in rows and buttons (phrasing content only), a paragraph above a report.
  const Root = variant === 'box' ? 'p' : 'span';
  return (
    <Root
      className={cn(
        'flex items-start gap-1.5 text-amber-950 [overflow-wrap:anywhere]',
        variant === 'box' ? 'rounded-md border border-amber-400 bg-amber-50 p-3 text-sm' : 'text-xs',
        className,
      )}
    >
      <TriangleAlert
        className={cn('shrink-0', variant === 'box' ? 'mt-0.5 size-4' : 'mt-px size-3.5')}
        aria-hidden="true"
      />
      <span>{outcome.summary}</span>
    </Root>
  );
}
