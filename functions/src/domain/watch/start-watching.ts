import type { WatchStatus } from '@quarry/contracts/watch';
import { DocumentReadError, type DocumentReader } from '../../ports/document-reader.port';
import { keepStartTexts } from '../reports/comparison/start-texts';
import { ownSavedReport, SAVED_REPORTS } from '../reports/saved/saved-reports';
import type { WatchedReportDoc } from '../reports/saved/watch-fields';
import { fingerprintOf } from '../research/extraction/text-fingerprint';
import { mapPool } from '../research/model/pool';
import { searchDocuments } from '../research/search/search-documents';
import { DRIVE_WATCHES, type DriveWatchDoc } from './drive-watches';
import { startWatchRun } from './start-watch-runs';
import type { WatchDeps } from './watch-deps';
import { needsBaseline, setWatching } from './watch-state';

/** Switching needs the documents read too: their texts at the switch are kept (hashed). */
export interface StartWatchDeps extends WatchDeps {
  reader: DocumentReader;
}

const READS_AT_ONCE = 4;

/**
 * Turns a saved report's watch on or off (the owner only; docs/architecture/watching.md, docs/decisions/watching.md).
 * Watching starts at the switch: Drive's change log is followed from then (the page token is taken
 * before anything is read), and a report with no answer to compare with gets its first run then,
 * its documents' texts at the switch kept, so an edit made while that run reads is still a change.
 */
export async function switchWatch(
  deps: StartWatchDeps,
  uid: string,
  id: string,
  watch: boolean,
): Promise<WatchStatus> {
  const report = (await ownSavedReport(deps.store, uid, id)) as WatchedReportDoc;
  if (!watch || report.watching) return setWatching(deps.store, deps.clock, uid, id, watch);
  await followFromNow(deps, uid);
  if (!(await needsBaseline(deps.store, id, report))) {
    return setWatching(deps.store, deps.clock, uid, id, true);
  }
  const now = deps.clock.now().toISOString();
  const count = await keepStartTexts(deps.store, id, await textsNow(deps, uid, report));
  const status = await setWatching(deps.store, deps.clock, uid, id, true, {
    watchDueAt: now,
    watchPendingSince: now,
    watchStartAt: now,
    watchStartTexts: count,
    watchTakingBaseline: true,
  });
  await startWatchRun(deps, id, now);
  return { ...status, rerunDueAt: null };
}

/**
 * Follows the owner's change log from now: a fresh page token, unless another of their reports is
 * watched already (its changes since the last look are still to be read, and this report's too).
 */
async function followFromNow(deps: WatchDeps, uid: string): Promise<void> {
  const others = await deps.store.query<WatchedReportDoc>(SAVED_REPORTS, {
    where: [
      { field: 'ownerId', op: '==', value: uid },
      { field: 'watching', op: '==', value: true },
    ],
    limit: 1,
  });
  const kept = await deps.store.get<DriveWatchDoc>(DRIVE_WATCHES, uid);
  if (kept?.pageToken && others.length > 0) return;
  const token = await deps.search.drive.withDrive(uid, (drive, accessToken) =>
    drive.startPageToken(accessToken),
  );
  await deps.store.runTransaction(async (tx) => {
    const watch = await tx.get<DriveWatchDoc>(DRIVE_WATCHES, uid);
    // A look holding the lease finds its token moved and commits nothing (commitPage's fence).
    tx.set(DRIVE_WATCHES, uid, {
      lastLookedAt: null,
      nextLookAt: null,
      leaseUntil: null,
      leaseId: null,
      ...watch,
      pageToken: token,
    } satisfies DriveWatchDoc);
  });
}

/** The report's documents as its run would find them now, each text's fingerprint (null: unreadable). */
async function textsNow(deps: StartWatchDeps, uid: string, report: WatchedReportDoc) {
  const found = await searchDocuments(deps.search, uid, {
    keywords: report.keywords,
    negativeKeywords: report.negativeKeywords,
    directories: report.selectedDirectories,
  });
  const excluded = new Set(report.deselectedDocuments.map((d) => d.id));
  const files = found.filter((d) => d.supported && !excluded.has(d.id));
  const fetcher = deps.search.drive.fetcher(uid);
  return mapPool(files, READS_AT_ONCE, async (file) => {
    try {
      return { documentId: file.id, fingerprint: fingerprintOf(await deps.reader.read(file, fetcher), true) };
    } catch (error) {
      if (error instanceof DocumentReadError) return { documentId: file.id, fingerprint: null };
      throw error;
    }
  });
}
