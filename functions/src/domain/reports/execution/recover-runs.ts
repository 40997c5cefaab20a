import { signalExecution } from '../../live/signals';
import type { UpkeepDeps } from '../report-deps';
import { recoverExpired } from '../runs/run-lease';
import { findRuns } from '../runs/run-reads';

/** Enough for any minute's backlog; the next tick takes the rest. */
const BATCH = 200;

export interface RecoveryResult {
  requeued: number;
  failed: number;
  notified: number;
}

/**
 * The tick's recovery (docs/architecture/runs.md): runs whose lease ran out (a crashed worker, a lost
 * message) are re-queued, or failed after three; finished runs still owing their e-mail are sent
 * back to a worker for it. Nothing stays "running" forever.
 */
export async function recoverExecutions(deps: UpkeepDeps): Promise<RecoveryResult> {
  const now = deps.clock.now();
  const result: RecoveryResult = { requeued: 0, failed: 0, notified: 0 };
  const expired = await findRuns(deps.store, {
    where: [
      { field: 'executionStatus', op: 'in', value: ['pending', 'running'] },
      { field: 'leaseUntil', op: '<', value: now.toISOString() },
    ],
    orderBy: [{ field: 'leaseUntil', direction: 'asc' }],
    limit: BATCH,
  });
  for (const { id, data } of expired) {
    const outcome = await recoverExpired(deps, id);
    if (outcome !== 'untouched') await signalExecution(deps, data);
    if (outcome === 'requeued') {
      await deps.queue.enqueue(id);
      result.requeued++;
    }
    if (outcome === 'failed') {
      await deps.queue.enqueue(id);
      result.failed++;
    }
  }
  // A finished run's e-mail is left to its own worker for one lease before the tick sends it instead.
  const owing = await findRuns(deps.store, {
    where: [
      { field: 'notificationOwed', op: '==', value: true },
      { field: 'finishedAt', op: '<', value: new Date(now.getTime() - deps.leaseMs).toISOString() },
    ],
    orderBy: [{ field: 'finishedAt', direction: 'asc' }],
    limit: BATCH,
  });
  for (const { id } of owing) {
    await deps.queue.enqueue(id);
    result.notified++;
  }
  return result;
}
