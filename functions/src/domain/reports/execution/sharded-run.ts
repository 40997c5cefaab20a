import type { Emit } from '../../research/emit';
import { sumTallies } from '../../research/spend/usage-tally';
import type { ReportDeps } from '../report-deps';
import type { Lease, LeaseDeps } from '../runs/run-lease';
import type { RunRecord } from '../runs/run-record';
import { lookAtShards, planShards, SHARD_STOPPED, type ShardUsage, shardRanges } from '../runs/run-shards';
import { shardMessage, shardRules, shardsAtOnce } from './shard-rules';

/** The run was split into shards, or is still waiting on them: its worker has nothing more to do. */
export const WAITING = 'waiting' as const;

const leaseDeps = (deps: ReportDeps): LeaseDeps => ({
  store: deps.store,
  clock: deps.clock,
  leaseMs: deps.leaseMs,
});

/** Whether a queued run of this many documents is read in shards (shard-rules.ts). */
export const readsInShards = (deps: ReportDeps, documents: number) => documents > shardRules(deps).threshold;

/**
 * Splits the run into shards (docs/architecture/runs.md) and queues the first few; the run parks
 * on them, holding no worker, and what earlier attempts spent goes on with the first shard.
 */
export async function splitRun(deps: ReportDeps, lease: Lease, doc: RunRecord, total: number, emit: Emit) {
  const { size } = shardRules(deps);
  const atOnce = shardsAtOnce(deps, shardRanges(total, size).length);
  const earlier = doc.checkpoint?.usage;
  const plan = await planShards(leaseDeps(deps), lease, {
    total,
    size,
    atOnce,
    ...(earlier ? { earlier } : {}),
  });
  const count = `${total.toLocaleString('en-US')} documents`;
  emit({ type: 'status', message: `Reading ${count} in ${plan.count} parts...`, progress: 5 });
  for (const index of plan.queued) await deps.queue.enqueue(shardMessage(lease.executionId, index));
}

/**
 * The run's shards, once every one is done: their model use summed (each counted once, as saved on
 * its shard) and the first failure, if any. Null while some still read: the run parked again, and a
 * shard whose worker died is queued again, alone.
 */
export async function shardsDone(
  deps: ReportDeps,
  lease: Lease,
): Promise<{ usage: ShardUsage; failure: string | null } | null> {
  const state = await lookAtShards(leaseDeps(deps), lease);
  if (state.kind === 'parked') {
    for (const index of state.requeue) await deps.queue.enqueue(shardMessage(lease.executionId, index));
    return null;
  }
  const failure = state.shards.map((shard) => shard.failure).find((f) => f !== null && f !== SHARD_STOPPED);
  return { usage: sumTallies(state.shards.map((shard) => shard.usage)), failure: failure ?? null };
}
