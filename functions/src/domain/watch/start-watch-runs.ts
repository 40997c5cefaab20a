import type { UserRecord } from '../accounts/users';
import { subscriptionStatus } from '../billing/access';
import { signalExecution } from '../live/signals';
import { savedReportExecution } from '../reports/execution/create-run';
import type { UpkeepDeps } from '../reports/report-deps';
import { getRun } from '../reports/runs/run-reads';
import type { RunRecord } from '../reports/runs/run-record';
import { createRunIn } from '../reports/runs/run-writes';
import { SAVED_REPORTS } from '../reports/saved/saved-reports';
import type { WatchedReportDoc } from '../reports/saved/watch-fields';
import type { SharedReportDoc } from '../teams/share-docs';
import { SHARED_REPORTS } from '../teams/team-docs';
import { dueAt } from './follow-changes';

export interface StartResult {
  started: number;
  /** Reports another tick had already started or moved on (two ticks at once, a retry). */
  raced: number;
}

/**
 * A watched re-run's id: the report and the change it answers (`20261206T215232503Z`), so it is made
 * once. To the millisecond, not the minute a schedule's occurrence has: the first answer, taken at the
 * switch, and a change a tick saw later in the same minute are two runs (docs/decisions/watching.md).
 */
export function watchExecutionId(savedReportId: string, pendingSince: string): string {
  return `${savedReportId}_watch_${new Date(pendingSince).toISOString().replace(/[-:.]/g, '')}`;
}

/** Who hears of the re-run's change besides its owner: the teams it is shared with, while the plan lasts. */
async function watchSharesOf(deps: UpkeepDeps, report: WatchedReportDoc, reportId: string) {
  const owner = await deps.store.get<UserRecord>('users', report.ownerId);
  if (!owner) return { owner: null, shares: [] };
  const access = await subscriptionStatus(deps.store, deps.clock, owner);
  if (!access.hasAccess) return { owner, shares: [] };
  const shares = await deps.store.query<SharedReportDoc>(SHARED_REPORTS, {
    where: [{ field: 'savedReportId', op: '==', value: reportId }],
  });
  return { owner, shares: shares.map(({ id, data }) => ({ sharedReportId: id, teamId: data.teamId })) };
}

/**
 * Starts one due report's re-run, exactly once: in one transaction the report is read again, its
 * due time must be the one the tick saw, the wait is cleared and the run is made with the id of the
 * change it answers, only if it does not exist. A report whose last re-run is under an hour old
 * waits for the hour instead (the debounce).
 */
async function startOne(deps: UpkeepDeps, reportId: string, seenDueAt: string) {
  const seen = await deps.store.get<WatchedReportDoc>(SAVED_REPORTS, reportId);
  if (!seen) return { outcome: 'raced' as const };
  const { owner, shares } = await watchSharesOf(deps, seen, reportId);
  const now = deps.clock.now();
  return deps.store.runTransaction(async (tx) => {
    const report = await tx.get<WatchedReportDoc>(SAVED_REPORTS, reportId);
    if (!report || report.watchDueAt !== seenDueAt) return { outcome: 'raced' as const };
    if (!report.watching || !owner) {
      tx.update(SAVED_REPORTS, reportId, { watchDueAt: null, watchPendingSince: null });
      return { outcome: 'raced' as const };
    }
    const waitUntil = dueAt(report, now);
    if (waitUntil > now.toISOString()) {
      tx.update(SAVED_REPORTS, reportId, { watchDueAt: waitUntil });
      return { outcome: 'raced' as const };
    }
    const executionId = watchExecutionId(reportId, report.watchPendingSince ?? seenDueAt);
    const existing = await getRun(tx, executionId);
    tx.update(SAVED_REPORTS, reportId, {
      watchDueAt: null,
      watchPendingSince: null,
      watchLastRunAt: now.toISOString(),
    });
    if (existing) return { outcome: 'raced' as const };
    const run: RunRecord = {
      ...savedReportExecution(deps, report.ownerId, reportId, report, {
        notifyOnCompletion: false,
        preferredCostCapUsd: owner.preferences?.reportCostCapUsd ?? null,
        triggerSource: 'watch',
      }),
      ...(shares.length ? { watchShares: shares } : {}),
    };
    createRunIn(tx, executionId, run);
    return { outcome: 'started' as const, executionId, run };
  });
}

/**
 * The tick's part that starts watched re-runs (docs/architecture/watching.md): every report a change made due,
 * whose due time has come, gets one background run. A run made but not handed to the queue (a crash
 * in between) is a pending run with a lease, which the tick's recovery re-queues.
 */
export async function startDueWatchRuns(deps: UpkeepDeps, pageSize = 200): Promise<StartResult> {
  const result: StartResult = { started: 0, raced: 0 };
  const due = await deps.store.query<WatchedReportDoc>(SAVED_REPORTS, {
    where: [{ field: 'watchDueAt', op: '<=', value: deps.clock.now().toISOString() }],
    orderBy: [{ field: 'watchDueAt', direction: 'asc' }],
    limit: pageSize,
  });
  for (const { id, data } of due) {
    if (!data.watchDueAt) continue;
    result[await startWatchRun(deps, id, data.watchDueAt)] += 1;
  }
  return result;
}

/** Starts a due report's re-run now (the tick's, or the first answer's at the switch) and queues it. */
export async function startWatchRun(
  deps: UpkeepDeps,
  reportId: string,
  seenDueAt: string,
): Promise<'started' | 'raced'> {
  const started = await startOne(deps, reportId, seenDueAt);
  if (started.outcome === 'started') {
    await deps.queue.enqueue(started.executionId);
    await signalExecution(deps, started.run);
  }
  return started.outcome;
}
