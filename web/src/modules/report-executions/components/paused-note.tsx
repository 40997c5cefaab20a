import { pausedUntilMessage } from '@quarry/contracts/research';
import { Clock } from 'lucide-react';
import { formatDateTime } from '@/lib/format-date';
import { cn } from '@/lib/utils';

/**
 * A run paused by Gemini's daily quota says so wherever it is shown, with when it goes on in the
 * reader's own time (docs/architecture/reading-economy.md), beside its 'Paused until ...' status. Nothing for a run
 * that is not paused.
 */
export function PausedNote({
  pausedUntil,
  variant = 'line',
  whose = 'yours',
  className,
}: {
  pausedUntil: string | null | undefined;
  /** Whose key's quota it was: the reader's own runs, or a team's run by whoever ran it. */
  whose?: 'yours' | 'runner';
  /** `line` in lists and rows; `box` in a run's view. */
  variant?: 'line' | 'box';
  className?: string;
}) {
  if (!pausedUntil) return null;
  // A span in rows (phrasing content only), a paragraph in a view.
  const Root = variant === 'box' ? 'p' : 'span';
  return (
    <Root
      className={cn(
        'flex items-start gap-1.5 text-blue-950 [overflow-wrap:anywhere]',
        variant === 'box' ? 'rounded-md border border-blue-300 bg-blue-50 p-3 text-sm' : 'text-xs',
        className,
      )}
    >
      <Clock
        className={cn('shrink-0', variant === 'box' ? 'mt-0.5 size-4' : 'mt-px size-3.5')}
        aria-hidden="true"
      />
      <span>{pausedUntilMessage(formatDateTime(pausedUntil), whose)}</span>
    </Root>
  );
}
