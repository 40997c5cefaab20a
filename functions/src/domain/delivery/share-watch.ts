import {
  type ComparedRun,
  compareRuns,
  recordComparisonOnce,
  storedComparison,
} from '../reports/comparison/run-comparison';
import type { RunRecord, WatchOutcome } from '../reports/runs/run-record';
import type { SharedReportDoc } from '../teams/share-docs';
import { SHARED_REPORTS } from '../teams/team-docs';
import type { DeliveryDeps } from './delivery-sends';

/**
 * A successful scheduled run of a share set to 'Watch for changes' (docs/decisions/watching.md), compared once with
 * the share's previous successful run on its cited facts; the first caller stores the outcome on
 * the run before anything is sent, so a retry (the tick, a restart) acts on the same outcome and
 * a quiet occurrence is never e-mailed late. Null when the share does not watch, or there is
 * nothing to compare with (its first run, or the previous run is gone): e-mailed as before.
 */
export async function compareShareRun(
  deps: DeliveryDeps,
  executionId: string,
  doc: RunRecord,
  previousId: string | null,
): Promise<ComparedRun | null> {
  if (doc.watchOutcome)
    return storedComparison(deps, executionId, { ...doc, watchOutcome: doc.watchOutcome });
  if (!previousId || !doc.sharedReportId) return null;
  const share = await deps.store.get<SharedReportDoc>(SHARED_REPORTS, doc.sharedReportId);
  if (!share?.watchForChanges) return null;
  const changes = await compareRuns(deps, executionId, doc, previousId);
  if (!changes) return null;
  const outcome: WatchOutcome = {
    kind: changes.changed ? 'changed' : 'no-change',
    counts: changes.counts,
    baselineExecutionId: previousId,
    at: deps.clock.now().toISOString(),
  };
  return recordComparisonOnce(deps, executionId, { outcome, changes });
}
