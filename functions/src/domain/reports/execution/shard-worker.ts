import { QUERY_TIMEOUT_MS } from '@quarry/contracts/research';
import { logEvent } from '../../../log-events';
import { signalExecution } from '../../live/signals';
import type { ExtractionOutcome } from '../../research/extraction/extract-document';
import { isDailyLimit, modelFailure } from '../../research/model/model-failure';
import { dailyQuotaResumesAt } from '../../research/model/quota-reset';
import { readShard } from '../../research/run-research';
import { UsageTally } from '../../research/spend/usage-tally';
import { WriteBatcher } from '../../shared/write-batcher';
import type { ReportDeps } from '../report-deps';
import { isSuperseded, type LeaseDeps } from '../runs/run-lease';
import { readDocumentRange } from '../runs/run-parts';
import type { RunRecord } from '../runs/run-record';
import {
  claimShard,
  finishShard,
  type RunShard,
  renewShard,
  SHARD_STOPPED,
  type ShardLease,
  type ShardUsage,
} from '../runs/run-shards';
import { CHECKPOINT_BATCH, loadCheckpoints } from './checkpoints';
import { pausesOnDailyLimit } from './daily-pause';
import { TIMEOUT_MESSAGE } from './finish-run';
import { researchInput } from './research-input';
import { pauseShard, saveShardCheckpoints } from './shard-checkpoints';
import { shardMessage, shardsAtOnce, shareOfQuota } from './shard-rules';
import { watchForStop } from './stop-run';

/** As a run's: taken from this attempt, near the invocation's limit, too long, or its owner's Stop. */
type StopReason = 'superseded' | 'deadline' | 'timeout' | 'stopped' | 'paused';

/** How a shard's reading ended: its model use and why it did not read all, or paused till the reset. */
type ShardEnd = { usage: ShardUsage; failure: string | null } | { pausedUntil: string };

const leaseDeps = (deps: ReportDeps): LeaseDeps => ({
  store: deps.store,
  clock: deps.clock,
  leaseMs: deps.leaseMs,
});

/**
 * A shard's queue message (docs/architecture/runs.md): claim the shard, read its documents under
 * its lease, then end it; the last shard to end sends the run to its merge. A repeated or late
 * message does nothing; a shard near the invocation's limit goes back to the queue alone.
 */
export async function handleShard(
  deps: ReportDeps,
  executionId: string,
  index: number,
  options: { handBack?: AbortSignal } = {},
): Promise<void> {
  const claim = await claimShard(leaseDeps(deps), executionId, index);
  if (claim.kind !== 'claimed') return;
  const { lease } = claim;
  const stop = new AbortController();
  const stopWith = (reason: StopReason) => {
    if (!stop.signal.aborted) stop.abort(reason);
  };
  const renewal = setInterval(
    () => {
      renewShard(leaseDeps(deps), lease).catch((error: unknown) => {
        if (isSuperseded(error)) stopWith('superseded');
        else logEvent.leaseRenewalFailed(deps, { executionId, cause: String(error) });
      });
    },
    Math.max(200, deps.leaseMs / 3),
  );
  const timeout = setTimeout(() => stopWith('timeout'), QUERY_TIMEOUT_MS);
  const onHandBack = () => stopWith('deadline');
  const watching = new AbortController();
  void watchForStop(deps, executionId, watching.signal, () => stopWith('stopped'));
  if (options.handBack?.aborted) onHandBack();
  options.handBack?.addEventListener('abort', onHandBack);
  try {
    const end = await readShardOf(deps, lease, claim, stop);
    if ('pausedUntil' in end) {
      logEvent.executionPaused(deps, { executionId, until: end.pausedUntil });
      await signalExecution(deps, claim.run);
      return;
    }
    const finished = await finishShard(leaseDeps(deps), lease, end);
    for (const next of finished.next) await deps.queue.enqueue(shardMessage(executionId, next));
    if (finished.last) await deps.queue.enqueue(executionId);
  } catch (error) {
    if (isSuperseded(error) || stop.signal.reason === 'superseded') return;
    if (stop.signal.reason !== 'deadline') throw error;
    await renewShard(leaseDeps(deps), lease, true);
    await deps.queue.enqueue(shardMessage(executionId, index));
  } finally {
    watching.abort();
    clearInterval(renewal);
    clearTimeout(timeout);
    options.handBack?.removeEventListener('abort', onHandBack);
  }
}

