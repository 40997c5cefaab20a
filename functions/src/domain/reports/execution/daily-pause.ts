import { DAILY_LIMIT_PAUSE_MESSAGE } from '@quarry/contracts/research';
import { runStatusOf } from '@quarry/contracts/run-status';
import { logEvent } from '../../../log-events';
import { signalExecution } from '../../live/signals';
import type { Emit } from '../../research/emit';
import { dailyQuotaResumesAt } from '../../research/model/quota-reset';
import type { ReportDeps, UpkeepDeps } from '../report-deps';
import { fencedUpdate, type Lease, type LeaseDeps, leaseEnd } from '../runs/run-lease';
import { updateRunIn } from '../runs/run-patches';
import { findRuns, getRun } from '../runs/run-reads';
import { isTerminal, type RunRecord } from '../runs/run-record';

/**
 * Runs paused by Gemini's per-day limit (docs/architecture/reading-economy.md). A background run that meets it hands
 * itself back like a cloud invocation near its deadline (its checkpoints kept, no attempt spent),
 * but pending until the quota resets: its lease runs until then, so neither a worker nor the
 * tick's recovery takes it early, and the 2-hour limit, which each attempt counts afresh, does not
 * run meanwhile. The tick's resume-paused-runs task re-queues it once that time has passed.
 */

/** Enough for any minute's backlog; the next tick takes the rest. */
const BATCH = 200;

/**
 * Whether the run pauses on the daily limit rather than ending: every run nobody watches in the
 * chat stream (a chat run queued with 'Notify when Ready', a saved report's Run, a shared or
 * scheduled run). A watched chat run ends instead, and offers to go on in the background.
 */
export function pausesOnDailyLimit(doc: Pick<RunRecord, 'triggerSource' | 'notifyOnCompletion'>) {
  return doc.triggerSource !== 'chat' || doc.notifyOnCompletion;
}

/** Whether a stored run is paused now. */
export function isPaused(doc: Pick<RunRecord, 'pausedUntil'>, now: Date): boolean {
  return typeof doc.pausedUntil === 'string' && doc.pausedUntil > now.toISOString();
}

/** Pauses the run this attempt holds until `until` (fenced): pending, its lease running till then. */
export function pauseExecution(deps: LeaseDeps, lease: Lease, until: Date): Promise<void> {
  const at = until.toISOString();
  return fencedUpdate(deps, lease, () => ({ executionStatus: 'pending', leaseUntil: at, pausedUntil: at }));
}

/**
 * A background run that met the daily limit: it says so and when it goes on (its log flushed), and
 * pauses until then. Returns that time.
 */
export async function pauseRun(
  deps: ReportDeps,
  lease: Lease,
  emit: Emit,
  flushLog: () => Promise<void>,
): Promise<string> {
  const until = dailyQuotaResumesAt(deps.clock.now());
  emit({ type: 'status', message: DAILY_LIMIT_PAUSE_MESSAGE, pausedUntil: until.toISOString() });
  await flushLog();
  await pauseExecution(deps, lease, until);
  logEvent.executionPaused(deps, { executionId: lease.executionId, until: until.toISOString() });
  return until.toISOString();
}

/** Re-queues one paused run whose time has come; false if it is not (any more) such a run. */
async function resumeOne(deps: UpkeepDeps, executionId: string): Promise<RunRecord | null> {
  return deps.store.runTransaction(async (tx) => {
    const doc = await getRun(tx, executionId);
    const now = deps.clock.now();
    if (!doc || isTerminal(doc.executionStatus) || !doc.pausedUntil || isPaused(doc, now)) return null;
    const patch = { pausedUntil: null, leaseUntil: leaseEnd(deps) };
    updateRunIn(tx, executionId, patch);
    return { ...doc, ...patch };
  });
}

/** The tick's resume-paused-runs: runs whose daily-limit pause is over go back to the queue. */
export async function resumePausedRuns(deps: UpkeepDeps): Promise<{ resumed: number }> {
  const due = await findRuns(deps.store, {
    where: [{ field: 'pausedUntil', op: '<=', value: deps.clock.now().toISOString() }],
    orderBy: [{ field: 'pausedUntil', direction: 'asc' }],
    limit: BATCH,
  });
  let resumed = 0;
  for (const { id } of due) {
    const doc = await resumeOne(deps, id);
    if (!doc) continue;
    await deps.queue.enqueue(id);
    await signalExecution(deps, doc);
    resumed++;
  }
  return { resumed };
}

/**
 * What the API says of a run's status: the spec's four values (a paused run reads running), and
 * `pausedUntil` only while paused, from which `runStatusOf` (contracts) shows and counts it as
 * 'Paused until ...' on every page.
 */
export function shownStatus(doc: Pick<RunRecord, 'executionStatus' | 'pausedUntil'>) {
  const paused = runStatusOf(doc.executionStatus, doc.pausedUntil) === 'paused';
  return {
    executionStatus: paused ? ('running' as const) : doc.executionStatus,
    pausedUntil: paused ? (doc.pausedUntil as string) : null,
  };
}
