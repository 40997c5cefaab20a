import { Loader2 } from 'lucide-react';
import { type FlowStep, STUDYING_MESSAGE } from '../hooks/use-query-flow';

function statusText(step: FlowStep): string | undefined {
  if (step.name === 'studying') return STUDYING_MESSAGE;
  if (step.name === 'searching' || step.name === 'preparing') return 'Searching your Google Drive...';
  if (step.name === 'extracting') return step.progress.message;
  return undefined;
}

/** What the query flow is doing now; extraction also shows its progress bar. */
export function FlowStatus({ step }: { step: FlowStep }) {
  const text = statusText(step);
  if (!text) return null;
  const progress = step.name === 'extracting' ? step.progress.progress : undefined;
  return (
    <div className="flex flex-col gap-2 rounded-lg border bg-background px-4 py-3">
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Loader2 className="size-4 animate-spin" aria-hidden="true" />
        {text}
      </p>
      {progress !== undefined && (
        <div
          role="progressbar"
          aria-label="Analysis progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(progress)}
          className="h-2 w-full overflow-hidden rounded-full bg-muted"
        >
          <div className="h-full bg-primary transition-all" style={{ width: `${progress}%` }} />
        </div>
      )}
    </div>
  );
}
