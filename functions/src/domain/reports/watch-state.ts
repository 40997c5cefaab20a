import { NOT_WATCHING, type WatchChangeCounts, type WatchStatus } from '@quarry/contracts/watch';
import type { Clock } from '../../ports/clock.port';
import type { DocumentStore } from '../../ports/document-store.port';
import { EXECUTIONS, type ReportExecutionDoc } from './execution-doc';
import { ownSavedReport, SAVED_REPORTS, type SavedReportDoc } from './saved-reports';

/**
 * What a saved report keeps of its watch (DESIGN section 22, issue 31), on the report itself.
 * `watching` and `watchDueAt` are top-level so the tick can query them.
 */
export interface WatchFields {
  watching?: boolean;
  /** A re-run is due at this time: a file it would find changed (null or absent: none waits). */
  watchDueAt?: string | null;
  /** The first change the waiting re-run answers (the run's id is made from it). */
  watchPendingSince?: string | null;
  /** When the last watched re-run was started: the next waits WATCH_MIN_INTERVAL_MINUTES after it. */
  watchLastRunAt?: string | null;
  watchLastLookedAt?: string | null;
  watchLastChangeAt?: string | null;
  watchLastChange?: WatchChangeCounts | null;
  watchLastChangeExecutionId?: string | null;
  /** The run the next comparison is made against: the last watched run that succeeded. */
  watchBaselineExecutionId?: string | null;
  /** Watched re-runs that failed in a row (the owner hears of the first only). */
  watchFailures?: number;
}

export type WatchedReportDoc = SavedReportDoc & WatchFields;

export function watchStatusOf(doc: WatchFields): WatchStatus {
  if (!doc.watching) {
    return doc.watchLastLookedAt ? { ...NOT_WATCHING, lastLookedAt: doc.watchLastLookedAt } : NOT_WATCHING;
  }
  return {
    watching: true,
    lastLookedAt: doc.watchLastLookedAt ?? null,
    lastChangeFoundAt: doc.watchLastChangeAt ?? null,
    lastChange: doc.watchLastChange ?? null,
    lastChangeExecutionId: doc.watchLastChangeExecutionId ?? null,
    rerunDueAt: doc.watchDueAt ?? null,
  };
}

/** The report's latest successful run (created before `before`, if given): what a re-run is compared with. */
export async function lastSuccessfulRun(
  store: DocumentStore,
  savedReportId: string,
  before?: string,
): Promise<{ id: string; data: ReportExecutionDoc } | undefined> {
  const runs = await store.query<ReportExecutionDoc>(EXECUTIONS, {
    where: [{ field: 'savedReportId', op: '==', value: savedReportId }],
    orderBy: [{ field: 'createdAt', direction: 'desc' }],
    limit: 20,
  });
  return runs.find(
    (run) => run.data.executionStatus === 'success' && (before === undefined || run.data.createdAt < before),
  );
}

/**
 * Turns the watch on or off (the owner only). Turning it off forgets a waiting re-run; turning it
 * on starts from the report's files as they are now: the owner's Drive is followed from the next
 * look, and the next re-run is compared with the report's last successful run.
 */
export async function setWatching(
  store: DocumentStore,
  clock: Clock,
  uid: string,
  id: string,
  watch: boolean,
): Promise<WatchStatus> {
  const report = (await ownSavedReport(store, uid, id)) as WatchedReportDoc;
  const now = clock.now().toISOString();
  // With no answer of its own to compare with, the first watched run is due at once: it is the
  // baseline the next change is compared with (it writes to nobody).
  const needsBaseline =
    watch &&
    !report.watching &&
    !report.watchBaselineExecutionId &&
    !(await lastSuccessfulRun(store, id)) &&
    !report.watchDueAt;
  const patch: WatchFields & { updatedAt: string; [key: string]: unknown } = watch
    ? {
        watching: true,
        updatedAt: now,
        ...(needsBaseline ? { watchDueAt: now, watchPendingSince: now } : {}),
      }
    : { watching: false, watchDueAt: null, watchPendingSince: null, updatedAt: now };
  await store.update(SAVED_REPORTS, id, patch);
  return watchStatusOf({ ...report, ...patch });
}
