import { nextRunAfter, type Schedule } from '@quarry/contracts/schedule';
import type { TransactionContext } from '../../ports/document-store.port';
import type { UserRecord } from '../accounts/users';
import { accessFromBilling } from '../billing/access';
import { signalExecution } from '../live/signals';
import { savedReportExecution } from '../reports/execution/create-run';
import type { UpkeepDeps } from '../reports/report-deps';
import { getRun } from '../reports/runs/run-reads';
import type { RunRecord } from '../reports/runs/run-record';
import { createRunIn } from '../reports/runs/run-writes';
import { SAVED_REPORTS, type SavedReportDoc } from '../reports/saved/saved-reports';
import { reconcilePause } from './schedule-pauses';
import { type SharedReportDoc, scheduleOf } from './share-docs';
import { SHARED_REPORTS } from './team-docs';

/** skippedRuns/{shareId}_{occurrence}: an occurrence that did not run, and why (docs/architecture/schedules-and-delivery.md). */
export const SKIPPED_RUNS = 'skippedRuns';

export const SKIPPED_DOWNTIME = 'Quarry was not running at this time; only the latest missed run was made.';
export const SKIPPED_NO_ACCESS =
  "The report owner's Teams plan has ended; scheduled runs resume when it is active again.";
export const SKIPPED_NO_REPORT = 'The saved report no longer exists.';

export interface TickResult {
  created: number;
  skipped: number;
  /** Shares another tick had already moved on (two ticks at once, or a retry). */
  raced: number;
}

/** `20261124T0900Z`: an occurrence in an id, in characters every id rule accepts. */
export function occurrenceKey(at: Date): string {
  return `${at.toISOString().slice(0, 16).replace(/[-:]/g, '')}Z`;
}

export function scheduledExecutionId(shareId: string, at: Date): string {
  return `${shareId}_${occurrenceKey(at)}`;
}

/** Every occurrence from `first` up to `now`, oldest first (at least `first`). */
function dueOccurrences(schedule: Schedule, first: Date, now: Date): Date[] {
  const due = [first];
  for (
    let next = nextRunAfter(schedule, first);
    next <= now && due.length < 1000;
    next = nextRunAfter(schedule, next)
  ) {
    due.push(next);
  }
  return due;
}

async function ownerAccess(tx: TransactionContext, ownerId: string, now: Date) {
  const owner = await tx.get<UserRecord>('users', ownerId);
  if (!owner) return undefined;
  const grant = await tx.get('accessGrants', owner.email.toLowerCase());
  return {
    ...accessFromBilling(owner.billing, grant !== null, now),
    costCapUsd: owner.preferences?.reportCostCapUsd ?? null,
  };
}

function recordSkip(
  tx: TransactionContext,
  shareId: string,
  share: SharedReportDoc,
  at: Date,
  reason: string,
  now: Date,
) {
  tx.set(SKIPPED_RUNS, scheduledExecutionId(shareId, at), {
    sharedReportId: shareId,
    teamId: share.teamId,
    ownerId: share.ownerId,
    scheduledFor: at.toISOString(),
    reason,
    recordedAt: now.toISOString(),
  });
}

/**
 * One share's due occurrence, exactly once (docs/architecture/schedules-and-delivery.md): in one transaction the share is
 * read again, its nextRunAt must be the one the tick saw, it moves to the next occurrence after
 * now, and the run gets the id `{shareId}_{occurrence}`, made only if it does not exist. Two ticks,
 * a retried message or a restart therefore never run an occurrence twice. After downtime only the
 * latest missed occurrence runs; older ones are recorded as skipped, as are runs whose owner has
 * lost the Teams plan (those resume by themselves when it returns).
 */
async function runDueShare(
  deps: UpkeepDeps,
  shareId: string,
  seenNextRunAt: string,
): Promise<{ outcome: 'created' | 'skipped' | 'raced'; executionId?: string; run?: RunRecord }> {
  const now = deps.clock.now();
  return deps.store.runTransaction(async (tx) => {
    const share = await tx.get<SharedReportDoc>(SHARED_REPORTS, shareId);
    const schedule = share ? scheduleOf(share) : undefined;
    if (!share || !schedule || share.nextRunAt !== seenNextRunAt) return { outcome: 'raced' as const };
    const due = dueOccurrences(schedule, new Date(seenNextRunAt), now);
    const latest = due.at(-1)!;
    const executionId = scheduledExecutionId(shareId, latest);
    const [report, access, existing] = await Promise.all([
      tx.get<SavedReportDoc>(SAVED_REPORTS, share.savedReportId),
      ownerAccess(tx, share.ownerId, now),
      getRun(tx, executionId),
    ]);
    const hasAccess = access?.hasAccess ?? false;
    // Access lost or regained without a webhook (a grant removed or given, a period run out).
    // The owner's other shares keep their due times: access came back before them.
    if (access) await reconcilePause(tx, share.ownerId, access, now, { moveSchedules: false });
    for (const missed of due.slice(0, -1)) recordSkip(tx, shareId, share, missed, SKIPPED_DOWNTIME, now);
    tx.update(SHARED_REPORTS, shareId, { nextRunAt: nextRunAfter(schedule, now).toISOString() });
    if (!report || !hasAccess) {
      recordSkip(tx, shareId, share, latest, report ? SKIPPED_NO_ACCESS : SKIPPED_NO_REPORT, now);
      return { outcome: 'skipped' as const };
    }
    if (existing) return { outcome: 'raced' as const };
    const doc = savedReportExecution(deps, share.ownerId, share.savedReportId, report, {
      notifyOnCompletion: false,
      preferredCostCapUsd: access?.costCapUsd ?? null,
      triggerSource: 'scheduled',
      share: { sharedReportId: shareId, teamId: share.teamId, runBy: share.ownerId },
    });
    createRunIn(tx, executionId, { ...doc, scheduledFor: latest.toISOString() });
    return { outcome: 'created' as const, executionId, run: doc };
  });
}

/**
 * The scheduler's part of the minute tick: pages through the shares whose next run is due and
 * starts each once. A run created but not handed to the queue (a crash in between) is a pending
 * run with a lease, which the tick's recovery re-queues.
 */
export async function runDueSchedules(
  deps: UpkeepDeps,
  options: { pageSize?: number; maxPages?: number } = {},
): Promise<TickResult> {
  const pageSize = options.pageSize ?? 200;
  const maxPages = options.maxPages ?? 10;
  const result: TickResult = { created: 0, skipped: 0, raced: 0 };
  for (let page = 0; page < maxPages; page += 1) {
    const due = await deps.store.query<SharedReportDoc>(SHARED_REPORTS, {
      where: [{ field: 'nextRunAt', op: '<=', value: deps.clock.now().toISOString() }],
      orderBy: [{ field: 'nextRunAt', direction: 'asc' }],
      limit: pageSize,
    });
    for (const { id, data } of due) {
      if (!data.nextRunAt) continue;
      const { outcome, executionId, run } = await runDueShare(deps, id, data.nextRunAt);
      result[outcome] += 1;
      if (executionId) await deps.queue.enqueue(executionId);
      if (run) await signalExecution(deps, run);
    }
    if (due.length < pageSize) break;
  }
  return result;
}
