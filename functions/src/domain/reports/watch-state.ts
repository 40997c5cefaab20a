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
  /** When the watch was switched on with no answer to compare with (issue 40, item 5). */
  watchStartAt?: string | null;
  /** How many of the documents' texts at that switch are kept (watch-start-texts.ts). */
  watchStartTexts?: number | null;
  /** The first answer to compare with is being taken (its run started at the switch). */
  watchTakingBaseline?: boolean;
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
    takingBaseline: doc.watchTakingBaseline === true,
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
