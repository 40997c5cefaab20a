import { WATCH_LOOK_EVERY_MINUTES, WATCH_MIN_INTERVAL_MINUTES } from '@quarry/contracts/watch';
import { logEvent } from '../../log-events';
import type { TransactionContext } from '../../ports/document-store.port';
import type { DriveChangesPage } from '../../ports/drive.port';
import { SAVED_REPORTS } from '../reports/saved/saved-reports';
import type { WatchedReportDoc } from '../reports/saved/watch-fields';
import { AffectedReports, type WatchedReport } from './affected-reports';
import {
  claimDriveWatch,
  DRIVE_WATCHES,
  type DriveWatchDoc,
  releaseDriveWatch,
  type WatchLease,
} from './drive-watches';
import type { WatchDeps } from './watch-deps';

export interface FollowResult {
  /** Owners whose change log was read. */
  owners: number;
  pages: number;
  /** Reports a change made due for a re-run. */
  marked: number;
  /** Owners whose look failed (Drive refused or answered an error): tried again next time. */
  failed: number;
}

/** Pages of one owner's changes read in one look; the rest wait for the next (the token is kept). */
const MAX_PAGES_PER_LOOK = 20;
/** Watched reports read in one tick; more than anyone keeps. */
const MAX_WATCHED = 5000;
/**
 * No new owner's look starts after this much of a tick (the cloud's tick has 60 s in all, and its
 * other tasks follow): owners left over are due still, and the next tick takes them first.
 */
const LOOKS_BUDGET_MS = 30_000;
const MINUTE = 60_000;

/** Real time since it was made, in ms: the tick's budget is wall time, whatever the app's clock says. */
function stopwatch(): () => number {
  const started = performance.now();
  return () => performance.now() - started;
}

/** Owners in the order their last look was: never looked first, then the oldest. */
async function byLongestWaiting(deps: WatchDeps, uids: string[]): Promise<string[]> {
  const watches = await deps.store.getAll<DriveWatchDoc>(DRIVE_WATCHES, uids);
  const lastLook = (index: number) => watches[index]?.lastLookedAt ?? '';
  return uids
    .map((uid, index) => ({ uid, at: lastLook(index) }))
    .sort((a, b) => a.at.localeCompare(b.at))
    .map(({ uid }) => uid);
}

/** When a change makes a report due: now, or an hour after its last watched run (the debounce). */
export function dueAt(report: WatchedReportDoc, now: Date): string {
  const last = report.watchLastRunAt ? Date.parse(report.watchLastRunAt) : Number.NEGATIVE_INFINITY;
  return new Date(Math.max(now.getTime(), last + WATCH_MIN_INTERVAL_MINUTES * MINUTE)).toISOString();
}

/**
 * Commits one page (or the first token) of a look, fenced by its lease and the token it read from:
 * the token moves on in the same transaction as the reports the page made due, so a crash, a Drive
 * error or a second tick can only make the page be read again, which marks nothing twice.
 */
async function commitPage(
  deps: WatchDeps,
  lease: WatchLease,
  readFrom: string | null,
  nextToken: string,
  due: readonly WatchedReport[],
  looked: readonly WatchedReport[],
): Promise<boolean> {
  const now = deps.clock.now();
  return deps.store.runTransaction(async (tx: TransactionContext) => {
    const watch = await tx.get<DriveWatchDoc>(DRIVE_WATCHES, lease.uid);
    if (watch?.leaseId !== lease.leaseId || watch.pageToken !== readFrom) return false;
    const reports = await Promise.all(due.map((r) => tx.get<WatchedReportDoc>(SAVED_REPORTS, r.id)));
    const stamp = now.toISOString();
    tx.update(DRIVE_WATCHES, lease.uid, { pageToken: nextToken, lastLookedAt: stamp });
    for (const [index, report] of reports.entries()) {
      // Already due keeps its time: the change joins the re-run that waits.
      if (!report?.watching || report.watchDueAt) continue;
      tx.update(SAVED_REPORTS, due[index]!.id, { watchDueAt: dueAt(report, now), watchPendingSince: stamp });
    }
    for (const report of looked) tx.update(SAVED_REPORTS, report.id, { watchLastLookedAt: stamp });
    return true;
  });
}

async function look(deps: WatchDeps, lease: WatchLease, reports: WatchedReport[], result: FollowResult) {
  const drive = deps.search.drive;
  if (lease.pageToken === null) {
    // The first look takes Drive's token: changes from now on are followed.
    const token = await drive.withDrive(lease.uid, (d, t) => d.startPageToken(t));
    await commitPage(deps, lease, null, token, [], reports);
    return;
  }
  const affected = new AffectedReports(deps, lease.uid);
  let token = lease.pageToken;
  for (let page = 0; page < MAX_PAGES_PER_LOOK; page += 1) {
    const from = token;
    const answer: DriveChangesPage = await drive.withDrive(lease.uid, (d, t) => d.listChanges(t, from));
    result.pages += 1;
    const due = await affected.of(reports, answer.changes);
    const next = answer.nextPageToken ?? answer.newStartPageToken ?? from;
    const last = !answer.nextPageToken;
    if (!(await commitPage(deps, lease, from, next, due, last ? reports : []))) return;
    result.marked += due.length;
    if (last) return;
    token = next;
  }
}

/**
 * The tick's part of watching (docs/architecture/watching.md): for each owner with a watched report, at most
 * every WATCH_LOOK_EVERY_MINUTES, reads their Drive changes since the stored page token, page by
 * page, and makes due each report a changed file touches. One owner's failure is theirs alone.
 */
export async function followDriveChanges(
  deps: WatchDeps,
  { budgetMs = LOOKS_BUDGET_MS, elapsed = stopwatch() }: { budgetMs?: number; elapsed?: () => number } = {},
): Promise<FollowResult> {
  const result: FollowResult = { owners: 0, pages: 0, marked: 0, failed: 0 };
  const watched = await deps.store.query<WatchedReportDoc>(SAVED_REPORTS, {
    where: [{ field: 'watching', op: '==', value: true }],
    limit: MAX_WATCHED,
  });
  const byOwner = new Map<string, WatchedReport[]>();
  for (const { id, data } of watched) {
    const reports = byOwner.get(data.ownerId) ?? [];
    reports.push({ id, doc: data });
    byOwner.set(data.ownerId, reports);
  }
  // Longest waiting first, so owners a full tick left over are not left over again.
  const owners = await byLongestWaiting(deps, [...byOwner.keys()]);
  for (const uid of owners) {
    if (elapsed() > budgetMs) break;
    const reports = byOwner.get(uid) ?? [];
    const lease = await claimDriveWatch(deps, uid);
    if (!lease) continue;
    result.owners += 1;
    try {
      await look(deps, lease, reports, result);
    } catch (error) {
      result.failed += 1;
      logEvent.watchLookFailed(deps, { uid, cause: error instanceof Error ? error.message : String(error) });
    } finally {
      const next = new Date(deps.clock.now().getTime() + WATCH_LOOK_EVERY_MINUTES * MINUTE).toISOString();
      await releaseDriveWatch(deps, lease, next);
    }
  }
  return result;
}
