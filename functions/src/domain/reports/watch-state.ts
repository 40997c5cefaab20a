import { NOT_WATCHING, type WatchChangeCounts, type WatchStatus } from '@quarry/contracts/watch';
import type { Clock } from '../../ports/clock.port';
import type { DocumentStore } from '../../ports/document-store.port';
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
  await ownSavedReport(store, uid, id);
  const now = clock.now().toISOString();
  const patch: WatchFields & { updatedAt: string; [key: string]: unknown } = watch
    ? { watching: true, updatedAt: now }
    : { watching: false, watchDueAt: null, watchPendingSince: null, updatedAt: now };
  await store.update(SAVED_REPORTS, id, patch);
  const doc = await store.get<WatchedReportDoc>(SAVED_REPORTS, id);
  return watchStatusOf(doc ?? {});
}
