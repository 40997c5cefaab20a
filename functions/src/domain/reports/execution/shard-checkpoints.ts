import { DAILY_LIMIT_PAUSE_MESSAGE } from '@quarry/contracts/research';
import type { ExtractionOutcome } from '../../research/extraction/extract-document';
import { appendEventsIn, openEventPage } from '../events/run-events';
import type { LeaseDeps } from '../runs/run-lease';
import { updateRunIn } from '../runs/run-patches';
import { EXECUTION_RESULTS, resultId } from '../runs/run-record';
import { fencedShard, type ShardLease, type ShardUsage, updateShardIn } from '../runs/run-shards';
import { resultOf } from './checkpoints';

/** Progress while documents are read (the rest is writing the report), as for a run in one piece. */
const READ_START = 5;
const READ_END = 85;

/**
 * A shard's batch of outcomes, in one transaction fenced on the shard's lease: the outcomes under
 * the run's checkpoints (a retried shard skips them), the shard's count and model use so far (its
 * own, so a retry counts on from there and nothing twice), and on the run the documents read of
 * all its documents, told as progress in its event log: the person sees the whole run move.
 */
export async function saveShardCheckpoints(
  deps: LeaseDeps,
  lease: ShardLease,
  outcomes: ExtractionOutcome[],
  usage: ShardUsage,
): Promise<void> {
  if (outcomes.length === 0) return;
  await deps.store.runTransaction(async (tx) => {
    const { shard, run } = await fencedShard(tx, lease);
    const ids = outcomes.map((outcome) => resultId(lease.executionId, outcome.file.id));
    const known = await Promise.all(ids.map((id) => tx.get(EXECUTION_RESULTS, id)));
    const fresh = known.filter((k) => !k).length;
    const done = (run.checkpoint?.documentsDone ?? 0) + fresh;
    const total = Math.max(1, run.documentCount ?? 1);
    const progress = Math.round(READ_START + ((READ_END - READ_START) * Math.min(done, total)) / total);
    const open = await openEventPage(tx, lease.executionId, run);
    outcomes.forEach((outcome, index) => {
      tx.set(EXECUTION_RESULTS, ids[index] as string, resultOf(lease.executionId, run.ownerId, outcome));
    });
    updateShardIn(tx, lease, { documentsDone: shard.documentsDone + fresh, usage });
    const message = `Read ${done.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} documents`;
    const logged = appendEventsIn(tx, lease.executionId, run, open, [{ type: 'status', message, progress }]);
    updateRunIn(tx, lease.executionId, {
      checkpoint: { ...run.checkpoint, documentsDone: done },
      progress,
      ...(logged ?? {}),
    });
  });
}

/**
 * A shard of a background run that met Gemini's daily limit (docs/architecture/reading-economy.md):
 * it goes back to the queue held until the reset, so neither a stray message nor the run's look at
 * its shards takes it early, and the run shows itself paused until then (the tick's
 * resume-paused-runs sends it to look at its shards again). The other shards meet the same limit.
 */
export async function pauseShard(deps: LeaseDeps, lease: ShardLease, until: string, usage: ShardUsage) {
  await deps.store.runTransaction(async (tx) => {
    const { run } = await fencedShard(tx, lease);
    const open = await openEventPage(tx, lease.executionId, run);
    updateShardIn(tx, lease, { status: 'queued', leaseUntil: until, usage });
    const said = run.pausedUntil === until;
    const event = { type: 'status' as const, message: DAILY_LIMIT_PAUSE_MESSAGE, pausedUntil: until };
    const logged = said ? null : appendEventsIn(tx, lease.executionId, run, open, [event]);
    updateRunIn(tx, lease.executionId, { pausedUntil: until, ...(logged ?? {}) });
  });
}
