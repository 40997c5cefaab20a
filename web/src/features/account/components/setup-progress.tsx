import { Check } from 'lucide-react';
import { cn } from '@/lib/utils';

const STEPS = ['Sign in with Google', 'Authorize Google Drive', 'Enter Gemini API'];

/** The Drive step, which a team member never takes (they have no Drive of their own in Quarry). */
export const DRIVE_STEP = 2;

/**
 * The 3-step setup indicator; steps before `current` (1-based) are done, except `notNeeded`, which
 * says so instead of showing a tick it has not earned. Every step takes the same width with its
 * circle centred on top, so the circles share one line however the labels wrap, and each connector
 * runs from one circle's edge to the next circle's edge.
 */
export function SetupProgress({ current, notNeeded }: { current: number; notNeeded?: number }) {
  return (
    <nav aria-label="Setup progress">
      <ol className="flex items-start">
        {STEPS.map((label, index) => {
          const step = index + 1;
          const skipped = step === notNeeded;
          const done = step < current && !skipped;
          return (
            <li
              key={label}
              aria-current={step === current ? 'step' : undefined}
              className="relative flex min-w-0 flex-1 flex-col items-center gap-2 px-1 text-center text-xs sm:text-sm"
            >
              {step < STEPS.length && (
                // From this circle's right edge (50% + radius + 4px) to the next one's left edge.
                <span
                  aria-hidden="true"
                  data-connector={done ? 'done' : 'todo'}
                  className={cn(
                    'absolute top-4 right-[calc(-50%+1.25rem)] left-[calc(50%+1.25rem)] h-0.5 -translate-y-1/2 rounded-full',
                    done ? 'bg-green-700' : 'bg-border',
                  )}
                />
              )}
              <span
                data-step-marker=""
                className={cn(
                  'relative flex size-8 shrink-0 items-center justify-center rounded-full border bg-background text-sm font-medium',
                  done && 'border-green-700 bg-green-700 text-white',
                  step === current && 'border-primary bg-primary text-primary-foreground',
                )}
              >
                {done ? <Check className="size-4" aria-hidden="true" /> : step}
              </span>
              <span className={cn('break-words', step === current ? 'font-medium' : 'text-muted-foreground')}>
                Step {step}: {label}
                {done && <span className="sr-only"> (done)</span>}
                {skipped && (
                  <span className="block text-muted-foreground"> (not needed for team members)</span>
                )}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
