import { NOT_WATCHING, type WatchChangeCounts, type WatchStatus } from '@quarry/contracts/watch';
import type { SavedReportDoc } from './saved-reports';

/**
 * What a saved report keeps of its watch (docs/architecture/watching.md, docs/decisions/watching.md), on the report itself.
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
  /** When the watch was switched on with no answer to compare with (docs/decisions/watching.md). */
  watchStartAt?: string | null;
  /** How many of the documents' texts at that switch are kept (reports/comparison/start-texts.ts). */
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