/**
 * Reads the shard's documents, skipping those an earlier attempt saved. Its end: its model use (on
 * from what earlier attempts saved) and why it did not read them all, if so. A lost lease or a
 * hand-back throws: the shard is not ended then.
 */
async function readShardOf(
  deps: ReportDeps,
  lease: ShardLease,
  claimed: { shard: RunShard; run: RunRecord },
  stop: AbortController,
): Promise<ShardEnd> {
  const { shard, run } = claimed;
  const tally = new UsageTally(shard.usage);
  if (run.stopRequestedAt) return { usage: tally.tallies(), failure: SHARD_STOPPED };
  const documents = await readDocumentRange(deps.store, lease.executionId, run, shard);
  const done = await loadCheckpoints(deps.store, lease.executionId, documents, shard.documentsDone);
  const checkpoints = new WriteBatcher<ExtractionOutcome>(
    async (outcomes) => {
      await saveShardCheckpoints(leaseDeps(deps), lease, outcomes, tally.tallies());
      deps.runEvents.ring(lease.executionId);
      await signalExecution(deps, run);
    },
    (error) => {
      if (isSuperseded(error)) stop.abort('superseded');
    },
    CHECKPOINT_BATCH,
  );
  const share = (shard.end - shard.first) / Math.max(1, run.documentCount ?? 1);
  try {
    await readShard(
      shareOfQuota(deps.research, shardsAtOnce(deps, run.shardCount ?? 1)),
      { payer: run.ownerId, driveOwner: run.driveOwnerId ?? run.ownerId },
      researchInput(run, documents),
      {
        // The shard's own progress is not the run's: the run's is logged with each checkpoint.
        emit: () => {},
        signal: stop.signal,
        checkpoints: {
          done,
          save: async (outcome) => {
            // A document cut short by a stop or a hand-back is not an outcome: it is read again.
            if (stop.signal.aborted) throw new Error('The shard was stopped');
            checkpoints.add(outcome);
          },
          flush: () => checkpoints.flush(),
        },
        tally,
        costCapUsd: run.costCapUsd == null ? null : run.costCapUsd * share,
      },
    );
    await checkpoints.flush();
    return { usage: tally.tallies(), failure: null };
  } catch (error) {
    const end = await shardFailure(
      error,
      stop,
      checkpoints,
      tally,
      pausesOnDailyLimit(run) ? deps.clock.now() : null,
    );
    if (!('pausedUntil' in end)) return end;
    await pauseShard(leaseDeps(deps), lease, end.pausedUntil, tally.tallies());
    return end;
  }
}

/** What the shard read is kept; a lost lease or a hand-back goes on up, anything else ends the shard. */
async function shardFailure(
  error: unknown,
  stop: AbortController,
  checkpoints: WriteBatcher<ExtractionOutcome>,
  tally: UsageTally,
  /** A background run's shard pauses on the daily limit met now; null: it does not pause. */
  pausesAt: Date | null,
): Promise<ShardEnd> {
  // A background run's shard that meets the daily limit pauses: the documents in flight stop.
  if (!stop.signal.aborted && isDailyLimit(error) && pausesAt) stop.abort('paused');
  const reason = stop.signal.reason as StopReason | undefined;
  if (isSuperseded(error) || reason === 'superseded') throw error;
  await checkpoints.flush().catch(() => {});
  if (reason === 'paused' && pausesAt) return { pausedUntil: dailyQuotaResumesAt(pausesAt).toISOString() };
  if (reason === 'deadline') throw error;
  const failure =
    reason === 'stopped'
      ? SHARD_STOPPED
      : reason === 'timeout'
        ? TIMEOUT_MESSAGE
        : modelFailure(error).message;
  return { usage: tally.tallies(), failure };
}
