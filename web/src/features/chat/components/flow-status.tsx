import { QUOTA_BOX_AFTER_SECONDS } from '@quarry/contracts/research';
import { Loader2, Square } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { ExtractionProgress } from '../flows/run-extraction';
import { STUDYING_MESSAGE } from '../hooks/use-query-flow';
import { useSecondsLeft } from '../hooks/use-seconds-left';
import type { FlowStep } from '../utils/flow-step';
import { QuotaErrorBox } from './quota-error-box';

function progressOf(step: FlowStep): ExtractionProgress | undefined {
  if (step.name === 'studying') return step.progress ?? { message: STUDYING_MESSAGE };
  if (step.name === 'searching' || step.name === 'preparing')
    return { message: 'Searching your Google Drive...' };
  if (step.name === 'extracting') return step.progress;
  return undefined;
}

type FlowStatusProps = {
  step: FlowStep;
  /** Shown while a step waits on Gemini (studying, extracting); absent when nothing can be stopped. */
  onStop?: () => void;
  stopping?: boolean;
};

/**
 * What the query flow is doing now; extraction also shows its progress bar. While Gemini keeps a
 * step waiting, the status says so with the seconds left, and once the waits pass a minute the
 * quota box shows the same wait (one source: the count never differs, docs/decisions/research-pipeline.md). Stop ends
 * the step on the server.
 */
export function FlowStatus({ step, onStop, stopping = false }: FlowStatusProps) {
  const shown = progressOf(step);
  const wait = shown?.quotaWait;
  const left = useSecondsLeft(wait);
  if (!shown) return null;
  const progress = step.name === 'extracting' ? shown.progress : undefined;
  const stoppable = onStop && (step.name === 'studying' || step.name === 'extracting');
  return (
    <div className="flex flex-col gap-2">
      {wait && wait.totalSeconds > QUOTA_BOX_AFTER_SECONDS && <QuotaErrorBox message={shown.message} />}
      <div className="flex flex-col gap-2 rounded-lg border bg-background px-4 py-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div className="flex items-center gap-2 text-sm text-muted-foreground">
            <Loader2 className="size-4 animate-spin" aria-hidden="true" />
            <p role="status">{shown.message}</p>
            {/* The count is seen; the status line is read out once per wait, not every second. */}
            {wait && left !== undefined && <span aria-hidden="true">{`(trying again in ${left} s)`}</span>}
          </div>
          {stoppable && (
            <Button type="button" variant="outline" size="sm" disabled={stopping} onClick={onStop}>
              <Square aria-hidden="true" />
              {stopping ? 'Stopping...' : 'Stop'}
            </Button>
          )}
        </div>
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
    </div>
  );
}
