import type { WatchStatus } from '@quarry/contracts/watch';
import type { Clock } from '../../ports/clock.port';
import type { DocumentStore } from '../../ports/document-store.port';
import { lastSuccessfulRun } from '../reports/runs/run-reads';
import { ownSavedReport, SAVED_REPORTS } from '../reports/saved/saved-reports';
import { type WatchedReportDoc, type WatchFields, watchStatusOf } from '../reports/saved/watch-fields';

/**
 * Whether switching the watch on must take a first answer to compare with: the report has none of
 * its own (no watched baseline, no successful run) and none is being taken.
 */
export async function needsBaseline(
  store: DocumentStore,
  id: string,
  report: WatchedReportDoc,
): Promise<boolean> {
  return (
    !report.watching &&
    !report.watchBaselineExecutionId &&
    !report.watchDueAt &&
    !(await lastSuccessfulRun(store, id))
  );
}

/**
 * Turns the watch on or off (the owner only). Turning it off forgets a waiting re-run; turning it
 * on writes `start` with it (the first answer's run and the texts at the switch, domain/watch
 * start-watching.ts, which also takes Drive's page token first).
 */
export async function setWatching(
  store: DocumentStore,
  clock: Clock,
  uid: string,
  id: string,
  watch: boolean,
  start: WatchFields = {},
): Promise<WatchStatus> {
  const report = (await ownSavedReport(store, uid, id)) as WatchedReportDoc;
  const now = clock.now().toISOString();
  const patch: WatchFields & { updatedAt: string; [key: string]: unknown } = watch
    ? { watching: true, updatedAt: now, ...(report.watching ? {} : start) }
    : {
        watching: false,
        watchDueAt: null,
        watchPendingSince: null,
        watchTakingBaseline: false,
        updatedAt: now,
      };
  await store.update(SAVED_REPORTS, id, patch);
  return watchStatusOf({ ...report, ...patch });
}
