import { Check } from 'lucide-react';
import { cn } from '@/lib/utils';

const STEPS = ['Sign in with Google', 'Authorize Google Drive', 'Enter Gemini API'];

/** The 3-step setup indicator; steps before `current` (1-based) are done. */
export function SetupProgress({ current }: { current: number }) {
  return (
    <nav aria-label="Setup progress">
      <ol className="flex items-center justify-between gap-2">
        {STEPS.map((label, index) => {
          const step = index + 1;
          const done = step < current;
          return (
            <li
              key={label}
              aria-current={step === current ? 'step' : undefined}
              className="flex flex-1 flex-col items-center gap-1 text-center text-xs"
            >
              <span
                className={cn(
                  'flex size-8 items-center justify-center rounded-full border text-sm font-medium',
                  done && 'border-green-600 bg-green-600 text-white',
                  step === current && 'border-primary bg-primary text-primary-foreground',
                )}
              >
                {done ? <Check className="size-4" aria-hidden="true" /> : step}
              </span>
              <span className={step === current ? 'font-medium' : 'text-muted-foreground'}>
                Step {step}: {label}
                {done && <span className="sr-only"> (done)</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
