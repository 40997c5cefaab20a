import type { DocumentsOutcome } from '@quarry/contracts/documents-outcome';
import type { ReportEvidence } from '@quarry/contracts/report';
import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Report } from '@/modules/report/components/report';
import { DocumentsOutcomeNote } from './documents-outcome-note';
import { ExecutionProgress } from './execution-progress';
import { PausedNote } from './paused-note';

/** What the body shows of a run; the owner's view and a team's shared view both carry it. */
export type RunBodyRun = {
  progress: number;
  errorMessage: string | null;
  documentsOutcome: DocumentsOutcome | null;
  result: string | null;
  evidence?: ReportEvidence | null;
  /** Set while Gemini's daily quota pauses the run: when it goes on. */
  pausedUntil?: string | null;
};

/**
 * The body of one run, wherever it is shown (the execution view, a shared run's page, the team
 * dashboard): the progress bar while it runs, its error, the note on documents that failed, and the
 * report. `children` come last (a note when a finished run has no content).
 */
export function RunBody({
  run,
  showProgress,
  children,
}: {
  run: RunBodyRun;
  /** The progress bar, for a run still pending or running, where the screen shows one. */
  showProgress: boolean;
  children?: ReactNode;
}) {
  return (
    <>
      {showProgress && <ExecutionProgress progress={run.progress} />}
      <PausedNote pausedUntil={run.pausedUntil} variant="box" />
      {run.errorMessage && (
        <div
          role="alert"
          className="flex items-start gap-2 rounded-md border border-destructive/50 bg-destructive/10 p-3 text-sm text-destructive"
        >
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <p className="break-words">{run.errorMessage}</p>
        </div>
      )}
      <DocumentsOutcomeNote outcome={run.documentsOutcome} variant="box" />
      {run.result && (
        <article aria-label="Report" className="min-w-0">
          <Report html={run.result} evidence={run.evidence} />
        </article>
      )}
      {children}
    </>
  );
}
