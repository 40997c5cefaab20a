import type { TransactionContext } from '../../../ports/document-store.port';
import type { UpkeepDeps } from '../report-deps';
import { readEvidenceTable } from '../runs/run-parts';
import { getRun } from '../runs/run-reads';
import type { RunRecord, WatchOutcome } from '../runs/run-record';
import { recordWatchOutcome } from '../runs/run-writes';
import { asOfStart } from './as-of-start';
import { type FactChanges, factChanges } from './fact-changes';
import { readStartTexts } from './start-texts';

/** A run's comparison with the one before it: the outcome stored on the run, and the facts behind it. */
export interface ComparedRun {
  outcome: WatchOutcome;
  changes: FactChanges | null;
}

/**
 * The cited facts that changed between a finished run and the run it is compared with (docs/architecture/watching.md); null when that run is gone (deleted, swept): there is nothing to compare with.
 */
export async function compareRuns(
  deps: UpkeepDeps,
  executionId: string,
  doc: RunRecord,
  baselineId: string,
  start?: WatchStart,
): Promise<FactChanges | null> {
  const [before, after] = await Promise.all([
    getRun(deps.store, baselineId),
    readEvidenceTable(deps.store, executionId, doc),
  ]);
  const table = before ? await readEvidenceTable(deps.store, baselineId, before) : null;
  if (!table || !before) return null;
  // The first answer, taken at the watch's switch, is compared as the documents were at the switch.
  const taken = start && before.createdAt >= start.at;
  const then = taken
    ? asOfStart(table, await readStartTexts(deps.store, start.reportId, start.texts))
    : table;
  return factChanges(then, after ?? []);
}

/** A watch switched on with no answer to compare with: when, and how many texts it kept then. */
export interface WatchStart {
  reportId: string;
  at: string;
  texts: number;
}

/** A comparison stored before: its outcome, and for a change the same facts from the same two runs. */
export async function storedComparison(
  deps: UpkeepDeps,
  executionId: string,
  doc: RunRecord & { watchOutcome: WatchOutcome },
): Promise<ComparedRun> {
  const { baselineExecutionId, kind } = doc.watchOutcome;
  const changes =
    kind === 'changed' && baselineExecutionId
      ? await compareRuns(deps, executionId, doc, baselineExecutionId)
      : null;
  return { outcome: doc.watchOutcome, changes };
}

/**
 * Stores a comparison on its run once, in a transaction (`alsoWrite` adds its own reads and writes
 * to it): the first caller's outcome wins, and a caller that finds one already stored gets that
 * one, so every sender of the run's e-mails acts on the same outcome. Null when the run is gone.
 */
export async function recordComparisonOnce(
  deps: UpkeepDeps,
  executionId: string,
  compared: ComparedRun,
  alsoWrite?: (tx: TransactionContext) => Promise<void>,
): Promise<ComparedRun | null> {
  return deps.store.runTransaction(async (tx) => {
    const run = await getRun(tx, executionId);
    if (!run) return null;
    if (run.watchOutcome) {
      const changes = compared.outcome.kind === 'changed' ? compared.changes : null;
      return { outcome: run.watchOutcome, changes };
    }
    await alsoWrite?.(tx);
    recordWatchOutcome(tx, executionId, compared.outcome);
    return compared;
  });
}
