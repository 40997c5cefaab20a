import { WATCH_MIN_INTERVAL_MINUTES } from '@quarry/contracts/watch';
import type { DeliveryDeps } from '../delivery/delivery-sends';
import {
  type ComparedRun,
  compareRuns,
  recordComparisonOnce,
  storedComparison,
} from '../reports/comparison/run-comparison';
import { startTextIds, WATCH_START_TEXTS } from '../reports/comparison/start-texts';
import { lastSuccessfulRun } from '../reports/runs/run-reads';
import type { RunRecord, WatchOutcome } from '../reports/runs/run-record';
import { SAVED_REPORTS } from '../reports/saved/saved-reports';
import type { WatchedReportDoc } from '../reports/saved/watch-fields';

/**
 * Compares a finished watched run with the report's baseline (its last watched run that succeeded,
 * else its last successful run) once: the first caller stores the outcome on the run and moves the
 * report's watch status on, in one transaction; a retry (the tick, a restart) reads it back and
 * recomputes the same facts from the same two runs. A failed run leaves the baseline alone and
 * marks the report due again in an hour, so the change it was for is not lost.
 */
export async function compareWatchedRun(
  deps: DeliveryDeps,
  executionId: string,
  doc: RunRecord,
): Promise<ComparedRun | null> {
  const reportId = doc.savedReportId;
  if (!reportId) return null;
  if (doc.watchOutcome)
    return storedComparison(deps, executionId, { ...doc, watchOutcome: doc.watchOutcome });
  const report = await deps.store.get<WatchedReportDoc>(SAVED_REPORTS, reportId);
  if (!report) return null;
  const baselineId =
    report.watchBaselineExecutionId ??
    (await lastSuccessfulRun(deps.store, reportId, doc.createdAt))?.id ??
    null;
  const failed = doc.executionStatus !== 'success';
  const start = report.watchStartAt
    ? { reportId, at: report.watchStartAt, texts: report.watchStartTexts ?? 0 }
    : undefined;
  const changes = !failed && baselineId ? await compareRuns(deps, executionId, doc, baselineId, start) : null;
  const now = deps.clock.now();
  const outcome: WatchOutcome = {
    kind: failed ? 'failed' : !changes ? 'baseline' : changes.changed ? 'changed' : 'no-change',
    counts: changes?.counts ?? null,
    baselineExecutionId: changes ? baselineId : null,
    at: now.toISOString(),
  };
  return recordComparisonOnce(deps, executionId, { outcome, changes }, async (tx) => {
    const current = await tx.get<WatchedReportDoc>(SAVED_REPORTS, reportId);
    if (!current) return;
    tx.update(SAVED_REPORTS, reportId, reportPatch(current, executionId, outcome, now));
    // Compared once with the first answer, the texts at the switch have done their work.
    if (compared(outcome) && current.watchStartAt) {
      for (const id of startTextIds(reportId, current.watchStartTexts ?? 0)) tx.delete(WATCH_START_TEXTS, id);
    }
  });
}

/** A comparison was made (with the first answer or a later one), not the first answer kept. */
const compared = (outcome: WatchOutcome) => outcome.kind === 'changed' || outcome.kind === 'no-change';

function reportPatch(report: WatchedReportDoc, executionId: string, outcome: WatchOutcome, now: Date) {
  if (outcome.kind === 'failed') {
    const retryAt = new Date(now.getTime() + WATCH_MIN_INTERVAL_MINUTES * 60_000).toISOString();
    return {
      watchFailures: (report.watchFailures ?? 0) + 1,
      // Still watching: try again in an hour, unless a newer change already made a run due.
      ...(report.watching && !report.watchDueAt
        ? { watchDueAt: retryAt, watchPendingSince: report.watchPendingSince ?? outcome.at }
        : {}),
    };
  }
  return {
    watchFailures: 0,
    watchBaselineExecutionId: executionId,
    watchTakingBaseline: false,
    ...(compared(outcome) ? { watchStartAt: null, watchStartTexts: null } : {}),
    ...(outcome.kind === 'changed'
      ? {
          watchLastChangeAt: outcome.at,
          watchLastChange: outcome.counts,
          watchLastChangeExecutionId: executionId,
        }
      : {}),
  };
}
