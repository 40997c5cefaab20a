import type { GridCell } from '@quarry/contracts/grid';
import type { ExecutionStatus } from '@quarry/contracts/reports';
import { summarizeDocuments } from '../../research/writing/documents-outcome';
import type { StoredRun } from './stored-run';

export type { Completion, DocumentNames, DocumentState, ExecutionDocument, WatchOutcome } from './stored-run';

/**
 * A run as every module outside this folder sees it: read-only. What changes it is an operation of
 * this folder, named for what it does (run-writes.ts; run-lease.ts for the worker's fenced writes).
 */
export type RunRecord = Readonly<StoredRun>;

/** executionResults/{executionId}_{fileId}: one document's saved outcome (the run's checkpoints). */
export const EXECUTION_RESULTS = 'executionResults';

/** A run whose lease ran out this many times is failed instead of re-queued. */
export const MAX_ATTEMPTS = 3;

export interface ExecutionResultDoc {
  executionId: string;
  ownerId: string;
  fileId: string;
  file: {
    id: string;
    name: string;
    mimeType: string;
    webViewLink?: string;
    version?: string;
    titles?: string[];
  };
  status: 'data' | 'noData' | 'failed';
  findings: { text: string; page?: number }[];
  /** The grid's cells by column id, when the run has columns (docs/decisions/evidence-grid.md). */
  cells?: Record<string, GridCell>;
  reason: string | null;
  [key: string]: unknown;
}

export const isTerminal = (status: ExecutionStatus) => status === 'success' || status === 'failed';

/**
 * How a finished run's documents ended (docs/architecture/reading-economy.md), for every view of it; null until it
 * succeeds. Runs from before the outcome was kept have it from their counts, without reasons.
 */
export function documentsOutcomeOf(doc: Pick<RunRecord, 'executionStatus' | 'completion'>) {
  if (doc.executionStatus !== 'success' || !doc.completion) return null;
  return doc.completion.documentsOutcome ?? summarizeDocuments(doc.completion.statusCounts);
}

/**
 * Whether the run has an evidence grid (docs/decisions/evidence-grid.md), for every view's `hasGrid`: it succeeded, was
 * asked with columns, and kept its table. The web asks for the grid (GET …/grid) only then.
 */
export function hasGridOf(doc: Pick<RunRecord, 'executionStatus' | 'reportDetails' | 'tableParts'>): boolean {
  return (
    doc.executionStatus === 'success' &&
    (doc.reportDetails.columns?.length ?? 0) > 0 &&
    doc.tableParts !== undefined
  );
}

export function resultId(executionId: string, fileId: string): string {
  return `${executionId}_${fileId}`;
}
